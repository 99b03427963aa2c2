import {
  coreMessages,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  languageFrom,
} from '@vida/shared';
import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { requestScope } from './request-scope.ts';
import { readItem, STORAGE_KEYS, writeItem } from './storage.ts';

export const i18n = i18next;

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

/**
 * The choice is also a cookie, so that a member's page drawn on the server (decision 017) is drawn in the
 * language the app will speak. Not a secret: readable by the page, sent only to this site.
 */
function applyLanguage(language: Language): void {
  writeItem(STORAGE_KEYS.language, language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed, non-secret value; the Cookie Store API is not in every browser the portal supports.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Namespaces every screen may need; they come in one chunk per language, loaded at start. */
const CORE_NAMESPACES = ['common', 'layout', 'auth', 'dashboard', 'pages', 'notices'];

const coreLoaders: Record<Language, () => Promise<ResourceLanguage>> = {
  en: () => import('../locales/en/core.ts').then((module) => module.core),
  es: () => import('../locales/es/core.ts').then((module) => module.core),
};

/**
 * The feature namespaces (listed in the glob) are each their own chunk per language (`locales/<language>/<namespace>.ts`, exporting a
 * constant named after the namespace), loaded with the screens that use it: the login page never carries
 * the texts of the member's screens, and a visitor downloads only the language they read.
 */
const featureModules = import.meta.glob<Record<string, ResourceLanguage>>(
  '../locales/*/{inbox,contact,reservations,account,club,partners,legal,contracts,care}.ts',
);

const catalogues = new Map<string, Promise<ResourceLanguage>>();

function loadCatalogue(key: string, load: () => Promise<ResourceLanguage>): Promise<ResourceLanguage> {
  let loading = catalogues.get(key);
  if (!loading) {
    loading = load();
    // A failed download may succeed on the next attempt (i18next retries, or the next switch).
    loading.catch(() => catalogues.delete(key));
    catalogues.set(key, loading);
  }
  return loading;
}

async function readNamespace(language: Language, namespace: string): Promise<ResourceLanguage> {
  if (CORE_NAMESPACES.includes(namespace)) {
    const core = await loadCatalogue(language, coreLoaders[language]);
    return (core[namespace] as ResourceLanguage | undefined) ?? {};
  }
  const load = featureModules[`../locales/${language}/${namespace}.ts`];
  if (!load) return {};
  const module = await loadCatalogue(`${language}/${namespace}`, load);
  return (module[namespace] as ResourceLanguage | undefined) ?? {};
}

/**
 * i18next asks for each namespace of a language before it switches to it (and before `init` resolves), so
 * a language change re-renders only once its texts are there: never a flash of keys.
 */
const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => {},
  read: async (language: string, namespace: string) => {
    if (!isLanguage(language)) return {};
    return readNamespace(language, namespace);
  },
};

let initialised: Promise<void> | null = null;

/**
 * Resolves once the active language's catalogues are loaded; render after it. The API's `messages` come
 * bundled (the login page needs them before the first request); the app's catalogues load per language.
 */
export function initI18n(language: Language = detectLanguage()): Promise<void> {
  if (initialised) {
    return initialised.then(async () => {
      if (i18next.language !== language) await i18next.changeLanguage(language);
    });
  }
  i18next.on('languageChanged', (lng) => {
    if (isLanguage(lng)) applyLanguage(lng);
  });
  initialised = i18next
    .use(initReactI18next)
    .use(catalogueBackend)
    .init({
      // Sets the language at once (the API client reads it before the catalogues arrive); only the
      // catalogues load asynchronously.
      initAsync: false,
      lng: language,
      // Both catalogues have the same keys (typed, and `i18n:check`); a fallback would only download English
      // for Spanish readers.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      defaultNS: 'common',
      ns: [...CORE_NAMESPACES, 'messages'],
      partialBundledLanguages: true,
      resources: {
        en: { messages: coreMessages.en },
        es: { messages: coreMessages.es },
      },
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    .then(() => undefined);
  applyLanguage(language);
  return initialised;
}

export function currentLanguage(): Language {
  const rendering = requestScope();
  if (rendering) return rendering.language;
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lng) ? lng : 'en';
}

export async function setLanguage(language: Language): Promise<void> {
  if (currentLanguage() === language) return;
  await i18next.changeLanguage(language);
}
