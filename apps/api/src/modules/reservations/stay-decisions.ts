/**
 * The one place a stay request's reservation changes state when it is decided: confirm (the reservation gets
 * the confirmation number, hotel, room type and dates and becomes confirmed in the member's upcoming list;
 * the confirmation e-mail goes out) or decline with a reason (the reservation is cancelled; the member is
 * told why). Customer care decides (modules/care): it runs these in its own transaction, with its audit row,
 * so that decision, mail and audit commit together.
 */
import {
  type CareConfirmStay,
  type CareStayRequest,
  clubDay,
  earliestArrival,
  isUnitType,
  NOT_FOUND_CODE,
  RESERVATION_STATUS,
} from '@vida/shared';
import { and, asc, eq, gte, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels, members, reservationRequests, reservations, users } from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/tx.ts';
import { HttpError, validationError } from '../../lib/http-error.ts';
import { unitTypeName } from '../../lib/room-types.ts';
import type { ReservationMailer } from './reservation-mails.ts';
import { RELEASED_STATUSES } from './stay-request.ts';

/** An open request as the desk lists it; the desk adds the hours left of its answer. */
export type OpenStayRequest = Omit<CareStayRequest, 'hours_left'>;

/** What a decision changed, for the decider's audit record. */
export interface StayChange {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export interface StayDecisionsDeps {
  db: Db;
  mailer: Pick<ReservationMailer, 'sendConfirmation' | 'sendDeclined'>;
}

/** The stays of these members that hold dates (not cancelled) and end on or after `today`, by arrival. */
async function heldStays(db: DbOrTx, userIds: number[], today: string) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: reservations.id,
      userId: reservations.userId,
      reservationNumber: reservations.reservationNumber,
      hotel: hotels.name,
      arrivingDate: reservations.arrivingDate,
      departingDate: reservations.departingDate,
    })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .where(
      and(
        inArray(reservations.userId, [...new Set(userIds)]),
        gte(reservations.departingDate, today),
        notInArray(reservations.status, RELEASED_STATUSES),
      ),
    )
    .orderBy(asc(reservations.arrivingDate), asc(reservations.id));
}

