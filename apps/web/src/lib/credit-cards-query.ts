/**
 * The member's saved cards: listed and changed by the cards feature, offered by the payment form, so the one
 * query lives here.
 */
import { queryOptions } from '@tanstack/react-query';
import { CARDS_PAGE_SIZE, type CreditCard, CreditCardSchema } from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';
import { cardKeys } from './query-keys.ts';

const CardListSchema = z.array(CreditCardSchema);

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
