/**
 * Customer care's decisions on membership-data changes (address, phones, e-mail): the pending requests
 * with before and after, approve (applied to the account and its club record) or reject with a reason.
 * Either way the member is mailed in their language. The desk's routes and `npm run care:profile-changes`
 * both go through this service; the decision, its mail and its audit row commit together.
 */
import {
  CARE_LIMITS,
  type CareProfileChange,
  type Language,
  NOT_FOUND_CODE,
  PROFILE_CHANGE_FIELDS,
  type ProfileChangeField,
} from '@vida/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, type ProfileChangeFields, profileChangeRequests, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type Actor, recordAudit } from './audit.ts';

/**
 * The member mails of a decision (the profile-update module's, handed in by whoever composes the app),
 * queued in the decision's transaction.
 */
export interface ProfileDecisionMailer {
  sendApproved(
    to: { email: string; firstName: string; language: Language },
    fields: ProfileChangeFields,
    requestedAt: Date,
    tx: DbOrTx,
  ): Promise<void>;
  sendRejected(
    to: { email: string; firstName: string; language: Language },
    requestedAt: Date,
    tx: DbOrTx,
    reason: string | null,
  ): Promise<void>;
}

const selectOpen = (db: DbOrTx, id?: number) =>
  db
    .select({
      id: profileChangeRequests.id,
      userId: profileChangeRequests.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      memberId: users.memberId,
      memberNumber: members.memberNumber,
      addressLine1: members.addressLine1,
      addressLine2: members.addressLine2,
      homePhone: members.homePhone,
      mobilePhone: members.mobilePhone,
      requestedAt: profileChangeRequests.requestedAt,
      fields: profileChangeRequests.fields,
      emailConfirmedAt: profileChangeRequests.emailConfirmedAt,
    })
    .from(profileChangeRequests)
    .innerJoin(users, eq(users.id, profileChangeRequests.userId))
    .leftJoin(members, eq(members.id, users.memberId))
    .where(
      and(
        eq(profileChangeRequests.status, 'open'),
        id === undefined ? undefined : eq(profileChangeRequests.id, id),
      ),
    );

type OpenRow = Awaited<ReturnType<typeof selectOpen>>[number];

const emailConfirmed = (row: Pick<OpenRow, 'fields' | 'emailConfirmedAt'>) =>
  row.fields.email === undefined || row.emailConfirmedAt !== null;

/** What the account and club record hold now, field by field. */
function current(row: OpenRow): Record<ProfileChangeField, string | null> {
  return {
    email: row.email,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    home_phone: row.homePhone,
    mobile_phone: row.mobilePhone,
  };
}

function diff(row: OpenRow) {
  const before = current(row);
  return PROFILE_CHANGE_FIELDS.filter((f) => row.fields[f] !== undefined).map((field) => ({
    field,
    before: before[field],
    after: row.fields[field] ?? null,
  }));
}

const conflict = (
  key:
    | 'decision_taken'
    | 'profile_change_email_unconfirmed'
    | 'profile_change_email_taken'
    | 'profile_change_needs_member',
) => new HttpError(409, key, { code: key });

export interface ProfileChangesDeps {
  db: Db;
  mailer: ProfileDecisionMailer;
}

