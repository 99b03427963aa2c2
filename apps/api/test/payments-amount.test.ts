import { addDays, clubDay, dataEnvelope, PaymentResultSchema } from '@vida/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { contracts, paymentItems, payments } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { declineReasonOf } from '../src/modules/payments/decline-reasons.ts';
import { createPaymentsRepo } from '../src/modules/payments/payments.repo.ts';
import { type Lang, signIn, useTestApp } from './support/harness.ts';
import { demoIds, postPayment, unpaidMonths } from './support/payments.ts';
import { useSandbox } from './support/sandbox.ts';

// Issue 24: the member types the amount (applied oldest item first, late fee first: decision 016), "full"
// pays pay_in_full without late fees, the security code follows the card type and a decline says what to do
// in the member's language. The sandbox charges in this process; a test may make it slower than our timeout.
const sandbox = useSandbox({ chargeDelayMs: 0 });
const { charges } = sandbox;

const ctx = useTestApp({
  PAYMENT_REST_ENDPOINT: sandbox.url,
  PAYMENT_TIMEOUT_MS: '500',
  PAYMENT_RECONCILE_AFTER_SECONDS: '0',
  PAYMENT_NOT_FOUND_AFTER_SECONDS: '600',
});

async function ana() {
  const { anaActive, anaVisa } = await demoIds(ctx.database.db);
  const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
  return { contract: anaActive, card: anaVisa, token: access_token };
}

/** Ana's monthly instalments still open, the earliest due first. */
const openMonths = (contractId: number) => unpaidMonths(ctx.database.db, contractId);

const balanceOf = async (contractId: number) =>
  Number((await ctx.database.db.select().from(contracts).where(eq(contracts.id, contractId)))[0]?.balance);

const pay = (token: string, body: Record<string, unknown>, key: string, lang: Lang = 'en') =>
  postPayment(ctx.app, token, body, key, lang);

// Ana's two overdue instalments: 5,180.00 + 350.00 late fee, then 5,180.00 + 150.00 (10,860.00 in all).
const monthly = (contractId: number, cardId: number, amount: string) => ({
  order_amount: amount,
  max_amount: '10,860.00',
  contract_id: contractId,
  card_id: cardId,
  cvv: '123',
  paymentType: 'monthly',
  monthlyType: 'monthly',
});

