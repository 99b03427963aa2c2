/**
 * Customer care's writes to a member's thread, kept with the rest of the messages module's writes: the desk
 * (modules/care) calls them in the transaction of its answer or closing, with its audit row and the member's
 * mail.
 */
import { eq, sql } from 'drizzle-orm';
import { messages } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/tx.ts';

/** Care's answer: unread for the member, so the badge rises at once. */
export async function insertCareAnswer(
  tx: DbOrTx,
  values: {
    userId: number;
    threadId: number;
    reasonId: number | null;
    subject: string;
    fromName: string;
    message: string;
    staffId: number;
  },
): Promise<number> {
  const [row] = await tx
    .insert(messages)
    .values({
      userId: values.userId,
      parentId: values.threadId,
      reasonId: values.reasonId,
      subject: values.subject,
      fromName: values.fromName,
      message: values.message,
      messageType: 'support',
      fromMember: false,
      staffId: values.staffId,
    })
    .returning({ id: messages.id });
  if (!row) throw new Error('answer not inserted');
  await tx.update(messages).set({ replied: true }).where(eq(messages.id, values.threadId));
  return row.id;
}

/** Closes the thread; the member writing again opens it. */
export async function closeThread(tx: DbOrTx, threadId: number): Promise<Date> {
  const [row] = await tx
    .update(messages)
    .set({ closedAt: sql`now()` })
    .where(eq(messages.id, threadId))
    .returning({ closedAt: messages.closedAt });
  if (!row?.closedAt) throw new Error('thread not closed');
  return row.closedAt;
}

/**
 * A decision customer care took on something the member asked (a stay's change or cancellation): a message
 * of its own in the member's messages centre, unread, written in the decision's transaction with its mail.
 */
export async function insertCareNotice(
  tx: DbOrTx,
  values: { userId: number; subject: string; fromName: string; message: string; staffId: number },
): Promise<number> {
  const [row] = await tx
    .insert(messages)
    .values({ ...values, messageType: 'alert', fromMember: false })
    .returning({ id: messages.id });
  if (!row) throw new Error('notice not inserted');
  return row.id;
}
