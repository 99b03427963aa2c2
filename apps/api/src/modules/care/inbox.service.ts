import { CARE_LIMITS, type CareThread, type InboxItem, type Language, NOT_FOUND_CODE } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { closeThread, insertCareAnswer } from '../messages/index.ts';
import { type AuthStaff, recordAudit } from '../staff/index.ts';
import { careSignature, sendReplyNotice } from './care-mails.ts';
import type { InboxRepo, ThreadHead } from './inbox.repo.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();
const asLanguage = (value: string): Language => (value === 'es' ? 'es' : 'en');
const notFound = () => new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });
const PREVIEW_CHARS = 160;

/** Hours left of the 24-hour promise, one decimal; negative once it is broken. */
export function hoursLeft(since: Date | string, now: Date = new Date()): number {
  const waited = (now.getTime() - new Date(since).getTime()) / 3_600_000;
  return Math.round((CARE_LIMITS.replyPromiseHours - waited) * 10) / 10;
}

/** The closing is current when no member message came after it (a later one reopens the thread). */
function isClosed(head: ThreadHead, lastMemberAt: Date | null): boolean {
  if (head.closed_at === null) return false;
  return lastMemberAt === null || lastMemberAt <= new Date(head.closed_at);
}

export interface InboxDeps {
  db: Db;
  repo: InboxRepo;
  mail: Mailer;
  config: Pick<Config, 'club' | 'publicUrl'>;
}

export function createInboxService({ db, repo, mail, config }: InboxDeps) {
  async function thread(lang: Language, threadId: number): Promise<CareThread> {
    const head = await repo.head(db, lang, threadId);
    if (!head) throw notFound();
    const items = await repo.items(threadId);
    return {
      thread_id: head.thread_id,
      user_id: head.user_id,
      subject: head.subject,
      reason: head.reason,
      member_name: head.member_name,
      member_email: head.member_email,
      member_number: head.member_number,
      language: asLanguage(head.language),
      phone: head.phone,
      email: head.email,
      need_to_contact_me: head.need_to_contact_me,
      closed_at: head.closed_at === null ? null : iso(head.closed_at),
      last_message_id: head.last_message_id,
      messages: items.map((m) => ({
        id: m.id,
        from: m.from_member ? 'member' : 'care',
        from_name: m.from_name,
        message: m.message,
        date: iso(m.created_at),
        read_at: m.read_at === null ? null : iso(m.read_at),
      })),
    };
  }

  /**
   * Locks the thread and checks that nobody answered or closed it since the agent read it: two agents
   * answering at once get one answer through and a 409 for the other, never two silent answers.
   */
  async function lockCurrent(tx: Tx, lang: Language, threadId: number, seen: number) {
    await repo.lock(tx, threadId);
    const head = await repo.head(tx, lang, threadId);
    if (!head) throw notFound();
    if (head.last_message_id !== seen) throw new HttpError(409, 'thread_changed', { code: 'thread_changed' });
    const items = await repo.items(threadId, tx);
    const lastMember = items.filter((m) => m.from_member).at(-1);
    if (isClosed(head, lastMember ? new Date(lastMember.created_at) : null)) {
      throw new HttpError(409, 'thread_closed', { code: 'thread_closed' });
    }
    return head;
  }

  return {
    async inbox(
      lang: Language,
      filter: { reason?: number | undefined; language?: Language | undefined },
    ): Promise<InboxItem[]> {
      const now = new Date();
      return (await repo.inbox(lang, filter)).map((r) => ({
        thread_id: r.thread_id,
        subject: r.subject,
        reason: r.reason,
        reason_id: r.reason_id,
        member_name: r.member_name,
        member_email: r.member_email,
        member_number: r.member_number,
        language: asLanguage(r.language),
        contact_message: r.contact_message,
        need_to_contact_me: r.need_to_contact_me,
        preview: r.preview.length > PREVIEW_CHARS ? `${r.preview.slice(0, PREVIEW_CHARS - 1)}…` : r.preview,
        waiting_since: iso(r.waiting_since),
        hours_left: hoursLeft(r.waiting_since, now),
      }));
    },

    thread,

    /**
     * The answer, its e-mail (in the member's language) and the audit row commit together. The member's
     * messages centre shows it at once, unread.
     */
    async reply(
      staff: AuthStaff,
      lang: Language,
      threadId: number,
      text: string,
      seen: number,
    ): Promise<CareThread> {
      await db.transaction(async (tx) => {
        const head = await lockCurrent(tx, lang, threadId, seen);
        const language = asLanguage(head.language);
        const id = await insertCareAnswer(tx, {
          userId: head.user_id,
          threadId,
          reasonId: head.reason_id,
          subject: head.subject.startsWith('Re: ') ? head.subject : `Re: ${head.subject}`,
          fromName: careSignature(language, config.club, staff.name),
          message: text,
          staffId: staff.id,
        });
        await sendReplyNotice(
          mail,
          tx,
          config,
          { email: head.member_email, firstName: head.member_first_name, language },
          { id: threadId, subject: head.subject },
          text,
        );
        await recordAudit(
          tx,
          { staffId: staff.id, name: staff.name },
          {
            action: 'thread.replied',
            target: `thread:${threadId}`,
            before: { last_message_id: seen },
            after: { message_id: id, message: text },
          },
        );
      });
      return thread(lang, threadId);
    },

    async close(staff: AuthStaff, lang: Language, threadId: number, seen: number): Promise<CareThread> {
      await db.transaction(async (tx) => {
        const head = await lockCurrent(tx, lang, threadId, seen);
        const closedAt = await closeThread(tx, threadId);
        await recordAudit(
          tx,
          { staffId: staff.id, name: staff.name },
          {
            action: 'thread.closed',
            target: `thread:${threadId}`,
            before: { closed_at: head.closed_at === null ? null : iso(head.closed_at) },
            after: { closed_at: closedAt.toISOString() },
          },
        );
      });
      return thread(lang, threadId);
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
