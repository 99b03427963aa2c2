import { CardCheckoutSchema, dataEnvelope } from '@vida/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardCheckouts, creditCards, throttleCounters } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { THROTTLES } from '../src/lib/throttle.ts';
import { expectAttemptsRefused } from './support/card-attempts.ts';
import { acceptedReply, postCheckoutReply } from './support/card-checkout.ts';
import { bearer, type Lang, signIn, useTestApp } from './support/harness.ts';

// Adding cards through the hosted page is the other way to test stolen numbers with a stolen session. The
// limits are the deployment's settings (10 and 30 by default), set otherwise here to show they are read.
const ctx = useTestApp({ PAYMENT_ATTEMPTS_PER_MEMBER: '7', PAYMENT_ATTEMPTS_PER_IP: '12' });
const PER_MEMBER = 7;
const PER_IP = 12;

const HOME = '192.0.2.30';
const ELSEWHERE = '198.51.100.40';
const BILLING = {
  bill_to_forename: 'Ana',
  bill_to_surname: 'García',
  bill_to_address_line1: 'Av. Paseo de la Reforma 250',
  bill_to_address_city: 'Ciudad de México',
  bill_to_address_country: 'MX',
  bill_to_address_state: 'CDMX',
  bill_to_address_postal_code: '06600',
};

const tokenOf = async (email: string) => (await signIn(ctx.app, email)).access_token;

function call(
  url: '/reauthenticate' | '/card-checkout',
  token: string,
  payload: Record<string, unknown>,
  options: { ip?: string; lang?: Lang; key?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...bearer(token, options.lang), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    remoteAddress: options.ip ?? HOME,
    payload,
  });
}

const confirmPassword = async (token: string) =>
  expect((await call('/reauthenticate', token, { password: DEMO_PASSWORD })).statusCode).toBe(200);

const REFUSED = {
  en: 'For your security, adding or changing cards is paused after several attempts. Please try again in 15 min.',
  es: 'Por tu seguridad, agregar o cambiar tarjetas se pausa tras varios intentos. Vuelve a intentarlo en 15 min.',
};

function expectRefused(response: Awaited<ReturnType<typeof call>>, lang: Lang = 'en') {
  expectAttemptsRefused(response, REFUSED[lang], THROTTLES.cardCheckoutUser);
}

/** The provider's accepted reply to a create_payment_token request. */
const tokenReply = (request: Record<string, string>) =>
  acceptedReply(request, {
    transaction_id: '6000000000000000000901',
    payment_token: '9000000000000000000901',
  });

describe('POST /card-checkout: checkouts per member and per address (card testing)', () => {
  it('refuses a member’s checkout past the limit in 15 minutes in EN and ES; asking for the password and a key’s repeat count nothing; the provider’s replies are still taken', async () => {
    const ana = await tokenOf(DEMO_ACCOUNTS.ana);
    // The web app tries first and asks for the password on 403: only the checkout after it counts.
    for (let i = 0; i < 3; i++) expect((await call('/card-checkout', ana, BILLING)).statusCode).toBe(403);
    await confirmPassword(ana);
    const first = await call('/card-checkout', ana, BILLING, { key: 'ana-checkout-1' });
    expect(first.statusCode).toBe(200);
    const checkout = dataEnvelope(CardCheckoutSchema).parse(first.json()).data;
    for (let i = 0; i < 3; i++) {
      const repeat = await call('/card-checkout', ana, BILLING, { key: 'ana-checkout-1' });
      expect(repeat.headers['idempotent-replayed']).toBe('true');
    }
    for (let i = 1; i < PER_MEMBER; i++) {
      expect((await call('/card-checkout', ana, BILLING)).statusCode).toBe(200);
    }

    const started = (await ctx.database.db.select().from(cardCheckouts)).length;
    expect(started).toBe(PER_MEMBER);
    expectRefused(await call('/card-checkout', ana, BILLING));
    expectRefused(await call('/card-checkout', ana, BILLING, { lang: 'es', ip: ELSEWHERE }), 'es');
    expect((await ctx.database.db.select().from(cardCheckouts)).length).toBe(started);

    // The card typed on a page handed out before is saved: replies are no member's attempt.
    const reply = tokenReply(checkout.fields);
    expect((await postCheckoutReply(ctx.app, 'receipt', reply)).statusCode).toBe(200);
    expect((await postCheckoutReply(ctx.app, 'merchant-post', reply)).statusCode).toBe(200);
    const saved = await ctx.database.db.select().from(creditCards).where(eq(creditCards.lastFour, '1111'));
    expect(saved).toHaveLength(1);

    // Another member from another address is unaffected.
    const john = await tokenOf(DEMO_ACCOUNTS.john);
    await confirmPassword(john);
    expect((await call('/card-checkout', john, BILLING, { ip: ELSEWHERE })).statusCode).toBe(200);
  });

  it('refuses an address past its limit of checkouts in 15 minutes, whichever members started them', async () => {
    const ana = await tokenOf(DEMO_ACCOUNTS.ana);
    const john = await tokenOf(DEMO_ACCOUNTS.john);
    await confirmPassword(ana);
    await confirmPassword(john);
    await ctx.database.db.insert(throttleCounters).values({
      scope: THROTTLES.cardCheckoutIp.scope,
      key: HOME,
      hits: PER_IP - 2,
      expiresAt: new Date(Date.now() + THROTTLES.cardCheckoutIp.windowSeconds * 1000),
    });
    expect((await call('/card-checkout', ana, BILLING)).statusCode).toBe(200);
    expect((await call('/card-checkout', john, BILLING)).statusCode).toBe(200);
    const [count] = await ctx.database.db
      .select()
      .from(throttleCounters)
      .where(and(eq(throttleCounters.scope, THROTTLES.cardCheckoutIp.scope), eq(throttleCounters.key, HOME)));
    expect(count?.hits).toBe(PER_IP);
    expectRefused(await call('/card-checkout', john, BILLING, { lang: 'es' }), 'es');
    expect((await call('/card-checkout', john, BILLING, { ip: ELSEWHERE })).statusCode).toBe(200);
  });
});
