/** Paying contracts (issue 14): the charge, the history and the invoice (the flag is the club's: GET /club). */
import { queryOptions } from '@tanstack/react-query';
import {
  dataEnvelope,
  type PaymentHistoryContract,
  PaymentHistoryListSchema,
  type PaymentRequestInput,
  type PaymentResult,
  PaymentResultSchema,
} from '@vida/shared';
import { apiDownload, apiRequest } from '../../../lib/api-client.ts';
import { saveFile } from '../lib/save-file.ts';

export const paymentKeys = {
  history: ['payments', 'history'] as const,
};

/** `POST /payment` with the key made when the form opened: a retry after a lost answer gets the first answer. */
export function payContract(body: PaymentRequestInput, idempotencyKey: string): Promise<PaymentResult> {
  return apiRequest('/payment', {
    method: 'POST',
    body,
    idempotencyKey,
    envelope: true,
    parse: (data) => dataEnvelope(PaymentResultSchema).parse(data).data,
  });
}

export function paymentHistoryQueryOptions() {
  return queryOptions({
    queryKey: paymentKeys.history,
    queryFn: ({ signal }): Promise<PaymentHistoryContract[]> =>
      apiRequest('/payment_history', { parse: (data) => PaymentHistoryListSchema.parse(data), signal }),
    staleTime: 30_000,
  });
}

/** Saves the invoice of an order as the browser's download. */
export async function downloadInvoice(order: string): Promise<void> {
  const { blob, fileName } = await apiDownload(`/orders/${encodeURIComponent(order)}/download`);
  saveFile(blob, fileName);
}
