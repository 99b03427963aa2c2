import type { Language } from '@vida/shared';
import { useCallback, useState } from 'react';
import { setLanguage } from './i18n.ts';
import { useLanguage } from './use-language.ts';

/**
 * The language a switch shows as chosen, and how to choose one. The screen changes language once the new
 * texts are in (a phone may wait a second for them); the switch follows the tap at once, so it never looks
 * as if the tap missed, and falls back to the screen's language if the texts never come.
 */
export function useLanguageChoice(): [Language, (language: Language) => void] {
  const active = useLanguage();
  const [chosen, setChosen] = useState<Language | null>(null);
  const choose = useCallback((language: Language) => {
    setChosen(language);
    void setLanguage(language).finally(() => setChosen(null));
  }, []);
  return [chosen ?? active, choose];
}
