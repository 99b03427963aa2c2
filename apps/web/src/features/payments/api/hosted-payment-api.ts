import {
  dataEnvelope,
  type HostedPayment,
  type HostedPaymentRequestInput,
  HostedPaymentSchema,
} from '@vida/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /payment/hosted`: the attempt recorded, and the signed fields for the provider's hosted `/pay`. */
export function startHostedPayment(
  body: HostedPaymentRequestInput,
  idempotencyKey: string,
): Promise<HostedPayment> {
  return apiRequest('/payment/hosted', {
    method: 'POST',
    body,
    idempotencyKey,
    envelope: true,
    parse: (data) => dataEnvelope(HostedPaymentSchema).parse(data).data,
  });
}
