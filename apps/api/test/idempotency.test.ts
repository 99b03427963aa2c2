import { randomUUID } from 'node:crypto';
import {
  ApiErrorSchema,
  CreditCardListSchema,
  dataEnvelope,
  HotelSchema,
  MessageSummarySchema,
} from '@vida/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { queryRows } from '../src/db/sql.ts';
import { bearer, captchaPayload, signIn, useTestApp } from './support/harness.ts';
import { newMemberRegistration } from './support/registration.ts';

const ctx = useTestApp();

async function count(table: 'messages' | 'mail_outbox' | 'users' | 'reservations'): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    ctx.database.db,
    sql.raw(`select count(*) as n from ${table}`),
  );
  return Number(row?.n);
}

async function reasonId(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`select id from contact_reasons order by id limit 1`,
  );
  if (!row) throw new Error('no contact reason seeded');
  return row.id;
}

function contact(token: string, payload: Record<string, unknown>, key?: string, lang: 'en' | 'es' = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: { ...bearer(token, lang), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });
}

async function keyRow(key: string) {
  const [row] = await queryRows<{ committed: boolean }>(
    ctx.database.db,
    sql`select committed from idempotency_keys where key = ${key}`,
  );
  return row;
}

/** The key as its request left it when its process died: no answer, and silent for half a minute. */
async function fellSilent(key: string, { committed }: { committed: boolean }) {
  await ctx.database.db.execute(
    sql`update idempotency_keys set status_code = null, response_body = null, committed = ${committed},
          claimed_at = now() - interval '30 seconds' where key = ${key}`,
  );
}

