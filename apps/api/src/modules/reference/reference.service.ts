import type { Language, StateOption } from '@vida/shared';
import { collators } from './language-order.ts';
import type { ReferenceRepo } from './reference.repo.ts';

/**
 * Public lists in the caller's language, as the JSON text of the whole answer; options are sorted by their
 * name as that language sorts it.
 */
export function createReferenceService(repo: ReferenceRepo) {
  return {
    contactReasonsJson: (lang: Language): Promise<string> => repo.contactReasonsJson(lang),
    hotelsJson: (): Promise<string> => repo.hotelsJson(),
    countriesJson: (lang: Language): Promise<string> => repo.countriesJson(lang),

    async states(lang: Language, country?: 'US' | 'CA'): Promise<StateOption[]> {
      const rows = await repo.states(lang, country);
      return rows
        .flatMap((s): StateOption[] => {
          const country = s.country;
          return country === 'US' || country === 'CA'
            ? [{ id: s.id, value: s.code, label: s.name, name: s.name, language: lang, country }]
            : [];
        })
        .sort((a, b) => a.country.localeCompare(b.country) || collators[lang].compare(a.label, b.label));
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
