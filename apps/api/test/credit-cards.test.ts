import {
  CardCheckoutSchema,
  CardFingerprintSchema,
  CreditCardListSchema,
  CreditCardUpdateResponseSchema,
  cardMessages,
  DEMO_CARD_TOKENS,
  dataEnvelope,
  SANDBOX_PROFILE,
} from '@vida/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardCheckouts, creditCards, throttleCounters } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { hasValidSignature, signFields } from '../src/lib/hosted-checkout-signature.ts';
import { THROTTLES } from '../src/lib/throttle.ts';
import { postCheckoutReply } from './support/card-checkout.ts';
import { bearer, type Lang, signIn, useTestApp } from './support/harness.ts';
import { mailsTo } from './support/mail.ts';

const ctx = useTestApp();
const SECRET = SANDBOX_PROFILE.secretKey;

const BILLING = {
  bill_to_forename: 'Ana',
  bill_to_surname: 'García',
  bill_to_address_line1: 'Av. Paseo de la Reforma 250',
  bill_to_address_city: 'Ciudad de México',
  bill_to_address_country: 'MX',
  bill_to_address_state: 'CDMX',
  bill_to_address_postal_code: '06600',
};

async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string,
  payload?: unknown,
  lang: Lang = 'en',
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token, lang),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const tokenOf = async (email: string) => (await signIn(ctx.app, email)).access_token;
const cardsOf = async (token: string) =>
  CreditCardListSchema.parse((await call('GET', '/credit_cards', token)).json()).data;
const confirmPassword = async (token: string) =>
  expect((await call('POST', '/reauthenticate', token, { password: DEMO_PASSWORD })).statusCode).toBe(200);

async function startCheckout(token: string, body: Record<string, unknown> = BILLING) {
  await confirmPassword(token);
  const response = await call('POST', '/card-checkout', token, body);
  expect(response.statusCode).toBe(200);
  return dataEnvelope(CardCheckoutSchema).parse(response.json()).data;
}

let transactions = 0;
/** What the provider would answer to a signed request (every request field echoed as req_*). */
function providerReply(
  request: Record<string, string>,
  over: Record<string, string> = {},
  drop: string[] = [],
) {
  transactions += 1;
  const echo = Object.fromEntries(
    Object.entries(request)
      .filter(([name]) => name !== 'signature')
      .map(([name, value]) => [`req_${name}`, value]),
  );
  const year = new Date().getUTCFullYear() + 3;
  const reply: Record<string, string> = {
    ...echo,
    decision: 'ACCEPT',
    reason_code: '100',
    message: 'Request was processed successfully.',
    transaction_id: `6${String(transactions).padStart(21, '0')}`,
    req_card_number: 'xxxxxxxxxxxx1111',
    req_card_type: '001',
    req_card_expiry_date: `08-${year}`,
    payment_token: request.payment_token ?? `9${String(transactions).padStart(21, '0')}`,
    ...over,
  };
  for (const name of drop) delete reply[name];
  return signFields(reply, SECRET);
}

const post = (path: 'receipt' | 'merchant-post', fields: Record<string, string>, lang?: Lang) =>
  postCheckoutReply(ctx.app, path, fields, lang);

const cardRows = () => ctx.database.db.select().from(creditCards);

