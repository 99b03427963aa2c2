import { describe, expect, it, vi } from 'vitest';
import { throttleCounters } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { LEGACY_DEMO } from '../src/db/seed/legacy-demo.ts';
import { THROTTLES } from '../src/lib/throttle.ts';
import { login, useTestApp } from './support/harness.ts';

/**
 * Account enumeration by timing (issue 12): a failed sign-in costs one bcrypt and one argon2 check whether
 * the address belongs to a previous-app account, a portal account or nobody. Counting the checks is exact
 * where a stopwatch on a shared machine is not.
 */
const calls = vi.hoisted(() => ({ bcrypt: 0, argon2: 0 }));

vi.mock('@node-rs/bcrypt', async (original) => {
  const real = await original<typeof import('@node-rs/bcrypt')>();
  return {
    ...real,
    verify: (password: string, hash: string) => {
      calls.bcrypt += 1;
      return real.verify(password, hash);
    },
  };
});

vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (hash: string, password: string) => {
      calls.argon2 += 1;
      return real.verify(hash, password);
    },
  };
});

const ctx = useTestApp();

describe('a failed sign-in costs the same for every kind of address', () => {
  it.each([
    ['a previous-app account', LEGACY_DEMO.email],
    ['a portal account', DEMO_ACCOUNTS.john],
    ['an unknown address', 'nobody.here@example.com'],
  ])('%s: one bcrypt and one argon2 check', async (_kind, email) => {
    calls.bcrypt = 0;
    calls.argon2 = 0;
    const response = await login(ctx.app, email, 'Wrong#Password1');
    expect(response.statusCode).toBe(400);
    expect(calls).toEqual({ bcrypt: 1, argon2: 1 });
  });
});

describe('past the account’s limit of failures, a wrong password still costs the same for every kind of address', () => {
  it.each([
    ['a previous-app account', LEGACY_DEMO.email],
    ['a portal account', DEMO_ACCOUNTS.john],
    ['an unknown address', 'nobody.here@example.com'],
  ])('%s: one bcrypt and one argon2 check, then 429', async (_kind, email) => {
    await ctx.database.db.insert(throttleCounters).values({
      scope: THROTTLES.loginAccount.scope,
      key: email,
      hits: THROTTLES.loginAccount.max + 5,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    calls.bcrypt = 0;
    calls.argon2 = 0;
    const response = await login(ctx.app, email, 'Wrong#Password1');
    expect(response.statusCode).toBe(429);
    expect(calls).toEqual({ bcrypt: 1, argon2: 1 });
  });
});
