import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CARD_TOKENS } from '@vida/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ChargeRecord, SandboxStore } from '../src/store.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const charge = (id: string): ChargeRecord => ({
  id,
  reference: `order-${id}`,
  token: 'tok',
  amount: '10.00',
  currency: 'MXN',
  status: 'AUTHORIZED',
  reasonCode: '100',
  submitTimeUtc: '2026-11-29T20:00:00Z',
});

describe('the sandbox store', () => {
  it('keeps every change across a restart, one journal line each, and compacts on opening', () => {
    const store = new SandboxStore(dir);
    store.recordCharge(charge('1'));
    store.recordCharge(charge('2'));
    expect(store.claimUuid('key', 'uuid-1')).toBe(true);
    store.openCheckout({ id: 'c1', endpoint: '/pay', fields: {}, createdAt: Date.now() });
    store.takeCheckout('c1');
    const journal = readFileSync(join(dir, 'sandbox-store.journal'), 'utf8').trim().split('\n');
    expect(journal).toHaveLength(5);

    const reopened = new SandboxStore(dir);
    expect(reopened.allCharges().map((c) => c.id)).toEqual(['1', '2']);
    expect(reopened.claimUuid('key', 'uuid-1')).toBe(false);
    expect(reopened.peekCheckout('c1')).toBeUndefined();
    expect(reopened.token(DEMO_CARD_TOKENS[0].token)?.active).toBe(true);
    // Opening wrote it all into the snapshot and started an empty journal.
    expect(readFileSync(join(dir, 'sandbox-store.journal'), 'utf8')).toBe('');
    expect(new SandboxStore(dir).allCharges()).toHaveLength(2);
  });

  it('skips a journal line cut short by a kill mid-append', () => {
    new SandboxStore(dir).recordCharge(charge('1'));
    appendFileSync(join(dir, 'sandbox-store.journal'), '{"table":"charges","key":"2","val');
    expect(new SandboxStore(dir).allCharges().map((c) => c.id)).toEqual(['1']);
  });
});
