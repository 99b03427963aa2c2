import type { Language } from '@vida/shared';

/**
 * The suffix of a column kept in both languages (`name_en`, `name_es`) for SQL built as text: always one of
 * the two literals, whatever reaches it at run time, so it is safe to write into a statement.
 */
export const languageSuffix = (lang: Language): Language => (lang === 'es' ? 'es' : 'en');