describe('the amount the member types (spec sections 5 and 9)', () => {
  it('applies a partial amount oldest instalment first, its late fee first; the next keeps its remainder due', async () => {
    const { contract, card, token } = await ana();
    const [first, second, ...later] = await openMonths(contract);
    if (!first || !second) throw new Error('demo instalments missing');
    const response = await pay(token, monthly(contract, card, '5,700.00'), 'partial-key-0001');
    expect(response.statusCode).toBe(201);
    const result = dataEnvelope(PaymentResultSchema).parse(response.json()).data;
    expect(result.amount).toBe(5700);
    expect(await charges(result.id)).toMatchObject([{ status: 'AUTHORIZED', amount: '5700.00' }]);

    // 5,530.00 pays the first off; the other 170.00 pays the second's late fee (150.00), then 20.00 of it.
    const open = await openMonths(contract);
    expect(open.map((item) => item.id)).toEqual([second.id, ...later.map((item) => item.id)]);
    expect(open[0]).toMatchObject({ amountDue: '5160.00', lateFee: '0.00', paymentId: null });
    expect(await balanceOf(contract)).toBe(186450 - 5180 - 20);
    const [attempt] = await ctx.database.db.select().from(payments).where(eq(payments.uuid, result.id));
    expect(attempt?.items).toEqual([
      expect.objectContaining({ id: first.id, amount: 5530, lateFee: 350, settles: true }),
      expect.objectContaining({ id: second.id, amount: 170, lateFee: 150, settles: false }),
    ]);

    // The remainder is what is due now: paying it closes the instalment.
    const rest = await pay(
      token,
      { ...monthly(contract, card, '5,160.00'), max_amount: '5,160.00' },
      'partial-key-0002',
    );
    expect(rest.statusCode).toBe(201);
    expect((await openMonths(contract)).map((item) => item.id)).toEqual(later.map((item) => item.id));
    expect(await balanceOf(contract)).toBe(186450 - 2 * 5180);
  });

  it('refuses an amount that is malformed, zero, above what the form showed or above the total due, with field messages in the caller’s language', async () => {
    const { contract, card, token } = await ana();
    const before = (await charges()).length;
    const cases: Array<[string, Record<string, unknown>, Lang, string]> = [
      ['1,2,3', {}, 'es', 'Escribe un monto como 1,234.50'],
      ['-5', {}, 'en', 'Enter an amount such as 1,234.50'],
      ['0.00', {}, 'es', 'El monto debe ser mayor que cero.'],
      ['10,860.01', {}, 'en', 'Enter at most the total due for this payment.'],
      ['10,860.01', { max_amount: undefined }, 'es', 'Escribe como máximo el total a pagar de este pago.'],
      ['999,999,999.00', { max_amount: undefined }, 'en', 'more than the total due on this contract'],
    ];
    for (const [index, [amount, extra, lang, text]] of cases.entries()) {
      const body = { ...monthly(contract, card, amount), ...extra };
      const response = await pay(token, body, `bad-amount-key-${index}`, lang);
      expect(response.statusCode, amount).toBe(400);
      expect(response.json().errors.order_amount[0]).toContain(text);
    }
    // The items changed since the form showed its total: the member is shown the current one.
    const stale = await pay(
      token,
      { ...monthly(contract, card, '5,000.00'), max_amount: '10,000.00' },
      'stale-key-0001',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('$10,860.00 MXN');
    expect((await charges()).length).toBe(before);
  });

  it('"full" charges pay_in_full without late fees, closes every instalment and pays the contract off; a part of it is refused', async () => {
    const { contract, card, token } = await ana();
    const full = { ...monthly(contract, card, '181,270.00'), monthlyType: 'full', max_amount: '181,270.00' };
    const part = await pay(token, { ...full, order_amount: '100,000.00' }, 'full-key-0001', 'es');
    expect(part.statusCode).toBe(400);
    expect(part.json().errors.order_amount[0]).toContain('Pagar el total liquida todo el saldo pendiente');

    const response = await pay(token, full, 'full-key-0002');
    expect(response.statusCode).toBe(201);
    const result = dataEnvelope(PaymentResultSchema).parse(response.json()).data;
    expect(await charges(result.id)).toMatchObject([{ status: 'AUTHORIZED', amount: '181270.00' }]);
    expect(await openMonths(contract)).toEqual([]);
    expect(await balanceOf(contract)).toBe(0);
    const [attempt] = await ctx.database.db.select().from(payments).where(eq(payments.uuid, result.id));
    expect(attempt?.items.every((item) => item.lateFee === 0 && item.settles === true)).toBe(true);
  });

  it('judges what is due by the club’s day: in the Cancún evening (already tomorrow in UTC) tomorrow’s instalment is not due yet', async () => {
    const { contract, card } = await ana();
    const [first, second, ...later] = await openMonths(contract);
    if (!first || !second) throw new Error('demo instalments missing');
    const today = clubDay(new Date());
    const tomorrow = addDays(today, 1);
    const db = ctx.database.db;
    await db.update(paymentItems).set({ dueDate: today }).where(eq(paymentItems.id, first.id));
    await db.update(paymentItems).set({ dueDate: tomorrow }).where(eq(paymentItems.id, second.id));
    for (const [index, item] of later.entries())
      await db
        .update(paymentItems)
        .set({ dueDate: addDays(today, 30 * (index + 1)) })
        .where(eq(paymentItems.id, item.id));
    // The Cancún evening, already tomorrow in UTC: 21:00 there (02:00 UTC), or now if the real clock is past
    // that and still in the evening. Never behind the real clock: PostgreSQL judges the session's expiry by its
    // own now(), which the fake clock does not move (PGlite's follows it). The charge's own timers run.
    const evening = Math.max(Date.now(), Date.parse(`${tomorrow}T02:00:00Z`));
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(evening) });
    try {
      // Signed in on that clock (the session's lifetime is judged by it).
      const { token } = await ana();
      // Today's instalment alone (5,180.00 + 350.00 late fee) is what "due" pays, as the form showed it.
      const body = { ...monthly(contract, card, '5,530.00'), max_amount: '5,530.00' };
      const response = await pay(token, body, 'club-day-key-0001');
      expect(response.statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
    }
    expect((await openMonths(contract)).map((item) => item.id)).toEqual([
      second.id,
      ...later.map((item) => item.id),
    ]);
  });

  it('takes a security code of the card type’s length: 3 digits for a Visa (4 are refused before any charge)', async () => {
    const { contract, card, token } = await ana();
    const before = (await charges()).length;
    const four = await pay(
      token,
      { ...monthly(contract, card, '10,860.00'), cvv: '1234' },
      'cvv-key-1',
      'es',
    );
    expect(four.statusCode).toBe(400);
    expect(four.json().errors.cvv).toEqual([
      'Escribe los 3 dígitos del código de seguridad que está al reverso de la tarjeta.',
    ]);
    const two = await pay(token, { ...monthly(contract, card, '10,860.00'), cvv: '12' }, 'cvv-key-2');
    expect(two.statusCode).toBe(400);
    expect((await charges()).length).toBe(before);
  });
});

