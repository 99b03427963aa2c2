import type { Faq, Language } from '@vida/shared';
import type { FaqsRepo } from './faqs.repo.ts';

/** The FAQs in the caller's language (answers sanitised), for `GET /faqs` and the profile. */
export function createFaqsService(repo: FaqsRepo) {
  return {
    /** `Faq[]` as JSON text. */
    listJson: (lang: Language): Promise<string> => repo.listJson(lang),
    list: async (lang: Language): Promise<Faq[]> => JSON.parse(await repo.listJson(lang)) as Faq[],
  };
}

export type FaqsService = ReturnType<typeof createFaqsService>;
