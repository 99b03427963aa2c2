import type { Language } from '@vida/shared';
import type { Database } from '../../db/client.ts';
import { hotStatement, perLanguage } from '../../db/prepared.ts';

/** `Faq[]` in `lang` as stored (answers not yet sanitised), in the club's order. */
const faqsSql = (lang: Language) => {
  const suffix = lang === 'es' ? 'es' : 'en';
  return `
select coalesce(json_agg(json_build_object(
  'id', f.id,
  'question', f.question_${suffix},
  'answer', f.answer_${suffix}
) order by f.sort_order, f.id), '[]'::json)::text as body
from faqs f`;
};

/** The FAQs as JSON text built by the database, one prepared statement per language (db/prepared.ts). */
export function createFaqsRepo(database: Database) {
  const lists = perLanguage((lang) =>
    hotStatement<{ body: string }, []>(database, `faqs_${lang}`, [], faqsSql(lang)),
  );
  return {
    listJson: async (lang: Language): Promise<string> => (await lists[lang]())[0]?.body ?? '[]',
  };
}

export type FaqsRepo = ReturnType<typeof createFaqsRepo>;
