import type { Language } from '@vida/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { destinationHighlights as d } from '../../db/schema/index.ts';

export function createDestinationsRepo(db: Db) {
  const columns = (lang: Language) => ({
    id: d.id,
    name: lang === 'es' ? d.nameEs : d.nameEn,
    location: lang === 'es' ? d.locationEs : d.locationEn,
    description: lang === 'es' ? d.descriptionEs : d.descriptionEn,
    imageLocation: d.imageLocation,
    readMoreLink: d.readMoreLink,
    buyLink: d.buyLink,
    logo: d.logo,
  });
  return {
    list: (lang: Language) => db.select(columns(lang)).from(d).orderBy(asc(d.sortOrder), asc(d.id)),
    async byId(lang: Language, id: number) {
      const [row] = await db.select(columns(lang)).from(d).where(eq(d.id, id)).limit(1);
      return row;
    },
  };
}

export type DestinationsRepo = ReturnType<typeof createDestinationsRepo>;
export type DestinationRow = Awaited<ReturnType<DestinationsRepo['list']>>[number];
