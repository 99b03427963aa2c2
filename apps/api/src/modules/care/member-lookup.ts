/**
 * Read-only member lookup for the desk: by e-mail, member id or name; then one member's profile, contracts,
 * payments, reservations and message threads. Nothing here writes but the audit row of a viewed record.
 */
import { currencyOf, type MemberMatch, type MemberRecord, NOT_FOUND_CODE } from '@vida/shared';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contracts,
  hotels,
  members,
  messages,
  paymentHistory,
  reservations,
  users,
} from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type Actor, recordAudit } from '../staff/index.ts';

const MATCHES = 20;
/** `%` and `_` typed by the agent are letters, not wildcards. */
const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createMemberLookup(db: Db) {
  return {
    async search(query: string): Promise<MemberMatch[]> {
      const q = query.trim();
      const pattern = `%${likeEscape(q)}%`;
      const rows = await db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          memberNumber: members.memberNumber,
          language: users.language,
        })
        .from(users)
        .leftJoin(members, eq(members.id, users.memberId))
        .where(
          or(
            ilike(users.email, pattern),
            eq(members.memberNumber, q),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ),
        )
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(MATCHES);
      return rows.map((r) => ({
        user_id: r.userId,
        name: `${r.firstName} ${r.lastName}`.trim(),
        email: r.email,
        member_number: r.memberNumber,
        language: r.language,
      }));
    },

    async record(userId: number, actor: Actor): Promise<MemberRecord> {
      const [user] = await db
        .select({ user: users, member: members })
        .from(users)
        .leftJoin(members, eq(members.id, users.memberId))
        .where(eq(users.id, userId));
      if (!user) throw new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });
      const { member } = user;
      const contractRows = member
        ? await db
            .select()
            .from(contracts)
            .where(eq(contracts.memberId, member.id))
            .orderBy(asc(contracts.id))
        : [];
      const contractIds = contractRows.map((c) => c.id);
      const payments = contractIds.length
        ? await db
            .select()
            .from(paymentHistory)
            .where(inArray(paymentHistory.contractId, contractIds))
            .orderBy(desc(paymentHistory.createdAt))
            .limit(50)
        : [];
      const stays = await db
        .select({ r: reservations, hotel: hotels.name })
        .from(reservations)
        .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
        .where(eq(reservations.userId, userId))
        .orderBy(desc(reservations.arrivingDate));
      const threads = await db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, userId), isNull(messages.parentId)))
        .orderBy(desc(messages.createdAt))
        .limit(50);
      // Looking at a member's record is a staff action too: who looked at whom, and when.
      await recordAudit(db, actor, { action: 'member.viewed', target: `user:${userId}` });
      const u = user.user;
      return {
        user_id: u.id,
        name: `${u.firstName} ${u.lastName}`.trim(),
        email: u.email,
        member_number: member?.memberNumber ?? null,
        language: u.language,
        verified: u.verifiedAt !== null,
        disabled: u.disabledAt !== null,
        address: member
          ? [
              member.addressLine1,
              member.addressLine2,
              [member.city, member.state, member.postalCode].filter(Boolean).join(', '),
              member.country,
            ].filter((l): l is string => Boolean(l))
          : [],
        phones: [member?.mobilePhone ?? u.mobilePhone, member?.homePhone ?? u.homePhone].filter(
          (p): p is string => Boolean(p),
        ),
        contracts: contractRows.map((c) => ({
          contract_number: c.contractNumber,
          status: c.status,
          resort: c.resort,
          currency: currencyOf(c.currencyId),
          balance: c.balance,
        })),
        payments: payments.map((p) => ({
          date: p.createdAt.toISOString(),
          amount: p.amount,
          currency: p.currency,
          payment_type: p.paymentType,
          last_four: p.lastFour,
        })),
        reservations: stays.map(({ r, hotel }) => ({
          reservation_number: r.reservationNumber,
          status: r.status,
          hotel,
          arriving_date: r.arrivingDate,
          departing_date: r.departingDate,
          room_type: r.roomType,
        })),
        messages: threads.map((m) => ({
          thread_id: m.id,
          subject: m.subject,
          date: m.createdAt.toISOString(),
          from: m.fromMember ? ('member' as const) : ('care' as const),
          message_type: m.messageType,
        })),
      };
    },
  };
}

export type MemberLookup = ReturnType<typeof createMemberLookup>;
