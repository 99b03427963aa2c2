import {
  type AddReservationRequestSchema,
  HIDDEN_RESERVATION_STATUSES,
  type Language,
  NOT_FOUND_CODE,
  RESERVATION_STATUS,
  type Reservation,
  type ReservationRequested,
  type ReservationRequestSchema,
  reservationList,
} from '@vida/shared';
import type { z } from 'zod';
import type { Sha256Hex } from '../../db/prepared.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { HttpError, validationError } from '../../lib/http-error.ts';
import type { KeyedTransaction } from '../../lib/idempotency-store.ts';
import type { MemberAnswer } from '../../lib/member-reads/member-answer.ts';
import { refund, THROTTLES, type ThrottleRule, throttle } from '../../lib/throttle.ts';
import type { ReservationMailer, StayDetails } from './reservation-mails.ts';
import type { ReservationRow, ReservationsRepo } from './reservations.repo.ts';
import {
  findOverlappingStay,
  holdsDates,
  lockMemberStays,
  overlapRefusal,
  toStayRequest,
} from './stay-request.ts';

type RequestBody = z.output<typeof ReservationRequestSchema>;
type AddBody = z.output<typeof AddReservationRequestSchema>;

const notFound = () => new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });

/** Names compare without case, accents or extra spaces: "GARCIA" finds "Ana García". */
export function normaliseName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The traveller's last name is the end of the reservation's guest name (compound surnames included). */
export function lastNameMatches(guest: string, lastName: string): boolean {
  const g = normaliseName(guest);
  const l = normaliseName(lastName);
  return l.length > 0 && (g === l || g.endsWith(` ${l}`));
}

export function toReservation(row: ReservationRow): Reservation {
  return {
    reservation_id: row.id,
    reservation_number: row.reservationNumber,
    reservation_status: row.status,
    hotel: row.hotel,
    hotel_id: row.hotelId,
    arriving_date: row.arrivingDate,
    departing_date: row.departingDate,
    number_of_adults: row.adults,
    number_of_children: row.children,
    guest: row.guest,
    room_type: row.roomType,
  };
}

const stayOf = (row: ReservationRow): StayDetails => ({
  reservationNumber: row.reservationNumber,
  hotel: row.hotel,
  arrivingDate: row.arrivingDate,
  departingDate: row.departingDate,
  adults: row.adults,
  children: row.children,
  roomType: row.roomType,
});

export interface ReservationsServiceDeps {
  repo: ReservationsRepo;
  mailer: ReservationMailer;
  /** For the throttle counters (lib/throttle.ts). */
  db: DbOrTx;
}

export function createReservationsService({ repo, mailer, db }: ReservationsServiceDeps) {
  async function findToAttach(userId: number, body: AddBody): Promise<ReservationRow | null> {
    const row = await repo.findForAttach(
      userId,
      body.property,
      body.confirmation_number.trim(),
      body.check_in_date,
    );
    return row && lastNameMatches(row.guest, body.traveler_last_name) ? row : null;
  }

  /** A found reservation the member may not add: its dates overlap another stay they hold (409). */
  async function refuseOverlap(userId: number, row: ReservationRow): Promise<void> {
    if (!holdsDates(row.status)) return;
    const held = await findOverlappingStay(db, userId, row.arrivingDate, row.departingDate, row.id);
    if (held) throw overlapRefusal(held);
  }

  async function contactOf(userId: number) {
    const contact = await repo.contact(userId);
    if (!contact) throw notFound();
    return contact;
  }

  return {
    /** `{"data": Reservation[]}` as JSON text for the session of the token hash; undefined: no session. */
    listForToken: (accessHash: Sha256Hex): Promise<MemberAnswer | undefined> => repo.listForToken(accessHash),

    /**
     * Refuses (409) dates that overlap a stay the member holds, naming it. Stores the request with a
     * reservation in status "requested" and, in the same transaction, queues the
     * acknowledgement (in the account's language for a member, the request's language for contact data
     * typed in) and customer care's notification; the request's key is marked in that transaction too.
     */
    async request(
      userId: number,
      lang: Language,
      body: RequestBody,
      keyedTransaction: KeyedTransaction,
    ): Promise<ReservationRequested> {
      const hotel = await repo.hotel(body.destination);
      const contact = await contactOf(userId);
      if (!hotel) throw validationError({ destination: ['validation_hotel_unknown'] });
      if (body.is_member && !contact.memberNumber)
        throw validationError({ is_member: ['validation_not_member'] });
      const stay = toStayRequest(userId, body, contact, hotel, lang);
      const created = await repo.createRequest(
        keyedTransaction,
        stay,
        async (tx, { number }) => {
          const request = { ...stay, reservationNumber: number };
          await mailer.sendRequestAcknowledgement(request, tx);
          await mailer.notifyCareOfRequest(request, tx);
        },
        async (tx) => {
          await lockMemberStays(tx, userId);
          const held = await findOverlappingStay(tx, userId, stay.arrivingDate, stay.departingDate);
          if (held) throw overlapRefusal(held, 'arriving_date');
        },
      );
      return { reservation_id: created.id, reservation_number: created.number };
    },

    /**
     * Attaches a reservation whose hotel, number, check-in day and traveller last name all match, and that
     * no other account holds. Answers null when none does (the client shows "no reservation found"); a
     * reservation the member already holds is found again; one whose dates overlap another stay they hold
     * is refused (409, naming that stay).
     */
    async attach(userId: number, ip: string, body: AddBody): Promise<Reservation | null> {
      // Each lookup is counted before it is made (atomically, so parallel guesses cannot slip through);
      // a lookup that finds the reservation is given back, so only failed ones add up.
      const checks: Array<[ThrottleRule, string]> = [
        [THROTTLES.attachUser, String(userId)],
        [THROTTLES.attachIp, ip],
      ];
      await throttle(db, checks);
      const found = await findToAttach(userId, body);
      if (!found) return null;
      // The member knew every detail: not a guess, whether it is then added or refused for its dates.
      for (const [rule, key] of checks) await refund(db, rule, key);
      await refuseOverlap(userId, found);
      if (!(await repo.attach(userId, found.id))) return null;
      return toReservation({ ...found, userId });
    },

    /** The confirmation e-mail of one of the member's stays (not a cancelled one). */
    async sendConfirmation(userId: number, number: string): Promise<void> {
      const row = await repo.byNumber(userId, number.trim());
      if (!row || HIDDEN_RESERVATION_STATUSES.includes(row.status)) throw notFound();
      if (row.status === RESERVATION_STATUS.canceled) throw new HttpError(400, 'reservation_cancelled');
      const contact = await contactOf(userId);
      await mailer.sendConfirmation(
        contact.email,
        contact.language,
        `${contact.firstName} ${contact.lastName}`.trim(),
        stayOf(row),
      );
    },

    /** One upcoming stay of the member, for the calendar file. */
    async upcoming(userId: number, number: string, today: string): Promise<Reservation> {
      const row = await repo.byNumber(userId, number.trim());
      if (!row) throw notFound();
      const reservation = toReservation(row);
      if (reservationList(reservation, today) !== 'upcoming') throw notFound();
      return reservation;
    },
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
