/**
 * Customer care's side of profile changes: list the open requests, approve one (its values are applied)
 * or reject it; either way the member gets a mail in their language. `npm run care:profile-changes` is the
 * command line over these functions.
 */
import type { Language } from '@vida/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, type ProfileChangeFields, profileChangeRequests, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/tx.ts';
import type { ProfileMailer } from './profile-mails.ts';

export interface OpenProfileChange {
  id: number;
  userId: number;
  email: string;
  name: string;
  memberNumber: string | null;
  requestedAt: Date;
  fields: ProfileChangeFields;
  emailConfirmed: boolean;
}

/** Why a decision was refused (the CLI prints it and exits non-zero). */
export class ProfileChangeError extends Error {
  override name = 'ProfileChangeError';
}

const selectOpen = (db: Db, id?: number) =>
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

/** The open requests, oldest first. */
export async function listOpenChanges(db: Db): Promise<OpenProfileChange[]> {
  const rows = await selectOpen(db).orderBy(
    asc(profileChangeRequests.requestedAt),
    asc(profileChangeRequests.id),
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    email: r.email,
    name: `${r.firstName} ${r.lastName}`.trim(),
    memberNumber: r.memberNumber,
    requestedAt: r.requestedAt,
    fields: r.fields,
    emailConfirmed: emailConfirmed(r),
  }));
}

async function openChange(db: Db, id: number): Promise<OpenRow> {
  const [row] = await selectOpen(db, id);
  if (!row) throw new ProfileChangeError(`There is no open profile change #${id}.`);
  return row;
}

/**
 * Applies the requested values to the account and its club record. Refused while a requested e-mail is
 * unconfirmed, or when that e-mail now belongs to another account.
 */
export async function approveChange(
  db: Db,
  mailer: ProfileMailer,
  id: number,
  decidedBy: string,
): Promise<void> {
  const row = await openChange(db, id);
  if (!emailConfirmed(row)) {
    throw new ProfileChangeError(
      `Profile change #${id} asks for the e-mail ${row.fields.email}, which the member has not confirmed yet.`,
    );
  }
  const { fields } = row;
  await db.transaction(async (tx) => {
    if (fields.email !== undefined) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, fields.email), ne(users.id, row.userId)))
        .limit(1);
      if (taken) throw new ProfileChangeError(`The e-mail ${fields.email} now belongs to another account.`);
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
        const extra = Object.keys(memberSet).filter((k) => k !== 'email');
        if (extra.length > 0) throw new ProfileChangeError(`Profile change #${id} needs a club record.`);
      } else {
        await tx.update(members).set(memberSet).where(eq(members.id, row.memberId));
      }
    }
    await decide(tx, id, 'approved', decidedBy);
    await mailer.sendApproved(
      { email: fields.email ?? row.email, firstName: row.firstName, language: asLanguage(row.language) },
      fields,
      row.requestedAt,
      tx,
    );
  });
}

/** Closes the request without applying anything. */
export async function rejectChange(
  db: Db,
  mailer: ProfileMailer,
  id: number,
  decidedBy: string,
): Promise<void> {
  const row = await openChange(db, id);
  await db.transaction(async (tx) => {
    await decide(tx, id, 'rejected', decidedBy);
    await mailer.sendRejected(
      { email: row.email, firstName: row.firstName, language: asLanguage(row.language) },
      row.requestedAt,
      tx,
    );
  });
}

async function decide(
  db: DbOrTx,
  id: number,
  status: 'approved' | 'rejected',
  decidedBy: string,
): Promise<void> {
  const done = await db
    .update(profileChangeRequests)
    .set({ status, decidedAt: sql`now()`, decidedBy })
    .where(and(eq(profileChangeRequests.id, id), eq(profileChangeRequests.status, 'open')))
    .returning({ id: profileChangeRequests.id });
  // Someone else decided it meanwhile.
  if (done.length !== 1) throw new ProfileChangeError(`Profile change #${id} is no longer open.`);
}
