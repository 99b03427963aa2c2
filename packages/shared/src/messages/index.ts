import type { Language } from '../constants.ts';
import { en, type MessageKey } from './en.ts';
import { es } from './es.ts';

export type { MessageKey };
export const messages: Record<Language, Record<MessageKey, string>> = { en, es };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Resolves a message in a language, filling `{{name}}` placeholders. */
export function translateMessage(
  language: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return messages[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
