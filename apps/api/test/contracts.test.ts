import { ContractListSchema, ContractSchema, dataEnvelope, NOT_FOUND_CODE } from '@vida/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { bearer, type Lang, signIn, useTestApp } from './support/harness.ts';

const ctx = useTestApp();

async function get(url: string, token: string | null, lang: Lang = 'en') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: token ? bearer(token, lang) : { 'accept-language': lang },
  });
}

const tokenOf = async (email: string) => (await signIn(ctx.app, email)).access_token;
const listOf = async (token: string) =>
  dataEnvelope(ContractListSchema).parse((await get('/user_contracts', token)).json()).data;

describe('GET /api/v1/user_contracts', () => {
  it('answers 401 without a session, in the request language', async () => {
    for (const url of ['/user_contracts', '/user_contracts/1']) {
      const en = await get(url, null, 'en');
      const es = await get(url, null, 'es');
      expect([en.statusCode, es.statusCode]).toEqual([401, 401]);
      expect(es.json().message).not.toBe(en.json().message);
    }
  });

  it('lists Ana’s four contracts (Cancelled included), payments due first, with items and amounts', async () => {
    const contracts = await listOf(await tokenOf(DEMO_ACCOUNTS.ana));
    expect(contracts.map((c) => [c.contract_number, c.contract_status, c.currency_id])).toEqual([
      ['GLX-2021-004512', 'Active', 1],
      ['TGB-2025-010877', 'Pending', 2],
      ['MP-2016-001209', 'Cancelled', 1],
      ['TGM-2023-006214', 'Active', 2],
    ]);
    const active = contracts[0];
    expect(active?.payment_types.monthly.map((i) => [i.amount_due, i.late_fee])).toEqual([
      [5180, 350],
      [5180, 150],
      [5180, 0],
      [5180, 0],
    ]);
    expect(active?.payment_types.other_fees.map((i) => [i.fee_type, i.amount_due])).toEqual([
      ['Usage Fee', 6450],
      ['Renovation Fee', 3200],
    ]);
    expect(contracts[1]?.payment_types.down.map((i) => [i.amount_due, i.closing_cost])).toEqual([
      [2490, 350],
    ]);
    expect(active?.weeks_available).toBe(23);
    expect(active?.balance).toBe(186450);
  });

  it('answers one contract by id, the same document as the list', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.john);
    const [first] = await listOf(token);
    if (!first) throw new Error('John has no contracts');
    const response = await get(`/user_contracts/${first.contract_id}`, token);
    expect(response.statusCode).toBe(200);
    expect(dataEnvelope(ContractSchema.strict()).parse(response.json()).data).toEqual(first);
  });

  it('answers 404 (code 604) for another member’s, unknown and malformed ids, in the caller’s language', async () => {
    const ana = await tokenOf(DEMO_ACCOUNTS.ana);
    const john = await tokenOf(DEMO_ACCOUNTS.john);
    const [johns] = await listOf(john);
    if (!johns) throw new Error('John has no contracts');
    for (const id of [String(johns.contract_id), '999999', '0', 'abc', '-1', '1e3']) {
      const en = await get(`/user_contracts/${id}`, ana, 'en');
      expect(en.statusCode).toBe(404);
      expect(en.json()).toMatchObject({ code: NOT_FOUND_CODE });
      const es = await get(`/user_contracts/${id}`, ana, 'es');
      expect(es.json().message).not.toBe(en.json().message);
    }
    expect((await listOf(ana)).some((c) => c.contract_id === johns.contract_id)).toBe(false);
  });

  it('answers an empty list to a verified non-member', async () => {
    expect(await listOf(await tokenOf(DEMO_ACCOUNTS.guest))).toEqual([]);
  });
});
