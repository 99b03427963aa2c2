import { addDays } from '@vida/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, paymentItems, remindersSent, users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { createScheduler, zonedInstant } from '../src/lib/scheduler/index.ts';
import { type AutopayItems, remindersJob } from '../src/modules/reminders/index.ts';
import { useTestApp } from './support/harness.ts';
import { type DemoIds, demoIds } from './support/payments.ts';

// Issue 25: reminders 7 days and 1 day before an item is due and once it is overdue, each once, in the
// member's language, never for paid or pending items, never when the member turned them off.
const ctx = useTestApp();
let ids: DemoIds;

/** Noon at the club on `day`, as `npm run jobs -- --as-of day` runs. */
const noon = (day: string) => zonedInstant(day, '12:00', 'America/Cancun');

/** Runs the reminders job as of each day from `from` to `to`, twice a day (a rerun must send nothing). */
async function runDays(from: string, to: string): Promise<void> {
  for (let day = from; day <= to; day = addDays(day, 1)) {
    await ctx.app.scheduler.runJob('payment-reminders', noon(day));
    await ctx.app.scheduler.runJob('payment-reminders', noon(day));
  }
}

async function item(
  contractId: number,
  dueDate: string,
  extra: Partial<typeof paymentItems.$inferInsert> = {},
) {
  const [row] = await ctx.database.db
    .insert(paymentItems)
    .values({ contractId, category: 'monthly', amountDue: '1234.50', dueDate, ...extra })
    .returning({ id: paymentItems.id });
  if (!row) throw new Error('no item');
  return row.id;
}

async function sentKinds(itemId: number): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ kind: remindersSent.kind })
    .from(remindersSent)
    .where(eq(remindersSent.itemId, itemId));
  return rows.map((row) => row.kind).sort();
}

const reminderMails = (email: string) =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), sql`${mailOutbox.text} like '%my-vida-vacations-payments%'`))
    .orderBy(mailOutbox.id);

beforeEach(async () => {
  ids = await demoIds(ctx.database.db);
  // Only this test's items are open.
  await ctx.database.db.update(paymentItems).set({ paidAt: new Date() }).where(isNull(paymentItems.paidAt));
  await ctx.database.db.delete(mailOutbox);
});

