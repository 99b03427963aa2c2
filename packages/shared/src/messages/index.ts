import { LANGUAGES, type Language } from '../constants.ts';
import type { CardMessageKey } from './cards.ts';
import { type MessageKey as CoreMessageKey, en } from './en.ts';
import { es } from './es.ts';
import type { ProfileMessageKey } from './profile.ts';
import type { ReservationMessageKey } from './reservations.ts';

export type { CardMessageKey, CoreMessageKey, ProfileMessageKey, ReservationMessageKey };
export type MessageKey = CoreMessageKey | ReservationMessageKey | ProfileMessageKey | CardMessageKey;

/** What the login page needs at once. */
export const coreMessages: Record<Language, Record<CoreMessageKey, string>> = { en, es };

// The core objects themselves: extending them costs the login page no copy.
const catalogue: Record<Language, Record<string, string>> = coreMessages;

/**
 * Feature catalogues (reservations, profile) join the core one where they are used: the API at start-up, the web app
 * with the feature's screens. Kept apart so the login page's bundle does not carry them.
 */
export function extendMessages(extra: Record<Language, Record<string, string>>): void {
  for (const language of LANGUAGES) Object.assign(catalogue[language], extra[language]);
}

/** Every text known so far, per language (the core ones always). */
export const messages = catalogue as Record<Language, Record<MessageKey, string>>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogue.en, value);
}

/** Resolves a message in a language, filling `{{name}}` placeholders. */
export function translateMessage(
  language: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const text = catalogue[language][key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
