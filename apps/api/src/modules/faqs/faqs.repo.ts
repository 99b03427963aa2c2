import type { Faq, Language } from '@vida/shared';
import type { Database } from '../../db/client.ts';
import { languageSuffix } from '../../db/language-suffix.ts';
import { perLanguage } from '../../db/prepared.ts';
import { versionedAnswer } from '../../db/versioned-answer.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';

/** `Faq[]` in `lang` as stored, in the club's order. */
const faqsSql = (lang: Language) => {
  const suffix = languageSuffix(lang);
  return `
select coalesce(json_agg(json_build_object(
  'id', f.id,
  'question', f.question_${suffix},
  'answer', f.answer_${suffix}
) order by f.sort_order, f.id), '[]'::json)::text as body
from faqs f`;
};

/** Answers are HTML: reduced to the allow-list of `sanitizeHtml` whatever was stored. */
const sanitized = (body: string): string =>
  JSON.stringify((JSON.parse(body) as Faq[]).map((f) => ({ ...f, answer: sanitizeHtml(f.answer) })));

/**
 * The FAQs (`Faq[]`, answers sanitised) as JSON text built by the database, one prepared statement per
 * language, kept while the table's version is unchanged (db/versioned-answer.ts).
 */
export function createFaqsRepo(database: Database) {
  const lists = perLanguage((lang) =>
    versionedAnswer(database, `faqs_${lang}`, 'faqs', faqsSql(lang), sanitized),
  );
  return {
    listJson: (lang: Language): Promise<string> => lists[lang](),
  };
}

export type FaqsRepo = ReturnType<typeof createFaqsRepo>;
