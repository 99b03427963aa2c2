import { ApiErrorSchema, messages } from '@vida/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { throttleCounters } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { THROTTLES, talliedHits } from '../src/lib/throttle.ts';
import { badTextField } from '../src/plugins/input-text.ts';
import { bearer, type Lang, signIn, useTestApp } from './support/harness.ts';

const ctx = useTestApp();

// Each reached PostgreSQL and answered 500 before (issue 12, item 6).
const ENDPOINTS: Array<{ method: 'POST' | 'PUT'; url: string; field: string; auth: boolean }> = [
  { method: 'POST', url: '/api/v1/messages', field: 'message', auth: true },
  { method: 'POST', url: '/api/v1/messages/1', field: 'message', auth: true },
  { method: 'PUT', url: '/api/v1/profile', field: 'address_line_1', auth: true },
  { method: 'POST', url: '/api/v1/reservation_requested', field: 'first_name', auth: true },
  { method: 'POST', url: '/api/v1/add_reservation_to_profile', field: 'confirmation_number', auth: true },
  { method: 'POST', url: '/api/v1/send_reservation_confirmation', field: 'reservation_number', auth: true },
  { method: 'POST', url: '/api/v1/users', field: 'first_name', auth: false },
  { method: 'POST', url: '/api/v1/login', field: 'email', auth: false },
];

describe('text the database cannot store', () => {
  for (const lang of ['en', 'es'] satisfies Lang[]) {
    for (const bad of ['a\u0000b', 'x\uD800', '\uDC00y', 'bell\u0007']) {
      it(`answers 400 on the field for ${JSON.stringify(bad)} everywhere (${lang})`, async () => {
        const token = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
        for (const endpoint of ENDPOINTS) {
          const response = await ctx.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            headers: endpoint.auth ? bearer(token, lang) : { 'accept-language': lang },
            payload: { [endpoint.field]: bad },
          });
          expect(response.statusCode, endpoint.url).toBe(400);
          expect(ApiErrorSchema.parse(response.json()).errors, endpoint.url).toEqual({
            [endpoint.field]: [messages[lang].validation_characters],
          });
        }
      });
    }
  }

  it('answers 404 for such text in a path parameter', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    for (const url of [
      '/api/v1/messages/1%00',
      '/api/v1/sessions/%ED%A0%80',
      '/api/v1/reservations/VP%00/calendar.ics',
    ]) {
      const method = url.includes('sessions') ? 'DELETE' : 'GET';
      expect((await ctx.app.inject({ method, url, headers: bearer(token) })).statusCode, url).toBe(404);
    }
  });

  it('finds the field in nested bodies and keys, and lets tabs, line breaks and emoji through', () => {
    expect(badTextField({ travelers: [{ email: 'ok' }, { email: 'a\u0000' }] })).toBe('travelers.1.email');
    expect(badTextField({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(badTextField({ message: 'Line one\r\n\tline two 🏝️ ñ' })).toBeNull();
  });

  it('walks values of any depth without overflowing the stack', () => {
    // Deeper than the body parser lets through, as a query or a decorator could still bring.
    let bad: unknown = 'a\u0000';
    let good: unknown = 'a';
    for (let i = 0; i < 100_000; i += 1) {
      bad = i % 2 === 0 ? [bad] : { k: bad };
      good = i % 2 === 0 ? [good] : { k: good };
    }
    expect(badTextField(bad)).toMatch(/^k\.0\.k\.0\./);
    expect(badTextField(good)).toBeNull();
  });
});

describe('request bodies', () => {
  it('refuse fields the endpoint does not take, naming each, and the document says so', async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/messages/1',
      headers: bearer(token, 'es'),
      payload: { message: 'Hola', is_admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).errors).toEqual({
      is_admin: [messages.es.validation_unknown_field],
    });
    const doc = ctx.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: object }> } }>
      >;
    };
    const body = doc.paths['/api/v1/login']?.post?.requestBody?.content['application/json']?.schema;
    expect(body).toMatchObject({ additionalProperties: false });
  });

  it('say a value of the wrong type is of the wrong type, not missing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 42, password: ['x'] },
    });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).errors).toMatchObject({
      email: [messages.en.validation_type],
      password: [messages.en.validation_type],
      captcha_response: [messages.en.validation_captcha],
    });
  });
});

describe('per-member rate limit', () => {
  it('answers 429 with Retry-After past 600 requests a minute, in the caller’s language', async () => {
    // A route behind requireAuth (the member's sessions).
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const get = () =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: bearer(token, 'es') });
    expect((await get()).statusCode).toBe(200);
    // Jump to the 600th request of the minute rather than send 600: as other processes would, once this
    // one has written its count and read theirs.
    await ctx.app.memberRequestCounts.written();
    await ctx.database.db
      .update(throttleCounters)
      .set({ hits: 599 })
      .where(eq(throttleCounters.scope, THROTTLES.apiMember.scope));
    expect((await get()).statusCode).toBe(200);
    await ctx.app.memberRequestCounts.written();
    const blocked = await get();
    expect(blocked.statusCode).toBe(429);
    const seconds = Number(blocked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(ApiErrorSchema.parse(blocked.json()).message).toBe(
      messages.es.too_many_requests.replace('{{seconds}}', String(seconds)),
    );
    // Another member is not affected.
    const john = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: bearer(john) })).statusCode,
    ).toBe(200);
  });
});

