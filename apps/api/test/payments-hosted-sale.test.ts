import { dataEnvelope, HostedPaymentSchema, SANDBOX_PROFILE } from '@vida/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cardCheckouts,
  creditCards,
  mailOutbox,
  paymentHistory,
  paymentItems,
  payments,
  users,
} from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { hasValidSignature } from '../src/lib/hosted-checkout-signature.ts';
import { acceptedReply, postCheckoutReply } from './support/card-checkout.ts';
import { bearer, type Lang, signIn, useTestApp } from './support/harness.ts';
import { demoIds } from './support/payments.ts';
import { useSandbox } from './support/sandbox.ts';

// The sandbox provider in this process: the hosted /pay takes the card, and its REST search is how the
// reconciler finds a sale whose reply never came. Its Merchant POST is off: the tests deliver the replies.
const sandbox = useSandbox();

const ctx = useTestApp({
  PAYMENT_ENDPOINT: sandbox.url,
  PAYMENT_REST_ENDPOINT: sandbox.url,
  PAYMENT_RECONCILE_AFTER_SECONDS: '0',
});
const SECRET = SANDBOX_PROFILE.secretKey;

const anaContract = async () => (await demoIds(ctx.database.db)).anaActive;

// Ana's MXN contract: two overdue instalments, 5,180.00 + 350.00 and 5,180.00 + 150.00 late fees.
const anaMonthly = (contractId: number, over: Record<string, unknown> = {}) => ({
  order_amount: '10,860.00',
  contract_id: contractId,
  paymentType: 'monthly',
  monthlyType: 'monthly',
  ...over,
});

let keys = 0;
async function startSale(token: string, body: Record<string, unknown>, lang: Lang = 'en') {
  keys += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payment/hosted',
    headers: { ...bearer(token, lang), 'idempotency-key': `hosted-${keys}` },
    payload: body,
  });
}

async function started(token: string, body: Record<string, unknown>) {
  const response = await startSale(token, body);
  expect(response.statusCode).toBe(200);
  return dataEnvelope(HostedPaymentSchema).parse(response.json()).data;
}

let transactions = 0;
/** What the provider answers to a signed sale: the charge and the token, numbered per reply. */
function saleReply(request: Record<string, string>, over: Record<string, string> = {}) {
  transactions += 1;
  return acceptedReply(
    request,
    {
      transaction_id: `7${String(transactions).padStart(21, '0')}`,
      auth_amount: request.amount ?? '',
      payment_token: `8${String(transactions).padStart(21, '0')}`,
      ...over,
    },
    SECRET,
  );
}

const post = (path: 'receipt' | 'merchant-post', fields: Record<string, string>, lang?: Lang) =>
  postCheckoutReply(ctx.app, path, fields, lang);

const anaId = async () => (await demoIds(ctx.database.db)).ana;

/** What a sale leaves behind: the attempt, its history rows, the member's cards, the mails queued. */
async function traces(order: string) {
  const db = ctx.database.db;
  const [attempt] = await db.select().from(payments).where(eq(payments.uuid, order));
  if (!attempt) throw new Error('no attempt');
  const history = await db.select().from(paymentHistory).where(eq(paymentHistory.orderUuid, order));
  const reserved = await db.select().from(paymentItems).where(eq(paymentItems.paymentId, attempt.id));
  const cards = await db
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.userId, await anaId()), eq(creditCards.lastFour, '1111')));
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_ACCOUNTS.ana));
  return { attempt, history, reserved, cards, mails };
}

