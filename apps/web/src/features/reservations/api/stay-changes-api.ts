/** A member's request to change or cancel one of their stays (issue 26). */
import { type StayChangeRequest, type StayChangeRequested, StayChangeRequestedSchema } from '@vida/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export function requestStayChange(
  reservationId: number,
  body: StayChangeRequest,
  idempotencyKey?: string,
): Promise<StayChangeRequested> {
  return apiRequest(`/reservations/${reservationId}/changes`, {
    method: 'POST',
    body,
    idempotencyKey,
    parse: (data) => StayChangeRequestedSchema.parse(data),
  });
}