describe('PUT /api/v1/credit_cards/{id}', () => {
  it('makes a card the default (a no-op when it already is)', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const [visa, master] = await cardsOf(token);
    if (!visa || !master) throw new Error('Ana has two cards');
    const same = await call('PUT', `/credit_cards/${visa.id}`, token, { ...visa, is_default: true });
    expect(CreditCardUpdateResponseSchema.parse(same.json()).data?.is_default).toBe(true);
    const changed = await call(
      'PUT',
      `/credit_cards/${master.id}`,
      token,
      { ...master, is_default: true },
      'es',
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Esta tarjeta es ahora tu tarjeta predeterminada.');
    expect((await cardsOf(token)).map((c) => [c.id, c.is_default])).toEqual([
      [master.id, true],
      [visa.id, false],
    ]);
  });

  it('answers 404 for another member’s, unknown and malformed card ids, changing nothing', async () => {
    const ana = await tokenOf(DEMO_ACCOUNTS.ana);
    const [johns] = await cardsOf(await tokenOf(DEMO_ACCOUNTS.john));
    const before = await cardRows();
    for (const id of [String(johns?.id), '999999', '0', 'x1']) {
      const response = await call('PUT', `/credit_cards/${id}`, ana, { is_default: true, status: 0 }, 'es');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'card_not_found',
        message: 'No encontramos esta tarjeta.',
      });
    }
    await confirmPassword(ana);
    expect((await call('PUT', `/credit_cards/${johns?.id}`, ana, { status: 0 })).statusCode).toBe(404);
    expect(await cardRows()).toEqual(before);
  });

  it('refuses to make an expired card the default', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const [, master] = await cardsOf(token);
    await ctx.database.db
      .update(creditCards)
      .set({ expYear: new Date().getUTCFullYear() - 1 })
      .where(eq(creditCards.id, master?.id ?? 0));
    const response = await call('PUT', `/credit_cards/${master?.id}`, token, { is_default: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('card_expired');
  });

  it('deactivates a card only after a password confirmation, keeps it, promotes another default and mails', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const [visa, master] = await cardsOf(token);
    const refused = await call('PUT', `/credit_cards/${visa?.id}`, token, { status: false }, 'es');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'reauthentication_required' });
    const wrong = await call('POST', '/reauthenticate', token, { password: 'Wrong#2026x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toEqual(['The current password is not correct.']);
    await confirmPassword(token);
    const done = await call('PUT', `/credit_cards/${visa?.id}`, token, { status: 0 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: null, message: 'Your card has been removed.' });
    expect((await cardsOf(token)).map((c) => [c.id, c.is_default])).toEqual([[master?.id, true]]);
    const [row] = await ctx.database.db
      .select()
      .from(creditCards)
      .where(eq(creditCards.id, visa?.id ?? 0));
    expect(row?.status).toBe(0);
    const [mail] = await mailsTo(ctx.database.db, DEMO_ACCOUNTS.ana);
    expect(mail?.subject).toBe('Se eliminó una tarjeta guardada');
    expect(mail?.text).toContain('Visa terminada en 4242');
  });

  it('lets a password confirmation expire after 5 minutes', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    await confirmPassword(token);
    await ctx.database.db.execute(sql`update sessions set reauthenticated_at = now() - interval '6 minutes'`);
    const [visa] = await cardsOf(token);
    expect((await call('PUT', `/credit_cards/${visa?.id}`, token, { status: 0 })).statusCode).toBe(403);
  });
});

describe('POST /api/v1/reauthenticate (issue 23: guesses are limited)', () => {
  for (const lang of ['en', 'es'] satisfies Lang[]) {
    it(`ends the sign-in after 5 wrong passwords in a row, with a message that says so (${lang})`, async () => {
      const tokens = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
      const other = await tokenOf(DEMO_ACCOUNTS.ana);
      // A right password in between starts the run over.
      for (let i = 0; i < 4; i++) {
        expect(
          (await call('POST', '/reauthenticate', tokens.access_token, { password: 'Wrong#2026x' }))
            .statusCode,
        ).toBe(400);
      }
      await confirmPassword(tokens.access_token);
      for (let i = 0; i < 4; i++) {
        expect(
          (await call('POST', '/reauthenticate', tokens.access_token, { password: 'Wrong#2026x' }))
            .statusCode,
        ).toBe(400);
      }
      const ended = await call(
        'POST',
        '/reauthenticate',
        tokens.access_token,
        { password: 'Wrong#2026x' },
        lang,
      );
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual({
        message: cardMessages[lang].reauthentication_signed_out,
        code: 'reauthentication_signed_out',
      });
      // The whole sign-in ended: its access token, the right password and its refresh token are refused.
      expect(
        (await call('POST', '/reauthenticate', tokens.access_token, { password: DEMO_PASSWORD })).statusCode,
      ).toBe(401);
      const refreshed = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/token/refresh',
        payload: { refresh_token: tokens.refresh_token },
      });
      expect(refreshed.statusCode).toBe(401);
      // The member's other sign-ins go on.
      expect((await call('GET', '/credit_cards', other)).statusCode).toBe(200);
    });
  }

  it('shares its budget of guesses with the profile’s password check, per account', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    for (let i = 0; i < 10; i++) {
      const profile = await call('PUT', '/profile', token, {
        current_password: 'Wrong#2026x',
        new_password: 'Another#Pass2026',
        new_password_confirmation: 'Another#Pass2026',
      });
      expect(profile.statusCode).toBe(400);
    }
    const blocked = await call('POST', '/reauthenticate', token, { password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits guesses per address across accounts, and a right password gives its count back', async () => {
    const ana = await tokenOf(DEMO_ACCOUNTS.ana);
    for (let i = 0; i < 12; i++) await confirmPassword(ana);
    await ctx.database.db
      .update(throttleCounters)
      .set({ hits: THROTTLES.profilePasswordIp.max })
      .where(eq(throttleCounters.scope, THROTTLES.profilePasswordIp.scope));
    const john = await tokenOf(DEMO_ACCOUNTS.john);
    expect((await call('POST', '/reauthenticate', john, { password: 'Wrong#2026x' })).statusCode).toBe(429);
  });
});

