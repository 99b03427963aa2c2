/**
 * The account endpoints: e-mail confirmation and the saved cards (fetchers, query options). The profile update
 * itself is in `lib/profile-query.ts`: the header's language switch sends it too.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  CARDS_PAGE_SIZE,
  type CreditCard,
  CreditCardSchema,
  type EmailConfirmationRequest,
  type Profile,
  ProfileSchema,
} from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** The signed link mailed to a new address; answers the profile with `pending_change.email_confirmed`. */
export function confirmEmail(body: EmailConfirmationRequest): Promise<Profile> {
  return apiRequest('/profile/email-confirmation', {
    method: 'POST',
    body,
    parse: (data) => ProfileSchema.parse(data),
  });
}

const CardListSchema = z.array(CreditCardSchema);

export const cardKeys = { all: ['credit-cards'] as const };

/** Every active card at once (spec section 7: no pagination, page size 1000); the default comes first. */
export function creditCardsQueryOptions() {
  return queryOptions({
    queryKey: cardKeys.all,
    queryFn: ({ signal }): Promise<CreditCard[]> =>
      apiRequest(`/credit_cards?page=1&per_page=${CARDS_PAGE_SIZE}`, {
        parse: (data) => CardListSchema.parse(data).filter((card) => card.status === 1),
        signal,
      }),
    staleTime: 60_000,
  });
}
