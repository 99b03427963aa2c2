import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { hash as bcryptHash, verify as bcryptVerify } from '@node-rs/bcrypt';

/**
 * `Algorithm` is an ambient const enum, which `verbatimModuleSyntax` cannot read at run time; the type
 * annotation makes the compiler check that 2 is still `Algorithm.Argon2id`.
 */
const ARGON2ID: Algorithm.Argon2id = 2;

/** OWASP's argon2id baseline (19 MiB, 2 passes): ~25 ms here, slow on purpose for guessing. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * bcrypt, as the club's previous mobile app stored passwords (`$2a$`, `$2b$`, `$2y$`). Checked on the thread
 * pool, as argon2 is: bcryptjs computed it on the event loop, holding every other request of the process up
 * for ~100 ms per sign-in (every sign-in runs one, see `burnLegacyCheck`).
 */
export function isLegacyHash(passwordHash: string): boolean {
  return /^\$2[aby]\$\d{2}\$/.test(passwordHash);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    if (isLegacyHash(passwordHash)) return await bcryptVerify(password, passwordHash);
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash, so that an unknown e-mail costs as long as a wrong password and the
 * answer time does not reveal which accounts exist.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-the-password-of-anyone');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The cost the previous app hashed with (`$2b$10$`): a stand-in check must cost what a real one does. */
const LEGACY_BCRYPT_COST = 10;
let dummyLegacyHash: Promise<string> | undefined;

/**
 * A bcrypt check against a throw-away hash. Sign-in runs one bcrypt and one argon2 check on every path
 * (previous-app account, portal account, unknown e-mail), so the answer time does not tell which kind of
 * account an address has, or whether it has one.
 */
export async function burnLegacyCheck(password: string): Promise<false> {
  dummyLegacyHash ??= bcryptHash('not-the-password-of-anyone', { cost: LEGACY_BCRYPT_COST });
  await bcryptVerify(password, await dummyLegacyHash);
  return false;
}
