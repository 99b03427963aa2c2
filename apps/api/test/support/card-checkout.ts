import type { App } from '../../src/lib/app-types.ts';
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
