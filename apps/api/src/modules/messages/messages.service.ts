import {
  type ContactMessageRequestSchema,
  type Language,
  MESSAGE_TYPES,
  type MessageItem,
  type MessageSummary,
  type MessageThread,
  type MessageType,
  NOT_FOUND_CODE,
  REPLYABLE_MESSAGE_TYPES,
  type UnreadCount,
} from '@vida/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { perLanguage, type Sha256Hex } from '../../db/prepared.ts';
import type { Tx } from '../../db/tx.ts';
import { HttpError, validationError } from '../../lib/http-error.ts';
import type { KeyedTransaction } from '../../lib/idempotency-store.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { MemberAnswer } from '../../lib/member-reads/member-answer.ts';
import { text } from '../../lib/texts.ts';
import {
  type CareNotificationBody,
  type CareNotificationKind,
  careNotificationTitle,
  renderCareNotification,
} from './message-mails.ts';
import type { ItemRow, MessagesRepo, NewMessage, ThreadRow } from './messages.repo.ts';

type ContactMessage = z.output<typeof ContactMessageRequestSchema>;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const messageType = (value: string): MessageType =>
  (MESSAGE_TYPES as readonly string[]).includes(value) ? (value as MessageType) : 'support';

const notFound = () => new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });

export interface MessagesServiceDeps {
  repo: MessagesRepo;
  club: Config['club'];
  log: FastifyBaseLogger;
  mail: Mailer;
}

