import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@vida/shared';
import { useTranslation } from 'react-i18next';

/**
 * The language the screen is shown in, re-rendering when the member switches: the one way a component learns
 * it (for `Intl`, the API's `Accept-Language`, the query keys of texts that come in one language).
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
