import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CARD_TOKENS } from '@vida/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../src/app.ts';
import { loadSandboxConfig, type SandboxConfig } from '../src/config.ts';
import { SandboxStore } from '../src/store.ts';

const SECRET = 'test-secret';
const RECEIPT = 'http://portal.test/api/v1/card-checkout/receipt';
let dir: string;
let config: SandboxConfig;
let merchantPosts: URLSearchParams[];
let clock: Date;
let app: FastifyInstance;

const hmac = (data: string) => createHmac('sha256', SECRET).update(data, 'utf8').digest('base64');

/** Signs as the documentation says (independently of both the portal's and the sandbox's code). */
function signed(fields: Record<string, string>, unsigned: string[] = []): Record<string, string> {
  const out: Record<string, string> = { ...fields, unsigned_field_names: unsigned.join(',') };
  out.signed_field_names = [...Object.keys(out), 'signed_field_names'].join(',');
  out.signature = hmac(
    out.signed_field_names
      .split(',')
      .map((n) => `${n}=${out[n]}`)
      .join(','),
  );
  return out;
}

let uuidCounter = 0;
function createRequest(extra: Record<string, string> = {}): Record<string, string> {
  uuidCounter += 1;
  return {
    access_key: config.profile.accessKey,
    profile_id: config.profile.profileId,
    transaction_uuid: `uuid-${uuidCounter}-${Date.now()}`,
    signed_date_time: `${clock.toISOString().slice(0, 19)}Z`,
    locale: 'en-us',
    transaction_type: 'create_payment_token',
    reference_number: `ref-${uuidCounter}`,
    amount: '0.00',
    currency: 'MXN',
    payment_method: 'card',
    bill_to_forename: 'Ana',
    bill_to_surname: 'García',
    bill_to_email: 'ana@example.com',
    bill_to_address_line1: 'Reforma 250',
    bill_to_address_city: 'Ciudad de México',
    bill_to_address_country: 'MX',
    override_custom_receipt_page: RECEIPT,
    ...extra,
  };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function postForm(url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });
}

/** The hidden inputs of the auto-submitting reply page. */
function replyFields(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    const decode = (s: string) => s.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
    out[decode(match[1] ?? '')] = decode(match[2] ?? '');
  }
  return out;
}

function replyVerifies(reply: Record<string, string>): boolean {
  const names = (reply.signed_field_names ?? '').split(',');
  return hmac(names.map((n) => `${n}=${reply[n]}`).join(',')) === reply.signature;
}

async function start(): Promise<void> {
  app = await buildSandbox({
    config,
    now: () => clock,
    postToMerchant: async (_url, body) => {
      merchantPosts.push(body);
      return 200;
    },
  });
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  config = loadSandboxConfig({
    SANDBOX_DATA_DIR: dir,
    PAYMENT_SECRET_KEY: SECRET,
    PUBLIC_URL: 'http://portal.test',
    SANDBOX_QUIET: 'true',
    SANDBOX_MERCHANT_POST_RETRY_MS: '1',
  });
  merchantPosts = [];
  clock = new Date();
  await start();
});

afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the sandbox card provider', () => {
  it('refuses a bad signature, a changed signed field and an unknown access key with 403', async () => {
    const good = signed(createRequest());
    expect((await postForm('/token/create', { ...good, signature: 'x' })).statusCode).toBe(403);
    expect((await postForm('/token/create', { ...good, amount: '1.00' })).statusCode).toBe(403);
    expect(
      (await postForm('/token/create', { ...signed(createRequest({ access_key: 'nope' })) })).statusCode,
    ).toBe(403);
    // A field sent but neither signed nor declared unsigned could have been changed on the way.
    expect(
      (await postForm('/token/create', { ...good, bill_to_email: 'x@example.com', extra: '1' })).statusCode,
    ).toBe(403);
  });

  it('shows its own card form (Spanish for es-mx), saves a token and replies signed, masked, twice', async () => {
    const request = signed(createRequest({ locale: 'es-mx' }));
    const shown = await postForm('/token/create', request);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<html lang="es">');
    expect(shown.body).toContain('Guarda tu tarjeta');
    const action = /action="(\/checkout\/[^"]+)"/.exec(shown.body)?.[1] ?? '';
    const year = String(clock.getUTCFullYear() + 2);
    const done = await postForm(action, {
      card_type: '001',
      card_number: '4111 1111 1111 1111',
      card_expiry_month: '08',
      card_expiry_year: year,
      card_cvn: '123',
      action: 'submit',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(`action="${RECEIPT}"`);
    const reply = replyFields(done.body);
    expect(reply).toMatchObject({
      decision: 'ACCEPT',
      reason_code: '100',
      req_card_number: 'xxxxxxxxxxxx1111',
      req_card_type: '001',
      req_card_expiry_date: `08-${year}`,
      req_reference_number: request.reference_number,
      req_amount: '0.00',
      utf8: '✓',
    });
    expect(reply.payment_token).toMatch(/^\d{22}$/);
    expect(reply.transaction_id).toMatch(/^\d{22}$/);
    expect(reply.signed_field_names).toMatch(
      /,request_token,payment_token,signed_field_names,signed_date_time$/,
    );
    expect(replyVerifies(reply)).toBe(true);
    expect(done.body).not.toMatch(/4111111111111111|card_cvn|"123"/);
    await expect.poll(() => merchantPosts.length).toBe(1);
    expect(Object.fromEntries(merchantPosts[0] ?? [])).toEqual(reply);
    // A checkout page answers once.
    expect((await postForm(action, { action: 'submit' })).statusCode).toBe(410);
  });

  it('answers ERROR 104 to a transaction_uuid reused within 15 minutes, even after a restart', async () => {
    const request = signed(createRequest());
    expect((await postForm('/token/create', request)).statusCode).toBe(200);
    await app.close();
    await start();
    const again = replyFields((await postForm('/token/create', request)).body);
    expect(again).toMatchObject({ decision: 'ERROR', reason_code: '104' });
    expect(replyVerifies(again)).toBe(true);
    clock = new Date(clock.getTime() + 16 * 60_000);
    const later = signed({ ...createRequest(), transaction_uuid: request.transaction_uuid ?? '' });
    expect((await postForm('/token/create', later)).statusCode).toBe(200);
  });

  it('reports missing and invalid fields as ERROR 102', async () => {
    const { bill_to_email: _gone, ...noEmail } = createRequest();
    const missing = replyFields((await postForm('/token/create', signed(noEmail))).body);
    expect(missing).toMatchObject({
      decision: 'ERROR',
      reason_code: '102',
      required_fields: 'bill_to_email',
    });
    const stale = createRequest({ signed_date_time: '2001-01-01T00:00:00Z', transaction_type: 'sale' });
    const invalid = replyFields((await postForm('/token/create', signed(stale))).body);
    expect(invalid).toMatchObject({ decision: 'ERROR', invalid_fields: 'transaction_type,signed_date_time' });
  });

  it.each([
    ['4000000000000101', '0.00', 'DECLINE', '203'],
    ['5200000000000106', '0.00', 'DECLINE', '204'],
    ['4000000000000200', '0.00', 'REVIEW', '230'],
    ['4000000000000309', '0.00', 'ERROR', '150'],
    ['4111111111111111', '1500.00', 'DECLINE', '203'],
    ['5555555555554444', '2000.00', 'ERROR', '150'],
    ['378282246310005', '3000.00', 'REVIEW', '201'],
    ['6011111111111117', '10.00', 'ACCEPT', '100'],
  ])('Silent Order POST: card %s, amount %s → %s %s', async (number, amount, decision, reason) => {
    const type = number.startsWith('4')
      ? '001'
      : number.startsWith('5')
        ? '002'
        : number.startsWith('37')
          ? '003'
          : '004';
    const request = signed(
      createRequest({ amount, card_type: type, card_expiry_date: `12-${clock.getUTCFullYear() + 1}` }),
      ['card_number', 'card_cvn'],
    );
    const response = await postForm('/silent/token/create', {
      ...request,
      card_number: number,
      card_cvn: type === '003' ? '1234' : '123',
    });
    const reply = replyFields(response.body);
    expect(reply).toMatchObject({ decision, reason_code: reason });
    expect(reply.req_card_number).toBe(`${'x'.repeat(number.length - 4)}${number.slice(-4)}`);
    expect(replyVerifies(reply)).toBe(true);
    expect(reply.payment_token !== undefined).toBe(decision === 'ACCEPT' || decision === 'REVIEW');
  });

  it('updates a seeded demo token keeping its number, and replies CANCEL without a transaction id', async () => {
    const demo = DEMO_CARD_TOKENS[0];
    const request = signed(
      createRequest({
        transaction_type: 'update_payment_token',
        payment_token: demo.token,
        allow_payment_token_update: 'true',
      }),
    );
    const shown = await postForm('/token/update', request);
    expect(shown.body).toContain(`xxxxxxxxxxxx${demo.lastFour}`);
    const action = /action="(\/checkout\/[^"]+)"/.exec(shown.body)?.[1] ?? '';
    const year = String(clock.getUTCFullYear() + 4);
    const reply = replyFields(
      (
        await postForm(action, {
          card_type: '001',
          card_expiry_month: '02',
          card_expiry_year: year,
          action: 'submit',
        })
      ).body,
    );
    expect(reply).toMatchObject({
      decision: 'ACCEPT',
      payment_token: demo.token,
      req_card_number: `xxxxxxxxxxxx${demo.lastFour}`,
      req_card_expiry_date: `02-${year}`,
    });

    const other = await postForm('/token/create', signed(createRequest()));
    const cancelAction = /action="(\/checkout\/[^"]+)"/.exec(other.body)?.[1] ?? '';
    const cancelled = replyFields((await postForm(cancelAction, { action: 'cancel' })).body);
    expect(cancelled.decision).toBe('CANCEL');
    expect(cancelled.transaction_id).toBeUndefined();
    expect(cancelled.reason_code).toBeUndefined();
    expect(replyVerifies(cancelled)).toBe(true);
  });

  it('re-shows its form with the wrong fields marked and keeps the checkout open', async () => {
    const shown = await postForm('/token/create', signed(createRequest()));
    const action = /action="(\/checkout\/[^"]+)"/.exec(shown.body)?.[1] ?? '';
    const wrong = await postForm(action, {
      card_type: '002',
      card_number: '4111111111111112',
      card_expiry_month: '01',
      card_expiry_year: String(clock.getUTCFullYear() - 1),
      card_cvn: '12',
      action: 'submit',
    });
    expect(wrong.statusCode).toBe(422);
    for (const field of ['card_number', 'card_expiry_date', 'card_cvn'])
      expect(wrong.body).toContain(`${field}-error`);
    expect(wrong.body).not.toContain('4111111111111112');
  });

  it('records the device fingerprint session id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/fp/tags.js?org_id=1snn5n9w&session_id=vida_sandboxabc-123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    // Kept on disk: the store opened again from its folder has it.
    expect(new SandboxStore(dir).fingerprintSeen('vida_sandboxabc-123')).toBe(true);
  });
});
