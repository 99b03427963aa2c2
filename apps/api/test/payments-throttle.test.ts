import { dataEnvelope, HostedPaymentSchema } from '@vida/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, throttleCounters } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { THROTTLES, type ThrottleRule } from '../src/lib/throttle.ts';
import { expectAttemptsRefused } from './support/card-attempts.ts';
import { acceptedReply, postCheckoutReply } from './support/card-checkout.ts';
import { bearer, type Lang, signIn, useTestApp } from './support/harness.ts';
import { anaMonthly, demoIds } from './support/payments.ts';
import { useSandbox } from './support/sandbox.ts';

// Card testing through a stolen session (the hole left from issue 24): the sandbox charges saved cards over
// its REST API (CVV 000 is declined) and signs nothing for the hosted page; the tests deliver its replies.
const sandbox = useSandbox();
const ctx = useTestApp({ PAYMENT_ENDPOINT: sandbox.url, PAYMENT_REST_ENDPOINT: sandbox.url });

const ids = () => demoIds(ctx.database.db);
const HOME = '192.0.2.10';
const ELSEWHERE = '198.51.100.20';

let keys = 0;
/** The payment form's POST /payment (or the hosted start) from an address, each call a new attempt's key. */
function attempt(
  token: string,
  body: Record<string, unknown>,
  options: { ip?: string; lang?: Lang; key?: string; hosted?: boolean } = {},
) {
  keys += 1;
  return ctx.app.inject({
    method: 'POST',
    url: options.hosted ? '/api/v1/payment/hosted' : '/api/v1/payment',
    headers: { ...bearer(token, options.lang), 'idempotency-key': options.key ?? `throttle-key-${keys}` },
    remoteAddress: options.ip ?? HOME,
    payload: body,
  });
}

/** Ana's open usage fee with her Visa; a CVV of 000 is declined by the sandbox (nothing charged, items free). */
const anaFee = async (cvv = '123') => {
  const { anaActive, anaVisa } = await ids();
  return {
    order_amount: '6,450.00',
    contract_id: anaActive,
    card_id: anaVisa,
    cvv,
    paymentType: 'other_fees',
    fee_type: 'Usage Fee',
  };
};

/** Ana's overdue instalments, to be paid with a card typed on the provider's page. */
const hostedMonthly = async () => {
  const { card_id: _card, cvv: _cvv, ...choice } = anaMonthly((await ids()).anaActive, 0);
  return choice;
};

const johnFee = async () => {
  const { johnEstates, johnCard } = await ids();
  return {
    order_amount: '2,455.00',
    contract_id: johnEstates,
    card_id: johnCard,
    cvv: '123',
    paymentType: 'other_fees',
    fee_type: 'Renovation Fee',
  };
};

/** A rule's count for a key, as every API process sees it. */
async function countOf(rule: ThrottleRule, key: string): Promise<number> {
  const [row] = await ctx.database.db
    .select()
    .from(throttleCounters)
    .where(and(eq(throttleCounters.scope, rule.scope), eq(throttleCounters.key, key)));
  return row?.hits ?? 0;
}

/** Earlier attempts made elsewhere (other members, other API processes) within the window. */
async function alreadyCounted(rule: ThrottleRule, key: string, hits: number) {
  await ctx.database.db
    .insert(throttleCounters)
    .values({ scope: rule.scope, key, hits, expiresAt: new Date(Date.now() + rule.windowSeconds * 1000) });
}

const REFUSED = {
  en: 'For your security, paying by card is paused after several attempts, and nothing was charged. Please try again in 15 min.',
  es: 'Por tu seguridad, los pagos con tarjeta se pausan tras varios intentos, y no se hizo ningún cargo. Vuelve a intentarlo en 15 min.',
};

function expectRefused(response: Awaited<ReturnType<typeof attempt>>, lang: Lang = 'en') {
  expectAttemptsRefused(response, REFUSED[lang], THROTTLES.paymentUser);
}

