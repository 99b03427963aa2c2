import type { Language } from '@vida/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { languageSuffix } from '../../db/language-suffix.ts';
import { hotStatement, perLanguage } from '../../db/prepared.ts';
import { states } from '../../db/schema/index.ts';
import { versionedAnswer } from '../../db/versioned-answer.ts';
import { inLanguageOrder } from './language-order.ts';

type Body = { body: string };

/** `{"data": ContactReason[]}` in the care desk's order, named in `lang`. */
const contactReasonsSql = (lang: Language) => `
select json_build_object('data', coalesce(json_agg(json_build_object(
  'id', r.id,
  'name', r.name_${languageSuffix(lang)}
) order by r.sort_order, r.id), '[]'::json))::text as body
from contact_reasons r`;

/** `{"data": Hotel[]}` by name. */
const HOTELS_SQL = `
select json_build_object('data', coalesce(json_agg(json_build_object(
  'id', h.id,
  'name', h.name
) order by h.name), '[]'::json))::text as body
from hotels h`;

/**
 * `CountryOption[]` named in `lang`, by id: the order of a language's alphabet is Intl.Collator's, applied
 * by `inLanguageOrder` (PostgreSQL and PGlite do not share its collations).
 */
const countriesSql = (lang: Language) => {
  const name = `c.name_${languageSuffix(lang)}`;
  return `
select coalesce(json_agg(json_build_object(
  'id', c.id,
  'value', c.code,
  'label', ${name},
  'name', ${name},
  'language', '${languageSuffix(lang)}'
) order by c.id), '[]'::json)::text as body
from countries c`;
};

/**
 * The public reference lists, each one prepared statement (db/prepared.ts) answering JSON text built by
 * the database: these lists change only with a migration or a seed, but are read afresh on every request.
 */
export function createReferenceRepo(database: Database) {
  const db = database.db;
  const body = async (run: () => Promise<Body[]>) => (await run())[0]?.body ?? '';
  const reasons = perLanguage((lang) =>
    hotStatement<Body, []>(database, `contact_reasons_${lang}`, [], contactReasonsSql(lang)),
  );
  const hotels = hotStatement<Body, []>(database, 'reservation_hotels', [], HOTELS_SQL);
  // Building 249 options costs the database several times a whole trivial request: kept per version.
  const countries = perLanguage((lang) =>
    versionedAnswer(database, `countries_${lang}`, 'countries', countriesSql(lang), (body) =>
      inLanguageOrder(body, lang),
    ),
  );
  return {
    contactReasonsJson: (lang: Language) => body(reasons[lang]),
    hotelsJson: () => body(hotels),
    /** `{"data": CountryOption[]}` sorted by label as the language sorts it. */
    countriesJson: (lang: Language) => countries[lang](),

    states: (lang: Language, country: 'US' | 'CA' | undefined) => {
      const query = db
        .select({
          id: states.id,
          country: states.country,
          code: states.code,
          name: { en: states.nameEn, es: states.nameEs }[lang],
        })
        .from(states);
      return country ? query.where(eq(states.country, country)) : query;
    },
  };
}

export type ReferenceRepo = ReturnType<typeof createReferenceRepo>;
