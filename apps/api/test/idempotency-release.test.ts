import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createIdempotencyStore } from '../src/lib/idempotency-store.ts';
import { useTestApp } from './support/harness.ts';

const ctx = useTestApp();

// A keyed request whose write committed and which then failed (the reply's read after its insert, while
// PostgreSQL was going away: 503) is answered with an error, and the plugin releases its key. The write is
// done all the same: a retry with the key must not run it again.
describe('releasing an idempotency key after a failed answer', () => {
  it('forgets a claim that wrote nothing, so the retry runs', async () => {
    const store = createIdempotencyStore(ctx.database.db, ctx.config.linkSigningKey);
    const scope = { principal: 'user:1', route: 'POST /api/v1/messages/:id', key: randomUUID() };
    const first = await store.claim(scope, 'hash');
    if (first.kind !== 'run') throw new Error(`expected to run, got ${first.kind}`);
    await store.release(first.id);
    expect((await store.claim(scope, 'hash')).kind).toBe('run');
  });

  it('keeps a claim whose transaction committed: the retry is not run a second time', async () => {
    const store = createIdempotencyStore(ctx.database.db, ctx.config.linkSigningKey);
    const scope = { principal: 'user:1', route: 'POST /api/v1/messages/:id', key: randomUUID() };
    const first = await store.claim(scope, 'hash');
    if (first.kind !== 'run') throw new Error(`expected to run, got ${first.kind}`);
    await ctx.database.db.transaction((tx) => store.markCommitted(tx, first.id));
    await store.release(first.id);
    expect((await store.claim(scope, 'hash')).kind).toBe('running');
  });
});
