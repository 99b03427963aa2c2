import {
  addDays,
  CLUB_TIME_ZONE,
  clubDay,
  dataEnvelope,
  type Profile,
  ProfileSchema,
  VISIBLE_CONTRACT_STATUSES,
} from '@vida/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts, messages as messagesTable, paymentItems } from '../src/db/schema/index.ts';
import { FAQS } from '../src/db/seed/data/faqs.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { sanitizeHtml } from '../src/lib/sanitize-html.ts';
import { bearer, type Lang, signIn, useTestApp } from './support/harness.ts';

const ctx = useTestApp();

async function profileOf(email: string, lang: Lang = 'en'): Promise<Profile> {
  const tokens = await signIn(ctx.app, email);
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/profile',
    headers: bearer(tokens.access_token, lang),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  // strict(): the answer carries exactly the documented fields.
  return dataEnvelope(ProfileSchema.strict()).parse(response.json()).data;
}

const today = () => clubDay(new Date());

describe('GET /api/v1/profile', () => {
  it('gives Ana her member data, three visible contracts and a cancelled one with the due ones first, and her counts', async () => {
    const profile = await profileOf(DEMO_ACCOUNTS.ana);
    expect(profile).toMatchObject({
      vida_member_id: '100200300',
      first_name: 'Ana',
      last_name: 'García',
      email: DEMO_ACCOUNTS.ana,
      language_id: 'es',
      country: 'MX',
      resort_name: 'Grand Luxxe',
      all_communications: true,
    });
    expect(profile.contracts.map((c) => [c.contract_status, c.currency_id === 1 ? 'MXN' : 'USD'])).toEqual([
      ['Active', 'MXN'],
      ['Pending', 'USD'],
      ['Cancelled', 'MXN'],
      ['Active', 'USD'],
    ]);
    // Three visible contracts (the My Account rotator) and the cancelled one the web app leaves out.
    expect(
      profile.contracts.filter((c) => VISIBLE_CONTRACT_STATUSES.includes(c.contract_status)),
    ).toHaveLength(3);
    expect(profile.pending_change).toBeNull();
    for (const contract of profile.contracts) expect(contract.user_id).toBe(profile.user_id);

    const active = profile.contracts[0];
    if (!active) throw new Error('no contract');
    const overdue = active.payment_types.monthly.filter((item) => item.due_date <= today());
    expect(overdue).toHaveLength(2);
    expect(overdue.some((item) => item.late_fee > 0)).toBe(true);
    expect(active.payment_types.other_fees.map((f) => f.fee_type)).toContain('Usage Fee');
    expect(active.weeks_available).toBe(active.total_weeks - active.used_weeks);
    expect(active.balance).toBe(186450);
    // Due dates ascending within a category.
    const dates = active.payment_types.monthly.map((item) => item.due_date);
    expect(dates).toEqual([...dates].sort());

    // Only approved/settled payments of the last 730 days, newest first.
    expect(active.payments).toHaveLength(2);
    for (const payment of active.payments) expect([2, 3]).toContain(payment.status);
    expect(active.payments[0]?.id).toBeGreaterThan(active.payments[1]?.id ?? 0);
    expect(active.payments[0]?.created_at).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/,
    );

    // Two overdue instalments and the usage fee; the cancelled contract's overdue fee does not count.
    expect(profile.payments).toBe(3);
    // Unread alert, unread marketing message and the unread reply of the support thread.
    expect(profile.unread_messages).toBe(3);
    expect(profile.guests.map((g) => g.age)).toEqual(['adult', 'child']);
  });

  it('gives John four Active/Blocked contracts in USD and MXN, the due ones first', async () => {
    const profile = await profileOf(DEMO_ACCOUNTS.john);
    expect(profile.vida_member_id).toBe('100200301');
    expect(profile.language_id).toBe('en');
    expect(profile.contracts).toHaveLength(4);
    for (const c of profile.contracts) expect(VISIBLE_CONTRACT_STATUSES).toContain(c.contract_status);
    expect(new Set(profile.contracts.map((c) => c.currency_id === 1))).toEqual(new Set([true, false]));
    expect(
      profile.contracts
        .map((c) => c.contract_number)
        .slice(0, 2)
        .sort(),
    ).toEqual(['TE-2017-000954', 'TGB-2019-007731'].sort());
    expect(profile.payments).toBe(2);
    // The unread marketing message and care's answer to his question.
    expect(profile.unread_messages).toBe(2);
    expect(profile.guests).toEqual([]);
  });

  it('gives a non-member a profile without member data', async () => {
    const profile = await profileOf(DEMO_ACCOUNTS.guest);
    expect(profile).toMatchObject({
      vida_member_id: null,
      contracts: [],
      payments: 0,
      unread_messages: 0,
      address_line_1: null,
      country: null,
      all_communications: false,
    });
  });

  it('never mixes members: John’s token yields only John’s data', async () => {
    const ana = await profileOf(DEMO_ACCOUNTS.ana);
    const john = await profileOf(DEMO_ACCOUNTS.john);
    expect(john.user_id).not.toBe(ana.user_id);
    const anaContracts = new Set(ana.contracts.map((c) => c.contract_id));
    for (const c of john.contracts) expect(anaContracts.has(c.contract_id)).toBe(false);
    const johnJson = JSON.stringify(john);
    for (const secret of ['García', 'GLX-2021-004512', 'Hernández', 'ana.garcia']) {
      expect(johnJson).not.toContain(secret);
    }
  });

  it('gives the FAQs in the request language', async () => {
    const en = await profileOf(DEMO_ACCOUNTS.ana, 'en');
    const es = await profileOf(DEMO_ACCOUNTS.ana, 'es');
    expect(en.faqs).toHaveLength(FAQS.length);
    expect(en.faqs[0]?.question).toBe(FAQS[0]?.en.question);
    expect(es.faqs[0]?.question).toBe(FAQS[0]?.es.question);
    // Stored as served: reduced to the sanitiser's allow-list (links gain rel="noopener noreferrer").
    expect(es.faqs[0]?.answer).toBe(sanitizeHtml(FAQS[0]?.es.answer ?? ''));
  });

  it('follows the data: reading messages and paying items change the counts', async () => {
    await ctx.database.db.update(messagesTable).set({ readAt: new Date() });
    await ctx.database.db
      .update(paymentItems)
      .set({ paidAt: new Date() })
      .where(eq(paymentItems.category, 'monthly'));
    const profile = await profileOf(DEMO_ACCOUNTS.ana);
    expect(profile.unread_messages).toBe(0);
    expect(profile.payments).toBe(1);
    expect(profile.contracts[0]?.payment_types.monthly).toEqual([]);
  });
});

