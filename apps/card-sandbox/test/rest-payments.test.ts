import { describe, expect, it } from 'vitest';
import { verifyHttpSignature } from '../src/rest-payments.ts';

// The vector computed with openssl (apps/api/test/payments.test.ts signs the same request): the sandbox's
// own verifier must accept it and refuse any change.
const rest = {
  merchantId: 'testrest',
  keyId: '08c94330-f618-42a3-b09d-e1e43be5efda',
  secret: 'yBJxy6LjM2TmcPGu+GaJrHtkke25fPpUX+UY6/L/1tE=',
};
const body = '{"clientReferenceInformation":{"code":"TC50171_3"}}';
const date = 'Thu, 18 Jul 2019 22:11:01 GMT';
const headers = {
  host: 'apitest.cybersource.com',
  date,
  digest: 'SHA-256=8/r3xgd0zzJf7lzdmDJ0phW/UOyPt23n++R+PbYNQeU=',
  'v-c-merchant-id': 'testrest',
  signature:
    'keyid="08c94330-f618-42a3-b09d-e1e43be5efda", algorithm="HmacSHA256", headers="host date (request-target) digest v-c-merchant-id", signature="wLgChDfatYoCHphp7CewGPNJNQ4BdqEHVqWoU0uppCU="',
};
const at = Date.parse(date);
const request = (h: Record<string, string>) => ({ method: 'POST', url: '/pts/v2/payments', headers: h });

describe('HTTP signature of the REST payments API', () => {
  it('accepts the computed vector', () => {
    expect(verifyHttpSignature(request(headers), body, rest, at)).toBe(true);
  });
  it('refuses a changed body, header, key, target or an old date', () => {
    expect(verifyHttpSignature(request(headers), body.replace('TC', 'TX'), rest, at)).toBe(false);
    expect(verifyHttpSignature(request({ ...headers, 'v-c-merchant-id': 'other' }), body, rest, at)).toBe(
      false,
    );
    expect(
      verifyHttpSignature(request(headers), body, { ...rest, secret: 'c2VjcmV0c2VjcmV0c2VjcmV0' }, at),
    ).toBe(false);
    expect(verifyHttpSignature({ ...request(headers), url: '/pts/v2/refunds' }, body, rest, at)).toBe(false);
    expect(verifyHttpSignature(request(headers), body, rest, at + 16 * 60_000)).toBe(false);
  });
});
