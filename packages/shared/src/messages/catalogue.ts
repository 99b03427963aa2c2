/**
 * Every text of the shared catalogue, core and features together: what the API answers with. Kept out of
 * messages/index.ts (decision 005) so the login page, which takes only `coreMessages`, never bundles it.
 */
import type { Language } from '../constants.ts';
import { cardMessages } from './cards.ts';
import { careMessages } from './care.ts';
import { coreMessages, type MessageKey } from './index.ts';
import { paymentMessages } from './payments.ts';
import { profileMessages } from './profile.ts';
import { reservationMessages } from './reservations.ts';

function everyMessage(language: Language): Record<MessageKey, string> {
  return {
    ...coreMessages[language],
    ...reservationMessages[language],
    ...profileMessages[language],
    ...cardMessages[language],
    ...paymentMessages[language],
    ...careMessages[language],
  };
}

/** Every text, per language. A new feature catalogue joins in `everyMessage`. */
export const messages: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = {
  en: /* @__PURE__ */ everyMessage('en'),
  es: /* @__PURE__ */ everyMessage('es'),
};

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages.en, value);
}

/** Resolves a message in a language, filling `{{name}}` placeholders. */
export function translateMessage(
  language: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const text = messages[language][key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
