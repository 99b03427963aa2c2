import type { ContactReason, CountryOption, Hotel, Language, StateOption } from '@vida/shared';
import type { ReferenceRepo } from './reference.repo.ts';

const collators: Record<Language, Intl.Collator> = {
  en: new Intl.Collator('en'),
  es: new Intl.Collator('es-MX'),
};

/** Public lists in the caller's language; options are sorted by their name as that language sorts it. */
export function createReferenceService(repo: ReferenceRepo) {
  return {
    contactReasons: (lang: Language): Promise<ContactReason[]> => repo.contactReasons(lang),
    hotels: (): Promise<Hotel[]> => repo.hotels(),

    async countries(lang: Language): Promise<CountryOption[]> {
      const rows = await repo.countries(lang);
      return rows
        .map((c) => ({ id: c.id, value: c.code, label: c.name, name: c.name, language: lang }))
        .sort((a, b) => collators[lang].compare(a.label, b.label));
    },

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
