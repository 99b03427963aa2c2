import { ApiErrorSchema, dataEnvelope, ExchangesDataSchema } from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendMemberAnswer } from '../../lib/member-reads/member-answer.ts';
import { sessionTokenHash } from '../../plugins/member-auth.ts';
import type { ExchangesService } from './exchanges.service.ts';

export const exchangesRoutes: FastifyPluginAsyncZod<{ service: ExchangesService }> = async (
  app,
  { service },
) => {
  // Checks the session inside its own query (lib/member-reads/member-answer.ts).
  app.get(
    '/exchanges',
    {
      schema: {
        tags: ['exchanges'],
        security: [{ bearer: [] }],
        summary:
          'The member’s exchange memberships: data[0] is the list of { MembershipType, membership_number }; [] for non-members',
        response: { 200: dataEnvelope(ExchangesDataSchema), 401: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendMemberAnswer(request, reply, await service.forToken(sessionTokenHash(request))),
  );
};
