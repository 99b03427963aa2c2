import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { throttleCounters } from '../src/db/schema/index.ts';
import { firstRefusal, type ThrottleRule } from '../src/lib/throttle.ts';
import { openTestDatabase } from './support/harness.ts';

const perMember: ThrottleRule = { scope: 'test:member', max: 2, windowSeconds: 900 };
const perIp: ThrottleRule = { scope: 'test:ip', max: 3, windowSeconds: 900 };

describe('firstRefusal', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  const hitsOf = async (rule: ThrottleRule, key: string) =>
    (
      await database.db
        .select({ hits: throttleCounters.hits })
        .from(throttleCounters)
        .where(and(eq(throttleCounters.scope, rule.scope), eq(throttleCounters.key, key)))
    )[0]?.hits ?? 0;

  it('counts each check in turn, and none after the first over its limit', async () => {
    const checks = (member: string) =>
      [
        [perMember, member],
        [perIp, '10.0.0.1'],
      ] as const;
    expect(await firstRefusal(database.db, checks('1'))).toBeUndefined();
    expect(await firstRefusal(database.db, checks('1'))).toBeUndefined();
    const refused = await firstRefusal(database.db, checks('1'));
    expect(refused).toMatchObject({ hits: 3, allowed: false });
    expect(refused?.retryAfterSeconds).toBeGreaterThan(890);
    // The member's third try was refused by the first rule: the address was not counted for it.
    expect(await hitsOf(perMember, '1')).toBe(3);
    expect(await hitsOf(perIp, '10.0.0.1')).toBe(2);
    // Another member from the same address: counted on both, until the address is over its limit.
    expect(await firstRefusal(database.db, checks('2'))).toBeUndefined();
    expect(await firstRefusal(database.db, checks('2'))).toMatchObject({ hits: 4, allowed: false });
    expect(await hitsOf(perMember, '2')).toBe(2);
  });
});
