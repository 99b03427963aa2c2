import {
  canCancelOnline,
  clubDay,
  HIDDEN_RESERVATION_STATUSES,
  LANGUAGES,
  NOT_FOUND_CODE,
  type StayChangeRequested,
  type StayChangeRequestSchema,
  stayChangeable,
} from '@vida/shared';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { KeyedTransaction } from '../../lib/idempotency-store.ts';
import { unitTypeName } from '../../lib/room-types.ts';
import { stayChangesRepo as repo } from './stay-changes.repo.ts';

type Body = z.output<typeof StayChangeRequestSchema>;

const pending = () => new HttpError(409, 'stay_change_pending', { code: 'stay_change_pending' });

/**
 * A member asks to change or cancel one of their stays: refused for another member's stay (404), a stay that
 * can no longer change (begun, cancelled, travelled), one that already has a request waiting, and a
 * cancellation closer to arrival than the club's cut-off (customer care does those by phone).
 */
export function createStayChangesService({
  club,
  now = () => new Date(),
}: {
  club: Pick<Config['club'], 'carePhone' | 'stayCancelCutoffDays'>;
  now?: () => Date;
}) {
  return {
    async request(
      userId: number,
      reservationId: number,
      body: Body,
      keyedTransaction: KeyedTransaction,
    ): Promise<StayChangeRequested> {
      return keyedTransaction(async (tx) => {
        const stay = await repo.lockStay(tx, userId, reservationId);
        if (!stay || HIDDEN_RESERVATION_STATUSES.includes(stay.status))
          throw new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });
        const today = clubDay(now());
        const view = { reservation_status: stay.status, arriving_date: stay.arrivingDate };
        if (!stayChangeable(view, today))
          throw new HttpError(409, 'stay_change_closed', { code: 'stay_change_closed' });
        if (await repo.hasOpen(tx, stay.id)) throw pending();
        if (body.kind === 'cancel' && !canCancelOnline(stay.arrivingDate, today, club.stayCancelCutoffDays)) {
          throw new HttpError(409, 'stay_cancel_too_late', {
            code: 'stay_cancel_too_late',
            values: { days: club.stayCancelCutoffDays, phone: club.carePhone },
          });
        }
        if (
          body.kind === 'change' &&
          body.arriving_date === stay.arrivingDate &&
          body.departing_date === stay.departingDate &&
          LANGUAGES.some((l) => unitTypeName(body.unit_type, l) === stay.roomType)
        ) {
          throw new HttpError(400, 'stay_change_same', { code: 'stay_change_same' });
        }
        const id = await repo.create(tx, {
          userId,
          reservationId: stay.id,
          kind: body.kind,
          reason: body.reason,
          ...(body.kind === 'change'
            ? {
                arrivingDate: body.arriving_date,
                departingDate: body.departing_date,
                unitType: body.unit_type,
              }
            : {}),
        });
        if (id === 0) throw pending();
        return { id, kind: body.kind };
      });
    },
  };
}

export type StayChangesService = ReturnType<typeof createStayChangesService>;
