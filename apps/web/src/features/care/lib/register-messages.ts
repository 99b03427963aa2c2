/**
 * The desk's API and validation texts (and the reservation ones its stay forms share) join the `messages`
 * namespace when the desk loads, so no member page carries them.
 */
import { careMessages, LANGUAGES, reservationMessages } from '@vida/shared';
import { i18n } from '../../../lib/i18n.ts';

for (const language of LANGUAGES) {
  i18n.addResourceBundle(
    language,
    'messages',
    { ...reservationMessages[language], ...careMessages[language] },
    true,
    false,
  );
}
