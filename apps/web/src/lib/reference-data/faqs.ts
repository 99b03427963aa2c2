import { queryOptions } from '@tanstack/react-query';
import { type Faq, FaqSchema, type Language } from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from '../api-client.ts';
import { currentLanguage } from '../i18n.ts';

const FaqListSchema = z.array(FaqSchema);

export function getFaqs(signal?: AbortSignal): Promise<Faq[]> {
  return apiRequest('/faqs', { parse: (data) => FaqListSchema.parse(data), signal });
}

/** Answers come in the request language, so the language is part of the key. */
export function faqsQueryOptions(language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: ['faqs', language] as const,
    queryFn: ({ signal }) => getFaqs(signal),
    staleTime: 30 * 60_000,
  });
}
