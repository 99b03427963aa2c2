/** The account endpoints: profile update, e-mail confirmation and the saved cards (fetchers, query options). */
import { queryOptions } from '@tanstack/react-query';
import {
  CARDS_PAGE_SIZE,
  type CreditCard,
  CreditCardSchema,
  type EmailConfirmationRequest,
  type Profile,
  ProfileSchema,
  type ProfileUpdateRequest,
  type ProfileUpdateResponse,
  ProfileUpdateResponseSchema,
} from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** The result and the success text the API chose for it, in the member's language. */
export function updateProfile(body: ProfileUpdateRequest): Promise<ProfileUpdateResponse> {
  return apiRequest('/profile', {
    method: 'PUT',
    body,
    envelope: true,
    parse: (envelope) => ProfileUpdateResponseSchema.parse(envelope),
  });
}

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
