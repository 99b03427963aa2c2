/**
 * The one place a member's requested data change (address, phones, e-mail) is applied to their account and
 * club record, or closed without applying: customer care decides (modules/care, and
 * `npm run care:profile-changes`), running these in its own transaction with its audit row, so that the
 * decision, the member's mail (in their language) and the audit commit together.
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
import { members, profileChangeRequests, users } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/tx.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ProfileMailer } from './profile-mails.ts';

/** What a decision changed, for the decider's audit record. */
export interface ProfileChangeDecision {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
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

const asLanguage = (value: string): Language => (value === 'es' ? 'es' : 'en');

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

export interface ProfileChangeDecisionsDeps {
  db: Db;
  mailer: Pick<ProfileMailer, 'sendApproved' | 'sendRejected'>;
}

export function createProfileChangeDecisions({ db, mailer }: ProfileChangeDecisionsDeps) {
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
    decidedBy: string,
    rejectReason: string | null,
  ): Promise<void> {
    await tx
      .update(profileChangeRequests)
      .set({ status, decidedAt: sql`now()`, decidedBy, rejectReason })
      .where(and(eq(profileChangeRequests.id, id), eq(profileChangeRequests.status, 'open')));
  }

  return {
    /** Open requests, oldest first, each due 3 days after it was made. */
    async listOpen(): Promise<CareProfileChange[]> {
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
    async approve(tx: Tx, id: number, decidedBy: string): Promise<ProfileChangeDecision> {
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
      await decide(tx, id, 'approved', decidedBy, null);
      await mailer.sendApproved(
        { email: fields.email ?? row.email, firstName: row.firstName, language: asLanguage(row.language) },
        fields,
        row.requestedAt,
        tx,
      );
      const changes = diff(row);
      return {
        before: Object.fromEntries(changes.map((c) => [c.field, c.before])),
        after: Object.fromEntries(changes.map((c) => [c.field, c.after])),
      };
    },

    /** Closes the request without applying anything; the reason goes to the member. */
    async reject(
      tx: Tx,
      id: number,
      decidedBy: string,
      reason: string | null,
    ): Promise<ProfileChangeDecision> {
      const row = await lockOpen(tx, id);
      await decide(tx, id, 'rejected', decidedBy, reason);
      await mailer.sendRejected(
        { email: row.email, firstName: row.firstName, language: asLanguage(row.language) },
        row.requestedAt,
        tx,
        reason,
      );
      return { before: { status: 'open', fields: row.fields }, after: { status: 'rejected', reason } };
    },
  };
}

export type ProfileChangeDecisions = ReturnType<typeof createProfileChangeDecisions>;
