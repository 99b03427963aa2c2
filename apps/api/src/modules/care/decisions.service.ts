/**
 * Customer care's decisions on what members asked for: data changes (applied by the profile-update module)
 * and stays (the reservations module confirms or declines them). Care owns the transaction and its audit row;
 * the owning module changes its own tables and queues the member's mail in that same transaction, so the
 * decision, its mail and its audit commit together or not at all. The desk's routes and
 * `npm run care:profile-changes` both go through here.
 */
import type { CareConfirmStay, CareProfileChange, CareStayRequest } from '@vida/shared';
import type { Db } from '../../db/client.ts';
import type { ProfileChangeDecisions } from '../profile-update/index.ts';
import type { StayDecisions } from '../reservations/index.ts';
import { type Actor, recordAudit } from '../staff/index.ts';
import { hoursLeft } from './inbox.service.ts';

export function createProfileChangesService({ db, changes }: { db: Db; changes: ProfileChangeDecisions }) {
  return {
    /** Open requests, oldest first, each due 3 days after it was made. */
    list: (): Promise<CareProfileChange[]> => changes.listOpen(),

    /**
     * Applies the requested values to the account and its club record. Refused while a requested e-mail is
     * unconfirmed, or when that e-mail now belongs to another account.
     */
    async approve(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const change = await changes.approve(tx, id, actor.name);
        await recordAudit(tx, actor, {
          action: 'profile_change.approved',
          target: `profile_change:${id}`,
          ...change,
        });
      });
    },

    /** Closes the request without applying anything; the reason goes to the member. */
    async reject(id: number, actor: Actor, reason: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        const change = await changes.reject(tx, id, actor.name, reason);
        await recordAudit(tx, actor, {
          action: 'profile_change.rejected',
          target: `profile_change:${id}`,
          ...change,
        });
      });
    },
  };
}

export type ProfileChangesService = ReturnType<typeof createProfileChangesService>;

export function createStayRequestsService({ db, stays }: { db: Db; stays: StayDecisions }) {
  return {
    /** Open requests, oldest first, with the hours left of the 24-hour answer. */
    async list(): Promise<CareStayRequest[]> {
      const now = new Date();
      return (await stays.listOpen()).map((r) => ({ ...r, hours_left: hoursLeft(r.requested_at, now) }));
    },

    async confirm(id: number, actor: Actor, input: CareConfirmStay): Promise<void> {
      await db.transaction(async (tx) => {
        const change = await stays.confirm(tx, id, actor.name, input);
        await recordAudit(tx, actor, {
          action: 'stay_request.confirmed',
          target: `stay_request:${id}`,
          ...change,
        });
      });
    },

    async decline(id: number, actor: Actor, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const change = await stays.decline(tx, id, actor.name, reason);
        await recordAudit(tx, actor, {
          action: 'stay_request.declined',
          target: `stay_request:${id}`,
          ...change,
        });
      });
    },
  };
}

export type StayRequestsService = ReturnType<typeof createStayRequestsService>;
