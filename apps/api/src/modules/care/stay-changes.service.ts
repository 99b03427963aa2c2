/**
 * Customer care's decisions on members' changes and cancellations of stays (issue 26), in the queue beside
 * profile changes and with their deadline. The reservations module applies the decision and queues the mail;
 * care writes the member's message and its audit row in the same transaction.
 */
import type { CareStayChange } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { text } from '../../lib/texts.ts';
import { insertCareNotice } from '../messages/index.ts';
import type { StayChangeDecision, StayChangeDecisions } from '../reservations/index.ts';
import { type Actor, recordAudit } from '../staff/index.ts';

/** A decision always has a signed-in agent: the member's message names their account. */
type AuthActor = Actor & { staffId: number };

export function createStayChangesDeskService({
  db,
  changes,
  club,
}: {
  db: Db;
  changes: StayChangeDecisions;
  club: Pick<Config['club'], 'name'>;
}) {
  async function record(
    tx: Tx,
    actor: AuthActor,
    id: number,
    decision: StayChangeDecision,
    action: 'confirmed' | 'declined',
  ) {
    const { notice } = decision;
    await insertCareNotice(tx, {
      userId: decision.userId,
      subject: notice.title,
      fromName: text(decision.language, 'care.careName', { club: club.name }),
      message: [...notice.paragraphs, ...notice.after].join('\n\n'),
      staffId: actor.staffId,
    });
    await recordAudit(tx, actor, {
      action: `stay_${decision.kind}.${action}` as const,
      target: `stay_change:${id}`,
      before: decision.before,
      after: decision.after,
    });
  }

  return {
    list: (): Promise<CareStayChange[]> => changes.listOpen(),

    async confirm(id: number, actor: AuthActor): Promise<void> {
      await db.transaction(async (tx) =>
        record(tx, actor, id, await changes.confirm(tx, id, actor.name), 'confirmed'),
      );
    },

    async decline(id: number, actor: AuthActor, reason: string): Promise<void> {
      await db.transaction(async (tx) =>
        record(tx, actor, id, await changes.decline(tx, id, actor.name, reason), 'declined'),
      );
    },
  };
}

export type StayChangesDeskService = ReturnType<typeof createStayChangesDeskService>;
