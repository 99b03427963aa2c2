import type { Language } from '@vida/shared';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqs } from '../../db/schema/index.ts';

export function createFaqsRepo(db: Db) {
  return {
    list: (lang: Language) =>
      db
        .select({
          id: faqs.id,
          question: lang === 'es' ? faqs.questionEs : faqs.questionEn,
          answer: lang === 'es' ? faqs.answerEs : faqs.answerEn,
        })
        .from(faqs)
        .orderBy(asc(faqs.sortOrder), asc(faqs.id)),
  };
}

export type FaqsRepo = ReturnType<typeof createFaqsRepo>;
