import { queryOptions } from '@tanstack/react-query';
import { ClubSchema } from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * What the legal texts name: the club, customer care's phone and e-mail. `care_email` is read when the API
 * sends it (config CARE_EMAIL); until then the texts say "customer care" where the address would go.
 */
const LegalClubSchema = ClubSchema.pick({ name: true, care_phone: true }).extend({
  care_email: z.string().trim().min(3).optional().catch(undefined),
});
export type LegalClub = z.infer<typeof LegalClubSchema>;

export function legalClubQueryOptions() {
  return queryOptions({
    // Its own key: the contact page caches `['club']` parsed without the e-mail.
    queryKey: ['club', 'legal'] as const,
    queryFn: ({ signal }): Promise<LegalClub> =>
      apiRequest('/club', { parse: (data) => LegalClubSchema.parse(data), signal }),
    staleTime: 60 * 60_000,
  });
}
