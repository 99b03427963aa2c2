import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Sha256Hex } from '../../db/prepared.ts';
import { hotels, members, reservationRequests, reservations, users } from '../../db/schema/index.ts';
import type { InTransaction, Tx } from '../../db/tx.ts';
import { keptMemberAnswer } from '../../lib/member-reads/kept-member-answer.ts';
import { randomCode } from '../../lib/random-code.ts';
import type { StayRequest } from './stay-request.ts';

export interface ReservationRow {
  id: number;
  userId: number | null;
  reservationNumber: string;
  status: number;
  hotelId: number;
  hotel: string;
  arrivingDate: string;
  departingDate: string;
  adults: number;
  children: number;
  guest: string;
  roomType: string;
}

const columns = {
  id: reservations.id,
  userId: reservations.userId,
  reservationNumber: reservations.reservationNumber,
  status: reservations.status,
  hotelId: reservations.hotelId,
  hotel: hotels.name,
  arrivingDate: reservations.arrivingDate,
  departingDate: reservations.departingDate,
  adults: reservations.adults,
  children: reservations.children,
  guest: reservations.guest,
  roomType: reservations.roomType,
};

/**
 * The member's reservations, oldest arrival first, as the answer's JSON (`{"data": Reservation[]}`) for
 * `keptMemberAnswer`: PostgreSQL builds the document, so the list costs one indexed scan
 * (reservations_user_id_idx: user, arrival) and no per-row work in JavaScript. It names hotels, hence the
 * hotels' version beside the member's.
 */
export const RESERVATION_LIST_SQL = `json_build_object('data', coalesce((
  select json_agg(json_build_object(
    'reservation_id', r.id,
    'reservation_number', r.reservation_number,
    'reservation_status', r.status,
    'hotel', h.name,
    'hotel_id', r.hotel_id,
    'arriving_date', r.arriving_date,
    'departing_date', r.departing_date,
    'number_of_adults', r.adults,
    'number_of_children', r.children,
    'guest', r.guest,
    'room_type', r.room_type,
    'pending_change', (select c.kind from stay_change_requests c
                        where c.reservation_id = r.id and c.status = 'open')
  ) order by r.arriving_date, r.id)
  from reservations r join hotels h on h.id = r.hotel_id
  where r.user_id = s.user_id
), '[]'::json))`;

/** Every member-scoped query takes the user id: someone else's reservation is simply not found. */
export function createReservationsRepo(database: Database) {
  const db = database.db;
  const list = keptMemberAnswer(database, 'member_reservations', [], RESERVATION_LIST_SQL, 'hotels');
  const select = () =>
    db.select(columns).from(reservations).innerJoin(hotels, eq(hotels.id, reservations.hotelId));

  return {
    async hotel(id: number) {
      const [row] = await db
        .select({ id: hotels.id, name: hotels.name })
        .from(hotels)
        .where(eq(hotels.id, id));
      return row;
    },

    /** Who is asking: the account, with the member record's contact data when there is one. */
    async contact(userId: number) {
      const [row] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          language: users.language,
          memberNumber: members.memberNumber,
          mobilePhone: members.mobilePhone,
          homePhone: members.homePhone,
          country: members.country,
        })
        .from(users)
        .leftJoin(members, eq(members.id, users.memberId))
        .where(eq(users.id, userId));
      return row;
    },

    /** The bearer check and the member's reservations as the answer's JSON text; undefined: no session. */
    listForToken: (accessHash: Sha256Hex) => list(accessHash),

    async byNumber(userId: number, number: string): Promise<ReservationRow | undefined> {
      const [row] = await select().where(
        and(
          eq(reservations.userId, userId),
          sql`upper(${reservations.reservationNumber}) = upper(${number})`,
        ),
      );
      return row;
    },

    /** A reservation with this hotel, number and arrival that is free or already this member's. */
    async findForAttach(userId: number, hotelId: number, number: string, arrivingDate: string) {
      const [row] = await select().where(
        and(
          eq(reservations.hotelId, hotelId),
          sql`upper(${reservations.reservationNumber}) = upper(${number})`,
          eq(reservations.arrivingDate, arrivingDate),
          or(isNull(reservations.userId), eq(reservations.userId, userId)),
        ),
      );
      return row;
    },

    /** Attaches only while nobody has it: two members racing for one reservation cannot both win. */
    async attach(userId: number, reservationId: number): Promise<boolean> {
      const rows = await db
        .update(reservations)
        .set({ userId })
        .where(
          and(
            eq(reservations.id, reservationId),
            or(isNull(reservations.userId), eq(reservations.userId, userId)),
          ),
        )
        .returning({ id: reservations.id });
      return rows.length > 0;
    },

    /**
     * The request and the reservation (status requested) it creates, together or not at all, in the
     * transaction `transaction` runs; `beforeInsert` runs first in it (the overlap check, which may refuse),
     * `inTransaction` after (the mails the request causes), so a failure there undoes both.
     */
    async createRequest(
      transaction: InTransaction,
      request: StayRequest,
      inTransaction: (tx: Tx, created: { id: number; number: string }) => Promise<void>,
      beforeInsert: (tx: Tx) => Promise<void>,
    ): Promise<{ id: number; number: string }> {
      return transaction(async (tx) => {
        await beforeInsert(tx);
        const [reservation] = await tx
          .insert(reservations)
          .values({
            userId: request.userId,
            reservationNumber: randomCode('VR'),
            status: 1,
            hotelId: request.hotelId,
            arrivingDate: request.arrivingDate,
            departingDate: request.departingDate,
            adults: request.adults,
            children: request.children,
            guest: `${request.firstName} ${request.lastName}`.trim(),
            roomType: request.roomType,
          })
          .returning({ id: reservations.id, number: reservations.reservationNumber });
        if (!reservation) throw new Error('reservation not inserted');
        await tx.insert(reservationRequests).values({
          userId: request.userId,
          reservationId: reservation.id,
          isMember: request.isMember,
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          phone: request.phone,
          country: request.country,
          hotelId: request.hotelId,
          arrivingDate: request.arrivingDate,
          departingDate: request.departingDate,
          guests: request.guests,
          unitType: request.unitType,
          promoCode: request.promoCode,
          addTransportation: request.addTransportation,
          flexibleDates: request.flexibleDates,
          flexibleDestinations: request.flexibleDestinations,
          travelers: request.travelers,
          language: request.language,
        });
        await inTransaction(tx, reservation);
        return reservation;
      });
    },
  };
}

export type ReservationsRepo = ReturnType<typeof createReservationsRepo>;
