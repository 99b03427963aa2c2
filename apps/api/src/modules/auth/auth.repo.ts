import type { Language } from '@vida/shared';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { digestStatement, type Sha256Hex } from '../../db/prepared.ts';
import { captchaUsed, legacyAccounts, members, users } from '../../db/schema/index.ts';
import { ACTIVE_SESSION_SQL } from '../../lib/member-reads/session-sql.ts';
import type { ActiveSession } from '../../plugins/member-auth.ts';

export interface LoginUser {
  id: number;
  passwordHash: string;
  verifiedAt: Date | null;
  disabledAt: Date | null;
  memberId: number | null;
  memberIdRequired: boolean;
  email: string;
  firstName: string;
  language: Language;
}

export function createAuthRepo(database: Database) {
  // Every authenticated request runs this: prepared once, found through the unique hash index.
  const activeSession = digestStatement<{ session_id: string; user_id: number }>(
    database,
    'auth_active_session',
    `select a.id::text as session_id, a.user_id from (${ACTIVE_SESSION_SQL}) a`,
  );
  const db = database.db;

  return {
    async findActiveSession(accessHash: Sha256Hex): Promise<ActiveSession | undefined> {
      const [row] = await activeSession(accessHash);
      return row ? { sessionId: Number(row.session_id), userId: row.user_id } : undefined;
    },

    async findUserByEmail(email: string): Promise<LoginUser | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          verifiedAt: users.verifiedAt,
          disabledAt: users.disabledAt,
          memberId: users.memberId,
          memberIdRequired: users.memberIdRequired,
          email: users.email,
          firstName: users.firstName,
          language: users.language,
        })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row;
    },

    /** Records a captcha signature as used; false when it already was (a replayed payload). */
    async markCaptchaUsed(signature: string, expiresAt: Date): Promise<boolean> {
      await db.delete(captchaUsed).where(lt(captchaUsed.expiresAt, sql`now()`));
      const inserted = await db
        .insert(captchaUsed)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: captchaUsed.signature });
      return inserted.length === 1;
    },

    /** The club record with this member id and e-mail, if no account is linked to it yet. */
    async findLinkableMember(memberNumber: string, email: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .leftJoin(users, eq(users.memberId, members.id))
        .where(and(eq(members.memberNumber, memberNumber), eq(members.email, email), isNull(users.id)))
        .limit(1);
      return row?.id;
    },

    async linkMember(userId: number, memberId: number): Promise<void> {
      await db
        .update(users)
        .set({ memberId, memberIdRequired: false, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    /** An account of the previous mobile app that has no portal account yet. */
    async findLegacy(email: string) {
      const [row] = await db
        .select()
        .from(legacyAccounts)
        .where(and(eq(legacyAccounts.email, email), isNull(legacyAccounts.userId)))
        .limit(1);
      return row;
    },

    /**
     * The portal account of a previous-app member, created at their first sign-in: unverified, keeping the
     * app's bcrypt hash until the first verified sign-in upgrades it. Linked to the club record when the
     * member number and e-mail match one nobody owns.
     */
    async activateLegacy(
      legacy: {
        email: string;
        memberNumber: string | null;
        firstName: string;
        lastName: string;
        passwordHash: string;
      },
      language: Language,
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        let memberId: number | null = null;
        if (legacy.memberNumber) {
          const [member] = await tx
            .select({ id: members.id })
            .from(members)
            .leftJoin(users, eq(users.memberId, members.id))
            .where(
              and(
                eq(members.memberNumber, legacy.memberNumber),
                eq(members.email, legacy.email),
                isNull(users.id),
              ),
            )
            .limit(1);
          memberId = member?.id ?? null;
        }
        const [user] = await tx
          .insert(users)
          .values({
            email: legacy.email,
            passwordHash: legacy.passwordHash,
            firstName: legacy.firstName,
            lastName: legacy.lastName,
            language,
            memberId,
          })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (!user) return undefined;
        await tx
          .update(legacyAccounts)
          .set({ userId: user.id })
          .where(eq(legacyAccounts.email, legacy.email));
        return user.id;
      });
    },

    async upgradePasswordHash(userId: number, oldHash: string, newHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash: newHash, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
