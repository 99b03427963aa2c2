// Its own file: it needs an i18next that no other test has initialised yet.
import { describe, expect, it } from 'vitest';
import { currentLanguage, i18n, initI18n, setLanguage } from './i18n.ts';

describe('catalogues per language', () => {
  it("downloads only the active language's catalogues, and the other's before switching to it", async () => {
    const ready = initI18n('es');
    // Requests made while the catalogues download already speak the member's language.
    expect(currentLanguage()).toBe('es');
    await ready;
    expect(i18n.t('layout:header.openMenu')).toBe('Abrir menú');
    expect(i18n.hasResourceBundle('en', 'layout')).toBe(false);

    const seenOnSwitch: string[] = [];
    i18n.on('languageChanged', () => seenOnSwitch.push(i18n.t('layout:header.openMenu')));
    await setLanguage('en');
    expect(seenOnSwitch).toEqual(['Open menu']);
  });
});
