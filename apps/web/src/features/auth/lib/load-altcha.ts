/**
 * The ALTCHA widget (~34 KB gzip) loads on demand so it stays out of the initial bundle. Its texts come from
 * our catalogues so it speaks the portal's English and Spanish.
 */
import { isLanguage, LANGUAGES } from '@vida/shared';
import type { i18n as I18n } from 'i18next';

let loading: Promise<void> | null = null;

type CaptchaTexts = Record<string, string>;

/** Hands the widget our texts for a language whose catalogues are loaded (only the active one, at first). */
function applyTexts(i18n: I18n, language: string): void {
  if (!isLanguage(language)) return;
  const bundle = i18n.getResourceBundle(language, 'auth') as { captcha?: CaptchaTexts } | undefined;
  if (!bundle?.captcha) return;
  const { unavailable: _unavailable, idle: _idle, ...texts } = bundle.captcha;
  globalThis.$altcha.i18n.set(language, texts);
}

export function loadAltcha(i18n: I18n): Promise<void> {
  loading ??= import('altcha')
    .then(() => {
      for (const language of LANGUAGES) applyTexts(i18n, language);
      // The other language's catalogues arrive when the member switches; i18next announces the switch once
      // they are in, before anything re-renders (and so before the widget is told the new language).
      i18n.on('languageChanged', (language) => applyTexts(i18n, language));
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
