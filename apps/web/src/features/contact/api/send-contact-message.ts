import { type ContactMessageRequest, type MessageThread, MessageThreadSchema } from '@vida/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /messages`: a new thread for customer care. */
export function sendContactMessage(
  body: ContactMessageRequest,
  idempotencyKey?: string,
): Promise<MessageThread> {
  return apiRequest('/messages', {
    method: 'POST',
    body,
    idempotencyKey,
    parse: (data) => MessageThreadSchema.parse(data),
  });
}