describe('payment reminders', () => {
  it('mails each reminder once, 7 and 1 days before and once overdue, never for paid or pending items', async () => {
    const soon = await item(ids.anaActive, '2027-01-16');
    const later = await item(ids.anaActive, '2027-01-22');
    const paid = await item(ids.anaActive, '2027-01-16', { paidAt: new Date() });
    // A payment is in flight for it: the member must not be told to pay again.
    const pending = await item(ids.anaActive, '2027-01-16', { paymentId: 999_999 });
    await runDays('2027-01-05', '2027-01-26');

    expect(await sentKinds(soon)).toEqual(['due_1', 'due_7', 'overdue']);
    expect(await sentKinds(later)).toEqual(['due_1', 'due_7', 'overdue']);
    expect(await sentKinds(paid)).toEqual([]);
    expect(await sentKinds(pending)).toEqual([]);
    const days = await ctx.database.db
      .select({ itemId: remindersSent.itemId, kind: remindersSent.kind, sentAt: remindersSent.sentAt })
      .from(remindersSent);
    expect(days).toHaveLength(6);

    // Ana reads Spanish: the amount in the contract's pesos, the contract, the day as the portal writes it.
    const mails = await reminderMails(DEMO_ACCOUNTS.ana);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        'Pago con vencimiento el 16-01-2027: MXN 1,234.50, contrato GLX-2021-004512',
        'Pago con vencimiento el 16-01-2027: MXN 1,234.50, contrato GLX-2021-004512',
        'Pago vencido: MXN 1,234.50, contrato GLX-2021-004512',
        'Pago con vencimiento el 22-01-2027: MXN 1,234.50, contrato GLX-2021-004512',
        'Pago con vencimiento el 22-01-2027: MXN 1,234.50, contrato GLX-2021-004512',
        'Pago vencido: MXN 1,234.50, contrato GLX-2021-004512',
      ].sort(),
    );
    expect(mails.every((mail) => mail.language === 'es')).toBe(true);
    expect(mails[0]?.text).toContain('Tu pago «Mensualidad» de MXN 1,234.50 del contrato GLX-2021-004512');
    expect(mails[0]?.text).toContain('Pagar ahora');
    expect(mails[0]?.html).toContain('http://localhost');
  });

  it('writes to an English-speaking member in English, in the contract currency', async () => {
    const fee = await item(ids.johnSea, '2027-01-20', { category: 'other_fees', feeType: 'Usage Fee' });
    await runDays('2027-01-13', '2027-01-13');
    expect(await sentKinds(fee)).toEqual(['due_7']);
    const [mail] = await reminderMails(DEMO_ACCOUNTS.john);
    expect(mail?.subject).toBe('Payment due 2027-01-20: USD 1,234.50, contract SG-2022-012046');
    expect(mail?.text).toContain('Your Usage fee of USD 1,234.50 for contract SG-2022-012046');
    expect(mail?.text).toContain('Pay now');
    expect(mail?.language).toBe('en');
  });

  it('sends nothing to a member who turned due reminders off', async () => {
    await ctx.database.db.update(users).set({ dueReminders: false }).where(eq(users.id, ids.ana));
    const soon = await item(ids.anaActive, '2027-01-16');
    await runDays('2027-01-08', '2027-01-20');
    expect(await sentKinds(soon)).toEqual([]);
    expect(await reminderMails(DEMO_ACCOUNTS.ana)).toEqual([]);
  });

  it('two processes at the same moment and a run that dies halfway send each reminder once', async () => {
    const items = await Promise.all(
      ['2027-01-14', '2027-01-15', '2027-01-16', '2027-01-17'].map((day) => item(ids.anaActive, day)),
    );
    // The job's first day: saved on the 10th, due at 09:00 at the club on the 11th.
    let now = noon('2027-01-10');
    const clock = () => now;
    let queued = 0;
    // This process dies after its second mail (its transaction rolls back, the first two are committed).
    const dying = createScheduler({ db: ctx.database.db, log: ctx.app.log, clock });
    dying.register(
      remindersJob({
        config: ctx.config,
        mail: {
          kick: () => {},
          enqueue: async (mail, tx) => {
            if (++queued > 2) throw new Error('killed mid-run');
            return ctx.app.mail.enqueue(mail, tx);
          },
        },
      }),
    );
    expect(await dying.runDue()).toEqual([]);
    now = zonedInstant('2027-01-11', '09:00', 'America/Cancun');
    expect(await dying.runDue()).toEqual([
      { name: 'payment-reminders', ok: false, summary: 'killed mid-run' },
    ]);
    expect((await reminderMails(DEMO_ACCOUNTS.ana)).length).toBe(2);

    // Two processes take the job up five minutes later, at the same moment.
    const later = () => new Date(now.getTime() + 5 * 60_000);
    const [a, b] = [0, 1].map(() => {
      const scheduler = createScheduler({ db: ctx.database.db, log: ctx.app.log, clock: later });
      scheduler.register(remindersJob({ config: ctx.config, mail: ctx.app.mail }));
      return scheduler;
    });
    const runs = (await Promise.all([a?.runDue(), b?.runDue()])).flat();
    expect(runs).toEqual([{ name: 'payment-reminders', ok: true, summary: '2 sent' }]);
    for (const id of items) expect(await sentKinds(id)).toEqual(['due_7']);
    expect((await reminderMails(DEMO_ACCOUNTS.ana)).length).toBe(4);
  });

  it('two runs of the job itself at once (a slow run whose lease expired) still send each reminder once', async () => {
    const items = await Promise.all(
      ['2027-01-14', '2027-01-15', '2027-01-16'].map((day) => item(ids.anaActive, day)),
    );
    const job = remindersJob({ config: ctx.config, mail: ctx.app.mail });
    const run = () => job.run({ now: noon('2027-01-10'), db: ctx.database.db, log: ctx.app.log });
    const summaries = await Promise.all([run(), run(), run()]);
    expect(summaries.map((summary) => Number(summary?.split(' ')[0])).reduce((a, b) => a + b, 0)).toBe(3);
    for (const id of items) expect(await sentKinds(id)).toEqual(['due_7']);
    expect((await reminderMails(DEMO_ACCOUNTS.ana)).length).toBe(3);
  });

  it('for an item on AutoPay, only the notice of its charge 3 days before', async () => {
    const onAutoPay = await item(ids.anaActive, '2027-01-16');
    const byHand = await item(ids.anaActive, '2027-01-16');
    const autopayItems: AutopayItems = async (_db, candidates) =>
      new Set(candidates.filter((c) => c.itemId === onAutoPay).map((c) => c.itemId));
    const scheduler = createScheduler({ db: ctx.database.db, log: ctx.app.log });
    scheduler.register(remindersJob({ config: ctx.config, mail: ctx.app.mail, autopayItems }));
    for (let day = '2027-01-05'; day <= '2027-01-20'; day = addDays(day, 1))
      await scheduler.runJob('payment-reminders', noon(day));
    expect(await sentKinds(onAutoPay)).toEqual(['autopay_3']);
    expect(await sentKinds(byHand)).toEqual(['due_1', 'due_7', 'overdue']);
    const notice = (await reminderMails(DEMO_ACCOUNTS.ana)).find((mail) =>
      mail.subject.startsWith('AutoPay'),
    );
    expect(notice?.subject).toBe('AutoPay cargará MXN 1,234.50 el 16-01-2027, contrato GLX-2021-004512');
    expect(notice?.text).toContain('Ver tus pagos');
  });
});
