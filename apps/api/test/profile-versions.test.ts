import { dataEnvelope, type Profile, ProfileSchema } from '@vida/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contracts,
  guests,
  members,
  messages,
  paymentHistory,
  paymentItems,
  profileVersions,
  users,
} from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { createProfileRepo } from '../src/modules/profile/profile.repo.ts';
import { bearer, signIn, useTestApp } from './support/harness.ts';

const ctx = useTestApp();

/**
 * The profile is served from a per-process copy while its `profile_versions` row and the date are
 * unchanged. These tests write to every table the profile is built from, the way another API process (or an
 * operator's SQL) would — straight to the database — and expect the next read to show the write.
 */
async function read(token: string): Promise<Profile> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return dataEnvelope(ProfileSchema).parse(response.json()).data;
}

async function anaSession() {
  const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
  const first = await read(access_token);
  // A second read is served from the copy; it must be the same document.
  expect(await read(access_token)).toEqual(first);
  const [ana] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.ana));
  if (!ana?.memberId) throw new Error('Ana has no member record');
  const contract = first.contracts.find((c) => c.contract_status === 'Active');
  if (!contract) throw new Error('Ana has no active contract');
  return { token: access_token, profile: first, userId: ana.id, memberId: ana.memberId, contract };
}

describe('the profile copy follows every write it is built from', () => {
  it('user and member records', async () => {
    const { token, userId, memberId } = await anaSession();
    const db = ctx.database.db;
    await db.update(users).set({ firstName: 'Anabel' }).where(eq(users.id, userId));
    expect((await read(token)).first_name).toBe('Anabel');
    await db.update(members).set({ addressLine1: 'Calle Nueva 42' }).where(eq(members.id, memberId));
    expect((await read(token)).address_line_1).toBe('Calle Nueva 42');
  });

  it('contracts, their open payment items and their payment history', async () => {
    const { token, profile, contract } = await anaSession();
    const db = ctx.database.db;
    await db
      .update(contracts)
      .set({ usedWeeks: contract.used_weeks + 1 })
      .where(eq(contracts.id, contract.contract_id));
    const afterWeeks = await read(token);
    expect(afterWeeks.contracts.find((c) => c.contract_id === contract.contract_id)?.used_weeks).toBe(
      contract.used_weeks + 1,
    );

    const due = contract.payment_types.monthly[0];
    if (!due) throw new Error('no monthly item');
    await db.update(paymentItems).set({ paidAt: new Date() }).where(eq(paymentItems.id, due.id));
    const afterPaying = await read(token);
    expect(afterPaying.payments).toBe(profile.payments - 1);

    await db.insert(paymentHistory).values({
      contractId: contract.contract_id,
      status: 2,
      paymentType: 'monthly',
      amount: '5180.00',
      currency: 'MXN',
      lastFour: '4242',
    });
    const afterHistory = await read(token);
    expect(afterHistory.contracts.find((c) => c.contract_id === contract.contract_id)?.payments).toHaveLength(
      contract.payments.length + 1,
    );

    await db.delete(paymentItems).where(eq(paymentItems.contractId, contract.contract_id));
    const afterDelete = await read(token);
    const emptied = afterDelete.contracts.find((c) => c.contract_id === contract.contract_id);
    expect(emptied?.payment_types.monthly).toEqual([]);
  });

  it('messages and guests', async () => {
    const { token, profile, userId } = await anaSession();
    const db = ctx.database.db;
    await db.update(messages).set({ readAt: new Date() }).where(eq(messages.userId, userId));
    expect((await read(token)).unread_messages).toBe(0);
    expect(profile.unread_messages).toBeGreaterThan(0);

    await db.insert(guests).values({ userId, firstName: 'Sofía', lastName: 'García', age: 'child' });
    expect((await read(token)).guests.map((g) => g.first_name)).toContain('Sofía');
  });

  it('another member’s writes leave Ana’s version alone', async () => {
    const { userId } = await anaSession();
    const version = async () => {
      const [row] = await ctx.database.db
        .select({ version: profileVersions.version })
        .from(profileVersions)
        .where(eq(profileVersions.userId, userId));
      return row?.version ?? 0;
    };
    const before = await version();
    await ctx.database.db
      .update(users)
      .set({ firstName: 'Johnny' })
      .where(eq(users.email, DEMO_ACCOUNTS.john));
    expect(await version()).toBe(before);
  });

  it('a signed-out session gets 401 even though its profile was read before', async () => {
    const { token } = await anaSession();
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });
});

describe('the profile queries', () => {
  it('answer the version a copy must match, which a write to the profile changes', async () => {
    const { token, userId } = await anaSession();
    const repo = createProfileRepo(ctx.database);
    const hash = hashToken(token);
    const built = await repo.profileByAccessHash(hash);
    if (!built) throw new Error('session not found');
    expect(built.profile).toContain('"first_name"');

    const { profile: _document, ...session } = built;
    expect(await repo.sessionVersion(hash)).toEqual(session);

    await ctx.database.db.insert(guests).values({ userId, firstName: 'Pablo', lastName: 'García' });
    const after = await repo.sessionVersion(hash);
    expect(after?.version).not.toBe(built.version);
    expect(await repo.sessionVersion(hashToken('not-a-token'))).toBeUndefined();
  });
});
