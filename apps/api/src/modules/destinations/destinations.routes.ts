import {
  ApiErrorSchema,
  DestinationHighlightListSchema,
  DestinationHighlightSchema,
  dataEnvelope,
} from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendMemberAnswer } from '../../lib/member-reads/member-answer.ts';
import { IdParamsSchema } from '../../lib/path-id.ts';
import { sessionTokenHash } from '../../plugins/member-auth.ts';
import type { DestinationsService } from './destinations.service.ts';

const tags = ['destinations'];
const security = [{ bearer: [] }];

export const destinationsRoutes: FastifyPluginAsyncZod<{ service: DestinationsService }> = async (
  app,
  { service },
) => {
  // Both check the session inside their own query (lib/member-reads/member-answer.ts).
  app.get(
    '/destination_highlights',
    {
      schema: {
        tags,
        security,
        summary:
          'Destination highlights in carousel order, texts in the request language (list in data.data)',
        response: { 200: dataEnvelope(DestinationHighlightListSchema), 401: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendMemberAnswer(request, reply, await service.list(sessionTokenHash(request), request.lang)),
  );
  app.get(
    '/destination_highlights/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One destination highlight (404 with code 604 when unknown)',
        params: IdParamsSchema,
        response: { 200: dataEnvelope(DestinationHighlightSchema), 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendMemberAnswer(
        request,
        reply,
        await service.one(sessionTokenHash(request), request.lang, request.params.id),
      ),
  );
};
