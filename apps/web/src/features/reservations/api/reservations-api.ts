/** The reservation endpoints: fetchers, query options (the cache's API) and the calls behind the forms. */
import { queryOptions } from '@tanstack/react-query';
import {
  type AddReservationRequest,
  type Language,
  type Reservation,
  type ReservationRequest,
  type ReservationRequested,
  ReservationRequestedSchema,
  ReservationSchema,
  SendConfirmationAnswerSchema,
} from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const ListSchema = z.array(ReservationSchema);

export const reservationKeys = {
  all: ['reservations'] as const,
  list: (language: Language) => ['reservations', 'all', language] as const,
};

export function reservationsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: reservationKeys.list(language),
    queryFn: ({ signal }): Promise<Reservation[]> =>
      apiRequest('/user_reservations/all', { parse: (data) => ListSchema.parse(data), signal }),
    staleTime: 30_000,
  });
}

export function requestReservation(
  body: ReservationRequest,
  idempotencyKey?: string,
): Promise<ReservationRequested> {
  return apiRequest('/reservation_requested', {
    method: 'POST',
    body,
    idempotencyKey,
    parse: (data) => ReservationRequestedSchema.parse(data),
  });
}

/** 201 answers the reservation; 200 answers `data: null` (none found). */
export function addReservationToProfile(body: AddReservationRequest): Promise<Reservation | null> {
  return apiRequest('/add_reservation_to_profile', {
    method: 'POST',
    body,
    parse: (data) => ReservationSchema.nullable().parse(data ?? null),
  });
}

export function sendReservationConfirmation(reservationNumber: string): Promise<string> {
  return apiRequest('/send_reservation_confirmation', {
    method: 'POST',
    body: { reservation_number: reservationNumber },
    parse: (data) => SendConfirmationAnswerSchema.parse(data).message,
  });
}

/**
 * The calendar file needs the bearer token, so a plain link cannot fetch it: download it (in the active
 * language) and hand the browser a blob to save.
 */
export async function downloadCalendar(reservationNumber: string): Promise<void> {
  const file = await apiRequest(`/reservations/${encodeURIComponent(reservationNumber)}/calendar.ics`, {
    as: 'blob',
  });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `reservation-${reservationNumber}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