describe('POST /api/v1/card-checkout', () => {
  it('signs a create request for the sandbox’s hosted page: no card fields, no secret', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const { url, fields } = await startCheckout(token);
    expect(url).toBe(`${ctx.config.payment.endpoint}/token/create`);
    expect(hasValidSignature(fields, SECRET)).toBe(true);
    expect(fields).toMatchObject({
      transaction_type: 'create_payment_token',
      amount: '0.00',
      currency: 'MXN',
      locale: 'en-us',
      bill_to_email: DEMO_ACCOUNTS.ana,
      override_custom_receipt_page: `${ctx.config.publicUrl}/api/v1/card-checkout/receipt`,
    });
    expect(Object.keys(fields).some((name) => name.startsWith('card_'))).toBe(false);
    expect(JSON.stringify(fields)).not.toContain(SECRET);
  });

  it('gives a device-fingerprint session whose script the CSP allows, and signs its id into the request', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const response = await call('GET', '/card-checkout/fingerprint', token);
    expect(response.statusCode).toBe(200);
    const { session_id, script_url } = dataEnvelope(CardFingerprintSchema).parse(response.json()).data;
    const script = new URL(script_url);
    const { fingerprintUrl, fingerprintOrgId, merchantId } = ctx.config.payment;
    // Device Fingerprinting Guide: <host>/fp/tags.js?org_id=<org>&session_id=<merchant id><session id>.
    expect(`${script.origin}${script.pathname}`).toBe(`${fingerprintUrl}/fp/tags.js`);
    expect(script.searchParams.get('org_id')).toBe(fingerprintOrgId);
    expect(script.searchParams.get('session_id')).toBe(`${merchantId}${session_id}`);
    // Spec section 7: the session is the merchant id and a random uuid.
    expect(session_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).toContain(script.origin);
    expect((await call('GET', '/card-checkout/fingerprint', token)).json().data.session_id).not.toBe(
      session_id,
    );

    const { fields } = await startCheckout(token, { ...BILLING, device_fingerprint_id: session_id });
    expect(fields.device_fingerprint_id).toBe(session_id);
    expect(fields.signed_field_names?.split(',')).toContain('device_fingerprint_id');
    expect(hasValidSignature(fields, SECRET)).toBe(true);
    await confirmPassword(token);
    const bad = await call('POST', '/card-checkout', token, {
      ...BILLING,
      device_fingerprint_id: '<script>',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a password confirmation, valid billing and one of the member’s own cards', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    expect((await call('POST', '/card-checkout', token, BILLING)).statusCode).toBe(403);
    await confirmPassword(token);
    const bad = await call(
      'POST',
      '/card-checkout',
      token,
      {
        ...BILLING,
        bill_to_address_country: 'Mexico',
        bill_to_address_postal_code: '',
        bill_to_forename: 'x'.repeat(61),
      },
      'es',
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'bill_to_address_country',
      'bill_to_address_postal_code',
      'bill_to_forename',
    ]);
    expect(bad.json().errors.bill_to_address_postal_code).toEqual(['Este campo es obligatorio.']);
    const [johns] = await cardsOf(await tokenOf(DEMO_ACCOUNTS.john));
    expect((await call('POST', '/card-checkout', token, { ...BILLING, card_id: johns?.id })).statusCode).toBe(
      404,
    );
    expect(await ctx.database.db.select().from(cardCheckouts)).toEqual([]);
  });
});

