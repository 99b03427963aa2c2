import type { Faq, Language } from '@vida/shared';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { FaqsRepo } from './faqs.repo.ts';

/** Answers already made safe, by their stored text: the FAQs are a few dozen texts a reseed changes. */
const MAX_SANITIZED = 500;

/** The FAQs in the caller's language, for `GET /faqs` and the profile. */
export function createFaqsService(repo: FaqsRepo) {
  const sanitized = new Map<string, string>();
  const safeAnswer = (answer: string): string => {
    let safe = sanitized.get(answer);
    if (safe === undefined) {
      safe = sanitizeHtml(answer);
      if (sanitized.size >= MAX_SANITIZED) sanitized.clear();
      sanitized.set(answer, safe);
    }
    return safe;
  };

  return {
    /** Answers are HTML: reduced to the allow-list of `sanitizeHtml` whatever was stored. */
    async list(lang: Language): Promise<Faq[]> {
      return (await repo.list(lang)).map((f) => ({ ...f, answer: safeAnswer(f.answer) }));
    },
  };
}

export type FaqsService = ReturnType<typeof createFaqsService>;
