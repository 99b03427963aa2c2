/**
 * The payment form's rules and the payment answers (issue 14) join the `messages` namespace with the
 * payments screens, so the login page does not carry them (decision 005).
 */
import { LANGUAGES, paymentMessages } from '@vida/shared';
import { i18n } from '../../../lib/i18n.ts';

for (const language of LANGUAGES) {
  i18n.addResourceBundle(language, 'messages', paymentMessages[language], true, false);
}