describe('a declined charge explains itself in the member’s words', () => {
  it('a wrong security code: 402 payment_declined_cvv marking the CVV field, in Spanish, the items free again', async () => {
    const { contract, card, token } = await ana();
    const response = await pay(
      token,
      { ...monthly(contract, card, '10,860.00'), cvv: '000' },
      'decline-cvv-key-1',
      'es',
    );
    expect(response.statusCode).toBe(402);
    const body = response.json();
    expect(body.code).toBe('payment_declined_cvv');
    expect(body.message).toContain('El código de seguridad no corresponde a esta tarjeta');
    expect(body.errors.cvv).toEqual(['Este código de seguridad no corresponde a la tarjeta.']);
    expect(JSON.stringify(body)).not.toMatch(/CyberSource|CVN|issuing bank/i);
    const open = await openMonths(contract);
    expect(open.every((item) => item.paymentId === null)).toBe(true);
    // A retry with the right code is a new attempt (the form renews its key after an answer) and succeeds.
    const retry = await pay(token, monthly(contract, card, '10,860.00'), 'decline-cvv-key-2', 'es');
    expect(retry.statusCode).toBe(201);
  });

  it('a general decline, a review and a provider error each get their own code and message, never the provider’s text', async () => {
    const { contract, card, token } = await ana();
    const general = await pay(token, monthly(contract, card, '1,500.00'), 'decline-key-1500');
    expect(general.statusCode).toBe(402);
    expect(general.json()).toMatchObject({ code: 'payment_declined' });
    expect(general.json().message).toContain('Try another card');
    const review = await pay(token, monthly(contract, card, '3,000.00'), 'decline-key-3000', 'es');
    expect(review.statusCode).toBe(402);
    expect(review.json()).toMatchObject({ code: 'payment_declined_review' });
    expect(review.json().message).toContain('medida de seguridad');
    const error = await pay(token, monthly(contract, card, '2,000.00'), 'decline-key-2000');
    expect(error.statusCode).toBe(502);
    expect(error.json()).toMatchObject({ code: 'payment_failed' });
    expect(error.json().message).toContain('Try again in a few minutes');
    for (const answer of [general, review, error])
      expect(answer.json().message).not.toMatch(/decline of the card|issuing bank|system failure/i);
  });

  it('insufficient funds and an expired card, as recorded from the provider, answer a retry with their own advice', async () => {
    const { contract, card, token } = await ana();
    const first = await pay(token, monthly(contract, card, '1,500.00'), 'decline-reason-key', 'es');
    expect(first.statusCode).toBe(402);
    const recorded = async (reasonCode: string) => {
      await ctx.database.db
        .update(payments)
        .set({ reasonCode })
        .where(eq(payments.idempotencyKey, 'decline-reason-key'));
      return (await pay(token, monthly(contract, card, '1,500.00'), 'decline-reason-key', 'es')).json();
    };
    expect(await recorded('INSUFFICIENT_FUND')).toMatchObject({
      code: 'payment_declined_funds',
      message: expect.stringContaining('no tiene fondos suficientes'),
    });
    expect(await recorded('202')).toMatchObject({
      code: 'payment_declined_expired',
      message: expect.stringContaining('vencida'),
    });
  });

  it('maps the provider’s reason codes, numeric and REST names, to one stable code each', () => {
    expect(['211', '230', 'CV_FAILED'].map(declineReasonOf)).toEqual(Array(3).fill('payment_declined_cvv'));
    expect(['204', 'INSUFFICIENT_FUND'].map(declineReasonOf)).toEqual(
      Array(2).fill('payment_declined_funds'),
    );
    expect(['202', 'EXPIRED_CARD'].map(declineReasonOf)).toEqual(Array(2).fill('payment_declined_expired'));
    expect(['review', '481', 'STOLEN_LOST_CARD'].map(declineReasonOf)).toEqual(
      Array(3).fill('payment_declined_review'),
    );
    expect(['203', 'PROCESSOR_DECLINED', null].map(declineReasonOf)).toEqual(
      Array(3).fill('payment_declined'),
    );
  });
});

