/**
 * The server's own words (mails, customer care's notifications, calendar events): one i18next instance over
 * the catalogues in `src/locales`, one placeholder syntax (`{{name}}`) and the languages' plural rules
 * (`count` picks `_one`, `_other`, …). Loaded once, explicitly; no module registers texts when imported.
 */
import type { Language } from '@vida/shared';
import i18next from 'i18next';
import { type Catalogue, en } from '../locales/en.ts';
import { es } from '../locales/es.ts';

type PluralSuffix = `_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;
type Base<K extends string> = K extends `${infer B}${PluralSuffix}` ? B : K;

/** Dotted paths to the catalogue's texts, plural keys by their base name (`reservation.adults`). */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Base<K>}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type TextKey = Keys<Catalogue>;

const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  // The mail layout escapes for HTML; texts go out as they are written.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A text in a language, `{{placeholders}}` filled; `count` chooses the plural form. */
export function text(language: Language, key: TextKey, values: Record<string, string | number> = {}): string {
  return instance.t(key, { lng: language, ...values });
}

/** The texts of one language, for a mail or an answer written wholly in it. */
export const textsIn = (language: Language) => (key: TextKey, values?: Record<string, string | number>) =>
  text(language, key, values);
