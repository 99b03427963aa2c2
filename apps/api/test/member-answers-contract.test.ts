import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { deepStrict } from './support/deep-strict.ts';
import { bearer, signIn, useTestApp } from './support/harness.ts';

const ctx = useTestApp();

/** Answers that are files, not JSON: their own tests read them (reservations, payments). */
const FILES = new Set([
  'GET /api/v1/reservations/:number/calendar.ics',
  'GET /api/v1/orders/:order/download',
  'GET /api/v1/contracts/:id/statement',
]);

type Get = (url: string) => Promise<unknown>;
type Listed = { data: Array<Record<string, unknown>> };

/** The first item a member's list answers, by its id field; the test fails when the member has none. */
async function firstOf(get: Get, url: string, field: string, inner = false): Promise<string> {
  const body = (await get(url)) as Listed & { data: Listed };
  const id = (inner ? body.data.data : body.data)[0]?.[field];
  if (id === undefined) throw new Error(`${url} lists nothing for this member`);
  return String(id);
}

/**
 * The path parameters of each member GET, as each member's own lists give them: a route with a parameter
 * that is not here fails the test (it says which), so a new route cannot go unchecked.
 */
const PARAMS: Record<string, (get: Get) => Promise<Record<string, string>>> = {
  '/api/v1/messages/:id': async (get) => ({ id: await firstOf(get, '/api/v1/messages', 'id') }),
  '/api/v1/user_contracts/:id': async (get) => ({
    id: await firstOf(get, '/api/v1/user_contracts', 'contract_id'),
  }),
  '/api/v1/autopay/contracts/:id': async (get) => ({
    id: await firstOf(get, '/api/v1/user_contracts', 'contract_id'),
  }),
  '/api/v1/destination_highlights/:id': async (get) => ({
    id: await firstOf(get, '/api/v1/destination_highlights', 'id', true),
  }),
  '/api/v1/user_reservations/:type': async () => ({ type: 'all' }),
  // A payment of the member's made through the portal (the history says which rows have a receipt).
  '/api/v1/orders/:order/receipt': async (get) => {
    const { data } = (await get('/api/v1/payment_history')) as {
      data: Array<{ payments: Array<{ uuid: string; invoice: boolean }> }>;
    };
    const order = data.flatMap((contract) => contract.payments).find((row) => row.invoice)?.uuid;
    if (order === undefined) throw new Error('/api/v1/payment_history lists no portal payment');
    return { order };
  },
};

const isMemberRoute = (security: unknown) =>
  Array.isArray(security) && security.some((s) => typeof s === 'object' && s !== null && 'bearer' in s);

// Many member answers are JSON built in SQL (json_build_object), sent as text without passing through the
// route's serializer: a field renamed in SQL would reach the client unless a test parses it strictly.
describe('member answers', () => {
  it('match their declared schema deep-strictly on every member GET, for two members', async () => {
    const routes = ctx.app.routeTable.filter(
      (r) =>
        r.method === 'GET' &&
        r.url.startsWith('/api/v1/') &&
        !r.url.startsWith('/api/v1/care/') &&
        isMemberRoute((r.schema as { security?: unknown } | undefined)?.security),
    );
    const undeclared: string[] = [];
    const unknownParams: string[] = [];
    const checked: string[] = [];
    const mismatches: string[] = [];
    for (const email of [DEMO_ACCOUNTS.ana, DEMO_ACCOUNTS.john]) {
      const token = (await signIn(ctx.app, email)).access_token;
      const get = async (url: string) => {
        const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token, 'es') });
        expect(response.statusCode, `${email}: GET ${url} ${response.body.slice(0, 200)}`).toBe(200);
        return response;
      };
      for (const { url, schema } of routes) {
        const name = `GET ${url}`;
        if (FILES.has(name)) continue;
        const declared = (schema?.response as Record<string, z.ZodType> | undefined)?.[200];
        if (!declared) {
          undeclared.push(name);
          continue;
        }
        let path = url;
        if (url.includes(':')) {
          const params = PARAMS[url];
          if (!params) {
            unknownParams.push(name);
            continue;
          }
          const values = await params(async (u) => (await get(u)).json());
          path = url.replace(/:(\w+)/g, (_, key: string) => values[key] ?? '');
        }
        const parsed = deepStrict(declared).safeParse((await get(path)).json());
        for (const issue of parsed.error?.issues ?? []) {
          mismatches.push(`${email}: ${name} at ${issue.path.join('.')}: ${issue.message}`);
        }
        checked.push(name);
      }
    }
    expect(mismatches, 'answers that differ from their declared schema').toEqual([]);
    expect(undeclared, 'member GETs without a declared 200 answer').toEqual([]);
    expect(unknownParams, 'member GETs whose path parameters this test does not know').toEqual([]);
    // The sweep found the routes it is about (a broken enumeration must not pass by checking nothing).
    expect(new Set(checked)).toEqual(
      new Set([
        'GET /api/v1/sessions',
        'GET /api/v1/profile',
        'GET /api/v1/user_contracts',
        'GET /api/v1/user_contracts/:id',
        'GET /api/v1/credit_cards',
        'GET /api/v1/card-checkout/fingerprint',
        'GET /api/v1/payment_history',
        'GET /api/v1/orders/:order/receipt',
        'GET /api/v1/autopay',
        'GET /api/v1/autopay/contracts/:id',
        'GET /api/v1/destination_highlights',
        'GET /api/v1/destination_highlights/:id',
        'GET /api/v1/exchanges',
        'GET /api/v1/messages',
        'GET /api/v1/messages/unread-count',
        'GET /api/v1/messages/:id',
        'GET /api/v1/user_reservations/:type',
      ]),
    );
  });
});
