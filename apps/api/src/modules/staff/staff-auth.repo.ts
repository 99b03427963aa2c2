import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffRecoveryCodes, staffSessions } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/tx.ts';

export type StaffRow = typeof staff.$inferSelect;

export interface StaffSessionRow {
  sessionId: number;
  stage: 'second_factor' | 'active';
  failedCodes: number;
  staff: StaffRow;
}

/** Staff accounts, their sessions and recovery codes. Nothing here reads or writes a member table. */
export function createStaffAuthRepo(db: Db) {
  return {
    async byEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
      return row;
    },

    async byId(id: number, tx: DbOrTx = db): Promise<StaffRow | undefined> {
      const [row] = await tx.select().from(staff).where(eq(staff.id, id)).limit(1);
      return row;
    },

    /** A live session of an account that is not disabled, with its stage. */
    async session(tokenHash: string): Promise<StaffSessionRow | undefined> {
      const [row] = await db
        .select({
          sessionId: staffSessions.id,
          stage: staffSessions.stage,
          failedCodes: staffSessions.failedCodes,
          staff,
        })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, sql`now()`),
            isNull(staff.disabledAt),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      return { ...row, stage: row.stage === 'active' ? 'active' : 'second_factor' };
    },

    async createSession(
      tx: DbOrTx,
      values: {
        staffId: number;
        tokenHash: string;
        stage: 'second_factor' | 'active';
        expiresAt: Date;
        ip: string;
      },
    ): Promise<void> {
      // Sessions that are over are of no use: cleared at each sign-in of the account.
      await tx
        .delete(staffSessions)
        .where(
          and(
            eq(staffSessions.staffId, values.staffId),
            sql`(${staffSessions.expiresAt} < now() or ${staffSessions.revokedAt} is not null)`,
          ),
        );
      await tx.insert(staffSessions).values(values);
    },

    async revokeSession(tx: DbOrTx, sessionId: number): Promise<void> {
      await tx
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
    },

    /** Counts a wrong code against a second-factor token; answers the new count. */
    async countFailedCode(sessionId: number): Promise<number> {
      const [row] = await db
        .update(staffSessions)
        .set({ failedCodes: sql`${staffSessions.failedCodes} + 1` })
        .where(eq(staffSessions.id, sessionId))
        .returning({ failed: staffSessions.failedCodes });
      return row?.failed ?? Number.POSITIVE_INFINITY;
    },

    async storePendingSecret(staffId: number, sealed: string): Promise<void> {
      await db
        .update(staff)
        .set({ totpSecret: sealed })
        .where(and(eq(staff.id, staffId), isNull(staff.totpEnabledAt)));
    },

    /** Turns the second factor on with its first accepted step and the recovery codes' hashes. */
    async enableTotp(tx: DbOrTx, staffId: number, step: number, codeHashes: string[]): Promise<boolean> {
      const done = await tx
        .update(staff)
        .set({ totpEnabledAt: sql`now()`, totpLastStep: step })
        .where(and(eq(staff.id, staffId), isNull(staff.totpEnabledAt)))
        .returning({ id: staff.id });
      if (done.length !== 1) return false;
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      await tx.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
      return true;
    },

    /** Records an accepted step unless a later one was accepted meanwhile (two requests with one code). */
    async acceptStep(tx: DbOrTx, staffId: number, step: number): Promise<boolean> {
      const done = await tx
        .update(staff)
        .set({ totpLastStep: step })
        .where(
          and(eq(staff.id, staffId), sql`(${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`),
        )
        .returning({ id: staff.id });
      return done.length === 1;
    },

    /** Marks one unused recovery code as used; false when there is no such code. */
    async useRecoveryCode(tx: DbOrTx, staffId: number, codeHash: string): Promise<boolean> {
      const done = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return done.length === 1;
    },

    async recoveryCodesLeft(staffId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
      return Number(row?.n ?? 0);
    },

    async setLanguage(staffId: number, language: 'en' | 'es'): Promise<void> {
      await db.update(staff).set({ language }).where(eq(staff.id, staffId));
    },

    async create(
      tx: DbOrTx,
      values: {
        email: string;
        name: string;
        role: 'agent' | 'admin';
        language: 'en' | 'es';
        passwordTokenHash: string;
        passwordTokenExpiresAt: Date;
      },
    ): Promise<number | undefined> {
      const [row] = await tx
        .insert(staff)
        .values(values)
        .onConflictDoNothing({ target: staff.email })
        .returning({ id: staff.id });
      return row?.id;
    },

    /** Uses a set-password link once: stores the hash and forgets the link; false when it is not valid. */
    async setPassword(tokenHash: string, passwordHash: string): Promise<boolean> {
      const done = await db
        .update(staff)
        .set({ passwordHash, passwordTokenHash: null, passwordTokenExpiresAt: null })
        .where(
          and(
            eq(staff.passwordTokenHash, tokenHash),
            gt(staff.passwordTokenExpiresAt, sql`now()`),
            isNull(staff.disabledAt),
          ),
        )
        .returning({ id: staff.id });
      if (done.length === 1) {
        // A new password ends every session of the account.
        await db
          .update(staffSessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(staffSessions.staffId, done[0]?.id ?? 0), isNull(staffSessions.revokedAt)));
      }
      return done.length === 1;
    },
  };
}

export type StaffAuthRepo = ReturnType<typeof createStaffAuthRepo>;
