import { createHash, createHmac } from 'node:crypto';

export interface HttpSignatureInput {
  method: 'GET' | 'POST';
  host: string;
  /** Path and query, e.g. `/pts/v2/payments`. */
  target: string;
  /** RFC 7231 date, e.g. `Thu, 26 Nov 2026 07:00:00 GMT`. */
  date: string;
  merchantId: string;
  keyId: string;
  /** The shared secret as the provider issues it: base64. */
  secretBase64: string;
  /** The exact body sent (POST). */
  body?: string;
}

/**
 * The card provider's REST authentication (hosted-checkout.md, "REST token charge"; CyberSource's
 * cybersource-rest-client-node `src/authentication/http`): a Digest of the body and a Signature header whose
 * value is base64(HMAC-SHA256(base64decode(secret), "host: …\ndate: …\n(request-target): post /path\n
 * digest: …\nv-c-merchant-id: …")). GET requests sign the same headers without the digest.
 */
export function httpSignatureHeaders(input: HttpSignatureInput): Record<string, string> {
  const headers: Array<[string, string]> = [
    ['host', input.host],
    ['date', input.date],
    ['(request-target)', `${input.method.toLowerCase()} ${input.target}`],
  ];
  let digest: string | undefined;
  if (input.method === 'POST') {
    digest = `SHA-256=${createHash('sha256')
      .update(input.body ?? '', 'utf8')
      .digest('base64')}`;
    headers.push(['digest', digest]);
  }
  headers.push(['v-c-merchant-id', input.merchantId]);
  const signingString = headers.map(([name, value]) => `${name}: ${value}`).join('\n');
  const signature = createHmac('sha256', Buffer.from(input.secretBase64, 'base64'))
    .update(signingString, 'utf8')
    .digest('base64');
  return {
    host: input.host,
    date: input.date,
    'v-c-merchant-id': input.merchantId,
    ...(digest ? { digest } : {}),
    signature: `keyid="${input.keyId}", algorithm="HmacSHA256", headers="${headers
      .map(([name]) => name)
      .join(' ')}", signature="${signature}"`,
  };
}
