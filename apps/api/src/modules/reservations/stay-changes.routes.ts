import {
  ApiErrorSchema,
  dataEnvelope,
  StayChangeRequestedSchema,
  StayChangeRequestSchema,
} from '@vida/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, knownPathId } from '../../lib/path-id.ts';
import { perMemberAndIp, THROTTLES } from '../../lib/throttle.ts';
import { currentUser } from '../../plugins/member-auth.ts';
import type { StayChangesService } from './stay-changes.service.ts';

export const stayChangesRoutes: FastifyPluginAsyncZod<{ service: StayChangesService }> = async (
  app,
  { service },
) => {
  const member = app.withTypeProvider<ZodTypeProvider>();
  member.addHook('onRequest', app.requireAuth);

  member.post(
    '/reservations/:id/changes',
    {
      config: { idempotent: true },
      schema: {
        tags: ['reservations'],
        security: [{ bearer: [] }],
        summary:
          'Ask customer care to change a requested or confirmed stay (dates, room type) or to cancel it, with a reason',
        description:
          '404 for a stay that is not the member’s; 409 `stay_change_pending` while one is waiting, `stay_change_closed` for a stay that begun or ended, `stay_cancel_too_late` within the club’s cut-off (STAY_CANCEL_CUTOFF_DAYS).',
        params: IdParamsSchema,
        body: StayChangeRequestSchema,
        response: {
          201: dataEnvelope(StayChangeRequestedSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      // Each request mails the member and gives the desk a task: limited per account and per IP.
      preHandler: perMemberAndIp(THROTTLES.stayChangeUser, THROTTLES.stayChangeIp),
    },
    async (request, reply) => {
      const data = await service.request(
        currentUser(request).id,
        knownPathId(request.params.id),
        request.body,
        request.keyedTransaction,
      );
      return reply.code(201).send({ data });
    },
  );
};
