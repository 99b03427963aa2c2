import { addDays, clubDay } from '@vida/shared';
/**
 * Every write and the mail it causes commit together (ARCHITECTURE rule 10): with the outbox refusing
 * inserts (a trigger, as a full disk or a constraint would), the business write must not remain either;
 * with the business write failing after its first row, no mail may remain.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { queryRows } from '../src/db/sql.ts';
import { createProfileChangesService } from '../src/modules/care/decisions.service.ts';
import { createProfileChangeDecisions } from '../src/modules/profile-update/profile-change-decisions.ts';
import { createProfileMailer } from '../src/modules/profile-update/profile-mails.ts';
import { bearer, captchaPayload, signIn, useTestApp } from './support/harness.ts';
import { newMemberRegistration } from './support/registration.ts';

const ctx = useTestApp();
const day = (offset: number) => addDays(clubDay(new Date()), offset);

const TABLES = [
  'users',
  'reservations',
  'reservation_requests',
  'messages',
  'profile_change_requests',
  'password_resets',
  'mail_outbox',
] as const;
type Counts = Record<(typeof TABLES)[number], number>;

async function counts(): Promise<Counts> {
  const out = {} as Counts;
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number | string }>(
      ctx.database.db,
      sql.raw(`select count(*) as n from ${table}`),
    );
    out[table] = Number(row?.n);
  }
  return out;
}

/** Makes every insert into `table` fail inside whatever transaction makes it. */
async function refuseInserts(table: string): Promise<void> {
  await ctx.database.db.execute(
    sql.raw(`create or replace function test_refuse_insert() returns trigger language plpgsql as $$
             begin raise exception 'insert refused by the test'; end $$`),
  );
  await ctx.database.db.execute(
    sql.raw(`create trigger test_refuse_insert before insert on ${table}
             for each row execute function test_refuse_insert()`),
  );
}

afterEach(async () => {
  for (const table of TABLES) {
    await ctx.database.db.execute(sql.raw(`drop trigger if exists test_refuse_insert on ${table}`));
  }
});

async function tokenOf(email: string): Promise<string> {
  return (await signIn(ctx.app, email)).access_token;
}

async function hotelId(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`select id from hotels order by id limit 1`,
  );
  if (!row) throw new Error('no hotel seeded');
  return row.id;
}

async function firstReason(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`select id from contact_reasons order by id limit 1`,
  );
  if (!row) throw new Error('no contact reason seeded');
  return row.id;
}

const stayRequest = async () => ({
  destination: await hotelId(),
  arriving_date: day(30),
  departing_date: day(35),
  guests: 2,
  unit_type: 'studio',
  is_member: true,
});

async function requestStay(token: string, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/reservation_requested',
    headers: bearer(token),
    payload,
  });
}

/** With inserts into `table` refused, every request answers 500 and no table keeps a row of it. */
async function expectUndone(table: string, ...requests: (() => Promise<{ statusCode: number }>)[]) {
  await refuseInserts(table);
  const before = await counts();
  const statuses: number[] = [];
  for (const request of requests) statuses.push((await request()).statusCode);
  expect(statuses).toEqual(requests.map(() => 500));
  expect(await counts()).toEqual(before);
}

describe('the outbox refuses the mail: the write that caused it is undone', () => {
  it('registration: no account without its verification mail', async () => {
    const payload = newMemberRegistration(await captchaPayload(ctx.app));
    await expectUndone('mail_outbox', () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/users', payload }),
    );
  });

  it('reservation request: neither the reservation nor the request remains', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const body = await stayRequest();
    await expectUndone('mail_outbox', () => requestStay(token, body));
  });

  it('contact message and reply: the message is not stored', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.john);
    const reason = await firstReason();
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      headers: bearer(token),
      payload: { reason, message: 'First question' },
    });
    expect(opened.statusCode).toBe(201);
    const threadId = (opened.json() as { data: { id: number } }).data.id;

    await expectUndone(
      'mail_outbox',
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/messages',
          headers: bearer(token),
          payload: { reason, message: 'Second question' },
        }),
      () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/v1/messages/${threadId}`,
          headers: bearer(token),
          payload: { message: 'A reply' },
        }),
    );
  });

  it('profile change: the requested e-mail and the language change are not kept', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    await expectUndone('mail_outbox', () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/profile',
        headers: bearer(token),
        payload: { email: 'ana.new@example.com', language_id: 'en', current_password: DEMO_PASSWORD },
      }),
    );
    const [user] = await queryRows<{ language: string }>(
      ctx.database.db,
      sql`select language from users where email = ${DEMO_ACCOUNTS.ana}`,
    );
    expect(user?.language).toBe('es');
  });

  it('password recovery: no reset code is stored without its mail', async () => {
    await expectUndone('mail_outbox', async () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/passwords',
        payload: { email: DEMO_ACCOUNTS.john, captcha_response: await captchaPayload(ctx.app) },
      }),
    );
  });

  it('customer care’s decision: the request stays open when the member’s mail cannot be queued', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: bearer(token),
      payload: { mobile_phone: '+52 55 9999 0000' },
    });
    expect(change.statusCode).toBe(200);
    const care = createProfileChangesService({
      db: ctx.database.db,
      changes: createProfileChangeDecisions({
        db: ctx.database.db,
        mailer: createProfileMailer(ctx.app.mail, ctx.config.club),
      }),
    });
    const [open] = await care.list();
    if (!open) throw new Error('no open change');
    await refuseInserts('mail_outbox');
    await expect(care.reject(open.id, { staffId: null, name: 'test' }, 'No proof')).rejects.toThrow();
    expect((await care.list()).map((c) => c.id)).toEqual([open.id]);
  });
});

describe('the business write fails after its first row: no mail remains', () => {
  it('reservation request: the reservation row and both mails are undone', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const body = await stayRequest();
    await expectUndone('reservation_requests', () => requestStay(token, body));
  });

  it('a write that succeeds keeps both: the request and its two mails', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const before = await counts();
    const response = await requestStay(token, await stayRequest());
    expect(response.statusCode).toBe(201);
    expect(await counts()).toEqual({
      ...before,
      reservations: before.reservations + 1,
      reservation_requests: before.reservation_requests + 1,
      mail_outbox: before.mail_outbox + 2,
    });
  });
});
