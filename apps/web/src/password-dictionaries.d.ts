declare module 'virtual:password-dictionaries' {
  /** Where the password-strength estimator's dictionaries are (scripts/vite/password-dictionaries.ts). */
  export const DICTIONARY_URLS: Readonly<Record<'common' | 'en' | 'es', string>>;
}