export function createMessagesService({ repo, club, log, mail }: MessagesServiceDeps) {
  /** Who the member writes to, named in the request language (made once: the club's name is configuration). */
  const careNames = perLanguage((lang) => text(lang, 'care.careName', { club: club.name }));
  const careName = (lang: Language) => careNames[lang];

  function summary(row: ThreadRow, lang: Language): MessageSummary {
    return {
      id: row.id,
      reason: row.reason,
      subject: row.subject,
      date: iso(row.date) ?? '',
      from_name: row.from_name,
      to_name: row.from_member ? careName(lang) : row.member_name,
      from: row.from_member ? 'member' : 'care',
      message: row.message,
      message_type: messageType(row.message_type),
      replied: row.replied === true,
      read_at: row.unread_messages > 0 ? null : iso(row.last_read_at),
      unread_messages: row.unread_messages,
      nr_of_messages: row.nr_of_messages,
      phone: row.phone,
      email: row.email,
      need_to_contact_me: row.need_to_contact_me,
    };
  }

  function item(row: ItemRow, memberName: string, lang: Language): MessageItem {
    return {
      id: row.id,
      date: iso(row.created_at) ?? '',
      from_name: row.from_name,
      to_name: row.from_member ? careName(lang) : memberName,
      from: row.from_member ? 'member' : 'care',
      message: row.message,
      read_at: iso(row.read_at),
    };
  }

  async function memberName(userId: number): Promise<string> {
    const member = await repo.member(userId);
    if (!member) throw notFound();
    return `${member.firstName} ${member.lastName}`.trim();
  }

  /**
   * The e-mail to customer care, in the club's language, queued in the transaction of the message it tells
   * about. The log keeps one line per message with the event name `care_notification` (the member's text
   * stays out of logs), written once the message is stored.
   */
  function careNotification(
    kind: CareNotificationKind,
    name: string,
    subject: string,
    body: CareNotificationBody,
  ) {
    const language = club.careLanguage;
    const title = careNotificationTitle(language, kind, name, subject);
    return {
      async enqueue(tx: Tx, threadId: number) {
        const rendered = renderCareNotification(club, kind, name, subject, body, threadId);
        await mail.enqueue({ to: club.careEmail, language, ...rendered }, tx);
      },
      logged(details: Record<string, string | number | boolean | null>) {
        log.info(
          { event: 'care_notification', kind, to: club.careEmail, language, subject: title, ...details },
          'customer care notified',
        );
      },
    };
  }

  async function rootOf(userId: number, messageId: number) {
    const root = await repo.rootOf(userId, messageId);
    if (!root) throw notFound();
    return root;
  }

  return {
    /** `{"data": MessageSummary[]}` as JSON text for the session of the token hash; undefined: none. */
    listForToken: (accessHash: Sha256Hex, lang: Language): Promise<MemberAnswer | undefined> =>
      repo.listForToken(accessHash, careName(lang), lang),

    /**
     * `{"data": MessageThread}` as JSON text: the thread holding message `messageId` of the token hash's
     * member (body null: no thread of theirs has it); undefined: no session.
     */
    readForToken: (
      accessHash: Sha256Hex,
      lang: Language,
      messageId: number,
    ): Promise<MemberAnswer | undefined> => repo.threadForToken(accessHash, messageId, careName(lang), lang),

    /** `{"data": UnreadCount}` as JSON text for the session of the token hash; 401 without one. */
    async unreadForToken(
      accessHash: Sha256Hex,
    ): Promise<{ userId: number; sessionId: number; body: string }> {
      const found = await repo.unreadJsonForToken(accessHash);
      if (!found) throw new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });
      return found;
    },

    async markRead(userId: number, messageId: number): Promise<UnreadCount> {
      const root = await rootOf(userId, messageId);
      await repo.markThreadRead(userId, root.id);
      return { unread_messages: await repo.unreadCount(userId) };
    },

    async markAllRead(userId: number): Promise<UnreadCount> {
      await repo.markAllRead(userId);
      return { unread_messages: await repo.unreadCount(userId) };
    },

    /**
     * A new thread, written with customer care's notification in the request's keyed transaction, and
     * answered from the stored row: a read after the commit that fails (the database going away) would lose
     * the answer of a write that is done, and its retry would hear 409 `idempotency_answer_lost`.
     */
    async contact(
      userId: number,
      lang: Language,
      body: ContactMessage,
      keyedTransaction: KeyedTransaction,
    ): Promise<MessageThread> {
      const reason = await repo.reason(body.reason);
      if (!reason) throw validationError({ reason: ['validation_invalid'] });
      const name = await memberName(userId);
      const subject = { en: reason.nameEn, es: reason.nameEs }[lang];
      const notification = careNotification(
        'contact',
        name,
        { en: reason.nameEn, es: reason.nameEs }[club.careLanguage],
        {
          message: body.message,
          phone: body.phone ?? null,
          email: body.email ?? null,
          needToContactMe: body.need_to_contact_me,
        },
      );
      const message = {
        userId,
        parentId: null,
        reasonId: reason.id,
        subject,
        fromName: name,
        message: body.message,
        phone: body.phone ?? null,
        email: body.email ?? null,
        needToContactMe: body.need_to_contact_me,
      } satisfies NewMessage;
      const created = await keyedTransaction(async (tx) => {
        const row = await repo.insert(tx, message);
        await notification.enqueue(tx, row.id);
        return row;
      });
      notification.logged({
        thread_id: created.id,
        user_id: userId,
        reason: reason.nameEn,
        need_to_contact_me: body.need_to_contact_me,
        length: body.message.length,
      });
      // The thread is its first message alone, as the thread query would find it.
      const thread: ThreadRow = {
        id: created.id,
        reason: subject,
        subject,
        message_type: 'support',
        phone: message.phone,
        email: message.email,
        need_to_contact_me: message.needToContactMe,
        root_from_member: created.from_member,
        date: created.created_at,
        from_name: created.from_name,
        from_member: created.from_member,
        message: created.message,
        nr_of_messages: 0,
        unread_messages: created.read_at === null ? 1 : 0,
        replied: false,
        last_read_at: created.read_at,
        member_name: name,
      };
      return { ...summary(thread, lang), conversations: [item(created, name, lang)] };
    },

    /** A reply, written with customer care's notification in the request's keyed transaction. */
    async reply(
      userId: number,
      lang: Language,
      messageId: number,
      text: string,
      keyedTransaction: KeyedTransaction,
    ): Promise<MessageItem> {
      const root = await rootOf(userId, messageId);
      if (!REPLYABLE_MESSAGE_TYPES.includes(messageType(root.messageType))) {
        throw new HttpError(400, 'reply_not_allowed');
      }
      // The thread's subject is its first message's: reading the whole thread for it cost a reply two
      // statements, one of them the list's (the write bench measured it).
      const name = await memberName(userId);
      const notification = careNotification('reply', name, root.subject, { message: text });
      const created = await keyedTransaction(async (tx) => {
        const row = await repo.insert(tx, {
          userId,
          parentId: root.id,
          reasonId: null,
          subject: root.subject.startsWith('Re: ') ? root.subject : `Re: ${root.subject}`,
          fromName: name,
          message: text,
        });
        await notification.enqueue(tx, root.id);
        return row;
      });
      notification.logged({
        thread_id: root.id,
        message_id: created.id,
        user_id: userId,
        length: text.length,
      });
      return item(created, name, lang);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
