import type { Language } from '@vida/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { legacyAccounts, members, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/tx.ts';

export interface AccountUser {
  id: number;
  email: string;
  firstName: string;
  language: Language;
  verifiedAt: Date | null;
  disabledAt: Date | null;
  passwordHash: string;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  language: users.language,
  verifiedAt: users.verifiedAt,
  disabledAt: users.disabledAt,
  passwordHash: users.passwordHash,
};

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  language: Language;
  homePhone: string | null;
  mobilePhone: string;
  country: string;
  memberId: number | null;
  verifiedAt?: Date | null;
}

export function createAccountsRepo(db: DbOrTx) {
  return {
    async findByEmail(email: string): Promise<AccountUser | undefined> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findById(id: number): Promise<AccountUser | undefined> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Answers the new id, or undefined when the e-mail is taken (a concurrent registration). */
    async insert(account: NewAccount): Promise<number | undefined> {
      const [row] = await db
        .insert(users)
        .values(account)
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      return row?.id;
    },

    /** The club's record for this e-mail (and member number, when given) that no account owns yet. */
    async findUnlinkedMember(email: string, memberNumber: string | undefined): Promise<number | undefined> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .leftJoin(users, eq(users.memberId, members.id))
        .where(
          and(
            eq(members.email, email),
            isNull(users.id),
            ...(memberNumber ? [eq(members.memberNumber, memberNumber)] : []),
          ),
        )
        .limit(1);
      return row?.id;
    },

    /** Marks verified once; false when it already was. */
    async markVerified(id: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ verifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), isNull(users.verifiedAt)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Whether this portal account was created from the previous mobile app's (at its first sign-in). */
    async isFromPreviousApp(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ email: legacyAccounts.email })
        .from(legacyAccounts)
        .where(eq(legacyAccounts.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    /** Whether the previous mobile app had this e-mail and it has no portal account yet. */
    async isLegacy(email: string): Promise<boolean> {
      const [row] = await db
        .select({ email: legacyAccounts.email })
        .from(legacyAccounts)
        .where(and(eq(legacyAccounts.email, email), isNull(legacyAccounts.userId)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
