/**
 * The profile's API and validation texts join the `messages` namespace with the account screens, so the
 * login page does not carry them (decision 005).
 */
import { LANGUAGES, profileMessages } from '@vida/shared';
import { i18n } from '../../../lib/i18n.ts';

for (const language of LANGUAGES) {
  i18n.addResourceBundle(language, 'messages', profileMessages[language], true, false);
}
