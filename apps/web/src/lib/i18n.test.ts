import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { detectLanguage, i18n, initI18n, setLanguage } from './i18n.ts';

describe('language (spec section 4)', () => {
  beforeEach(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('prefers the stored choice, then the browser language (es* → Spanish, else English)', () => {
    expect(detectLanguage('es', ['en-US'])).toBe('es');
    expect(detectLanguage('en', ['es-MX'])).toBe('en');
    expect(detectLanguage(null, ['es-MX', 'en'])).toBe('es');
    expect(detectLanguage(null, ['es'])).toBe('es');
    expect(detectLanguage(null, ['fr-FR'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
    expect(detectLanguage('de', ['es-AR'])).toBe('es');
  });

  it('stores the language and sets <html lang> when it changes, without a reload', async () => {
    await setLanguage('es');
    expect(localStorage.getItem('vida.language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('layout:header.openMenu')).toBe('Abrir menú');
    await setLanguage('en');
    expect(localStorage.getItem('vida.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('layout:header.openMenu')).toBe('Open menu');
  });

  it('reads the stored choice on start', () => {
    localStorage.setItem('vida.language', 'es');
    expect(detectLanguage(undefined, ['en-US'])).toBe('es');
  });
});
