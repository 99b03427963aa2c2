import { SANDBOX_PROFILE } from '@vida/shared';
import type { App } from '../../src/lib/app-types.ts';
import { signFields } from '../../src/lib/hosted-checkout-signature.ts';
import type { Lang } from './harness.ts';

/**
 * A hosted-checkout reply delivered as the provider delivers it: a form post, to the receipt page (the member's
 * browser) or the Merchant POST (server to server).
 */
export const postCheckoutReply = (
  app: App,
  path: 'receipt' | 'merchant-post',
  fields: Record<string, string>,
  lang: Lang = 'en',
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/card-checkout/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
    payload: new URLSearchParams(fields).toString(),
  });

/**
 * The provider's accepted, signed reply to a hosted request: every request field echoed as `req_*`, the
 * sandbox's test Visa, and what the reply adds (`transaction_id`, `payment_token`, for a sale `auth_amount`).
 */
export function acceptedReply(
  request: Record<string, string>,
  fields: Record<string, string>,
  secret: string = SANDBOX_PROFILE.secretKey,
): Record<string, string> {
  const echo = Object.fromEntries(
    Object.entries(request)
      .filter(([name]) => name !== 'signature')
      .map(([name, value]) => [`req_${name}`, value]),
  );
  return signFields(
    {
      ...echo,
      decision: 'ACCEPT',
      reason_code: '100',
      message: 'Request was processed successfully.',
      req_card_number: 'xxxxxxxxxxxx1111',
      req_card_type: '001',
      req_card_expiry_date: `08-${new Date().getUTCFullYear() + 3}`,
      ...fields,
    },
    secret,
  );
}
