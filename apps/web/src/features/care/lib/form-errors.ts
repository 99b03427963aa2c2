import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import './register-messages.ts';

/** Texts for keys and the API's own (already translated) messages alike. */
export function useMessageText() {
  const { i18n } = useTranslation();
  return (message: string) => resolveMessage(i18n, message);
}

/** What a failed action without a form says (a form puts a 400's messages under its fields instead). */
export function failureMessage(error: unknown): string {
  return isApiRequestError(error) ? error.displayMessage : 'generic_error';
}
