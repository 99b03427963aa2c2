import type { Faq, Language } from '@vida/shared';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { lastTextMemo } from '../../lib/text-memo.ts';
import type { FaqsRepo } from './faqs.repo.ts';

/** Answers are HTML: reduced to the allow-list of `sanitizeHtml` whatever was stored. */
const sanitized = lastTextMemo<Language>((text) =>
  JSON.stringify((JSON.parse(text) as Faq[]).map((f) => ({ ...f, answer: sanitizeHtml(f.answer) }))),
);

/** The FAQs in the caller's language, for `GET /faqs` and the profile. */
export function createFaqsService(repo: FaqsRepo) {
  /** `Faq[]` as JSON text, answers sanitised. */
  const listJson = async (lang: Language): Promise<string> => sanitized(lang, await repo.listJson(lang));
  return {
    listJson,
    list: async (lang: Language): Promise<Faq[]> => JSON.parse(await listJson(lang)) as Faq[],
  };
}

export type FaqsService = ReturnType<typeof createFaqsService>;
