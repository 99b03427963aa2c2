import type { Language } from '@vida/shared';
import type { i18n as I18n } from 'i18next';
import type { legal } from '../../../locales/en/legal.ts';
import type { Translation } from '../../../locales/types.ts';

export type LegalTexts = Translation<typeof legal>;

function isLegalTexts(value: unknown): value is LegalTexts {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.inForce === 'string' &&
    typeof record.terms === 'object' &&
    record.terms !== null &&
    typeof record.privacy === 'object' &&
    record.privacy !== null
  );
}

/**
 * The `legal` catalogue of a language as a tree: the page walks its sections in order (their number and
 * paragraphs come from the catalogue, so adding a paragraph needs no code). The route loads the namespace
 * before the page renders, and i18next loads it for a new language before switching to it.
 */
export function legalTexts(i18n: I18n, language: Language): LegalTexts | null {
  const bundle: unknown = i18n.getResourceBundle(language, 'legal');
  return isLegalTexts(bundle) ? bundle : null;
}
