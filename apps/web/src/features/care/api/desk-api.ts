/**
 * The desk's work calls: one query-options factory per list (the cache's keys, reused for invalidation)
 * and one function per decision.
 */

import { queryOptions } from '@tanstack/react-query';
import {
  type AuditEntry,
  AuditEntrySchema,
  type CareConfirmStay,
  type CareProfileChange,
  CareProfileChangeSchema,
  type CareStayRequest,
  CareStayRequestSchema,
  type CareThread,
  CareThreadSchema,
  type ContactReason,
  ContactReasonSchema,
  type Hotel,
  HotelSchema,
  type InboxItem,
  InboxItemSchema,
  type Language,
  type MemberMatch,
  MemberMatchSchema,
  type MemberRecord,
  MemberRecordSchema,
} from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { careRequest } from '../lib/staff-session.ts';

const Message = z.object({ message: z.string() });
const decision = (path: string, body?: object) =>
  careRequest(path, { method: 'POST', ...(body ? { body } : {}), envelope: true, parse: Message.parse });

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  return search ? `?${search}` : '';
};

export interface InboxFilter {
  reason?: number | undefined;
  language?: Language | undefined;
}

export const inboxQueryOptions = (filter: InboxFilter) =>
  queryOptions({
    queryKey: ['care', 'inbox', filter],
    queryFn: () =>
      careRequest<InboxItem[]>(
        `/care/inbox${query({ reason: filter.reason?.toString(), language: filter.language })}`,
        {
          parse: z.array(InboxItemSchema).parse,
        },
      ),
    refetchInterval: 60_000,
  });

export const threadQueryOptions = (threadId: number) =>
  queryOptions({
    queryKey: ['care', 'thread', threadId],
    queryFn: () => careRequest<CareThread>(`/care/threads/${threadId}`, { parse: CareThreadSchema.parse }),
  });

export const replyToThread = (threadId: number, message: string, lastMessageId: number) =>
  careRequest<CareThread>(`/care/threads/${threadId}/replies`, {
    method: 'POST',
    body: { message, last_message_id: lastMessageId },
    parse: CareThreadSchema.parse,
  });

export const closeThread = (threadId: number, lastMessageId: number) =>
  careRequest<CareThread>(`/care/threads/${threadId}/close`, {
    method: 'POST',
    body: { last_message_id: lastMessageId },
    parse: CareThreadSchema.parse,
  });

export const profileChangesQueryOptions = () =>
  queryOptions({
    queryKey: ['care', 'profile-changes'],
    queryFn: () =>
      careRequest<CareProfileChange[]>('/care/profile-changes', {
        parse: z.array(CareProfileChangeSchema).parse,
      }),
  });

export const approveProfileChange = (id: number) => decision(`/care/profile-changes/${id}/approve`);
export const rejectProfileChange = (id: number, reason: string) =>
  decision(`/care/profile-changes/${id}/reject`, { reason });

export const stayRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['care', 'stay-requests'],
    queryFn: () =>
      careRequest<CareStayRequest[]>('/care/stay-requests', { parse: z.array(CareStayRequestSchema).parse }),
  });

export const confirmStay = (id: number, body: CareConfirmStay) =>
  decision(`/care/stay-requests/${id}/confirm`, body);
export const declineStay = (id: number, reason: string) =>
  decision(`/care/stay-requests/${id}/decline`, { reason });

export const memberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['care', 'members', q],
    queryFn: () =>
      careRequest<MemberMatch[]>(`/care/members${query({ q })}`, { parse: z.array(MemberMatchSchema).parse }),
    enabled: q.trim().length > 0,
  });

export const memberRecordQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['care', 'member', userId],
    queryFn: () => careRequest<MemberRecord>(`/care/members/${userId}`, { parse: MemberRecordSchema.parse }),
  });

export const contactReasonsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['care', 'reasons', language],
    queryFn: () =>
      apiRequest<ContactReason[]>('/contact_reasons', {
        auth: false,
        parse: z.array(ContactReasonSchema).parse,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const hotelsQueryOptions = () =>
  queryOptions({
    queryKey: ['care', 'hotels'],
    queryFn: () =>
      apiRequest<Hotel[]>('/reservation_hotels', { auth: false, parse: z.array(HotelSchema).parse }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const auditQueryOptions = () =>
  queryOptions({
    queryKey: ['care', 'audit'],
    queryFn: () =>
      careRequest<AuditEntry[]>('/care/audit?limit=100', { parse: z.array(AuditEntrySchema).parse }),
  });