describe('the provider’s replies', () => {
  it('save one card, whether the browser and server copies come both, twice or in either order', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const first = providerReply((await startCheckout(token)).fields);
    const receipt = await post('receipt', first);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body.match(/url=([^"]+)"/)?.[1]).toBe('/success-tokenization');
    expect((await post('merchant-post', first)).statusCode).toBe(200);
    expect((await post('receipt', first)).body.match(/url=([^"]+)"/)?.[1]).toBe('/success-tokenization');

    // The server-to-server copy first this time.
    const second = providerReply((await startCheckout(token, { ...BILLING, is_default: true })).fields, {
      req_card_number: 'xxxxxxxxxxxx4444',
      req_card_type: '002',
    });
    expect((await post('merchant-post', second)).statusCode).toBe(200);
    expect((await post('receipt', second)).body.match(/url=([^"]+)"/)?.[1]).toBe('/success-tokenization');

    const cards = await cardsOf(token);
    expect(cards.map((c) => [c.card_number, c.is_default])).toEqual([
      ['•••• 4444', true],
      ['•••• 4242', false],
      ['•••• 5454', false],
      ['•••• 1111', false],
    ]);
    const rows = await cardRows();
    expect(rows.filter((r) => r.cardToken === first.payment_token)).toHaveLength(1);
    expect((await mailsTo(ctx.database.db, DEMO_ACCOUNTS.ana)).map((m) => m.subject)).toEqual([
      'Se guardó una tarjeta en tu cuenta',
      'Se guardó una tarjeta en tu cuenta',
    ]);
  });

  /**
   * The signature with its first base64 digit changed, which always changes the bytes. (Replacing the digit
   * before "=" with "A" did nothing when it was "A" already, and that digit also carries padding bits.)
   */
  const otherSignature = (signature: string) =>
    `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;

  it('refuse bad signatures, changed amounts or references and unknown requests, writing nothing', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const { fields } = await startCheckout(token);
    const good = providerReply(fields);
    const before = await cardRows();
    const cases: Record<string, string>[] = [
      { ...good, signature: otherSignature(good.signature ?? '') },
      { ...good, req_amount: '1.00' },
      signFields({ ...good, req_amount: '1.00' }, 'not-the-secret-key-at-all'),
      providerReply({ ...fields, amount: '1.00' }),
      providerReply({ ...fields, reference_number: 'someone-elses-reference' }),
      providerReply({ ...fields, access_key: 'a'.repeat(32) }),
      providerReply(fields, { req_card_number: '4111111111111111' }),
    ];
    for (const reply of cases) {
      for (const path of ['receipt', 'merchant-post'] as const) {
        const response = await post(path, reply, 'es');
        expect(response.statusCode).toBe(400);
        // The browser's copy gets a page in the member's language, never the API's JSON.
        if (path === 'receipt') expect(response.body).toMatch(/<html lang="es">.*no se registró nada/);
        else expect(response.json().message).toMatch(/No se guardó nada/);
      }
    }
    expect(await cardRows()).toEqual(before);
    const [checkout] = await ctx.database.db.select().from(cardCheckouts);
    expect(checkout?.completedAt).toBeNull();
  });

  it('lead to the fail page with a reason code (never the provider’s text), and Cancel to the cancelled page', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    for (const [decision, reasonCode, reason] of [
      ['DECLINE', '203', 'declined'],
      ['DECLINE', '202', 'expired'],
      ['DECLINE', '211', 'card_check'],
      ['REVIEW', '200', 'review'],
      ['ERROR', '150', 'error'],
    ] as const) {
      const reply = providerReply((await startCheckout(token)).fields, {
        decision,
        reason_code: reasonCode,
        message: 'Call +1 555 0100 to unlock your card',
      });
      expect((await post('receipt', reply)).body.match(/url=([^"]+)"/)?.[1]).toBe(`/fail-payment/${reason}`);
    }
    const cancel = providerReply(
      (await startCheckout(token)).fields,
      { decision: 'CANCEL', message: 'The consumer cancelled the transaction.' },
      ['transaction_id', 'reason_code', 'payment_token'],
    );
    const cancelled = await post('receipt', cancel);
    expect(cancelled.body.match(/url=([^"]+)"/)?.[1]).toBe('/cancelled-payment/cancelled');
    expect((await cardsOf(token)).length).toBe(2);
  });

  it('act only on signed fields: an unsigned decision, token or amount is refused, writing nothing', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const { fields } = await startCheckout(token);
    const before = await cardRows();
    // Each reply is validly signed, but over a list that leaves out a field the portal acts on; the field
    // then comes unsigned beside it (as a tampering browser would add it).
    for (const name of ['decision', 'payment_token', 'req_amount', 'req_currency', 'req_transaction_uuid']) {
      const good = providerReply(fields);
      const value = good[name] ?? '';
      const partial = providerReply(fields, {}, [name]);
      const response = await post('receipt', { ...partial, [name]: value });
      expect(response.statusCode, name).toBe(400);
    }
    expect(await cardRows()).toEqual(before);
    const [checkout] = await ctx.database.db.select().from(cardCheckouts);
    expect(checkout?.completedAt).toBeNull();
  });

  it('save the card typed after the same request was posted twice (ERROR 104 decides nothing)', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const { fields } = await startCheckout(token);
    // The member reloaded the provider's page: the repeat is answered ERROR 104 at once…
    const repeat = providerReply(fields, { decision: 'ERROR', reason_code: '104' }, ['payment_token']);
    expect((await post('receipt', repeat)).body.match(/url=([^"]+)"/)?.[1]).toBe('/fail-payment/duplicate');
    // …while the first post's page, still open, takes the card.
    const accepted = providerReply(fields);
    expect((await post('receipt', accepted)).body.match(/url=([^"]+)"/)?.[1]).toBe('/success-tokenization');
    const rows = await cardRows();
    expect(rows.filter((r) => r.cardToken === accepted.payment_token)).toHaveLength(1);
  });

  it('update a saved card with its stored token only', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const [visa] = await cardsOf(token);
    const { url, fields } = await startCheckout(token, {
      ...BILLING,
      bill_to_address_city: 'Guadalajara',
      card_id: visa?.id,
    });
    expect(url.endsWith('/token/update')).toBe(true);
    expect(fields).toMatchObject({
      payment_token: DEMO_CARD_TOKENS[0].token,
      allow_payment_token_update: 'true',
    });
    const year = new Date().getUTCFullYear() + 5;
    const foreignToken = providerReply(fields, { payment_token: DEMO_CARD_TOKENS[3].token });
    expect((await post('receipt', foreignToken)).statusCode).toBe(400);
    const reply = providerReply(fields, {
      req_card_number: 'xxxxxxxxxxxx4242',
      req_card_expiry_date: `02-${year}`,
    });
    expect((await post('receipt', reply)).body.match(/url=([^"]+)"/)?.[1]).toBe('/success-tokenization');
    const [updated] = await cardsOf(token);
    expect(updated).toMatchObject({
      id: visa?.id,
      exp_month: 2,
      exp_year: year,
      city: 'Guadalajara',
      is_default: true,
    });
    expect((await mailsTo(ctx.database.db, DEMO_ACCOUNTS.ana))[0]?.subject).toBe(
      'Se actualizó una tarjeta guardada',
    );
  });
});
