import {
  dataEnvelope,
  PAYMENT_HISTORY_PENDING,
  PaymentHistoryListSchema,
  SANDBOX_PROFILE,
} from '@vida/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditCards, mailOutbox, paymentHistory, paymentItems, payments } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { createRestGateway } from '../src/modules/payments/payment-gateway.ts';
import { PENDING_PAGE } from '../src/modules/payments/payments.repo.ts';
import { bearer, type Lang, signIn, useTestApp } from './support/harness.ts';
import { anaMonthly, demoIds, postPayment } from './support/payments.ts';
import { useSandbox } from './support/sandbox.ts';

// Issue 23: the provider answers a charge after our timeout. The sandbox takes CHARGE_DELAY_MS to charge and
// its search finds the charge only once it is made; the portal gives up after 300 ms. The first lookup, right
// after the timeout, finds nothing: that must not settle the attempt as failed (a new attempt would be a
// second charge).
const CHARGE_DELAY_MS = 1500;
const sandbox = useSandbox({ chargeDelayMs: CHARGE_DELAY_MS });
const { charges } = sandbox;

const ctx = useTestApp({
  PAYMENT_REST_ENDPOINT: sandbox.url,
  PAYMENT_TIMEOUT_MS: '300',
  PAYMENT_RECONCILE_AFTER_SECONDS: '0',
  PAYMENT_NOT_FOUND_AFTER_SECONDS: '600',
});

/** One run of the reconciler, as the scheduler would make it. */
async function reconcileOnce(): Promise<void> {
  await ctx.app.scheduler.runJob('payments-reconciler');
}

async function historyOf(token: string, contractId: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/payment_history',
    headers: bearer(token),
  });
  const list = dataEnvelope(PaymentHistoryListSchema).parse(response.json()).data;
  return list.find((c) => c.contract_id === contractId)?.payments ?? [];
}

const reservedItems = (paymentId: number) =>
  ctx.database.db
    .select({ id: paymentItems.id })
    .from(paymentItems)
    .where(and(eq(paymentItems.paymentId, paymentId), isNull(paymentItems.paidAt)));

