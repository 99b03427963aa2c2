import {
  DESTINATION_IMAGES,
  DESTINATION_LOGOS,
  type DestinationHighlight,
  type DestinationImage,
  type DestinationLogo,
  type Language,
  NOT_FOUND_CODE,
} from '@vida/shared';
import { HttpError } from '../../lib/http-error.ts';
import type { DestinationRow, DestinationsRepo } from './destinations.repo.ts';

// The table's check constraints hold these to the shared lists; the guards only narrow the type.
const isImage = (v: string): v is DestinationImage => (DESTINATION_IMAGES as readonly string[]).includes(v);
const isLogo = (v: string): v is DestinationLogo => (DESTINATION_LOGOS as readonly string[]).includes(v);

function toHighlight(row: DestinationRow): DestinationHighlight {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    description: row.description,
    image_location: isImage(row.imageLocation) ? row.imageLocation : 'beach',
    read_more_link: row.readMoreLink,
    buy_link: row.buyLink,
    logo: row.logo !== null && isLogo(row.logo) ? row.logo : null,
  };
}

const notFound = () => new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });

export function createDestinationsService(repo: DestinationsRepo) {
  return {
    list: async (lang: Language): Promise<DestinationHighlight[]> => (await repo.list(lang)).map(toHighlight),

    async one(lang: Language, rawId: string): Promise<DestinationHighlight> {
      // A path id that is not a positive number names nothing: 404 like an unknown id.
      const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
      if (id <= 0) throw notFound();
      const row = await repo.byId(lang, id);
      if (!row) throw notFound();
      return toHighlight(row);
    },
  };
}

export type DestinationsService = ReturnType<typeof createDestinationsService>;