describe('Idempotency-Key', () => {
  it('answers a retry after a lost answer with the first answer, and writes once', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    const body = { reason: await reasonId(), message: 'Can I bring my dog?' };
    const [messages, mails] = [await count('messages'), await count('mail_outbox')];
    const key = randomUUID();

    const first = await contact(token, body, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The client never saw `first` (a dropped connection) and sends the same request again.
    const retry = await contact(token, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());

    expect(await count('messages')).toBe(messages + 1);
    expect(await count('mail_outbox')).toBe(mails + 1);
    // Without a key every request is its own write, as before.
    expect((await contact(token, body)).statusCode).toBe(201);
    expect((await contact(token, body)).statusCode).toBe(201);
    expect(await count('messages')).toBe(messages + 3);
  });

  it('writes once for 20 concurrent identical requests, and all of them get the one answer', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    const body = { reason: await reasonId(), message: 'Twenty taps on the send button' };
    const [messages, mails] = [await count('messages'), await count('mail_outbox')];
    const key = randomUUID();

    const answers = await Promise.all(Array.from({ length: 20 }, () => contact(token, body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => (a.json() as { data: { id: number } }).data.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await count('messages')).toBe(messages + 1);
    expect(await count('mail_outbox')).toBe(mails + 1);
  });

  it('takes over a key whose process died before writing, so the retry runs instead of 409', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    const body = { reason: await reasonId(), message: 'Sent just before the server died' };
    const key = randomUUID();
    expect((await contact(token, body, key)).statusCode).toBe(201);
    expect(await keyRow(key)).toMatchObject({ committed: true });
    // As a process killed before its transaction committed leaves it: claimed, nothing written, no answer,
    // and no heartbeat for half a minute.
    await fellSilent(key, { committed: false });
    const messages = await count('messages');

    const retry = await contact(token, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('messages')).toBe(messages + 1);
    const again = await contact(token, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(retry.json());
  });

  it('forgets a day-old key: the same key runs again, even with another body, and then replays its new answer', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    const key = randomUUID();
    const first = await contact(token, { reason: await reasonId(), message: 'Sent yesterday' }, key);
    expect(first.statusCode).toBe(201);
    await ctx.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    const messages = await count('messages');

    const body = { reason: await reasonId(), message: 'Sent today with yesterday’s key' };
    const today = await contact(token, body, key);
    expect(today.statusCode).toBe(201);
    expect(today.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('messages')).toBe(messages + 1);
    const again = await contact(token, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(today.json());
  });

  it('never writes twice for a key whose write committed but whose answer was lost: 409, in the caller’s language', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    const body = { reason: await reasonId(), message: 'Saved, then the server died' };
    const key = randomUUID();
    expect((await contact(token, body, key)).statusCode).toBe(201);
    await fellSilent(key, { committed: true });
    const messages = await count('messages');

    const retry = await contact(token, body, key, 'es');
    expect(retry.statusCode).toBe(409);
    const error = ApiErrorSchema.parse(retry.json());
    expect(error.code).toBe('idempotency_answer_lost');
    expect(error.message).toMatch(/se guardó/);
    expect(await count('messages')).toBe(messages);
  });

  // The key is marked by the transaction the route hands its service (request.keyedTransaction): a service
  // that wrote through db.transaction instead would leave it unmarked, and a retry after a crash would write
  // a second time.
  it('marks the key committed with the write on every keyed write that commits a transaction', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const read = async (url: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(ana) })).json();
    const hotels = dataEnvelope(z.array(HotelSchema)).parse(await read('/reservation_hotels')).data;
    const threads = dataEnvelope(z.array(MessageSummarySchema)).parse(await read('/messages')).data;
    const support = threads.find((t) => t.message_type === 'support');
    const other = CreditCardListSchema.parse(await read('/credit_cards')).data.find((c) => !c.is_default);
    const arriving = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const writes: Array<{ method: 'POST' | 'PUT'; url: string; payload: Record<string, unknown> }> = [
      { method: 'POST', url: '/api/v1/messages', payload: { reason: await reasonId(), message: 'Hi' } },
      { method: 'POST', url: `/api/v1/messages/${support?.id}`, payload: { message: 'A reply' } },
      {
        method: 'POST',
        url: '/api/v1/reservation_requested',
        payload: {
          destination: hotels[0]?.id,
          arriving_date: arriving,
          departing_date: arriving,
          guests: 1,
          unit_type: 'studio',
          add_transportation: false,
          flexible_dates: false,
          flexible_destinations: false,
          is_member: true,
          travelers: [{ age: 'adult', first_name: 'Ana', last_name: 'García', email: 'ana@example.com' }],
        },
      },
      { method: 'PUT', url: '/api/v1/profile', payload: { language_id: 'en' } },
      { method: 'PUT', url: `/api/v1/credit_cards/${other?.id}`, payload: { is_default: true } },
    ];
    for (const { method, url, payload } of writes) {
      const key = randomUUID();
      const response = await ctx.app.inject({
        method,
        url,
        headers: { ...bearer(ana), 'idempotency-key': key },
        payload,
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      expect(await keyRow(key), `${method} ${url}`).toMatchObject({ committed: true });
    }
  });

  it('refuses the same key with another body: 422 idempotency_key_reused in the caller’s language', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    const reason = await reasonId();
    const key = randomUUID();
    expect((await contact(token, { reason, message: 'One' }, key)).statusCode).toBe(201);
    const messages = await count('messages');
    for (const lang of ['en', 'es'] as const) {
      const other = await contact(token, { reason, message: 'Another' }, key, lang);
      expect(other.statusCode).toBe(422);
      const error = ApiErrorSchema.parse(other.json());
      expect(error.code).toBe('idempotency_key_reused');
      expect(error.message).toMatch(lang === 'es' ? /ya se usó/ : /already used/);
    }
    expect(await count('messages')).toBe(messages);
  });

  it('keeps keys apart per member and per route', async () => {
    const john = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const body = { reason: await reasonId(), message: 'Same words, same key' };
    const messages = await count('messages');
    const key = randomUUID();
    const fromJohn = await contact(john, body, key);
    const fromAna = await contact(ana, body, key);
    expect([fromJohn.statusCode, fromAna.statusCode]).toEqual([201, 201]);
    expect(fromAna.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('messages')).toBe(messages + 2);
  });

  it('does not keep failed answers: a retry after a 4xx runs again', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    const key = randomUUID();
    // A reason that does not exist: the service refuses it (400) after the key was claimed.
    const refused = await contact(token, { reason: 999_999, message: 'Hello' }, key);
    expect(refused.statusCode).toBe(400);
    const again = await contact(token, { reason: 999_999, message: 'Hello' }, key);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays an anonymous registration: one account and one verification mail', async () => {
    const payload = newMemberRegistration(await captchaPayload(ctx.app));
    const [users, mails] = [await count('users'), await count('mail_outbox')];
    const key = randomUUID();
    const send = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/users', headers: { 'idempotency-key': key }, payload });
    const first = await send();
    const retry = await send();
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await keyRow(key)).toMatchObject({ committed: true });
    expect(await count('users')).toBe(users + 1);
    expect(await count('mail_outbox')).toBe(mails + 1);
  });

  it('refuses a malformed key with 400 before writing anything', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    const messages = await count('messages');
    const response = await contact(token, { reason: await reasonId(), message: 'Hi' }, 'not a key!');
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).code).toBe('idempotency_key_invalid');
    expect(await count('messages')).toBe(messages);
  });

  it('documents the header on the writes that take it, and only there', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = response.json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const takesKey = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? []).some(
        (p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key',
      );
    for (const [path, method] of [
      ['/api/v1/users', 'post'],
      ['/api/v1/messages', 'post'],
      ['/api/v1/messages/{id}', 'post'],
      ['/api/v1/reservation_requested', 'post'],
      ['/api/v1/profile', 'put'],
    ] as const) {
      expect(takesKey(path, method), `${method} ${path}`).toBe(true);
    }
    expect(takesKey('/api/v1/login', 'post')).toBe(false);
    expect(takesKey('/api/v1/users/passwords', 'post')).toBe(false);
  });
});