describe('a partial payment is made exactly once', () => {
  it('two tabs with partial amounts at once: one charge; the other is told a payment is in progress', async () => {
    const { contract, card, token } = await ana();
    const before = (await charges()).length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        pay(token, monthly(contract, card, '5,000.00'), `partial-tab-key-${i}`),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    // The rest: in progress while the first holds the items, or the total changed (409) once it is paid.
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    expect((await charges()).length - before).toBe(1);
    const [first] = await openMonths(contract);
    expect(first).toMatchObject({ amountDue: '530.00', lateFee: '0.00' });
  });

  it('a request that read an instalment before another payment partly paid it cannot take it again', async () => {
    const { contract, card, token } = await ana();
    const [first] = await openMonths(contract);
    if (!first) throw new Error('demo instalments missing');
    const paid = await pay(token, monthly(contract, card, '5,000.00'), 'stale-first-key');
    expect(paid.statusCode).toBe(201);
    // The second tab's read came before that settlement: it still sees the instalment owing 5,180.00 + 350.00.
    const repo = createPaymentsRepo(ctx.database);
    const [user] = await ctx.database.db
      .select({ userId: payments.userId })
      .from(payments)
      .where(eq(payments.idempotencyKey, 'stale-first-key'));
    if (!user) throw new Error('no attempt recorded');
    const stale = await repo.createAttempt(
      {
        userId: user.userId,
        contractId: contract,
        cardId: card,
        idempotencyKey: 'stale-second-key',
        requestHash: 'stale',
        paymentType: 'monthly',
        monthlyType: 'monthly',
        items: [
          { id: first.id, dueDate: first.dueDate, feeType: null, amount: 5000, lateFee: 350, settles: false },
        ],
        owed: [{ id: first.id, amountDue: 5180, lateFee: 350, closingCost: 0 }],
        amount: '5000.00',
        currency: 'MXN',
        cardType: 'visa',
        lastFour: '4242',
        language: 'en',
      },
      // Counted nowhere: the test writes the attempt itself.
      null,
    );
    expect(stale).toBe('busy');
    // Its statement is undone whole: no attempt is left behind holding nothing.
    const keys = await ctx.database.db.select({ key: payments.idempotencyKey }).from(payments);
    expect(keys.map((row) => row.key)).not.toContain('stale-second-key');
    const [remainder] = await openMonths(contract);
    expect(remainder).toMatchObject({ id: first.id, amountDue: '530.00', paymentId: null });
  });

  it('a pending partial charge reserves only the items it touches, and settles its remainder once', {
    timeout: 30_000,
  }, async () => {
    const { contract, card, token } = await ana();
    const [first, second] = await openMonths(contract);
    if (!first || !second) throw new Error('demo instalments missing');
    sandbox.config.chargeDelayMs = 1500;
    try {
      const slow = await pay(token, monthly(contract, card, '5,000.00'), 'pending-partial-key');
      expect(slow.statusCode).toBe(409);
      expect(slow.json().code).toBe('payment_pending');
      const [attempt] = await ctx.database.db
        .select()
        .from(payments)
        .where(eq(payments.idempotencyKey, 'pending-partial-key'));
      if (!attempt) throw new Error('no attempt recorded');
      expect((await openMonths(contract)).filter((item) => item.paymentId === attempt.id)).toHaveLength(1);

      sandbox.config.chargeDelayMs = 0;
      // Another tab: the instalments due include the reserved one, so it is refused ...
      const both = await pay(token, monthly(contract, card, '10,860.00'), 'pending-other-key-1');
      expect(both.statusCode).toBe(409);
      expect(both.json().code).toBe('payment_in_progress');
      // ... but the month the pending charge does not touch can be paid.
      const other = await pay(
        token,
        {
          ...monthly(contract, card, '5,330.00'),
          max_amount: '5,330.00',
          monthlyType: 'multiple',
          multiplePayment: [second.id],
        },
        'pending-other-key-2',
      );
      expect(other.statusCode).toBe(201);

      await new Promise((r) => setTimeout(r, 1600));
      await ctx.app.scheduler.runJob('payments-reconciler');
      await ctx.app.scheduler.runJob('payments-reconciler');
      const [settled] = await ctx.database.db.select().from(payments).where(eq(payments.id, attempt.id));
      expect(settled?.status).toBe('approved');
      expect(await charges(attempt.uuid)).toHaveLength(1);
      const [remainder] = await openMonths(contract);
      // 5,000.00: the 350.00 late fee, then 4,650.00 of the 5,180.00.
      expect(remainder).toMatchObject({
        id: first.id,
        amountDue: '530.00',
        lateFee: '0.00',
        paymentId: null,
      });
      expect(await balanceOf(contract)).toBe(186450 - 4650 - 5180);
    } finally {
      sandbox.config.chargeDelayMs = 0;
    }
  });
});
