import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CARD_TOKENS, SANDBOX_PROFILE } from '@vida/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../src/app.ts';
import { loadSandboxConfig } from '../src/config.ts';
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

/** Signs a REST request as the provider documents, apart from both the portal's and the sandbox's code. */
function signedHeaders(target: string, text: string, at: Date) {
  const digest = `SHA-256=${createHash('sha256').update(text, 'utf8').digest('base64')}`;
  const values: Record<string, string> = {
    host: 'sandbox.test',
    date: at.toUTCString(),
    '(request-target)': `post ${target}`,
    digest,
    'v-c-merchant-id': SANDBOX_PROFILE.merchantId,
  };
  const names = Object.keys(values);
  const signature = createHmac('sha256', Buffer.from(SANDBOX_PROFILE.restSecret, 'base64'))
    .update(names.map((name) => `${name}: ${values[name]}`).join('\n'), 'utf8')
    .digest('base64');
  const { '(request-target)': _target, ...headers } = values;
  return {
    ...headers,
    'content-type': 'application/json',
    signature: `keyid="${SANDBOX_PROFILE.restKeyId}", algorithm="HmacSHA256", headers="${names.join(' ')}", signature="${signature}"`,
  };
}

describe('a slow provider (SANDBOX_CHARGE_DELAY_MS, SANDBOX_SEARCH_DELAY_MS)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('finds a charge only once it has completed and the search delay has passed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-slow-'));
    dirs.push(dir);
    let clock = new Date('2026-11-27T03:00:00.000Z');
    const app = await buildSandbox({
      config: {
        ...loadSandboxConfig({ SANDBOX_QUIET: 'true', SANDBOX_MERCHANT_POST_URL: 'off' }),
        dataDir: dir,
        chargeDelayMs: 300,
        searchDelayMs: 60_000,
      },
      now: () => clock,
    });
    const post = (target: string, body: unknown) => {
      const text = JSON.stringify(body);
      return app.inject({
        method: 'POST',
        url: target,
        headers: signedHeaders(target, text, clock),
        payload: text,
      });
    };
    const search = async () =>
      (
        await post('/tss/v2/searches', {
          query: 'clientReferenceInformation.code:slow-ref-1',
          sort: 'submitTimeUtc:desc',
        })
      ).json().totalCount as number;
    const charge = post('/pts/v2/payments', {
      clientReferenceInformation: { code: 'slow-ref-1' },
      processingInformation: { capture: true },
      paymentInformation: { legacyToken: { id: DEMO_CARD_TOKENS[0]?.token }, card: { securityCode: '123' } },
      orderInformation: { amountDetails: { totalAmount: '1350.00', currency: 'USD' } },
    });
    // While the charge runs: not found, and not in the sandbox's own record either.
    await new Promise((r) => setTimeout(r, 50));
    expect(await search()).toBe(0);
    expect((await app.inject({ url: '/sandbox/charges?reference=slow-ref-1' })).json().charges).toEqual([]);
    const answered = await charge;
    expect(answered.statusCode).toBe(201);
    expect(answered.json().status).toBe('AUTHORIZED');
    // Completed, recorded, but not yet searchable.
    expect(await search()).toBe(0);
    expect((await app.inject({ url: '/sandbox/charges?reference=slow-ref-1' })).json().charges).toMatchObject(
      [{ reference: 'slow-ref-1', amount: '1350.00', currency: 'USD', status: 'AUTHORIZED' }],
    );
    clock = new Date(clock.getTime() + 60_000);
    expect(await search()).toBe(1);
    await app.close();
  });

  it('takes a charge without a CVV only as a merchant-initiated one on a stored credential, and never both', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-mit-'));
    dirs.push(dir);
    const clock = new Date('2026-11-27T03:00:00.000Z');
    const app = await buildSandbox({
      config: {
        ...loadSandboxConfig({ SANDBOX_QUIET: 'true', SANDBOX_MERCHANT_POST_URL: 'off' }),
        dataDir: dir,
      },
      now: () => clock,
    });
    const charge = (code: string, processing: object, card?: object) => {
      const text = JSON.stringify({
        clientReferenceInformation: { code },
        processingInformation: { capture: true, ...processing },
        paymentInformation: { legacyToken: { id: DEMO_CARD_TOKENS[0]?.token }, ...(card ? { card } : {}) },
        orderInformation: { amountDetails: { totalAmount: '5180.00', currency: 'MXN' } },
      });
      return app.inject({
        method: 'POST',
        url: '/pts/v2/payments',
        headers: signedHeaders('/pts/v2/payments', text, clock),
        payload: text,
      });
    };
    const merchant = {
      commerceIndicator: 'install',
      authorizationOptions: { initiator: { type: 'merchant', storedCredentialUsed: true } },
    };
    const bare = await charge('mit-bare', {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details).toEqual([
      { field: 'processingInformation.authorizationOptions.initiator', reason: 'INVALID_DATA' },
    ]);
    const both = await charge('mit-cvv', merchant, { securityCode: '123' });
    expect(both.statusCode).toBe(400);
    const mit = await charge('mit-ok', merchant);
    expect(mit.statusCode).toBe(201);
    expect(mit.json().status).toBe('AUTHORIZED');
    expect((await app.inject({ url: '/sandbox/charges' })).json().charges).toMatchObject([
      { reference: 'mit-ok', initiator: 'merchant' },
    ]);
    await app.close();
  });

  it('reads both delays from the environment (default 0)', () => {
    expect(loadSandboxConfig({})).toMatchObject({ chargeDelayMs: 0, searchDelayMs: 0 });
    expect(
      loadSandboxConfig({ SANDBOX_CHARGE_DELAY_MS: '3000', SANDBOX_SEARCH_DELAY_MS: '5000' }),
    ).toMatchObject({ chargeDelayMs: 3000, searchDelayMs: 5000 });
    expect(() => loadSandboxConfig({ SANDBOX_SEARCH_DELAY_MS: 'soon' })).toThrow(/SANDBOX_SEARCH_DELAY_MS/);
  });
});
