import { describe, expect, it } from 'vitest';
import { luhnValid } from '../src/luhn.ts';

describe('luhnValid', () => {
  it.each(['4111111111111111', '5555555555554444', '378282246310005', '0'])('accepts %s', (digits) => {
    expect(luhnValid(digits)).toBe(true);
  });

  it.each(['4111111111111112', '5555555555554440', '378282246310006'])(
    'refuses %s (one digit off)',
    (digits) => {
      expect(luhnValid(digits)).toBe(false);
    },
  );
});
