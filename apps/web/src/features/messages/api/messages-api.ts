/** The messages endpoints: fetchers, query options (the cache's API) and the mutations' cache updates. */
import { queryOptions } from '@tanstack/react-query';
import {
  type Language,
  type MessageItem,
  MessageItemSchema,
  type MessageSummary,
  MessageSummarySchema,
  type MessageThread,
  MessageThreadSchema,
  UnreadCountSchema,
} from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { messageKeys } from '../../../lib/query-keys.ts';

const ListSchema = z.array(MessageSummarySchema);

export function messagesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: messageKeys.list(language),
    queryFn: ({ signal }): Promise<MessageSummary[]> =>
      apiRequest('/messages', { parse: (data) => ListSchema.parse(data), signal }),
    staleTime: 30_000,
  });
}

export function threadQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: messageKeys.thread(id, language),
    queryFn: ({ signal }): Promise<MessageThread> =>
      apiRequest(`/messages/${encodeURIComponent(id)}`, {
        parse: (data) => MessageThreadSchema.parse(data),
        signal,
      }),
    staleTime: 30_000,
  });
}

const unread = (data: unknown) => UnreadCountSchema.parse(data).unread_messages;

export function markThreadRead(id: number): Promise<number> {
  return apiRequest(`/messages/${id}/mark-as-read`, { method: 'POST', parse: unread });
}

export function markAllRead(): Promise<number> {
  return apiRequest('/messages/mark-all-messages-read', { method: 'POST', parse: unread });
}

export function sendReply(id: number, message: string, idempotencyKey?: string): Promise<MessageItem> {
  return apiRequest(`/messages/${id}`, {
    method: 'POST',
    body: { message },
    idempotencyKey,
    parse: (data) => MessageItemSchema.parse(data),
  });
}
