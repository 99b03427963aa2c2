import {
  AutoPayChangeSchema,
  AutoPayContractSchema,
  AutoPayOverviewSchema,
  addDays,
  clubDay,
  dataEnvelope,
  PaymentHistoryListSchema,
} from '@vida/shared';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  autopayCharges,
  autopayEnrolments,
  creditCards,
  paymentItems,
  payments,
  remindersSent,
  users,
} from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import type { App } from '../src/lib/app-types.ts';
import {
  type ChargeOutcome,
  createRestGateway,
  type PaymentGateway,
} from '../src/modules/payments/payment-gateway.ts';
import { bearer, buildTestApp, type Lang, signIn, useTestApp } from './support/harness.ts';
import { mailsTo } from './support/mail.ts';
import { demoIds, postPayment, unpaidMonths } from './support/payments.ts';
import { useSandbox } from './support/sandbox.ts';

const sandbox = useSandbox();
const ctx = useTestApp({ PAYMENT_REST_ENDPOINT: sandbox.url, PAYMENT_RECONCILE_AFTER_SECONDS: '0' });
const db = () => ctx.database.db;

/** Noon in Cancún (UTC-5 all year), `days` from the club's today: what a daily run "as of" that day sees. */
const asOf = (days: number) => new Date(`${addDays(clubDay(new Date()), days)}T17:00:00Z`);
/** The daily AutoPay job, "as of" that day; `app` is another API process on the same database. */
const run = (days: number, app: App = ctx.app) => app.scheduler.runJob('autopay', asOf(days));
const reconcileOnce = () => ctx.app.scheduler.runJob('payments-reconciler');

async function ana(lang: Lang) {
  // Ana's mails follow her account's language; each test says which.
  await db().update(users).set({ language: lang }).where(eq(users.email, DEMO_ACCOUNTS.ana));
  const ids = await demoIds(db());
  const cards = await db().select().from(creditCards).where(eq(creditCards.userId, ids.ana));
  const master = cards.find((c) => c.cardType === 'mastercard');
  if (!master) throw new Error('Ana’s Mastercard missing');
  const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
  // Her GLX instalments: two overdue (-40, -10 days), then +20 and +50.
  const open = await unpaidMonths(db(), ids.anaActive);
  const next = open.find((item) => item.dueDate > clubDay(new Date()));
  if (!next) throw new Error('no upcoming instalment');
  return { ...ids, master: master.id, token: access_token, next, lang };
}
type Ana = Awaited<ReturnType<typeof ana>>;

const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  token: string,
  lang: Lang,
  payload?: unknown,
) =>
  app().inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token, lang),
    ...(payload ? { payload } : {}),
  });
const app = () => ctx.app;

async function turnOn(member: Ana, cardId = member.anaVisa) {
  const view = await call('GET', `/autopay/contracts/${member.anaActive}`, member.token, member.lang);
  expect(view.statusCode).toBe(200);
  const { consent } = dataEnvelope(AutoPayContractSchema).parse(view.json()).data;
  const on = await call('PUT', `/autopay/contracts/${member.anaActive}`, member.token, member.lang, {
    card_id: cardId,
    consent_version: consent.version,
  });
  expect(on.statusCode).toBe(200);
  return AutoPayChangeSchema.parse(on.json());
}

/** The sandbox's charges for this test's AutoPay attempts (the sandbox keeps those of earlier tests). */
const autopayCharged = async () => {
  const ours = await db()
    .select({ uuid: payments.uuid })
    .from(payments)
    .where(eq(payments.initiator, 'autopay'));
  const references = new Set(ours.map((row) => row.uuid));
  return (await sandbox.charges()).filter((charge) => references.has(charge.reference));
};
const chargesOf = (itemId: number) =>
  db().select().from(autopayCharges).where(eq(autopayCharges.paymentItemId, itemId));
const attemptsOf = (itemId: number) =>
  db()
    .select()
    .from(payments)
    .where(like(payments.idempotencyKey, `autopay:${itemId}:%`))
    .orderBy(payments.id);

/** A saved card of Ana's whose token the provider does not know: every charge on it is declined. */
async function declinedCard(userId: number): Promise<number> {
  const [card] = await db()
    .insert(creditCards)
    .values({
      userId,
      cardType: 'visa',
      lastFour: '0002',
      expMonth: 12,
      expYear: 2035,
      cardHolderName: 'Ana Torres',
      firstName: 'Ana',
      lastName: 'Torres',
      address: 'Calle 1',
      country: 'MX',
      state: 'QR',
      city: 'Cancún',
      postCode: '77500',
      cardToken: 'token-the-bank-refuses',
    })
    .returning();
  if (!card) throw new Error('card not inserted');
  return card.id;
}

