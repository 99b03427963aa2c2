import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  DatabaseBusyError,
  digestStatement,
  hotStatement,
  type Sha256Hex,
  toDigest,
} from '../src/db/prepared.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { openTestDatabase } from './support/harness.ts';

const digestOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** Strings a caller could be tricked into passing; none is a digest, so none may reach the database. */
const HOSTILE = [
  '',
  "'); drop table users; --",
  `${'a'.repeat(63)}'`,
  `${'a'.repeat(62)}\\'`,
  `E'\\x27'`,
  digestOf('x').toUpperCase(),
  `${digestOf('x')}0`,
  digestOf('x').slice(1),
  `${digestOf('x').slice(1)}\n`,
  `${digestOf('x').slice(2)}ä`,
  ` ${digestOf('x').slice(1)}`,
];

describe('toDigest', () => {
  it('accepts a SHA-256 hex digest, and hashToken makes one', () => {
    const digest = digestOf('token');
    expect(toDigest(digest)).toBe(digest);
    expect(hashToken('token')).toBe(digest);
  });

  it.each(HOSTILE)('refuses %j', (value) => {
    expect(() => toDigest(value)).toThrow(TypeError);
  });
});

describe('digestStatement', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let counter = 0;
  /** A statement name of its own per test: prepared statements live as long as the connection. */
  const name = () => `test_probe_${++counter}`;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('answers the rows of the statement for the digest, again and again', async () => {
    const probe = digestStatement<{ value: string; n: number }>(
      database,
      name(),
      'select $1::text as value, length($1)::int as n',
    );
    for (const text of ['a', 'b', 'a']) {
      const digest = hashToken(text);
      expect(await probe(digest)).toEqual([{ value: digest, n: 64 }]);
    }
  });

  it('refuses a value that is not a digest before it reaches the database', async () => {
    const probe = digestStatement<{ value: string }>(database, name(), 'select $1::text as value');
    for (const value of HOSTILE) {
      await expect(probe(value as Sha256Hex)).rejects.toThrow(TypeError);
    }
  });

  it('reads the digest the same with standard_conforming_strings off', async () => {
    const probe = digestStatement<{ value: string }>(database, name(), 'select $1::text as value');
    const digest = hashToken('conforming');
    if (database.raw.kind === 'pglite') {
      // One session: switching it off here is what a stray `set` elsewhere would do.
      await database.raw.client.exec('set standard_conforming_strings = off');
      try {
        expect(await probe(digest)).toEqual([{ value: digest }]);
      } finally {
        await database.raw.client.exec('set standard_conforming_strings = on');
      }
    } else {
      // Pooled connections: the pool pins the setting on connect, whatever the server's default.
      const result = await database.raw.pool.query<{ standard_conforming_strings: string }>(
        'show standard_conforming_strings',
      );
      expect(result.rows[0]?.standard_conforming_strings).toBe('on');
      expect(await probe(digest)).toEqual([{ value: digest }]);
    }
  });

  it('refuses calls beyond maxPending at once, and takes them again when the backlog is gone', async () => {
    const probe = digestStatement<{ value: string }>(database, name(), 'select $1::text as value', {
      maxPending: 2,
      timeoutMs: 5_000,
    });
    const digest = hashToken('bound');
    const calls = [probe(digest), probe(digest), probe(digest)];
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refused = outcomes[2];
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(DatabaseBusyError);
    expect(await probe(digest)).toEqual([{ value: digest }]);
  });

  it('gives up after timeoutMs while the database is held, and works once it is free', async () => {
    const probe = digestStatement<{ n: number }>(
      database,
      name(),
      'select count(*)::int as n from users where $1::text is not null',
      { maxPending: 10, timeoutMs: 100 },
    );
    const digest = hashToken('timeout');
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // PGlite: the open transaction holds the only session; PostgreSQL: the lock holds the table.
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const started = Date.now();
    await expect(probe(digest)).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(Date.now() - started).toBeLessThan(2_000);
    release();
    await holder;
    expect(await probe(digest)).toEqual([{ n: expect.any(Number) }]);
  });

  it('takes a token of safe characters as it is, and refuses any other string before the database', async () => {
    const probe = hotStatement<{ value: string }, ['token']>(
      database,
      name(),
      ['token'],
      'select $1 as value',
    );
    for (const token of ['3f1c2b7e-9a4d-4c1e-8f2a-1b2c3d4e5f60', 'A.b_c:d-9', 'x'.repeat(200)]) {
      expect(await probe(token)).toEqual([{ value: token }]);
    }
    const unsafe = [
      '',
      "'); drop table users; --",
      `E'\\x27'`,
      "it's",
      'a\\b',
      'two words',
      'line\nbreak',
      'x'.repeat(201),
      'ä',
      'a;b',
      '"q"',
      '$1',
    ];
    for (const value of unsafe) {
      await expect(probe(value)).rejects.toThrow(TypeError);
    }
  });

  it('refuses a statement name that is not a plain identifier', () => {
    expect(() => digestStatement(database, 'x; drop table users', 'select $1::text')).toThrow(
      /bad statement name/,
    );
  });
});
