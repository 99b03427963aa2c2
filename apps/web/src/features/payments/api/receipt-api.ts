/** `GET /orders/{order}/receipt`: the receipt of one of the member's approved payments (the success page). */
import { queryOptions } from '@tanstack/react-query';
import { type Receipt, ReceiptSchema } from '@vida/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const receiptKeys = {
  one: (order: string) => ['payments', 'receipt', order] as const,
};

export function receiptQueryOptions(order: string) {
  return queryOptions({
    queryKey: receiptKeys.one(order),
    queryFn: ({ signal }): Promise<Receipt> =>
      apiRequest(`/orders/${encodeURIComponent(order)}/receipt`, {
        parse: (data) => ReceiptSchema.parse(data),
        signal,
      }),
    // A receipt does not change; only its "next instalment" may, and the page is seen once.
    staleTime: 5 * 60_000,
  });
}
