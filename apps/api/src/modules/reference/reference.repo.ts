import type { Language } from '@vida/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactReasons, countries, hotels, states } from '../../db/schema/index.ts';

export function createReferenceRepo(db: Db) {
  return {
    contactReasons: (lang: Language) =>
      db
        .select({
          id: contactReasons.id,
          name: lang === 'es' ? contactReasons.nameEs : contactReasons.nameEn,
        })
        .from(contactReasons)
        .orderBy(asc(contactReasons.sortOrder), asc(contactReasons.id)),

    hotels: () => db.select({ id: hotels.id, name: hotels.name }).from(hotels).orderBy(asc(hotels.name)),

    countries: (lang: Language) =>
      db
        .select({
          id: countries.id,
          code: countries.code,
          name: lang === 'es' ? countries.nameEs : countries.nameEn,
        })
        .from(countries),

    states: (lang: Language, country: 'US' | 'CA' | undefined) => {
      const query = db
        .select({
          id: states.id,
          country: states.country,
          code: states.code,
          name: lang === 'es' ? states.nameEs : states.nameEn,
        })
        .from(states);
      return country ? query.where(eq(states.country, country)) : query;
    },
  };
}

export type ReferenceRepo = ReturnType<typeof createReferenceRepo>;
