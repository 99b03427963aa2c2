import {
  ApiErrorSchema,
  DestinationHighlightListSchema,
  DestinationHighlightSchema,
  dataEnvelope,
} from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DestinationsService } from './destinations.service.ts';

const tags = ['destinations'];
const security = [{ bearer: [] }];

export const destinationsRoutes: FastifyPluginAsyncZod<{ service: DestinationsService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireAuth);
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
    async (request) => ({ data: { data: await service.list(request.lang) } }),
  );
  app.get(
    '/destination_highlights/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One destination highlight (404 with code 604 when unknown)',
        params: z.object({ id: z.string() }),
        response: { 200: dataEnvelope(DestinationHighlightSchema), 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({ data: await service.one(request.lang, request.params.id) }),
  );
};
