/**
 * The reservation screens' API and validation texts join the `messages` namespace when the first of those
 * screens loads, so the login page does not carry them (its JavaScript budget).
 */
import { LANGUAGES, reservationMessages } from '@vida/shared';
import { i18n } from '../../../lib/i18n.ts';

for (const language of LANGUAGES) {
  i18n.addResourceBundle(language, 'messages', reservationMessages[language], true, false);
}
