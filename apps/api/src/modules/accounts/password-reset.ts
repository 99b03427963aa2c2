import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type PasswordChecks, personalPasswordIssue, RESET_CODE_LENGTH } from '@vida/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, sessions, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { HttpError, validationError } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken, TOKEN_RE } from '../../lib/tokens.ts';
import { RESET_CODE_MINUTES } from './account-mails.ts';

/** Wrong codes a reset request survives (issue 3). */
export const RESET_MAX_ATTEMPTS = 5;

export const passwordFingerprint = (passwordHash: string): string =>
  createHash('sha256').update(passwordHash).digest('hex');

export function newResetCode(): string {
  return String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
}

/** Keyed, so a copy of the table does not let anyone try the million codes offline. */
export function codeHash(key: string, token: string, code: string): string {
  return createHmac('sha256', key).update(`reset:${token}:${code}`).digest('hex');
}

const invalidCode = () =>
  new HttpError(400, 'verification_code_invalid', { code: 'verification_code_invalid' });
const deadCode = () => new HttpError(400, 'reset_code_expired', { code: 'reset_code_expired' });

export function createPasswordResets(db: Db, key: string, passwordChecks: PasswordChecks) {
  return {
    /**
     * Stores a request (for a known account or not: the answer is the same) and answers token and code;
     * `inTransaction` gets the code in the same transaction (the mail that carries it).
     */
    async create(
      userId: number | null,
      currentHash: string | null,
      inTransaction: (tx: Tx, code: string) => Promise<void>,
    ): Promise<{ token: string; code: string }> {
      const token = newToken();
      const code = newResetCode();
      await db.transaction(async (tx) => {
        // A new code replaces the previous ones.
        if (userId !== null) {
          await tx
            .update(passwordResets)
            .set({ usedAt: sql`now()` })
            .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        }
        await tx.delete(passwordResets).where(sql`${passwordResets.expiresAt} < now() - interval '1 day'`);
        await tx.insert(passwordResets).values({
          tokenHash: hashToken(token),
          userId,
          codeHash: codeHash(key, token, code),
          passwordFingerprint: currentHash === null ? null : passwordFingerprint(currentHash),
          expiresAt: sql`now() + make_interval(mins => ${RESET_CODE_MINUTES})`,
        });
        await inTransaction(tx, code);
      });
      return { token, code };
    },

    /**
     * Checks the code and, when right, sets the password and revokes every session, all in one
     * transaction; the row is consumed with a conditional update, so a code works once even under races.
     */
    async reset(token: string, code: string, password: string): Promise<number> {
      if (!TOKEN_RE.test(token)) throw invalidCode();
      const [row] = await db
        .select({
          id: passwordResets.id,
          userId: passwordResets.userId,
          codeHash: passwordResets.codeHash,
          fingerprint: passwordResets.passwordFingerprint,
          attempts: passwordResets.attempts,
          usedAt: passwordResets.usedAt,
          expired: sql<boolean>`${passwordResets.expiresAt} <= now()`,
          currentHash: users.passwordHash,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(passwordResets)
        .leftJoin(users, eq(users.id, passwordResets.userId))
        .where(eq(passwordResets.tokenHash, hashToken(token)))
        .limit(1);
      if (!row) throw invalidCode();
      if (row.usedAt !== null || row.expired || row.attempts >= RESET_MAX_ATTEMPTS) throw deadCode();
      // The password changed since the code was mailed: the code died with the old password.
      if (
        row.userId !== null &&
        (row.currentHash === null || row.fingerprint !== passwordFingerprint(row.currentHash))
      ) {
        throw deadCode();
      }
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(codeHash(key, token, code), 'hex');
      // Requests for unknown e-mails never match: they count tries and die like the others.
      const right = row.userId !== null && timingSafeEqual(expected, given);
      if (!right) {
        await db
          .update(passwordResets)
          .set({ attempts: sql`${passwordResets.attempts} + 1` })
          .where(eq(passwordResets.id, row.id));
        throw invalidCode();
      }
      // Only now is it known whose password this is; the code stays good for a better one.
      const weakness = personalPasswordIssue(passwordChecks, password, [
        row.firstName,
        row.lastName,
        row.email,
      ]);
      if (weakness) throw validationError({ password: [weakness] });
      const userId = row.userId as number;
      const newHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const consumed = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id });
        if (consumed.length !== 1) throw deadCode();
        await tx
          .update(users)
          .set({ passwordHash: newHash, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
      });
      return userId;
    },
  };
}
