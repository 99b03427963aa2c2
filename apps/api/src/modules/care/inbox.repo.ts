import type { Language } from '@vida/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import type { DbOrTx, Tx } from '../../db/tx.ts';

export interface InboxRow {
  thread_id: number;
  subject: string;
  reason: string | null;
  reason_id: number | null;
  member_name: string;
  member_email: string;
  member_number: string | null;
  language: string;
  contact_message: boolean;
  need_to_contact_me: boolean;
  preview: string;
  waiting_since: Date | string;
}

export interface ThreadHead {
  thread_id: number;
  user_id: number;
  subject: string;
  reason_id: number | null;
  reason: string | null;
  member_name: string;
  member_first_name: string;
  member_email: string;
  member_number: string | null;
  language: string;
  phone: string | null;
  email: string | null;
  need_to_contact_me: boolean;
  closed_at: Date | string | null;
  last_message_id: number;
}

export interface ThreadMessageRow {
  id: number;
  from_member: boolean;
  from_name: string;
  message: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

/** The messages of a thread: its first message (`r`) and those pointing at it. */
const inThread = (alias: string) => sql.raw(`(${alias}.id = r.id or ${alias}.parent_id = r.id)`);

/**
 * Member support threads as customer care sees them: across members, which is why this repository lives on
 * the staff's side only (member routes use the messages module, whose every query takes the user id).
 */
export function createInboxRepo(db: Db) {
  const reasonName = (lang: Language) => sql.raw(lang === 'es' ? 'cr.name_es' : 'cr.name_en');

  return {
    /**
     * Threads waiting for care: a member message newer than care's last answer and than the closing. The
     * wait starts at the oldest such message; oldest waits first.
     */
    inbox: (lang: Language, filter: { reason?: number | undefined; language?: Language | undefined }) =>
      queryRows<InboxRow>(
        db,
        sql`
        select r.id as thread_id, r.subject, ${reasonName(lang)} as reason, r.reason_id,
               trim(u.first_name || ' ' || u.last_name) as member_name, u.email as member_email,
               mb.member_number, u.language, (r.reason_id is not null and r.from_member) as contact_message,
               r.need_to_contact_me, w.preview, w.waiting_since
        from messages r
        join users u on u.id = r.user_id
        left join members mb on mb.id = u.member_id
        left join contact_reasons cr on cr.id = r.reason_id
        cross join lateral (
          select max(c.created_at) as answered_at
          from messages c where ${inThread('c')} and not c.from_member
        ) a
        cross join lateral (
          select min(m.created_at) as waiting_since,
                 (array_agg(m.message order by m.created_at desc, m.id desc))[1] as preview
          from messages m
          where ${inThread('m')} and m.from_member
            and m.created_at > coalesce(a.answered_at, '-infinity'::timestamptz)
            and m.created_at > coalesce(r.closed_at, '-infinity'::timestamptz)
        ) w
        where r.parent_id is null and r.message_type = 'support' and w.waiting_since is not null
          ${filter.reason ? sql`and r.reason_id = ${filter.reason}` : sql``}
          ${filter.language ? sql`and u.language = ${filter.language}` : sql``}
        order by w.waiting_since, r.id`,
      ),

    /**
     * Locks a thread's first message until the transaction ends. A statement of its own: on PostgreSQL a
     * statement that waited for the lock still reads with the snapshot it started with, so the head must be
     * read after it to see an answer committed meanwhile.
     */
    async lock(tx: Tx, threadId: number): Promise<void> {
      await tx.execute(sql`select id from messages where id = ${threadId} for update`);
    },

    /** A thread's head, with the id of its latest message (the version two agents compare). */
    async head(tx: DbOrTx, lang: Language, threadId: number): Promise<ThreadHead | undefined> {
      const [row] = await queryRows<ThreadHead>(
        tx,
        sql`
        select r.id as thread_id, r.user_id, r.subject, r.reason_id, ${reasonName(lang)} as reason,
               trim(u.first_name || ' ' || u.last_name) as member_name, u.first_name as member_first_name,
               u.email as member_email, mb.member_number, u.language, r.phone, r.email,
               r.need_to_contact_me, r.closed_at,
               (select max(m.id) from messages m where ${inThread('m')}) as last_message_id
        from messages r
        join users u on u.id = r.user_id
        left join members mb on mb.id = u.member_id
        left join contact_reasons cr on cr.id = r.reason_id
        where r.id = ${threadId} and r.parent_id is null and r.message_type = 'support'`,
      );
      return row;
    },

    /** Oldest first. */
    items: (threadId: number, tx: DbOrTx = db) =>
      queryRows<ThreadMessageRow>(
        tx,
        sql`select id, from_member, from_name, message, created_at, read_at
            from messages where id = ${threadId} or parent_id = ${threadId}
            order by created_at, id`,
      ),
  };
}

export type InboxRepo = ReturnType<typeof createInboxRepo>;
