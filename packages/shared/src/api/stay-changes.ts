/**
 * Changing or cancelling a booked stay (issue 26): the member asks, customer care confirms or declines. The
 * API validates the request with these schemas, the web's dialog uses the same ones, and both judge with the
 * same rules which stays may still be changed and until when one may be cancelled online.
 */
import * as z from 'zod';
import { addDays, earliestArrival } from '../club-calendar.ts';
import { LANGUAGES } from '../constants.ts';
import { requiredString } from '../rules.ts';
import { checkDates, dateRule, reservationLabel, STAY_CHANGE_KINDS, UNIT_TYPES } from './reservations.ts';

export const STAY_CHANGE_LIMITS = {
  reasonMax: 500,
  /** How close to arrival (days) a member may still cancel online unless `STAY_CANCEL_CUTOFF_DAYS` says. */
  cancelCutoffDays: 14,
} as const;

const reasonField = () =>
  requiredString().pipe(z.string().max(STAY_CHANGE_LIMITS.reasonMax, 'validation_invalid'));

/**
 * `POST /reservations/:id/changes`: other dates and room type (the rules of a new request: arrival from the
 * earliest day, departure not before it), or a cancellation; either with the member's reason.
 */
export function stayChangeRequestSchema(earliest: () => string = () => earliestArrival(new Date())) {
  return z.discriminatedUnion(
    'kind',
    [
      z
        .object({
          kind: z.literal('change'),
          arriving_date: dateRule(),
          departing_date: dateRule(),
          unit_type: z.enum(UNIT_TYPES, { error: 'validation_required' }),
          reason: reasonField(),
        })
        .superRefine((value, ctx) =>
          checkDates(value.arriving_date, value.departing_date, ctx, earliest(), [
            'arriving_date',
            'departing_date',
          ]),
        ),
      z.object({ kind: z.literal('cancel'), reason: reasonField() }),
    ],
    { error: 'validation_required' },
  );
}
export const StayChangeRequestSchema = stayChangeRequestSchema();
export type StayChangeRequest = z.input<typeof StayChangeRequestSchema>;

export const StayChangeRequestedSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STAY_CHANGE_KINDS),
});
export type StayChangeRequested = z.infer<typeof StayChangeRequestedSchema>;

/** A requested or confirmed stay that has not begun on the club's `today` may be changed or cancelled. */
export function stayChangeable(
  stay: { reservation_status: number; arriving_date: string },
  today: string,
): boolean {
  const label = reservationLabel(stay.reservation_status);
  return (label === 'requested' || label === 'confirmed') && stay.arriving_date > today;
}

/** The last club day a stay arriving on `arrival` may be cancelled online, `cutoffDays` before it. */
export function lastCancelDay(arrival: string, cutoffDays: number): string {
  return addDays(arrival, -cutoffDays);
}

/** Whether a member may still cancel online on `today`; closer to arrival, customer care does it by phone. */
export function canCancelOnline(arrival: string, today: string, cutoffDays: number): boolean {
  return today <= lastCancelDay(arrival, cutoffDays);
}

/** A change or cancellation as the care desk lists it: the stay as it is, what is asked, and the deadline. */
export const CareStayChangeSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  kind: z.enum(STAY_CHANGE_KINDS),
  reservation_number: z.string(),
  reservation_status: z.number().int(),
  member_name: z.string(),
  member_email: z.string(),
  member_number: z.string().nullable(),
  language: z.enum(LANGUAGES),
  hotel: z.string(),
  arriving_date: z.string(),
  departing_date: z.string(),
  room_type: z.string(),
  /** What the member asks for; null on a cancellation. */
  new_arriving_date: z.string().nullable(),
  new_departing_date: z.string().nullable(),
  new_unit_type: z.enum(UNIT_TYPES).nullable(),
  reason: z.string(),
  requested_at: z.string(),
  /** Requested at + the days profile changes are promised in. */
  due_at: z.string(),
});
export type CareStayChange = z.infer<typeof CareStayChangeSchema>;
