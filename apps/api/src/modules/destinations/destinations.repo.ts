import { DESTINATION_IMAGES, DESTINATION_LOGOS, type Language } from '@vida/shared';
import type { Database } from '../../db/client.ts';
import { perLanguage, type Sha256Hex } from '../../db/prepared.ts';
import { keptMemberAnswer } from '../../lib/member-reads/kept-member-answer.ts';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * A `DestinationHighlight` of row `d` with its texts in `lang`. The table's check constraints hold the image
 * and the logo to the shared lists; the cases only keep the answer to them whatever the table holds.
 */
const highlightJsonSql = (lang: Language) => {
  const suffix = lang === 'es' ? 'es' : 'en';
  return `json_build_object(
    'id', d.id,
    'name', d.name_${suffix},
    'location', d.location_${suffix},
    'description', d.description_${suffix},
    'image_location', case when d.image_location in (${list(DESTINATION_IMAGES)}) then d.image_location else 'beach' end,
    'read_more_link', d.read_more_link,
    'buy_link', d.buy_link,
    'logo', case when d.logo in (${list(DESTINATION_LOGOS)}) then d.logo end
  )`;
};

/** `{"data": {"data": DestinationHighlight[]}}` in carousel order. */
const listSql = (lang: Language) => `json_build_object('data', json_build_object('data', coalesce((
  select json_agg(${highlightJsonSql(lang)} order by d.sort_order, d.id) from destination_highlights d
), '[]'::json)))`;

/** `{"data": DestinationHighlight}` of id `$2`, null when there is none. */
const oneSql = (lang: Language) =>
  `(select json_build_object('data', ${highlightJsonSql(lang)}) from destination_highlights d where d.id = $2)`;

export function createDestinationsRepo(database: Database) {
  // Kept per version of the highlights (and of the member's session and day, like every kept answer).
  const lists = perLanguage((lang) =>
    keptMemberAnswer(database, `member_destinations_${lang}`, [], listSql(lang), 'destination_highlights'),
  );
  const ones = perLanguage((lang) =>
    keptMemberAnswer(database, `member_destination_${lang}`, ['int'], oneSql(lang), 'destination_highlights'),
  );
  return {
    /** The bearer check and the highlights as the answer's JSON text. */
    listForToken: (accessHash: Sha256Hex, lang: Language) => lists[lang](accessHash),
    /** The bearer check and highlight `id` as the answer's JSON text (body null: no such highlight). */
    oneForToken: (accessHash: Sha256Hex, lang: Language, id: number) => ones[lang](accessHash, id),
  };
}

export type DestinationsRepo = ReturnType<typeof createDestinationsRepo>;
