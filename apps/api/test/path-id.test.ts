import { NOT_FOUND_CODE } from '@vida/shared';
import { describe, expect, it } from 'vitest';
import { IdParamsSchema, knownPathId, pathId } from '../src/lib/path-id.ts';

describe('path ids', () => {
  it('reads 1 to 9 digits as the id and anything else as 0, which names no row', () => {
    expect(pathId('42')).toBe(42);
    expect(pathId('999999999')).toBe(999_999_999);
    for (const raw of [
      '',
      '0',
      'abc',
      '-1',
      '1e3',
      '4.2',
      ' 42',
      '0x10',
      '1234567890',
      '99999999999999999999',
    ]) {
      expect(pathId(raw), raw).toBe(0);
    }
  });

  it('never fails as params: a malformed id reaches the route as 0, not as a 400', () => {
    expect(IdParamsSchema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(IdParamsSchema.safeParse({ id: 'abc' })).toEqual({ success: true, data: { id: 0 } });
  });

  it('answers 0 with the 404 the routes gave before any lookup', () => {
    expect(knownPathId(7)).toBe(7);
    expect(() => knownPathId(0)).toThrow(
      expect.objectContaining({
        statusCode: 404,
        messageKey: 'not_found',
        options: { code: NOT_FOUND_CODE },
      }),
    );
  });
});