const gatewayOf = (config: typeof ctx.config): PaymentGateway =>
  createRestGateway({
    endpoint: sandbox.url,
    merchantId: config.payment.merchantId,
    keyId: config.payment.rest.keyId,
    secretBase64: config.payment.rest.secretBase64,
    timeoutMs: config.payment.timeoutMs,
  });

describe.each(['en', 'es'] as const)('AutoPay on a contract (%s)', (lang) => {
  const words = {
    en: {
      on: 'AutoPay is on for contract GLX-2021-004512',
      off: 'AutoPay is off for contract GLX-2021-004512',
    },
    es: {
      on: 'El pago automático está activado para el contrato GLX-2021-004512',
      off: 'El pago automático está desactivado para el contrato GLX-2021-004512',
    },
  }[lang];

  it('turns on with the consent stored and a mail, offers the overdue instalments, moves the card, turns off', async () => {
    const member = await ana(lang);
    const view = dataEnvelope(AutoPayContractSchema).parse(
      (await call('GET', `/autopay/contracts/${member.anaActive}`, member.token, lang)).json(),
    ).data;
    expect(view.enrolment).toBeNull();
    // The two overdue instalments are offered, never charged; the next is charged on its due date.
    expect(view.overdue.map((item) => item.amount)).toEqual([5530, 5330]);
    expect(view.next_charge).toMatchObject({
      id: member.next.id,
      due_date: member.next.dueDate,
      amount: 5180,
    });
    expect(view.consent.text).toContain(lang === 'en' ? 'MXN 5,180.00' : 'MXN 5,180.00');
    expect(view.consent.text).toContain(lang === 'en' ? 'Cancún time' : 'hora de Cancún');

    const stale = await call('PUT', `/autopay/contracts/${member.anaActive}`, member.token, lang, {
      card_id: member.anaVisa,
      consent_version: '2020-01-1',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('autopay_consent_changed');

    const on = await turnOn(member);
    expect(on.message).toBe(
      lang === 'en'
        ? 'AutoPay is on. We emailed you a confirmation.'
        : 'El pago automático está activado. Te enviamos la confirmación por correo.',
    );
    expect(on.data.enrolment?.card).toMatchObject({ id: member.anaVisa, last_four: '4242' });
    const [stored] = await db().select().from(autopayEnrolments);
    expect(stored).toMatchObject({
      userId: member.ana,
      contractId: member.anaActive,
      cardId: member.anaVisa,
      consentVersion: view.consent.version,
      consentText: view.consent.text,
      language: lang,
      endedAt: null,
    });
    expect(Date.now() - (stored?.consentedAt.getTime() ?? 0)).toBeLessThan(60_000);
    const [mail] = await mailsTo(db(), DEMO_ACCOUNTS.ana);
    expect(mail?.subject).toBe(words.on);
    expect(mail?.text).toContain(view.consent.text);

    // The same card again: nothing changes, no second mail.
    await turnOn(member);
    expect(await mailsTo(db(), DEMO_ACCOUNTS.ana)).toHaveLength(1);

    const moved = await turnOn(member, member.master);
    expect(moved.data.enrolment?.card.id).toBe(member.master);
    expect((await mailsTo(db(), DEMO_ACCOUNTS.ana))[0]?.subject).toContain(
      lang === 'en' ? 'AutoPay now uses another card' : 'El pago automático usa otra tarjeta',
    );

    const overview = dataEnvelope(AutoPayOverviewSchema).parse(
      (await call('GET', '/autopay', member.token, lang)).json(),
    ).data;
    expect(overview.contracts).toMatchObject([
      { contract_id: member.anaActive, card: { id: member.master } },
    ]);

    const off = await call('DELETE', `/autopay/contracts/${member.anaActive}`, member.token, lang);
    expect(off.statusCode).toBe(200);
    expect(AutoPayChangeSchema.parse(off.json()).data.enrolment).toBeNull();
    expect((await mailsTo(db(), DEMO_ACCOUNTS.ana))[0]?.subject).toBe(words.off);
    const again = await call('DELETE', `/autopay/contracts/${member.anaActive}`, member.token, lang);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('autopay_not_on');
    // Ended, not deleted: the consent stays on record.
    expect((await db().select().from(autopayEnrolments))[0]).toMatchObject({ endReason: 'member' });

    // Off, the due date charges nothing.
    await run(20);
    expect(await autopayCharged()).toHaveLength(0);
  });

  it('deleting the card AutoPay charges turns it off, with a mail that says why', async () => {
    const member = await ana(lang);
    await turnOn(member);
    expect(
      (await call('POST', '/reauthenticate', member.token, lang, { password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
    const removed = await call('PUT', `/credit_cards/${member.anaVisa}`, member.token, lang, { status: 0 });
    expect(removed.statusCode).toBe(200);
    expect((await db().select().from(autopayEnrolments))[0]).toMatchObject({ endReason: 'card_removed' });
    const subjects = (await mailsTo(db(), DEMO_ACCOUNTS.ana)).map((m) => m.subject);
    expect(subjects).toContain(words.off);
    const offMail = (await mailsTo(db(), DEMO_ACCOUNTS.ana)).find((m) => m.subject === words.off);
    expect(offMail?.text).toContain(
      lang === 'en' ? 'You removed your Visa ending in 4242' : 'Eliminaste tu Visa terminada en 4242',
    );
    await run(20);
    expect(await autopayCharged()).toHaveLength(0);
  });

  it('charges the instalment once on its due date, as a merchant-initiated charge, with an AutoPay receipt', async () => {
    const member = await ana(lang);
    await turnOn(member);
    // The day before: nothing; the overdue instalments are never charged.
    await run(19);
    expect(await autopayCharged()).toHaveLength(0);

    expect((await run(20))?.summary).toMatch(/: 1 charged, 1 settled, 0 cancelled$/);
    await run(20);
    await run(21);
    const charged = await autopayCharged();
    expect(charged).toMatchObject([
      { amount: '5180.00', currency: 'MXN', status: 'AUTHORIZED', initiator: 'merchant' },
    ]);
    const [attempt] = await attemptsOf(member.next.id);
    expect(attempt).toMatchObject({ status: 'approved', initiator: 'autopay', amount: '5180.00' });
    expect(charged[0]?.reference).toBe(attempt?.uuid);
    expect(await chargesOf(member.next.id)).toMatchObject([{ state: 'paid', tries: 1 }]);
    const [item] = await db().select().from(paymentItems).where(eq(paymentItems.id, member.next.id));
    expect(item?.paidAt).not.toBeNull();

    const history = dataEnvelope(PaymentHistoryListSchema).parse(
      (await call('GET', '/payment_history', member.token, lang)).json(),
    ).data;
    expect(history.find((c) => c.contract_id === member.anaActive)?.payments[0]).toMatchObject({
      uuid: attempt?.uuid,
      status: 2,
      amount: 5180,
      invoice: true,
    });
    const receipt = (await mailsTo(db(), DEMO_ACCOUNTS.ana)).find((m) => m.attachments?.length);
    expect(receipt?.subject).toBe(
      lang === 'en'
        ? 'AutoPay: payment received: MXN 5,180.00, contract GLX-2021-004512'
        : 'Pago automático: pago recibido: MXN 5,180.00, contrato GLX-2021-004512',
    );
  });

  it('a declined charge mails with the reason and a Pay link, is tried again at +3 and +7 days, then stops and says so', async () => {
    const member = await ana(lang);
    await turnOn(member, await declinedCard(member.ana));
    await run(20);
    expect(await chargesOf(member.next.id)).toMatchObject([
      { state: 'charging', declines: 1, nextTryOn: addDays(member.next.dueDate, 3) },
    ]);
    const declined = (await mailsTo(db(), DEMO_ACCOUNTS.ana))[0];
    expect(declined?.subject).toBe(
      lang === 'en'
        ? 'AutoPay: the payment for contract GLX-2021-004512 was declined'
        : 'Pago automático: se rechazó el pago del contrato GLX-2021-004512',
    );
    expect(declined?.text).toContain(
      lang === 'en' ? 'Your bank declined this payment' : 'Tu banco rechazó este pago',
    );
    expect(declined?.text).toContain('/my-vida-vacations-payments');
    const notices = dataEnvelope(AutoPayOverviewSchema).parse(
      (await call('GET', '/autopay', member.token, lang)).json(),
    ).data.notices;
    expect(notices).toMatchObject([
      {
        kind: 'declined',
        item_id: member.next.id,
        next_try_on: addDays(member.next.dueDate, 3),
        amount: 5180,
      },
    ]);

    for (const day of [21, 22]) await run(day);
    expect(await attemptsOf(member.next.id)).toHaveLength(1);
    await run(23);
    await run(24);
    expect(await attemptsOf(member.next.id)).toHaveLength(2);
    expect(await chargesOf(member.next.id)).toMatchObject([
      { state: 'charging', declines: 2, nextTryOn: addDays(member.next.dueDate, 7) },
    ]);
    await run(27);
    await run(30);
    expect((await attemptsOf(member.next.id)).map((a) => a.status)).toEqual([
      'declined',
      'declined',
      'declined',
    ]);
    expect(await chargesOf(member.next.id)).toMatchObject([{ state: 'stopped', declines: 3 }]);
    const subjects = (await mailsTo(db(), DEMO_ACCOUNTS.ana)).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes(lang === 'en' ? 'was declined' : 'se rechazó'))).toHaveLength(2);
    expect(subjects[0]).toBe(
      lang === 'en'
        ? 'AutoPay stopped for an installment of contract GLX-2021-004512'
        : 'El pago automático se detuvo para una mensualidad del contrato GLX-2021-004512',
    );
    const stopped = dataEnvelope(AutoPayOverviewSchema).parse(
      (await call('GET', '/autopay', member.token, lang)).json(),
    ).data.notices;
    expect(stopped).toMatchObject([{ kind: 'stopped', next_try_on: null }]);
  });
});

describe('AutoPay exactly once', () => {
  it('a hand payment after a decline cancels the retries and the notice', async () => {
    const member = await ana('en');
    await turnOn(member, await declinedCard(member.ana));
    await run(20);
    expect(await attemptsOf(member.next.id)).toHaveLength(1);
    const paid = await postPayment(
      ctx.app,
      member.token,
      {
        order_amount: '5,180.00',
        contract_id: member.anaActive,
        card_id: member.anaVisa,
        cvv: '123',
        paymentType: 'monthly',
        monthlyType: 'multiple',
        multiplePayment: [member.next.id],
      },
      'hand-pays-the-declined-one',
    );
    expect(paid.statusCode).toBe(201);
    await run(23);
    await run(27);
    expect(await attemptsOf(member.next.id)).toHaveLength(1);
    expect(await chargesOf(member.next.id)).toMatchObject([{ state: 'cancelled' }]);
    const overview = dataEnvelope(AutoPayOverviewSchema).parse(
      (await call('GET', '/autopay', member.token, 'en')).json(),
    ).data;
    expect(overview.notices).toEqual([]);
  });

  it('a run killed after writing the attempt leaves it pending; a second run at that moment charges nothing; the reconciler and the next run finish it once', async () => {
    const member = await ana('en');
    await turnOn(member);
    const crashing = await buildTestApp({
      config: ctx.config,
      database: ctx.database,
      paymentGateway: {
        charge: async () => {
          throw new Error('process killed');
        },
        find: (reference) => gatewayOf(ctx.config).find(reference),
      },
    });
    try {
      await run(20, crashing);
      const [pending] = await attemptsOf(member.next.id);
      expect(pending?.status).toBe('pending');
      // The other process at the same moment: the try is taken, the item held.
      await run(20);
      expect(await autopayCharged()).toHaveLength(0);
      expect(await attemptsOf(member.next.id)).toHaveLength(1);

      // Not found at the provider, but not yet old enough to be believed: still pending.
      await reconcileOnce();
      expect((await attemptsOf(member.next.id))[0]?.status).toBe('pending');
      await db()
        .update(payments)
        .set({ createdAt: sql`now() - interval '2 hours'` })
        .where(eq(payments.id, pending?.id ?? 0));
      await reconcileOnce();
      expect((await attemptsOf(member.next.id))[0]?.status).toBe('failed');
      // A charge the provider never saw is no decline: tried again the next day, no mail.
      await run(20);
      expect(await chargesOf(member.next.id)).toMatchObject([
        { state: 'charging', declines: 0, nextTryOn: addDays(member.next.dueDate, 1) },
      ]);
      await run(21);
      expect(await autopayCharged()).toHaveLength(1);
      expect(await chargesOf(member.next.id)).toMatchObject([{ state: 'paid', tries: 2 }]);
    } finally {
      await crashing.close();
    }
  });

  it('two runs at once, one killed after the provider charged: one charge, settled by the reconciler', async () => {
    const member = await ana('en');
    await turnOn(member);
    const real = gatewayOf(ctx.config);
    const crashing = await buildTestApp({
      config: ctx.config,
      database: ctx.database,
      paymentGateway: {
        charge: async (request) => {
          await real.charge(request);
          throw new Error('process killed');
        },
        find: (reference) => real.find(reference),
      },
    });
    try {
      await Promise.all([run(20, crashing), run(20), run(20, crashing), run(20)]);
      await reconcileOnce();
      await run(21);
      await run(24);
      expect(await autopayCharged()).toHaveLength(1);
      expect(await attemptsOf(member.next.id)).toMatchObject([{ status: 'approved' }]);
      expect(await chargesOf(member.next.id)).toMatchObject([{ state: 'paid' }]);
    } finally {
      await crashing.close();
    }
  });

  it('an unknown answer stays pending (never failed) until the reconciler finds the charge', async () => {
    const member = await ana('en');
    await turnOn(member);
    const real = gatewayOf(ctx.config);
    const slow = await buildTestApp({
      config: ctx.config,
      database: ctx.database,
      paymentGateway: {
        charge: async (request): Promise<ChargeOutcome> => {
          await real.charge(request);
          return { kind: 'unknown', message: 'TimeoutError' };
        },
        // The provider's search does not show the charge yet.
        find: async () => ({ kind: 'unknown', message: 'TimeoutError' }),
      },
    });
    try {
      await run(20, slow);
      expect(await attemptsOf(member.next.id)).toMatchObject([{ status: 'pending' }]);
      expect(await chargesOf(member.next.id)).toMatchObject([{ state: 'charging', declines: 0 }]);
      await run(21);
      expect(await autopayCharged()).toHaveLength(1);
      await reconcileOnce();
      await run(21);
      expect(await attemptsOf(member.next.id)).toMatchObject([{ status: 'approved' }]);
      expect(await chargesOf(member.next.id)).toMatchObject([{ state: 'paid' }]);
      expect(await autopayCharged()).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  it('reminders skip the instalment AutoPay charges but for the notice 3 days before; once off, it is reminded as usual', async () => {
    const member = await ana('en');
    await turnOn(member);
    const kinds = async () =>
      (
        await db()
          .select({ kind: remindersSent.kind })
          .from(remindersSent)
          .where(eq(remindersSent.itemId, member.next.id))
      )
        .map((row) => row.kind)
        .sort();
    for (let day = 10; day <= 19; day++) await ctx.app.scheduler.runJob('payment-reminders', asOf(day));
    expect(await kinds()).toEqual(['autopay_3']);
    expect(await call('DELETE', `/autopay/contracts/${member.anaActive}`, member.token, 'en')).toMatchObject({
      statusCode: 200,
    });
    await ctx.app.scheduler.runJob('payment-reminders', asOf(19));
    expect(await kinds()).toEqual(['autopay_3', 'due_1']);
  });

  it('limits turning on, moving and off (each mails the member) to 10 an hour per account, then 429', async () => {
    const member = await ana('en');
    for (let i = 0; i < 5; i++) {
      await turnOn(member);
      expect(
        (await call('DELETE', `/autopay/contracts/${member.anaActive}`, member.token, 'en')).statusCode,
      ).toBe(200);
    }
    const blocked = await call('DELETE', `/autopay/contracts/${member.anaActive}`, member.token, 'en');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_attempts');
    const mails = await mailsTo(db(), DEMO_ACCOUNTS.ana);
    expect(mails).toHaveLength(10);
  });

  it('another member’s contract or card is a 404, and a CVV-less charge that is not merchant-initiated is refused by the provider', async () => {
    const member = await ana('en');
    for (const url of [
      `/autopay/contracts/${member.johnBliss}`,
      '/autopay/contracts/999999',
      '/autopay/contracts/x',
    ]) {
      expect((await call('GET', url, member.token, 'en')).statusCode).toBe(404);
      expect(
        (
          await call('PUT', url, member.token, 'en', {
            card_id: member.anaVisa,
            consent_version: '2026-11-1',
          })
        ).statusCode,
      ).toBe(404);
      expect((await call('DELETE', url, member.token, 'en')).statusCode).toBe(404);
    }
    const johnsCard = await call('PUT', `/autopay/contracts/${member.anaActive}`, member.token, 'es', {
      card_id: member.johnCard,
      consent_version: '2026-11-1',
    });
    expect(johnsCard.statusCode).toBe(404);
    expect(johnsCard.json().code).toBe('card_not_found');
    expect(
      await db()
        .select()
        .from(autopayEnrolments)
        .where(and(eq(autopayEnrolments.userId, member.ana))),
    ).toEqual([]);

    const [card] = await db().select().from(creditCards).where(eq(creditCards.id, member.anaVisa));
    const bare = await gatewayOf(ctx.config).charge({
      reference: 'no-cvv-no-initiator',
      token: card?.cardToken ?? '',
      amount: '10.00',
      currency: 'MXN',
    });
    expect(bare).toMatchObject({ kind: 'failed' });
    expect(await sandbox.charges('no-cvv-no-initiator')).toEqual([]);
  });
});
