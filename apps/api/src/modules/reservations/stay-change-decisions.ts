/**
 * The one place a member's change or cancellation of a stay is applied or closed, as customer care decides
 * (modules/care, in its transaction with its audit row and the member's message): confirm (the stay takes
 * the new dates and room type, or is cancelled) or decline with a reason (the stay stays as it was). The
 * member's mail, in their language, is queued here in that same transaction.
 */
import {
  CARE_LIMITS,
  type CareStayChange,
  earliestArrival,
  isUnitType,
  type Language,
  NOT_FOUND_CODE,
  RESERVATION_STATUS,
  type StayChangeKind,
} from '@vida/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  hotels,
  members,
  reservationRequests,
  reservations,
  stayChangeRequests,
  users,
} from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/tx.ts';
import { HttpError } from '../../lib/http-error.ts';
import { unitTypeName } from '../../lib/room-types.ts';
import type { StayDetails } from './reservation-mails.ts';
import { type StayChangeMailer, type StayChangeNotice, stayChangeNotice } from './stay-change-mails.ts';
import type { StayChange } from './stay-decisions.ts';
import { findOverlappingStay, lockMemberStays } from './stay-request.ts';

/** What a decision did: the audit's before and after, and what the member is told (also in Messages). */
export interface StayChangeDecision extends StayChange {
  kind: StayChangeKind;
  userId: number;
  language: Language;
  notice: StayChangeNotice;
}

const select = (tx: DbOrTx) =>
  tx
    .select({
      id: stayChangeRequests.id,
      userId: stayChangeRequests.userId,
      kind: stayChangeRequests.kind,
      status: stayChangeRequests.status,
      newArrivingDate: stayChangeRequests.arrivingDate,
      newDepartingDate: stayChangeRequests.departingDate,
      newUnitType: stayChangeRequests.unitType,
      reason: stayChangeRequests.reason,
      createdAt: stayChangeRequests.createdAt,
      reservationId: reservations.id,
      reservationNumber: reservations.reservationNumber,
      reservationStatus: reservations.status,
      hotel: hotels.name,
      arrivingDate: reservations.arrivingDate,
      departingDate: reservations.departingDate,
      adults: reservations.adults,
      children: reservations.children,
      roomType: reservations.roomType,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
      memberNumber: members.memberNumber,
    })
    .from(stayChangeRequests)
    .innerJoin(reservations, eq(reservations.id, stayChangeRequests.reservationId))
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .innerJoin(users, eq(users.id, stayChangeRequests.userId))
    .leftJoin(members, eq(members.id, users.memberId));

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

const kindOf = (row: Row): StayChangeKind => (row.kind === 'cancel' ? 'cancel' : 'change');
const nameOf = (row: Row) => `${row.firstName} ${row.lastName}`.trim();

function stayOf(row: Row, changes: Partial<StayDetails> = {}): StayDetails {
  return {
    reservationNumber: row.reservationNumber,
    hotel: row.hotel,
    arrivingDate: row.arrivingDate,
    departingDate: row.departingDate,
    adults: row.adults,
    children: row.children,
    roomType: row.roomType,
    ...changes,
  };
}

