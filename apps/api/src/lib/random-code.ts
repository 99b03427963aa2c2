import { randomInt } from 'node:crypto';

/** Letters and digits a person reads out on the phone without mistakes: no 0/O, no 1/I. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A public reference such as `VP-7KA9DFFT`: random, so knowing one number tells nothing about the others
 * (32^8 ≈ 10^12 of them; with the add-reservation throttle, guessing one is hopeless).
 */
export function randomCode(prefix: string, length = 8): string {
  let out = `${prefix}-`;
  for (let i = 0; i < length; i += 1) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}