describe('POST /api/v1/payment/hosted', () => {
  it('records the attempt pending with its items reserved, and signs a sale for the provider’s /pay', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const sale = await started(token, anaMonthly(await anaContract(), { device_fingerprint_id: 'fp-1' }));
    expect(sale.url).toBe(`${sandbox.url}/pay`);
    expect(sale.fields).toMatchObject({
      transaction_type: 'sale,create_payment_token',
      reference_number: sale.order,
      amount: '10860.00',
      currency: 'MXN',
      device_fingerprint_id: 'fp-1',
      bill_to_email: DEMO_ACCOUNTS.ana,
    });
    expect(hasValidSignature(sale.fields, SECRET)).toBe(true);
    const { attempt, reserved } = await traces(sale.order);
    expect(attempt).toMatchObject({ status: 'pending', cardId: null, amount: '10860.00' });
    expect(reserved).toHaveLength(2);
    // Another attempt on the same items, while the provider has this one: refused.
    const twin = await startSale(token, anaMonthly(await anaContract()));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().code).toBe('payment_in_progress');
    // The same key again: the attempt as it stands (the provider has it); another body under it is refused.
    const again = (body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payment/hosted',
        headers: { ...bearer(token), 'idempotency-key': `hosted-${keys - 1}` },
        payload: body,
      });
    const contractId = await anaContract();
    expect((await again(anaMonthly(contractId, { device_fingerprint_id: 'fp-2' }))).json().code).toBe(
      'payment_pending',
    );
    expect((await again(anaMonthly(contractId, { save_card: false }))).statusCode).toBe(422);
  });

  const deliveries: Record<string, (reply: Record<string, string>) => Promise<unknown>> = {
    'browser first': async (reply) => {
      await post('receipt', reply);
      await post('merchant-post', reply);
    },
    'Merchant POST first': async (reply) => {
      await post('merchant-post', reply);
      await post('receipt', reply);
    },
    'at once': (reply) =>
      Promise.all([post('receipt', reply), post('merchant-post', reply), post('receipt', reply)]),
  };
  it.each(Object.keys(deliveries))(
    'settles once when both replies arrive (%s), saving the card',
    async (name) => {
      const token = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
      const sale = await started(token, anaMonthly(await anaContract()));
      const reply = saleReply(sale.fields);
      await deliveries[name]?.(reply);
      const { attempt, history, reserved, cards, mails } = await traces(sale.order);
      expect(attempt).toMatchObject({ status: 'approved', lastFour: '1111', cardType: 'visa' });
      expect(history).toHaveLength(1);
      expect(reserved).toHaveLength(2);
      expect(reserved.every((item) => item.paidAt !== null)).toBe(true);
      expect(cards).toHaveLength(1);
      expect(attempt.cardId).toBe(cards[0]?.id);
      // The receipt and the new card's notice, each once.
      expect(mails).toHaveLength(2);
      // A copy again: the browser is still sent to the receipt.
      const again = await post('receipt', reply);
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain(`url=/success-payment/${sale.order}`);
    },
  );

  it('keeps no card when “save this card” is off, and still records the payment with its card', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const sale = await started(token, anaMonthly(await anaContract(), { save_card: false }));
    expect((await post('receipt', saleReply(sale.fields))).statusCode).toBe(200);
    const { attempt, cards, mails, history } = await traces(sale.order);
    expect(attempt).toMatchObject({ status: 'approved', cardId: null, lastFour: '1111' });
    expect(history).toHaveLength(1);
    expect(cards).toHaveLength(0);
    expect(mails).toHaveLength(1);
    const [checkout] = await ctx.database.db
      .select()
      .from(cardCheckouts)
      .where(eq(cardCheckouts.reference, sale.order));
    expect(checkout).toMatchObject({ saveCard: false, resultCardId: null, decision: 'ACCEPT' });
  });

  it('frees the items on a decline or a cancel, and says it was a payment', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const contractId = await anaContract();
    const cases: Array<[Record<string, string>, string]> = [
      [{ decision: 'DECLINE', reason_code: '204' }, '/fail-payment/insufficient_funds?for=payment'],
      [{ decision: 'REVIEW', reason_code: '201' }, '/fail-payment/review?for=payment'],
      [{ decision: 'CANCEL', reason_code: '' }, '/cancelled-payment/cancelled?for=payment'],
    ];
    for (const [over, page] of cases) {
      const sale = await started(token, anaMonthly(contractId));
      const response = await post('receipt', saleReply(sale.fields, over));
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`url=${page}`);
      const { attempt, reserved, cards, history } = await traces(sale.order);
      expect(attempt.status).toBe(over.decision === 'CANCEL' ? 'failed' : 'declined');
      expect(reserved).toHaveLength(0);
      expect(cards).toHaveLength(0);
      expect(history).toHaveLength(0);
    }
  });

  it('lets a repeated post of the provider’s page (ERROR 104) decide nothing, saying it was a payment', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const sale = await started(token, anaMonthly(await anaContract()));
    const repeat = await post('receipt', saleReply(sale.fields, { decision: 'ERROR', reason_code: '104' }));
    expect(repeat.body).toContain('url=/fail-payment/duplicate?for=payment');
    expect((await traces(sale.order)).attempt.status).toBe('pending');
    // The card typed on the first page still pays.
    await post('receipt', saleReply(sale.fields));
    expect((await traces(sale.order)).attempt.status).toBe('approved');
  });

  it('refuses a forged or altered reply with a page in the member’s language, changing nothing', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const contractId = await anaContract();
    const sale = await started(token, anaMonthly(contractId));
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payment/hosted',
      headers: { ...bearer(token), 'idempotency-key': 'hosted-other' },
      payload: {
        order_amount: '6,450.00',
        contract_id: contractId,
        paymentType: 'other_fees',
        fee_type: 'usage_fee',
      },
    });
    const reply = saleReply(sale.fields);
    const forged: Array<Record<string, string>> = [
      // Unsigned: the secret is not known to whoever forged it.
      { ...reply, signature: 'AAAA' },
      // Signed replies that do not answer what we signed: another amount, currency, or order.
      saleReply({ ...sale.fields, amount: '1.00' }),
      saleReply({ ...sale.fields, currency: 'USD' }),
      saleReply(sale.fields, { auth_amount: '1.00' }),
      saleReply({
        ...sale.fields,
        reference_number:
          other.statusCode === 200 ? dataEnvelope(HostedPaymentSchema).parse(other.json()).data.order : 'x',
      }),
      saleReply({ ...sale.fields, reference_number: 'not-an-order' }),
    ];
    for (const fields of forged) {
      for (const lang of ['en', 'es'] as const) {
        const response = await post('receipt', fields, lang);
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).not.toMatch(/^\s*\{/);
        expect(response.body).toContain('url=/fail-payment/unverified');
        expect(response.body).toContain(lang === 'es' ? 'no se registró nada' : 'nothing was recorded');
      }
      expect((await post('merchant-post', fields)).statusCode).toBe(400);
    }
    const { attempt, reserved, cards } = await traces(sale.order);
    expect(attempt.status).toBe('pending');
    expect(reserved).toHaveLength(2);
    expect(cards).toHaveLength(0);
  });

  it('asks for a complete profile address before it records anything', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const [ana] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.ana));
    const { members } = await import('../src/db/schema/index.ts');
    await ctx.database.db
      .update(members)
      .set({ city: null })
      .where(eq(members.id, ana?.memberId ?? 0));
    const response = await startSale(token, anaMonthly(await anaContract()), 'es');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'hosted_payment_billing_incomplete' });
    expect(response.json().message).toMatch(/completa tu dirección/);
    const held = await ctx.database.db
      .select()
      .from(paymentItems)
      .where(and(eq(paymentItems.contractId, await anaContract()), isNull(paymentItems.paidAt)));
    expect(held.every((item) => item.paymentId === null)).toBe(true);
  });
});