export function createStayChangeDecisions({
  db,
  mailer,
  now = () => new Date(),
}: {
  db: Db;
  mailer: StayChangeMailer;
  now?: () => Date;
}) {
  /** Locks the request; 404 when unknown, 409 when decided already (by someone else meanwhile). */
  async function lockOpen(tx: Tx, id: number): Promise<Row> {
    const [locked] = await tx
      .select({ status: stayChangeRequests.status, reservationId: stayChangeRequests.reservationId })
      .from(stayChangeRequests)
      .where(eq(stayChangeRequests.id, id))
      .for('update');
    if (!locked) throw new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });
    if (locked.status !== 'open') throw new HttpError(409, 'decision_taken', { code: 'decision_taken' });
    await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.id, locked.reservationId))
      .for('update');
    const [row] = await select(tx).where(eq(stayChangeRequests.id, id));
    if (!row) throw new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });
    return row;
  }

  async function close(
    tx: Tx,
    id: number,
    status: 'confirmed' | 'declined',
    by: string,
    reason: string | null,
  ) {
    await tx
      .update(stayChangeRequests)
      .set({ status, decidedAt: sql`now()`, decidedBy: by, declineReason: reason })
      .where(eq(stayChangeRequests.id, id));
  }

  async function tell(row: Row, notice: StayChangeNotice, tx: Tx) {
    await mailer.send({ email: row.email, language: row.language }, notice, tx);
  }

  return {
    /** Open requests, oldest first, each due in the days profile changes are promised in. */
    async listOpen(): Promise<CareStayChange[]> {
      const rows = await select(db)
        .where(eq(stayChangeRequests.status, 'open'))
        .orderBy(asc(stayChangeRequests.createdAt), asc(stayChangeRequests.id));
      return rows.map((r) => ({
        id: r.id,
        user_id: r.userId,
        kind: kindOf(r),
        reservation_number: r.reservationNumber,
        reservation_status: r.reservationStatus,
        member_name: nameOf(r),
        member_email: r.email,
        member_number: r.memberNumber,
        language: r.language,
        hotel: r.hotel,
        arriving_date: r.arrivingDate,
        departing_date: r.departingDate,
        room_type: r.roomType,
        new_arriving_date: r.newArrivingDate,
        new_departing_date: r.newDepartingDate,
        new_unit_type: r.newUnitType !== null && isUnitType(r.newUnitType) ? r.newUnitType : null,
        reason: r.reason,
        requested_at: r.createdAt.toISOString(),
        due_at: new Date(r.createdAt.getTime() + CARE_LIMITS.profileChangeDueDays * 86_400_000).toISOString(),
      }));
    },

    /** Applies the change to the stay, or cancels it; refused when the new dates meet another stay. */
    async confirm(tx: Tx, id: number, decidedBy: string): Promise<StayChangeDecision> {
      const row = await lockOpen(tx, id);
      const kind = kindOf(row);
      if (row.reservationStatus === RESERVATION_STATUS.canceled)
        throw new HttpError(409, 'stay_change_closed', { code: 'stay_change_closed' });
      const before = {
        status: row.reservationStatus,
        arriving_date: row.arrivingDate,
        departing_date: row.departingDate,
        room_type: row.roomType,
      };
      let after: Record<string, unknown>;
      let stay: StayDetails;
      if (kind === 'cancel') {
        await tx
          .update(reservations)
          .set({ status: RESERVATION_STATUS.canceled })
          .where(eq(reservations.id, row.reservationId));
        // A stay still waiting for its own confirmation leaves the desk's queue with it.
        await tx
          .update(reservationRequests)
          .set({ status: 'declined', decidedAt: sql`now()`, decidedBy, declineReason: row.reason })
          .where(
            and(
              eq(reservationRequests.reservationId, row.reservationId),
              eq(reservationRequests.status, 'open'),
            ),
          );
        after = { status: RESERVATION_STATUS.canceled };
        stay = stayOf(row);
      } else {
        const arrival = row.newArrivingDate ?? row.arrivingDate;
        const departure = row.newDepartingDate ?? row.departingDate;
        const unit = row.newUnitType !== null && isUnitType(row.newUnitType) ? row.newUnitType : null;
        // Asked for while it was far enough ahead, the arrival may have come too close while it waited.
        if (arrival < earliestArrival(now()))
          throw new HttpError(409, 'stay_change_too_soon', { code: 'stay_change_too_soon' });
        // The members' one rule for a night held twice (stay-request.ts), under the same lock on the member.
        await lockMemberStays(tx, row.userId);
        const other = await findOverlappingStay(tx, row.userId, arrival, departure, row.reservationId);
        if (other)
          throw new HttpError(409, 'stay_change_overlap', {
            code: 'stay_change_overlap',
            values: { number: other.reservationNumber, hotel: other.hotel },
          });
        const roomType = unit ? unitTypeName(unit, row.language) : row.roomType;
        await tx
          .update(reservations)
          .set({ arrivingDate: arrival, departingDate: departure, roomType })
          .where(eq(reservations.id, row.reservationId));
        // A stay still waiting for its own confirmation is confirmed with what the member now asks.
        await tx
          .update(reservationRequests)
          .set({ arrivingDate: arrival, departingDate: departure, ...(unit ? { unitType: unit } : {}) })
          .where(
            and(
              eq(reservationRequests.reservationId, row.reservationId),
              eq(reservationRequests.status, 'open'),
            ),
          );
        after = {
          status: row.reservationStatus,
          arriving_date: arrival,
          departing_date: departure,
          room_type: roomType,
        };
        stay = stayOf(row, { arrivingDate: arrival, departingDate: departure, roomType });
      }
      await close(tx, id, 'confirmed', decidedBy, null);
      const notice = stayChangeNotice(row.language, nameOf(row), { kind, confirmed: true }, stay);
      await tell(row, notice, tx);
      return { kind, userId: row.userId, language: row.language, notice, before, after };
    },

    /** Closes the request; the stay stays as it was and the reason goes to the member. */
    async decline(tx: Tx, id: number, decidedBy: string, reason: string): Promise<StayChangeDecision> {
      const row = await lockOpen(tx, id);
      const kind = kindOf(row);
      await close(tx, id, 'declined', decidedBy, reason);
      const notice = stayChangeNotice(
        row.language,
        nameOf(row),
        { kind, confirmed: false, reason },
        stayOf(row),
      );
      await tell(row, notice, tx);
      return {
        kind,
        userId: row.userId,
        language: row.language,
        notice,
        before: { status: 'open', kind },
        after: { status: 'declined', reason },
      };
    },
  };
}

export type StayChangeDecisions = ReturnType<typeof createStayChangeDecisions>;
