import {
  ApiErrorSchema,
  dataEnvelope,
  PaymentHistoryListSchema,
  PaymentRequestSchema,
  PaymentResultSchema,
} from '@vida/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendMemberAnswer } from '../../lib/member-reads/member-answer.ts';
import { currentUser, sessionTokenHash } from '../../plugins/member-auth.ts';
import type { PaymentsService } from './payments.service.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];

export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (
  app,
  { service },
) => {
  // The history checks the session inside its own query (lib/member-reads/member-answer.ts); the rest needs
  // requireAuth.
  app.get(
    '/payment_history',
    {
      schema: {
        tags,
        security,
        summary:
          'Payments of the last 730 days (status 2 or 3), newest first, per contract (all but Cancelled), after the member’s portal payments still being confirmed with the card provider (status 1)',
        response: { 200: dataEnvelope(PaymentHistoryListSchema), 401: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendMemberAnswer(request, reply, await service.historyForToken(sessionTokenHash(request))),
  );

  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    member.addHook('onRequest', app.requireAuth);

    member.post(
      '/payment',
      {
        schema: {
          tags,
          security,
          summary:
            'Charges a saved card for a contract’s open items (amount recomputed by the server; Idempotency-Key header required: a repeat answers the first result). 429 `too_many_attempts` with Retry-After past 10 attempts per member or 30 per IP in 15 minutes by default (`PAYMENT_ATTEMPTS_PER_MEMBER`, `PAYMENT_ATTEMPTS_PER_IP`) (a declined one counts twice; a repeat of a key does not count), shared with POST /payment/hosted',
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          body: PaymentRequestSchema,
          response: {
            201: dataEnvelope(PaymentResultSchema),
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            402: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
            422: ApiErrorSchema,
            429: ApiErrorSchema,
            502: ApiErrorSchema,
            503: ApiErrorSchema,
            507: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const data = await service.pay(
          currentUser(request).id,
          request.ip,
          request.headers['idempotency-key'],
          request.body,
        );
        return reply.code(201).send({ data });
      },
    );
  });
};