export function createStayDecisions({ db, mailer }: StayDecisionsDeps) {
  const select = (tx: DbOrTx) =>
    tx
      .select({
        id: reservationRequests.id,
        userId: reservationRequests.userId,
        status: reservationRequests.status,
        reservationId: reservationRequests.reservationId,
        reservationNumber: reservations.reservationNumber,
        firstName: reservationRequests.firstName,
        lastName: reservationRequests.lastName,
        email: reservationRequests.email,
        language: reservationRequests.language,
        memberNumber: members.memberNumber,
        hotelId: reservationRequests.hotelId,
        hotel: hotels.name,
        arrivingDate: reservationRequests.arrivingDate,
        departingDate: reservationRequests.departingDate,
        guests: reservationRequests.guests,
        unitType: reservationRequests.unitType,
        roomType: reservations.roomType,
        adults: reservations.adults,
        children: reservations.children,
        flexibleDates: reservationRequests.flexibleDates,
        flexibleDestinations: reservationRequests.flexibleDestinations,
        createdAt: reservationRequests.createdAt,
      })
      .from(reservationRequests)
      .innerJoin(users, eq(users.id, reservationRequests.userId))
      .leftJoin(members, eq(members.id, users.memberId))
      .innerJoin(hotels, eq(hotels.id, reservationRequests.hotelId))
      .leftJoin(reservations, eq(reservations.id, reservationRequests.reservationId));

  type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

  /** Locks the request; 404 when unknown, 409 when decided already (by someone else meanwhile). */
  async function lockOpen(tx: DbOrTx, id: number): Promise<Row> {
    const [locked] = await tx
      .select({ status: reservationRequests.status })
      .from(reservationRequests)
      .where(eq(reservationRequests.id, id))
      .for('update');
    if (!locked) throw new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });
    if (locked.status !== 'open') throw new HttpError(409, 'decision_taken', { code: 'decision_taken' });
    const [row] = await select(tx).where(eq(reservationRequests.id, id));
    if (!row) throw new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });
    return row;
  }

  const nameOf = (row: Row) => `${row.firstName} ${row.lastName}`.trim();

  return {
    /**
     * Open requests, oldest first, each with what the desk is warned of before confirming: the earliest
     * arrival now, and the member's other stays that hold dates and are not over (one query for the page).
     */
    async listOpen(now = new Date()): Promise<OpenStayRequest[]> {
      const rows = await select(db)
        .where(eq(reservationRequests.status, 'open'))
        .orderBy(asc(reservationRequests.createdAt), asc(reservationRequests.id));
      const held = await heldStays(
        db,
        rows.map((r) => r.userId),
        clubDay(now),
      );
      const earliest = earliestArrival(now);
      return rows.map((r) => ({
        id: r.id,
        user_id: r.userId,
        reservation_number: r.reservationNumber,
        member_name: nameOf(r),
        member_email: r.email,
        member_number: r.memberNumber,
        language: r.language,
        hotel_id: r.hotelId,
        hotel: r.hotel,
        arriving_date: r.arrivingDate,
        departing_date: r.departingDate,
        guests: r.guests,
        unit_type: r.unitType,
        room_type: r.roomType,
        flexible_dates: r.flexibleDates,
        flexible_destinations: r.flexibleDestinations,
        requested_at: r.createdAt.toISOString(),
        earliest_arrival: earliest,
        held_stays: held
          .filter((h) => h.userId === r.userId && h.id !== r.reservationId)
          .map((h) => ({
            reservation_number: h.reservationNumber,
            hotel: h.hotel,
            arriving_date: h.arrivingDate,
            departing_date: h.departingDate,
          })),
      }));
    },

    /** Confirms the open request `id` in `tx` (the decider's transaction); `decidedBy` names who decided. */
    async confirm(tx: Tx, id: number, decidedBy: string, input: CareConfirmStay): Promise<StayChange> {
      const number = input.confirmation_number.trim();
      const row = await lockOpen(tx, id);
      const [hotel] = await tx.select().from(hotels).where(eq(hotels.id, input.hotel_id));
      if (!hotel) throw validationError({ hotel_id: ['validation_hotel_unknown'] });
      const [taken] = await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            eq(reservations.reservationNumber, number),
            row.reservationId === null ? undefined : ne(reservations.id, row.reservationId),
          ),
        );
      if (taken) throw new HttpError(409, 'confirmation_number_taken', { code: 'confirmation_number_taken' });
      const values = {
        reservationNumber: number,
        status: RESERVATION_STATUS.confirmed,
        hotelId: hotel.id,
        roomType: input.room_type.trim(),
        arrivingDate: input.arriving_date,
        departingDate: input.departing_date,
      };
      let reservationId = row.reservationId;
      if (reservationId === null) {
        // The requested reservation is gone (deleted by the club): the confirmation makes it anew.
        const [created] = await tx
          .insert(reservations)
          .values({ ...values, userId: row.userId, adults: row.guests, children: 0, guest: nameOf(row) })
          .returning({ id: reservations.id });
        reservationId = created?.id ?? null;
      } else {
        await tx.update(reservations).set(values).where(eq(reservations.id, reservationId));
      }
      await tx
        .update(reservationRequests)
        .set({ status: 'confirmed', decidedAt: sql`now()`, decidedBy, reservationId })
        .where(eq(reservationRequests.id, id));
      const change = {
        before: {
          reservation_number: row.reservationNumber,
          status: RESERVATION_STATUS.requested,
          hotel: row.hotel,
          room_type: row.roomType,
          arriving_date: row.arrivingDate,
          departing_date: row.departingDate,
        },
        after: {
          reservation_number: number,
          status: RESERVATION_STATUS.confirmed,
          hotel: hotel.name,
          room_type: values.roomType,
          arriving_date: values.arrivingDate,
          departing_date: values.departingDate,
        },
      };
      await mailer.sendConfirmation(
        row.email,
        row.language,
        nameOf(row),
        {
          reservationNumber: number,
          hotel: hotel.name,
          arrivingDate: values.arrivingDate,
          departingDate: values.departingDate,
          adults: row.adults ?? row.guests,
          children: row.children ?? 0,
          roomType: values.roomType,
        },
        tx,
      );
      return change;
    },

    /** Declines the open request `id` in `tx` and cancels its reservation; the reason goes to the member. */
    async decline(tx: Tx, id: number, decidedBy: string, reason: string): Promise<StayChange> {
      const row = await lockOpen(tx, id);
      if (row.reservationId !== null) {
        await tx
          .update(reservations)
          .set({ status: RESERVATION_STATUS.canceled })
          .where(eq(reservations.id, row.reservationId));
      }
      await tx
        .update(reservationRequests)
        .set({ status: 'declined', decidedAt: sql`now()`, decidedBy, declineReason: reason })
        .where(eq(reservationRequests.id, id));
      const language = row.language;
      await mailer.sendDeclined(
        row.email,
        language,
        nameOf(row),
        {
          reservationNumber: row.reservationNumber ?? `#${row.id}`,
          hotel: row.hotel,
          arrivingDate: row.arrivingDate,
          departingDate: row.departingDate,
          adults: row.adults ?? row.guests,
          children: row.children ?? 0,
          roomType:
            row.roomType ?? (isUnitType(row.unitType) ? unitTypeName(row.unitType, language) : row.unitType),
        },
        reason,
        tx,
      );
      return {
        before: { status: RESERVATION_STATUS.requested },
        after: { status: RESERVATION_STATUS.canceled, reason },
      };
    },
  };
}

export type StayDecisions = ReturnType<typeof createStayDecisions>;
