import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStorageFull } from '../src/db/unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable (answered 503, not 500)', () => {
  it.each([
    ['refused while PostgreSQL is down', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'terminated by a fast shutdown',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['starting up', withCode('the database system is starting up', '57P03')],
    ['lost mid-query', new Error('Connection terminated unexpectedly')],
    [
      'wrapped by drizzle',
      new Error('Failed query: select 1', {
        cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      }),
    ],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isStorageFull (answered 507 storage_full)', () => {
  it('recognises PostgreSQL’s disk_full and the file system’s ENOSPC, also wrapped', () => {
    expect(isStorageFull(withCode('could not extend file: No space left on device', '53100'))).toBe(true);
    expect(isStorageFull(new Error('Failed query', { cause: withCode('write failed', 'ENOSPC') }))).toBe(
      true,
    );
    expect(isStorageFull(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isStorageFull(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(false);
  });
});
