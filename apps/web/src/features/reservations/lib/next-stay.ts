import { RESERVATION_STATUS, type Reservation, reservationLabel, splitReservations } from '@vida/shared';

/** What the dashboard shows of the member's stays (issue 26). */
export type NextStay =
  | { kind: 'confirmed'; reservation: Reservation }
  | { kind: 'requested'; reservation: Reservation }
  | { kind: 'none' };

/**
 * The next confirmed stay (the soonest upcoming one by the club's `today`); else the latest upcoming request
 * still waiting for the club's answer (the one asked last: the highest id); else none, and the dashboard
 * offers the ways to a stay.
 */
export function nextStay(reservations: readonly Reservation[], today: string): NextStay {
  const { upcoming } = splitReservations(reservations, today);
  const confirmed = upcoming.find((r) => reservationLabel(r.reservation_status) === 'confirmed');
  if (confirmed) return { kind: 'confirmed', reservation: confirmed };
  const requested = upcoming
    .filter((r) => r.reservation_status === RESERVATION_STATUS.requested)
    .reduce<Reservation | undefined>(
      (latest, r) => (!latest || r.reservation_id > latest.reservation_id ? r : latest),
      undefined,
    );
  return requested ? { kind: 'requested', reservation: requested } : { kind: 'none' };
}

/** Nights between two `YYYY-MM-DD` days (0 for a stay that leaves the day it arrives). */
export function nightsOf(r: Pick<Reservation, 'arriving_date' | 'departing_date'>): number {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  return Math.max(0, Math.round((day(r.departing_date) - day(r.arriving_date)) / 86_400_000));
}
