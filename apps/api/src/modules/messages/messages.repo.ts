import { type Language, MESSAGE_TYPES } from '@vida/shared';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { languageSuffix } from '../../db/language-suffix.ts';
import { digestStatement, type HotArgs, type HotParam, type Sha256Hex } from '../../db/prepared.ts';
import { contactReasons, messages, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { keptMemberAnswer } from '../../lib/member-reads/kept-member-answer.ts';
import type { MemberAnswer } from '../../lib/member-reads/member-answer.ts';
import { ACTIVE_SESSION_SQL } from '../../lib/member-reads/session-sql.ts';

/** A thread's first message with its latest one and its counts, as one row. */
export interface ThreadRow {
  id: number;
  reason: string | null;
  subject: string;
  message_type: string;
  phone: string | null;
  email: string | null;
  need_to_contact_me: boolean;
  root_from_member: boolean;
  date: Date | string;
  from_name: string;
  from_member: boolean;
  message: string;
  nr_of_messages: number;
  unread_messages: number;
  replied: boolean;
  last_read_at: Date | string | null;
  member_name: string;
}

export interface ItemRow {
  id: number;
  created_at: Date | string;
  from_name: string;
  from_member: boolean;
  message: string;
  read_at: Date | string | null;
}

export interface NewMessage {
  userId: number;
  parentId: number | null;
  reasonId: number | null;
  subject: string;
  fromName: string;
  message: string;
  phone?: string | null;
  email?: string | null;
  needToContactMe?: boolean;
}

/**
 * Each thread of a member (its first message `r`) with its latest message `l` and its counts `c`, before
 * the ordering; `userId` is an SQL expression (a number, or the session's user), `reasonName` the column
 * of the contact reason's name in the wanted language.
 */
function threadRowsSql(userId: string, reasonName: string): string {
  return `
    select r.id, ${reasonName} as reason, r.subject, r.message_type, r.phone, r.email,
           r.need_to_contact_me, r.from_member as root_from_member,
           l.created_at as date, l.from_name, l.from_member, l.message,
           c.replies as nr_of_messages, c.unread as unread_messages, c.answered as replied,
           c.last_read_at, trim(u.first_name || ' ' || u.last_name) as member_name
    from messages r
    join users u on u.id = r.user_id
    left join contact_reasons cr on cr.id = r.reason_id
    cross join lateral (
      select m.created_at, m.from_name, m.from_member, m.message
      from messages m
      where m.user_id = r.user_id and (m.id = r.id or m.parent_id = r.id)
      order by m.created_at desc, m.id desc
      limit 1
    ) l
    cross join lateral (
      select (count(*) - 1)::int as replies,
             (count(*) filter (where m.read_at is null))::int as unread,
             bool_or(m.from_member <> r.from_member) as answered,
             max(m.read_at) as last_read_at
      from messages m
      where m.user_id = r.user_id and (m.id = r.id or m.parent_id = r.id)
    ) c
    where r.user_id = ${userId} and r.parent_id is null`;
}

/** A timestamp as JavaScript's `toISOString` writes it (UTC, milliseconds, `Z`). */
const isoSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The message types the API names; anything else in the table is shown as `support`. */
const MESSAGE_TYPES_SQL = MESSAGE_TYPES.map((t) => `'${t.replaceAll("'", "''")}'`).join(', ');

/**
 * A text constant in SQL without quoting: the UTF-8 bytes in hex, decoded by PostgreSQL. For names from the
 * configuration baked into a prepared statement (decision 010: nothing is quoted into those statements).
 */
const textConstant = (value: string) =>
  `convert_from(decode('${Buffer.from(value, 'utf8').toString('hex')}', 'hex'), 'UTF8')`;

/** The JSON fields of a `MessageSummary` from a row `t` of threadRowsSql, in the schema's order. */
function summaryFieldsSql(careName: string): string {
  return `
    'id', t.id,
    'reason', t.reason,
    'subject', t.subject,
    'date', ${isoSql('t.date')},
    'from_name', t.from_name,
    'to_name', case when t.from_member then ${textConstant(careName)} else t.member_name end,
    'from', case when t.from_member then 'member' else 'care' end,
    'message', t.message,
    'message_type', case when t.message_type in (${MESSAGE_TYPES_SQL}) then t.message_type else 'support' end,
    'replied', coalesce(t.replied, false),
    'read_at', case when t.unread_messages > 0 then null else ${isoSql('t.last_read_at')} end,
    'unread_messages', t.unread_messages,
    'nr_of_messages', t.nr_of_messages,
    'phone', t.phone,
    'email', t.email,
    'need_to_contact_me', t.need_to_contact_me`;
}

/**
 * The member's thread list as `{"data": MessageSummary[]}`, latest activity first: a member answer's body
 * (lib/member-reads/member-answer.ts, reading `s.user_id`), naming customer care as `careName` and contact reasons in
 * the language.
 */
export function threadListBodySql(lang: Language, careName: string): string {
  const reasonName = `cr.name_${languageSuffix(lang)}`;
  return `json_build_object('data', coalesce((
    select json_agg(json_build_object(${summaryFieldsSql(careName)}
    ) order by t.date desc, t.id desc)
    from (${threadRowsSql('s.user_id', reasonName)}) t
  ), '[]'::json))`;
}

/**
 * One thread as `{"data": MessageThread}` (the summary and every message, oldest first): a member answer's
 * body, where `$2` is the id of any message of the thread; null when no thread of this member has it
 * (another member's message included).
 */
export function threadBodySql(lang: Language, careName: string): string {
  const reasonName = `cr.name_${languageSuffix(lang)}`;
  return `(
  select json_build_object('data', json_build_object(${summaryFieldsSql(careName)},
    'conversations', coalesce((
      select json_agg(json_build_object(
        'id', m.id,
        'date', ${isoSql('m.created_at')},
        'from_name', m.from_name,
        'to_name', case when m.from_member then ${textConstant(careName)} else t.member_name end,
        'from', case when m.from_member then 'member' else 'care' end,
        'message', m.message,
        'read_at', ${isoSql('m.read_at')}
      ) order by m.created_at, m.id)
      from messages m
      where m.user_id = s.user_id and (m.id = t.id or m.parent_id = t.id)
    ), '[]'::json)
  ))
  from (${threadRowsSql('s.user_id', reasonName)}
    and r.id = (select coalesce(m.parent_id, m.id) from messages m where m.id = $2 and m.user_id = s.user_id)) t
)`;
}

/** The bearer check and the member's unread count as `{"data": UnreadCount}` text (messages_unread_idx). */
export const UNREAD_COUNT_SQL = `
with s as (${ACTIVE_SESSION_SQL})
select s.id as session_id, s.user_id,
       json_build_object('data', json_build_object('unread_messages', (
         select count(*)::int from messages m where m.user_id = s.user_id and m.read_at is null
       )))::text as body
from s`;

/**
 * Threads are a first message (`parent_id` null) and the messages that point at it. Every query takes the
 * member's user id: a thread of someone else is simply not found.
 */
export function createMessagesRepo(database: Database) {
  const db = database.db;
  /**
   * A kept member answer per language (lib/member-reads/kept-member-answer.ts), made on first use: customer care's name
   * is fixed for the life of the process. Contact reasons name the threads, so their list's version counts.
   */
  function keptPerLanguage<const P extends readonly HotParam[]>(
    name: string,
    params: P,
    bodySql: (lang: Language, careName: string) => string,
  ) {
    const made = new Map<
      Language,
      { careName: string; run: (...args: HotArgs<['digest', ...P]>) => Promise<MemberAnswer | undefined> }
    >();
    return (lang: Language, careName: string) => {
      let statement = made.get(lang);
      if (!statement) {
        const run = keptMemberAnswer(
          database,
          `${name}_${lang}`,
          params,
          bodySql(lang, careName),
          'contact_reasons',
        );
        statement = { careName, run };
        made.set(lang, statement);
      }
      if (statement.careName !== careName) throw new Error('customer care changed its name while running');
      return statement.run;
    };
  }
  const listAnswer = keptPerLanguage('member_message_threads', [], threadListBodySql);
  const threadAnswer = keptPerLanguage('member_message_thread', ['int'], threadBodySql);

  const unreadStatement = digestStatement<{ session_id: number; user_id: number; body: string }>(
    database,
    'member_unread_count',
    UNREAD_COUNT_SQL,
  );

  return {
    /** The session of the access token hash and its member's unread count answer; undefined: none. */
    async unreadJsonForToken(accessHash: Sha256Hex) {
      const [row] = await unreadStatement(accessHash);
      return row && { sessionId: Number(row.session_id), userId: Number(row.user_id), body: row.body };
    },

    /** The member's thread list as `{"data": MessageSummary[]}` text; undefined: no session. */
    listForToken: (accessHash: Sha256Hex, careName: string, lang: Language) =>
      listAnswer(lang, careName)(accessHash),

    /**
     * The thread of the token hash's member that holds message `messageId`, as `{"data": MessageThread}`
     * text (body null: none); undefined: no session.
     */
    threadForToken: (accessHash: Sha256Hex, messageId: number, careName: string, lang: Language) =>
      threadAnswer(lang, careName)(accessHash, messageId),

    /** The thread a message of this member belongs to (its first message), or undefined. */
    async rootOf(userId: number, messageId: number) {
      const [row] = await db
        .select({
          id: messages.id,
          parentId: messages.parentId,
          messageType: messages.messageType,
          subject: messages.subject,
        })
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.userId, userId)));
      if (!row) return undefined;
      if (row.parentId === null) return { id: row.id, messageType: row.messageType, subject: row.subject };
      const [root] = await db
        .select({ id: messages.id, messageType: messages.messageType, subject: messages.subject })
        .from(messages)
        .where(and(eq(messages.id, row.parentId), eq(messages.userId, userId)));
      return root;
    },

    async markThreadRead(userId: number, rootId: number): Promise<void> {
      await db
        .update(messages)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(messages.userId, userId),
            or(eq(messages.id, rootId), eq(messages.parentId, rootId)),
            isNull(messages.readAt),
          ),
        );
    },

    async markAllRead(userId: number): Promise<void> {
      await db
        .update(messages)
        .set({ readAt: sql`now()` })
        .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
      return Number(row?.n ?? 0);
    },

    async member(userId: number) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async reason(reasonId: number) {
      const [row] = await db
        .select({ id: contactReasons.id, nameEn: contactReasons.nameEn, nameEs: contactReasons.nameEs })
        .from(contactReasons)
        .where(eq(contactReasons.id, reasonId));
      return row;
    },

    /**
     * The member's own messages are born read: only the club's count as unread. Written in the caller's
     * transaction (with the mail it causes); answers the stored row, so that the answer needs no read after
     * the commit (one that fails then, while the database goes away, would lose the answer of a write that
     * is done).
     */
    insert: (tx: Tx, message: NewMessage): Promise<ItemRow> => insertMessage(tx, message),
  };
}

async function insertMessage(db: Tx, message: NewMessage): Promise<ItemRow> {
  const [row] = await db
    .insert(messages)
    .values({
      userId: message.userId,
      parentId: message.parentId,
      reasonId: message.reasonId,
      subject: message.subject,
      fromName: message.fromName,
      message: message.message,
      messageType: 'support',
      fromMember: true,
      readAt: sql`now()`,
      phone: message.phone ?? null,
      email: message.email ?? null,
      needToContactMe: message.needToContactMe ?? false,
    })
    .returning({
      id: messages.id,
      created_at: messages.createdAt,
      from_name: messages.fromName,
      from_member: messages.fromMember,
      message: messages.message,
      read_at: messages.readAt,
    });
  if (!row) throw new Error('message not inserted');
  return row;
}

export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