describe('per-member rate limit on the reads that check the session in their own statement', () => {
  // lib/member-reads/member-answer.ts and the profile: outside requireAuth, counted all the same.
  const HOT_READS = [
    '/api/v1/profile',
    '/api/v1/messages',
    '/api/v1/messages/1',
    '/api/v1/messages/unread-count',
    '/api/v1/user_reservations/all',
    '/api/v1/user_contracts',
    '/api/v1/user_contracts/1',
    '/api/v1/credit_cards',
    '/api/v1/exchanges',
    '/api/v1/destination_highlights',
    '/api/v1/destination_highlights/1',
    '/api/v1/payment_history',
  ];
  const read = (url: string, token: string, lang: Lang = 'en') =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(token, lang) });
  const setHits = (hits: number) =>
    ctx.database.db
      .update(throttleCounters)
      .set({ hits })
      .where(eq(throttleCounters.scope, THROTTLES.apiMember.scope));

  it('answers the 601st read of a minute 429 with Retry-After; another member reads on', {
    timeout: 60_000,
  }, async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    for (let i = 0; i < 600; i += 1) {
      const url = HOT_READS[i % HOT_READS.length] as string;
      const response = await read(url, ana);
      expect(response.statusCode, `read ${i + 1}: ${url}`).not.toBe(429);
    }
    const blocked = await read('/api/v1/profile', ana, 'es');
    expect(blocked.statusCode).toBe(429);
    const seconds = Number(blocked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(ApiErrorSchema.parse(blocked.json()).message).toBe(
      messages.es.too_many_requests.replace('{{seconds}}', String(seconds)),
    );
    const john = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    expect((await read('/api/v1/profile', john)).statusCode).toBe(200);
  });

  it('gives concurrent requests each their own count, per member, and writes them once', async () => {
    const rule = { scope: 'test:tallied', max: 5, windowSeconds: 60 };
    const counts = talliedHits(ctx.database, rule);
    const hits = Array.from({ length: 12 }, (_, i) => counts.hit(i % 2 === 0 ? 1 : 2));
    expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
    expect(counts.hit(1).hits).toBe(7);
    await counts.written();
    const rows = await ctx.database.db
      .select({ key: throttleCounters.key, hits: throttleCounters.hits })
      .from(throttleCounters)
      .where(eq(throttleCounters.scope, rule.scope));
    expect(rows.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: '1', hits: 7 },
      { key: '2', hits: 6 },
    ]);
    counts.stop();
  });

  it('judges by what other processes counted as of its last write', async () => {
    const rule = { scope: 'test:shared', max: 5, windowSeconds: 60 };
    const counts = talliedHits(ctx.database, rule);
    expect(counts.hit(1).allowed).toBe(true);
    await counts.written();
    // Another process counted four more meanwhile.
    await ctx.database.db
      .update(throttleCounters)
      .set({ hits: 5 })
      .where(eq(throttleCounters.scope, rule.scope));
    expect(counts.hit(1)).toMatchObject({ hits: 2, allowed: true });
    await counts.written();
    const blocked = counts.hit(1);
    expect(blocked).toMatchObject({ hits: 7, allowed: false });
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(60);
    counts.stop();
  });

  it('counts every one of those reads', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    await read('/api/v1/profile', ana);
    const count = async () => {
      await ctx.app.memberRequestCounts.written();
      const [row] = await ctx.database.db
        .select({ hits: throttleCounters.hits })
        .from(throttleCounters)
        .where(eq(throttleCounters.scope, THROTTLES.apiMember.scope));
      return row?.hits ?? 0;
    };
    for (const url of HOT_READS) {
      const before = await count();
      expect((await read(url, ana)).statusCode, url).not.toBe(429);
      expect(await count(), url).toBe(before + 1);
    }
  });

  it('refuses each of those reads past the ceiling', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    // The ceiling as other processes would fill it: seen here with this process's next write.
    const settle = async (hits: number, url: string) => {
      await read(url, ana);
      await ctx.app.memberRequestCounts.written();
      await setHits(hits);
      await read(url, ana);
      await ctx.app.memberRequestCounts.written();
    };
    for (const url of HOT_READS) {
      await settle(THROTTLES.apiMember.max, url);
      const response = await read(url, ana);
      expect(response.statusCode, url).toBe(429);
      expect(Number(response.headers['retry-after']), url).toBeGreaterThan(0);
      await settle(0, url);
      expect((await read(url, ana)).statusCode, url).not.toBe(429);
    }
  });
});

describe('field names from the client', () => {
  // (`__proto__` never gets this far: the JSON parser refuses it as a malformed body.)
  it.each(['constructor', 'toString', 'hasOwnProperty'])(
    'answer an unknown field named %s like any other',
    async (name) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"${name}": [], "email": "a@example.com", "password": "x", "captcha_response": "x"}`,
      });
      expect(response.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).errors).toEqual({
        [name]: [messages.en.validation_unknown_field],
      });
    },
  );
});
