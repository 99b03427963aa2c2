import {
  ApiErrorSchema,
  ContactMessageRequestSchema,
  dataEnvelope,
  MessageItemSchema,
  MessageSummarySchema,
  MessageThreadSchema,
  ReplyRequestSchema,
  UnreadCountSchema,
} from '@vida/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-text.ts';
import { sendMemberAnswer } from '../../lib/member-reads/member-answer.ts';
import { IdParamsSchema, knownPathId } from '../../lib/path-id.ts';
import { perMemberAndIp, THROTTLES } from '../../lib/throttle.ts';
import { currentUser, sessionTokenHash } from '../../plugins/member-auth.ts';
import type { MessagesService } from './messages.service.ts';

const tags = ['messages'];
const security = [{ bearer: [] }];
/** Contact messages and replies mail customer care (and the member): limited per account and per IP. */
const mailLimit = perMemberAndIp(THROTTLES.messageUser, THROTTLES.messageIp);

export const messagesRoutes: FastifyPluginAsyncZod<{ service: MessagesService }> = async (
  app,
  { service },
) => {
  // The thread list, the unread count and one thread authenticate inside their own query (as GET /profile
  // does), outside the `requireAuth` scope below: one round trip, not three, on the routes the messages page
  // and the header badge poll.
  app.get(
    '/messages',
    {
      schema: {
        tags,
        security,
        summary: 'The member’s threads, latest activity first, with unread counts',
        response: { 200: dataEnvelope(z.array(MessageSummarySchema)), 401: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendMemberAnswer(request, reply, await service.listForToken(sessionTokenHash(request), request.lang)),
  );

  app.get(
    '/messages/unread-count',
    {
      schema: {
        tags,
        security,
        summary: 'How many messages are unread (the header badge polls this, not the whole profile)',
        response: { 200: dataEnvelope(UnreadCountSchema), 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.unreadForToken(sessionTokenHash(request));
      request.user = { id: answer.userId, sessionId: answer.sessionId };
      await request.server.countMemberRequest(answer.userId);
      return sendJsonText(reply, answer.body);
    },
  );

  app.get(
    '/messages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One thread with every message, oldest first (any message id of the thread opens it)',
        params: IdParamsSchema,
        response: { 200: dataEnvelope(MessageThreadSchema), 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // A malformed id looks up message 0, which no one has: the session is still checked first (401 before 404).
      const id = request.params.id;
      return sendMemberAnswer(
        request,
        reply,
        await service.readForToken(sessionTokenHash(request), request.lang, id),
      );
    },
  );

  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    member.addHook('onRequest', app.requireAuth);

    member.post(
      '/messages',
      {
        config: { idempotent: true },
        schema: {
          tags,
          security,
          summary: 'Contact customer care: a new thread (reason, message, phone, e-mail, need_to_contact_me)',
          body: ContactMessageRequestSchema,
          response: {
            201: dataEnvelope(MessageThreadSchema),
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
        preHandler: mailLimit,
      },
      async (request, reply) => {
        const data = await service.contact(
          currentUser(request).id,
          request.lang,
          request.body,
          request.keyedTransaction,
        );
        return reply.code(201).send({ data });
      },
    );

    member.post(
      '/messages/mark-all-messages-read',
      {
        schema: {
          tags,
          security,
          summary: 'Mark every message read',
          response: { 200: dataEnvelope(UnreadCountSchema), 401: ApiErrorSchema },
        },
      },
      async (request) => ({ data: await service.markAllRead(currentUser(request).id) }),
    );

    for (const method of ['POST', 'PUT'] as const) {
      member.route({
        method,
        url: '/messages/:id/mark-as-read',
        schema: {
          tags,
          security,
          summary: 'Mark a whole thread read; answers the member’s remaining unread count',
          params: IdParamsSchema,
          response: { 200: dataEnvelope(UnreadCountSchema), 401: ApiErrorSchema, 404: ApiErrorSchema },
        },
        handler: async (request) => ({
          data: await service.markRead(currentUser(request).id, knownPathId(request.params.id)),
        }),
      });
    }

    member.post(
      '/messages/:id',
      {
        config: { idempotent: true },
        schema: {
          tags,
          security,
          summary: 'Reply to a support thread (alert and marketing threads answer 400 reply_not_allowed)',
          params: IdParamsSchema,
          body: ReplyRequestSchema,
          response: {
            201: dataEnvelope(MessageItemSchema),
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            404: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
        preHandler: mailLimit,
      },
      async (request, reply) => {
        const data = await service.reply(
          currentUser(request).id,
          request.lang,
          knownPathId(request.params.id),
          request.body.message,
          request.keyedTransaction,
        );
        return reply.code(201).send({ data });
      },
    );
  });
};
