import { type CountryOption, type Language, localeOf } from '@vida/shared';

/** How each language sorts names (Spanish puts ñ after n): options are listed in this order. */
export const collators: Record<Language, Intl.Collator> = {
  en: new Intl.Collator(localeOf('en')),
  es: new Intl.Collator(localeOf('es')),
};

/** `{"data": options}` from the JSON array `body`, the options sorted by label as the language sorts it. */
export function inLanguageOrder(body: string, lang: Language): string {
  const options = JSON.parse(body) as CountryOption[];
  return JSON.stringify({ data: options.sort((a, b) => collators[lang].compare(a.label, b.label)) });
}