describe('a hosted sale through the sandbox provider', () => {
  /** The member on the provider's page: the signed request posted to /pay, then the card typed and sent. */
  async function payAtSandbox(fields: Record<string, string>, card = '4111111111111111') {
    const page = await fetch(`${sandbox.url}/pay`, { method: 'POST', body: new URLSearchParams(fields) });
    const checkoutId = /action="\/checkout\/([\w-]+)"/.exec(await page.text())?.[1];
    expect(checkoutId).toBeTruthy();
    const result = await fetch(`${sandbox.url}/checkout/${checkoutId}`, {
      method: 'POST',
      body: new URLSearchParams({
        card_type: '001',
        card_number: card,
        card_expiry_month: '08',
        card_expiry_year: String(new Date().getUTCFullYear() + 3),
        card_cvn: '123',
      }),
    });
    // The reply page's hidden fields: what the browser would post to our receipt page.
    const html = await result.text();
    return Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1] ?? '',
        // The sandbox escapes attribute values as numeric character references.
        (m[2] ?? '').replaceAll(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
      ]),
    );
  }

  it('charges once, and saves the card, with the reply the sandbox signs', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const sale = await started(token, anaMonthly(await anaContract()));
    const reply = await payAtSandbox(sale.fields);
    expect(reply.decision).toBe('ACCEPT');
    expect(reply.payment_token).toMatch(/^\d+$/);
    const response = await post('receipt', reply);
    expect(response.body).toContain(`url=/success-payment/${sale.order}`);
    expect(await sandbox.charges(sale.order)).toMatchObject([{ status: 'AUTHORIZED', amount: '10860.00' }]);
    const { attempt, cards } = await traces(sale.order);
    expect(attempt.status).toBe('approved');
    expect(cards).toHaveLength(1);
  });

  it('a reply that never comes is settled by the reconciler (found by the order), and a late one changes nothing but the card', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const sale = await started(token, anaMonthly(await anaContract()));
    // Before the member pays, the provider knows nothing of it: not found is no answer yet, it stays pending.
    await ctx.app.scheduler.runJob('payments-reconciler');
    expect((await traces(sale.order)).attempt.status).toBe('pending');

    const reply = await payAtSandbox(sale.fields);
    await ctx.app.scheduler.runJob('payments-reconciler');
    const settled = await traces(sale.order);
    expect(settled.attempt.status).toBe('approved');
    expect(settled.history).toHaveLength(1);

    // The browser's reply after all: the payment stays as it was, once; the card is kept as asked.
    expect((await post('receipt', reply)).body).toContain(`url=/success-payment/${sale.order}`);
    const late = await traces(sale.order);
    expect(late.history).toHaveLength(1);
    expect(late.cards).toHaveLength(1);
    expect(await sandbox.charges(sale.order)).toHaveLength(1);
  });
});