describe('GET /api/v1/profile on the club’s day', () => {
  it('counts an instalment due today at the club, not tomorrow’s, whatever day the database session is in', async () => {
    const db = ctx.database.db;
    const [contract] = await db
      .select()
      .from(contracts)
      .where(eq(contracts.contractNumber, 'GLX-2021-004512'));
    if (!contract) throw new Error('demo data missing');
    await db.update(paymentItems).set({ paidAt: new Date() });
    const today = clubDay(new Date());
    const item = { contractId: contract.id, category: 'monthly', amountDue: '100.00', closingCost: '0.00' };
    const fees = { lateFee: '0.00', invoiceAmount: '100.00' };
    await db.insert(paymentItems).values([
      { ...item, ...fees, dueDate: today },
      { ...item, ...fees, dueDate: addDays(today, 1) },
    ]);
    // A session clock whose day is not Cancún's right now (the embedded database has one session; on
    // PostgreSQL the pool's sessions stay in UTC, whose day differs from Cancún's from 00:00 to 05:00 UTC).
    const cancunHour = Number(
      new Intl.DateTimeFormat('en-US', {
        timeZone: CLUB_TIME_ZONE,
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(new Date()),
    );
    const zone = cancunHour >= 5 ? 'Etc/GMT-14' : 'Etc/GMT+12';
    const pglite = ctx.database.raw.kind === 'pglite' ? ctx.database.raw.client : null;
    await pglite?.exec(`set timezone = '${zone}'`);
    try {
      const profile = await profileOf(DEMO_ACCOUNTS.ana);
      expect(profile.payments).toBe(1);
    } finally {
      await pglite?.exec(`set timezone = 'UTC'`);
    }
  });
});

describe('GET /api/v1/profile under concurrency', () => {
  it('answers many simultaneous requests of different members each with their own profile', async () => {
    const ana = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const john = await signIn(ctx.app, DEMO_ACCOUNTS.john);
    const tokens = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? john : ana));
    const responses = await Promise.all(
      tokens.map((t, i) =>
        ctx.app.inject({
          method: 'GET',
          url: '/api/v1/profile',
          headers: bearer(i % 5 === 0 ? 'A'.repeat(43) : t.access_token, i % 2 ? 'es' : 'en'),
        }),
      ),
    );
    responses.forEach((response, i) => {
      if (i % 5 === 0) {
        expect(response.statusCode).toBe(401);
        return;
      }
      expect(response.statusCode).toBe(200);
      const profile = dataEnvelope(ProfileSchema).parse(response.json()).data;
      expect(profile.email).toBe(i % 3 === 0 ? DEMO_ACCOUNTS.john : DEMO_ACCOUNTS.ana);
      expect(profile.faqs[0]?.question).toBe(i % 2 ? FAQS[0]?.es.question : FAQS[0]?.en.question);
    });
  });
});
