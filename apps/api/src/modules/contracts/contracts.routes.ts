import { ApiErrorSchema, ContractListSchema, ContractSchema, dataEnvelope } from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendMemberAnswer } from '../../lib/member-reads/member-answer.ts';
import { IdParamsSchema } from '../../lib/path-id.ts';
import { sessionTokenHash } from '../../plugins/member-auth.ts';
import type { ContractsService } from './contracts.service.ts';

const tags = ['contracts'];
const security = [{ bearer: [] }];

export const contractsRoutes: FastifyPluginAsyncZod<{ service: ContractsService }> = async (
  app,
  { service },
) => {
  // Both check the session inside their own query (lib/member-reads/member-answer.ts).
  app.get(
    '/user_contracts',
    {
      schema: {
        tags,
        security,
        summary:
          'The member’s contracts (every status), with open payment items by type and recent payments; payments due first',
        response: { 200: dataEnvelope(ContractListSchema), 401: ApiErrorSchema },
      },
    },
    async (request, reply) => sendMemberAnswer(request, reply, await service.list(sessionTokenHash(request))),
  );
  app.get(
    '/user_contracts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of the member’s contracts (404 with code 604 when unknown or another member’s)',
        params: IdParamsSchema,
        response: { 200: dataEnvelope(ContractSchema), 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendMemberAnswer(request, reply, await service.one(sessionTokenHash(request), request.params.id)),
  );
};