describe('a charge the provider answers after our timeout', () => {
  it('stays pending with its items reserved, refuses a second attempt, and is settled approved exactly once', {
    timeout: 30_000,
  }, async () => {
    const ids = await demoIds(ctx.database.db);
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const pay = (key: string, lang: Lang = 'en') =>
      postPayment(ctx.app, access_token, anaMonthly(ids.anaActive, ids.anaVisa), key, lang);
    const historyBefore = await historyOf(access_token, ids.anaActive);

    const first = await pay('slow-key-0001', 'es');
    expect(first.statusCode).toBe(409);
    expect(first.json().code).toBe('payment_pending');
    expect(first.json().message).toContain('Estamos confirmando tu pago');
    expect(first.json().message).not.toMatch(/no se hizo ningún cargo|no charge/i);
    const [attempt] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, 'slow-key-0001'));
    if (!attempt) throw new Error('no attempt recorded');
    expect(attempt.status).toBe('pending');
    expect(await reservedItems(attempt.id)).toHaveLength(2);

    // The form's retry comes with a new key: refused while the first is being confirmed, nothing charged.
    const second = await pay('slow-key-0002');
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('payment_in_progress');
    expect(second.json().message).toContain('being confirmed');

    // The history (a kept answer) shows it as pending.
    const pending = await historyOf(access_token, ids.anaActive);
    expect(pending[0]).toMatchObject({
      uuid: attempt.uuid,
      status: PAYMENT_HISTORY_PENDING,
      amount: 10860,
      invoice: false,
    });
    expect(pending).toHaveLength(historyBefore.length + 1);

    // A run of the reconciler while the provider is still charging: not found yet, still pending.
    await reconcileOnce();
    expect(
      (await ctx.database.db.select().from(payments).where(eq(payments.id, attempt.id)))[0]?.status,
    ).toBe('pending');

    // The provider completes the charge; the next run finds it.
    const until = Date.now() + CHARGE_DELAY_MS * 4;
    while ((await charges(attempt.uuid)).length === 0 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100));
    await reconcileOnce();
    await reconcileOnce();
    const [settled] = await ctx.database.db.select().from(payments).where(eq(payments.id, attempt.id));
    expect(settled?.status).toBe('approved');
    expect(await charges(attempt.uuid)).toMatchObject([{ status: 'AUTHORIZED', amount: '10860.00' }]);
    const historyRows = await ctx.database.db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.orderUuid, attempt.uuid));
    expect(historyRows).toHaveLength(1);
    const receipts = (
      await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_ACCOUNTS.ana))
    ).filter((m) => m.attachments?.[0]?.filename.includes(settled?.receiptNumber ?? 'no number'));
    expect(receipts).toHaveLength(1);

    const after = await historyOf(access_token, ids.anaActive);
    expect(after.filter((row) => row.uuid === attempt.uuid)).toEqual([
      expect.objectContaining({ status: 2, invoice: true }),
    ]);
    expect(after).toHaveLength(historyBefore.length + 1);
    // The first key now answers the payment; the second attempt never charged.
    const again = await pay('slow-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(attempt.uuid);
    const [refused] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, 'slow-key-0002'));
    expect(refused).toBeUndefined();
  });

  it('"not found" settles as failed, freeing the items, only once the attempt is older than the grace period', async () => {
    const ids = await demoIds(ctx.database.db);
    const items = await ctx.database.db
      .select()
      .from(paymentItems)
      .where(
        and(
          eq(paymentItems.contractId, ids.anaActive),
          eq(paymentItems.category, 'monthly'),
          isNull(paymentItems.paidAt),
        ),
      )
      .orderBy(paymentItems.dueDate)
      .limit(1);
    const item = items[0];
    if (!item) throw new Error('no open instalment');
    // An attempt whose charge never reached the provider (the process died before sending it).
    const [attempt] = await ctx.database.db
      .insert(payments)
      .values({
        userId: ids.ana,
        contractId: ids.anaActive,
        cardId: ids.anaVisa,
        idempotencyKey: 'lost-before-charge-0001',
        requestHash: 'x',
        paymentType: 'monthly',
        monthlyType: 'multiple',
        items: [{ id: item.id, dueDate: item.dueDate, feeType: null, amount: Number(item.amountDue) }],
        amount: item.amountDue,
        currency: 'MXN',
        cardType: 'visa',
        lastFour: '4242',
        language: 'en',
      })
      .returning();
    if (!attempt) throw new Error('no attempt');
    await ctx.database.db
      .update(paymentItems)
      .set({ paymentId: attempt.id })
      .where(eq(paymentItems.id, item.id));

    await reconcileOnce();
    const status = async () =>
      (await ctx.database.db.select().from(payments).where(eq(payments.id, attempt.id)))[0]?.status;
    expect(await status()).toBe('pending');
    expect(await reservedItems(attempt.id)).toHaveLength(1);

    await ctx.database.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '601 seconds'` })
      .where(eq(payments.id, attempt.id));
    await reconcileOnce();
    expect(await status()).toBe('failed');
    expect(await reservedItems(attempt.id)).toHaveLength(0);
    const [freed] = await ctx.database.db.select().from(paymentItems).where(eq(paymentItems.id, item.id));
    expect(freed?.paymentId).toBeNull();
    expect(await charges(attempt.uuid)).toHaveLength(0);
  });
});

describe('a full disk after the charge', () => {
  it('answers 507 "being confirmed" (never "nothing was changed"), keeps the attempt pending, and the reconciler records it', async () => {
    const ids = await demoIds(ctx.database.db);
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    sandbox.config.chargeDelayMs = 0;
    // The history row of an approval is the first write after the charge: refused as a full disk refuses it.
    await ctx.database.db.execute(sql`
      create function test_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`);
    await ctx.database.db.execute(sql`
      create trigger test_disk_full before insert on payment_history
      for each row execute function test_disk_full()`);
    try {
      const response = await postPayment(
        ctx.app,
        access_token,
        anaMonthly(ids.anaActive, ids.anaVisa),
        'disk-full-key-0001',
      );
      expect(response.statusCode).toBe(507);
      expect(response.json().code).toBe('payment_pending');
      expect(response.json().message).toContain('please do not pay again');
      expect(response.json().message).not.toMatch(/nothing was changed/i);
    } finally {
      await ctx.database.db.execute(sql`drop trigger test_disk_full on payment_history`);
      await ctx.database.db.execute(sql`drop function test_disk_full()`);
      sandbox.config.chargeDelayMs = CHARGE_DELAY_MS;
    }
    const [attempt] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, 'disk-full-key-0001'));
    if (!attempt) throw new Error('no attempt recorded');
    expect(attempt.status).toBe('pending');
    expect(await reservedItems(attempt.id)).toHaveLength(2);
    expect(await charges(attempt.uuid)).toMatchObject([{ status: 'AUTHORIZED' }]);

    await reconcileOnce();
    const [settled] = await ctx.database.db.select().from(payments).where(eq(payments.id, attempt.id));
    expect(settled?.status).toBe('approved');
    expect(await charges(attempt.uuid)).toHaveLength(1);
  });
});

describe('the reconciler', () => {
  it('looks up every pending attempt, not only the oldest page of those not found yet', async () => {
    const ids = await demoIds(ctx.database.db);
    const attempt = (key: string) => ({
      userId: ids.ana,
      contractId: ids.anaActive,
      cardId: ids.anaVisa,
      idempotencyKey: key,
      requestHash: 'x',
      paymentType: 'other_fees',
      monthlyType: null,
      items: [],
      amount: '10.00',
      currency: 'MXN',
      cardType: 'visa',
      lastFour: '4242',
      language: 'en' as const,
    });
    // A page of attempts the provider does not know (yet), then one it charged.
    await ctx.database.db
      .insert(payments)
      .values(Array.from({ length: PENDING_PAGE }, (_, i) => attempt(`unknown-yet-${i}`)));
    const [charged] = await ctx.database.db.insert(payments).values(attempt('charged-late-0001')).returning();
    if (!charged) throw new Error('no attempt');
    sandbox.config.chargeDelayMs = 0;
    try {
      const gateway = createRestGateway({
        endpoint: sandbox.url,
        merchantId: SANDBOX_PROFILE.merchantId,
        keyId: SANDBOX_PROFILE.restKeyId,
        secretBase64: SANDBOX_PROFILE.restSecret,
        timeoutMs: 5000,
      });
      const [card] = await ctx.database.db.select().from(creditCards).where(eq(creditCards.id, ids.anaVisa));
      expect(
        await gateway.charge({
          reference: charged.uuid,
          token: card?.cardToken ?? '',
          cvv: '123',
          amount: '10.00',
          currency: 'MXN',
        }),
      ).toMatchObject({ kind: 'approved' });
    } finally {
      sandbox.config.chargeDelayMs = CHARGE_DELAY_MS;
    }
    await reconcileOnce();
    const [settled] = await ctx.database.db.select().from(payments).where(eq(payments.id, charged.id));
    expect(settled?.status).toBe('approved');
    const stillPending = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.status, 'pending'));
    expect(stillPending[0]?.n).toBe(PENDING_PAGE);
  });
});