describe('POST /payment: attempts per member and per address (card testing)', () => {
  it('refuses a member’s attempt past 10 in 15 minutes, a decline counting twice and a key’s repeat not at all, in EN and ES', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const wrongCvv = await anaFee('000');
    const first = await attempt(ana, wrongCvv, { key: 'ana-wrong-cvv-1' });
    expect(first.statusCode).toBe(402);
    expect(first.json().code).toBe('payment_declined_cvv');
    for (let i = 0; i < 3; i++) expect((await attempt(ana, wrongCvv)).statusCode).toBe(402);
    expect(await countOf(THROTTLES.paymentUser, String((await ids()).ana))).toBe(8);
    // A double click or a network retry of one attempt answers as it did and counts nothing.
    for (let i = 0; i < 3; i++) {
      const repeat = await attempt(ana, wrongCvv, { key: 'ana-wrong-cvv-1' });
      expect(repeat.statusCode).toBe(402);
    }
    expect(await countOf(THROTTLES.paymentUser, String((await ids()).ana))).toBe(8);
    // The tenth count is within the limit; its decline makes eleven.
    expect((await attempt(ana, wrongCvv)).statusCode).toBe(402);

    const attempts = () => ctx.database.db.select().from(payments);
    const counted = () => ids().then(({ ana }) => countOf(THROTTLES.paymentUser, String(ana)));
    const before = {
      charges: (await sandbox.charges()).length,
      attempts: (await attempts()).length,
      counted: await counted(),
    };
    expectRefused(await attempt(ana, await anaFee()));
    expectRefused(await attempt(ana, await anaFee(), { lang: 'es' }), 'es');
    // From another address too: the limit is the account's. Nothing was recorded or reached the provider.
    expectRefused(await attempt(ana, await anaFee(), { ip: ELSEWHERE }));
    expect((await sandbox.charges()).length).toBe(before.charges);
    expect((await attempts()).length).toBe(before.attempts);
    // Nor counted: a refused attempt's statement is undone whole.
    expect(await counted()).toBe(before.counted);

    // Another member from another address pays as ever.
    const john = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    expect((await attempt(john, await johnFee(), { ip: ELSEWHERE })).statusCode).toBe(201);
  });

  it('counts a payment that goes through once, and a refused form not at all', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const { ana: anaId } = await ids();
    const badCvv = await attempt(ana, await anaFee('12'));
    expect(badCvv.statusCode).toBe(400);
    expect(await countOf(THROTTLES.paymentUser, String(anaId))).toBe(0);
    expect((await attempt(ana, await anaFee())).statusCode).toBe(201);
    expect(await countOf(THROTTLES.paymentUser, String(anaId))).toBe(1);
    expect(await countOf(THROTTLES.paymentIp, HOME)).toBe(1);
  });

  it('refuses an address past 30 attempts in 15 minutes, whichever members made them', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const john = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    await alreadyCounted(THROTTLES.paymentIp, HOME, THROTTLES.paymentIp.max - 2);
    // Two members' attempts from one address add up.
    expect((await attempt(ana, await anaFee())).statusCode).toBe(201);
    expect((await attempt(john, await johnFee())).statusCode).toBe(201);
    expect(await countOf(THROTTLES.paymentIp, HOME)).toBe(THROTTLES.paymentIp.max);
    const { anaActive, anaVisa } = await ids();
    expectRefused(await attempt(ana, anaMonthly(anaActive, anaVisa), { lang: 'es' }), 'es');
    // The same member from another address is within her own limit.
    expect((await attempt(ana, anaMonthly(anaActive, anaVisa), { ip: ELSEWHERE })).statusCode).toBe(201);
  });
});

/** What the provider answers to a signed sale: the charge and the new token. */
const saleReply = (request: Record<string, string>) =>
  acceptedReply(request, {
    transaction_id: '7000000000000000000901',
    auth_amount: request.amount ?? '',
    payment_token: '8000000000000000000901',
  });

describe('POST /payment/hosted: the same budget as a saved card’s', () => {
  it('counts each start, refuses past the limit, and still takes the provider’s replies for a started sale', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const { ana: anaId } = await ids();
    const started = await attempt(ana, await hostedMonthly(), { hosted: true, key: 'ana-hosted-1' });
    expect(started.statusCode).toBe(200);
    const sale = dataEnvelope(HostedPaymentSchema).parse(started.json()).data;
    expect(await countOf(THROTTLES.paymentUser, String(anaId))).toBe(1);
    // Its repeat answers the attempt as it stands, uncounted.
    const repeat = await attempt(ana, await hostedMonthly(), { hosted: true, key: 'ana-hosted-1' });
    expect(repeat.json().code).toBe('payment_pending');
    expect(await countOf(THROTTLES.paymentUser, String(anaId))).toBe(1);

    // Wrong CVVs on the saved card spend the rest: 1 + 4 declines × 2 = 9, the fifth decline makes 11.
    for (let i = 0; i < 5; i++) expect((await attempt(ana, await anaFee('000'))).statusCode).toBe(402);
    const { card_id: _card, cvv: _cvv, ...fee } = await anaFee();
    expectRefused(await attempt(ana, fee, { hosted: true, lang: 'es' }), 'es');

    // The provider's replies for the sale started before are no member's attempt: both are taken.
    const reply = saleReply(sale.fields);
    const browser = await postCheckoutReply(ctx.app, 'receipt', reply);
    expect(browser.statusCode).toBe(200);
    expect(browser.body).toContain(`/success-payment/${sale.order}`);
    const merchant = await postCheckoutReply(ctx.app, 'merchant-post', reply);
    expect(merchant.statusCode).toBe(200);
    const [paid] = await ctx.database.db.select().from(payments).where(eq(payments.uuid, sale.order));
    expect(paid?.status).toBe('approved');
  });

  it('refuses a start past the address’s limit', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    await alreadyCounted(THROTTLES.paymentIp, HOME, THROTTLES.paymentIp.max);
    expectRefused(await attempt(ana, await hostedMonthly(), { hosted: true }));
    expect((await attempt(ana, await hostedMonthly(), { hosted: true, ip: ELSEWHERE })).statusCode).toBe(200);
  });
});
