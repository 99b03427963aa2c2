import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ContactReason, ContactReasonSchema, type Language } from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from '../api-client.ts';
import { currentLanguage } from '../i18n.ts';

const ContactReasonListSchema = z.array(ContactReasonSchema);

export function getContactReasons(signal?: AbortSignal): Promise<ContactReason[]> {
  return apiRequest('/contact_reasons', { parse: (data) => ContactReasonListSchema.parse(data), signal });
}

export function contactReasonsQueryOptions(language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: ['contact-reasons', language] as const,
    queryFn: ({ signal }) => getContactReasons(signal),
    staleTime: 30 * 60_000,
  });
}

/** Spec section 8: a failed list shows as empty. */
export function useContactReasons(language: Language = currentLanguage()): ContactReason[] {
  return useQuery(contactReasonsQueryOptions(language)).data ?? [];
}
