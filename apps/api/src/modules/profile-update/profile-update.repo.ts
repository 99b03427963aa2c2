import type { Language } from '@vida/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  members,
  type ProfileChangeFields,
  passwordResets,
  profileChangeRequests,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';
import type { DbOrTx, InTransaction, Tx } from '../../db/tx.ts';

/** What a profile update compares with: the account, its club record (if any) and its open change. */
export interface ProfileState {
  userId: number;
  email: string;
  passwordHash: string;
  language: Language;
  firstName: string;
  lastName: string;
  memberId: number | null;
  addressLine1: string | null;
  addressLine2: string | null;
  homePhone: string | null;
  mobilePhone: string | null;
  allCommunications: boolean;
  monthlyCommunications: boolean;
  dueReminders: boolean;
  change: { id: number; fields: ProfileChangeFields; emailConfirmed: boolean } | null;
}

export interface ImmediateUpdate {
  language?: Language;
  allCommunications?: boolean;
  monthlyCommunications?: boolean;
  dueReminders?: boolean;
  /** The new argon2id hash; the other sessions and open reset codes die with the old password. */
  passwordHash?: string;
}

/** Every query takes the user id (ARCHITECTURE.md rule 3). */
export function createProfileUpdateRepo(db: Db) {
  return {
    async state(userId: number): Promise<ProfileState | undefined> {
      const [row] = await db
        .select({
          userId: users.id,
          email: users.email,
          passwordHash: users.passwordHash,
          language: users.language,
          firstName: users.firstName,
          lastName: users.lastName,
          memberId: users.memberId,
          addressLine1: members.addressLine1,
          addressLine2: members.addressLine2,
          homePhone: members.homePhone,
          mobilePhone: members.mobilePhone,
          // A club record holds a member's preferences; an account without one holds its own.
          allCommunications: sql<boolean>`coalesce(${members.allCommunications}, ${users.allCommunications})`,
          monthlyCommunications: sql<boolean>`coalesce(${members.monthlyCommunications}, ${users.monthlyCommunications})`,
          dueReminders: users.dueReminders,
          changeId: profileChangeRequests.id,
          changeFields: profileChangeRequests.fields,
          emailConfirmedAt: profileChangeRequests.emailConfirmedAt,
        })
        .from(users)
        .leftJoin(members, eq(members.id, users.memberId))
        .leftJoin(
          profileChangeRequests,
          and(eq(profileChangeRequests.userId, users.id), eq(profileChangeRequests.status, 'open')),
        )
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return undefined;
      const { changeId, changeFields, emailConfirmedAt, ...rest } = row;
      return {
        ...rest,
        change:
          changeId === null || changeFields === null
            ? null
            : { id: changeId, fields: changeFields, emailConfirmed: emailConfirmedAt !== null },
      };
    },

    /** The other account that holds this e-mail, if any (to mail its owner). */
    async emailOwnerOther(
      email: string,
      userId: number,
    ): Promise<{ firstName: string; language: Language } | null> {
      const [row] = await db
        .select({ firstName: users.firstName, language: users.language })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Applies the immediate part and records the pending part in one transaction, the one `transaction`
     * runs. The pending fields merge
     * into the open request (a new e-mail there needs a new confirmation); answers its id. `inTransaction`
     * gets that id (or null when nothing is pending) in the same transaction: the mail the change causes.
     */
    async save(
      transaction: InTransaction,
      state: Pick<ProfileState, 'userId' | 'memberId'>,
      sessionId: number,
      immediate: ImmediateUpdate,
      pending: ProfileChangeFields,
      inTransaction: (tx: Tx, changeId: number | null) => Promise<void>,
    ): Promise<number | null> {
      return transaction(async (tx) => {
        await applyImmediate(tx, state, sessionId, immediate);
        if (Object.keys(pending).length === 0) {
          await inTransaction(tx, null);
          return null;
        }
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into ${profileChangeRequests} (user_id, fields)
              values (${state.userId}, ${JSON.stringify(pending)}::jsonb)
              on conflict (user_id) where status = 'open' do update set
                fields = ${profileChangeRequests}.fields || excluded.fields,
                requested_at = now(),
                email_confirmed_at = case when excluded.fields -> 'email' is not null then null
                                          else ${profileChangeRequests}.email_confirmed_at end
              returning id`,
        );
        if (!row) throw new Error('profile change not recorded');
        await inTransaction(tx, row.id);
        return row.id;
      });
    },

    /** Marks the e-mail of this user's open request confirmed (a no-op when already confirmed). */
    async confirmEmail(userId: number, changeId: number): Promise<void> {
      await db
        .update(profileChangeRequests)
        .set({ emailConfirmedAt: sql`coalesce(${profileChangeRequests.emailConfirmedAt}, now())` })
        .where(
          and(
            eq(profileChangeRequests.id, changeId),
            eq(profileChangeRequests.userId, userId),
            eq(profileChangeRequests.status, 'open'),
          ),
        );
    },
  };
}

async function applyImmediate(
  tx: DbOrTx,
  state: Pick<ProfileState, 'userId' | 'memberId'>,
  sessionId: number,
  immediate: ImmediateUpdate,
): Promise<void> {
  // The preferences go to the club record when there is one, else to the account (see users.ts).
  const preferences: Partial<
    Pick<typeof members.$inferInsert, 'allCommunications' | 'monthlyCommunications'>
  > = {};
  if (immediate.allCommunications !== undefined) preferences.allCommunications = immediate.allCommunications;
  if (immediate.monthlyCommunications !== undefined)
    preferences.monthlyCommunications = immediate.monthlyCommunications;
  const userSet: Partial<typeof users.$inferInsert> = state.memberId === null ? { ...preferences } : {};
  if (immediate.language !== undefined) userSet.language = immediate.language;
  // Always the account's: reminders go to its e-mail, whether or not it has a club record.
  if (immediate.dueReminders !== undefined) userSet.dueReminders = immediate.dueReminders;
  if (immediate.passwordHash !== undefined) userSet.passwordHash = immediate.passwordHash;
  if (Object.keys(userSet).length > 0) {
    await tx
      .update(users)
      .set({ ...userSet, updatedAt: sql`now()` })
      .where(eq(users.id, state.userId));
  }
  if (immediate.passwordHash !== undefined) {
    // Whoever else holds a session of this account signs in again; the member's own session stays.
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, state.userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, state.userId), isNull(passwordResets.usedAt)));
  }
  if (Object.keys(preferences).length > 0 && state.memberId !== null) {
    await tx.update(members).set(preferences).where(eq(members.id, state.memberId));
  }
}

export type ProfileUpdateRepo = ReturnType<typeof createProfileUpdateRepo>;