export function createProfileChangesService({ db, mailer }: ProfileChangesDeps) {
  /** Locks the request and answers it while it is open; 404 for an unknown id, 409 for a decided one. */
  async function lockOpen(tx: DbOrTx, id: number): Promise<OpenRow> {
    const [any] = await tx
      .select({ status: profileChangeRequests.status })
      .from(profileChangeRequests)
      .where(eq(profileChangeRequests.id, id))
      .for('update');
    if (!any) throw new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });
    const [row] = await selectOpen(tx, id);
    if (!row) throw conflict('decision_taken');
    return row;
  }

  async function decide(
    tx: DbOrTx,
    id: number,
    status: 'approved' | 'rejected',
    actor: Actor,
    rejectReason: string | null,
  ): Promise<void> {
    await tx
      .update(profileChangeRequests)
      .set({ status, decidedAt: sql`now()`, decidedBy: actor.name, rejectReason })
      .where(and(eq(profileChangeRequests.id, id), eq(profileChangeRequests.status, 'open')));
  }

  return {
    /** Open requests, oldest first, each due 3 days after it was made. */
    async list(): Promise<CareProfileChange[]> {
      const rows = await selectOpen(db).orderBy(
        asc(profileChangeRequests.requestedAt),
        asc(profileChangeRequests.id),
      );
      return rows.map((r) => ({
        id: r.id,
        user_id: r.userId,
        member_name: `${r.firstName} ${r.lastName}`.trim(),
        member_email: r.email,
        member_number: r.memberNumber,
        requested_at: r.requestedAt.toISOString(),
        due_at: new Date(
          r.requestedAt.getTime() + CARE_LIMITS.profileChangeDueDays * 86_400_000,
        ).toISOString(),
        email_confirmed: emailConfirmed(r),
        changes: diff(r),
      }));
    },

    /**
     * Applies the requested values to the account and its club record. Refused while a requested e-mail is
     * unconfirmed, or when that e-mail now belongs to another account.
     */
    async approve(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockOpen(tx, id);
        if (!emailConfirmed(row)) throw conflict('profile_change_email_unconfirmed');
        const { fields } = row;
        if (fields.email !== undefined) {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, fields.email), ne(users.id, row.userId)))
            .limit(1);
          if (taken) throw conflict('profile_change_email_taken');
          await tx
            .update(users)
            .set({ email: fields.email, updatedAt: sql`now()` })
            .where(eq(users.id, row.userId));
        }
        const memberSet: Partial<typeof members.$inferInsert> = {};
        if (fields.address_line_1 !== undefined) memberSet.addressLine1 = fields.address_line_1;
        if (fields.address_line_2 !== undefined) memberSet.addressLine2 = fields.address_line_2;
        if (fields.home_phone !== undefined) memberSet.homePhone = fields.home_phone;
        if (fields.mobile_phone !== undefined) memberSet.mobilePhone = fields.mobile_phone;
        // The club record's e-mail follows the account's: a member-id confirmation compares them.
        if (fields.email !== undefined) memberSet.email = fields.email;
        if (Object.keys(memberSet).length > 0) {
          if (row.memberId === null) {
            // Only the e-mail can be asked for without a club record; anything else is not ours to apply.
            if (Object.keys(memberSet).some((k) => k !== 'email'))
              throw conflict('profile_change_needs_member');
          } else {
            await tx.update(members).set(memberSet).where(eq(members.id, row.memberId));
          }
        }
        await decide(tx, id, 'approved', actor, null);
        const changes = diff(row);
        await recordAudit(tx, actor, {
          action: 'profile_change.approved',
          target: `profile_change:${id}`,
          before: Object.fromEntries(changes.map((c) => [c.field, c.before])),
          after: Object.fromEntries(changes.map((c) => [c.field, c.after])),
        });
        await mailer.sendApproved(
          { email: fields.email ?? row.email, firstName: row.firstName, language: row.language },
          fields,
          row.requestedAt,
          tx,
        );
      });
    },

    /** Closes the request without applying anything; the reason goes to the member. */
    async reject(id: number, actor: Actor, reason: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockOpen(tx, id);
        await decide(tx, id, 'rejected', actor, reason);
        await recordAudit(tx, actor, {
          action: 'profile_change.rejected',
          target: `profile_change:${id}`,
          before: { status: 'open', fields: row.fields },
          after: { status: 'rejected', reason },
        });
        await mailer.sendRejected(
          { email: row.email, firstName: row.firstName, language: row.language },
          row.requestedAt,
          tx,
          reason,
        );
      });
    },
  };
}

export type ProfileChangesService = ReturnType<typeof createProfileChangesService>;
