import { LANGUAGES, type Language, languageFrom, messages } from '@vida/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en/index.ts';
import { es } from '../locales/es/index.ts';
import { readItem, STORAGE_KEYS, writeItem } from './storage.ts';

export const i18n = i18next;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Stored choice first, then the browser's languages (`es*` → Spanish, anything else English). */
export function detectLanguage(
  stored: string | null = readItem(STORAGE_KEYS.language),
  browserLanguages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): Language {
  if (isLanguage(stored)) return stored;
  return languageFrom(browserLanguages[0]);
}

function applyLanguage(language: Language): void {
  writeItem(STORAGE_KEYS.language, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let initialised = false;

/** Synchronous: resources are bundled, so the first render already speaks the right language. */
export function initI18n(language: Language = detectLanguage()): typeof i18next {
  if (initialised) {
    if (i18next.language !== language) void i18next.changeLanguage(language);
    return i18next;
  }
  initialised = true;
  i18next.on('languageChanged', (lng) => {
    if (isLanguage(lng)) applyLanguage(lng);
  });
  void i18next.use(initReactI18next).init({
    initAsync: false,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: ['common', 'layout', 'auth', 'dashboard', 'pages', 'notices', 'messages'],
    resources: {
      en: { ...en, messages: messages.en },
      es: { ...es, messages: messages.es },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(language);
  return i18next;
}

export function currentLanguage(): Language {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lng) ? lng : 'en';
}

export async function setLanguage(language: Language): Promise<void> {
  if (currentLanguage() === language) return;
  await i18next.changeLanguage(language);
}
