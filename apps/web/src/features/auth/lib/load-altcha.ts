/**
 * The ALTCHA widget (~34 KB gzip) loads on demand so it stays out of the initial bundle. Its texts come from
 * our catalogues so it speaks the portal's English and Spanish.
 */
import type { Language } from '@vida/shared';
import type { i18n as I18n } from 'i18next';

let loading: Promise<void> | null = null;

type CaptchaTexts = Record<string, string>;

function textsFor(i18n: I18n, language: Language): CaptchaTexts {
  const bundle = i18n.getResourceBundle(language, 'auth') as { captcha?: CaptchaTexts } | undefined;
  const { unavailable: _unavailable, idle: _idle, ...texts } = bundle?.captcha ?? {};
  return texts;
}

export function loadAltcha(i18n: I18n): Promise<void> {
  loading ??= import('altcha')
    .then(() => {
      for (const language of ['en', 'es'] as const) {
        globalThis.$altcha.i18n.set(language, textsFor(i18n, language));
      }
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
