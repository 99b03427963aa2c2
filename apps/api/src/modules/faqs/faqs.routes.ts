import { dataEnvelope, FaqSchema } from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FaqsService } from './faqs.service.ts';

export const faqsRoutes: FastifyPluginAsyncZod<{ service: FaqsService }> = async (app, { service }) => {
  app.get(
    '/faqs',
    {
      schema: {
        tags: ['reference'],
        summary: 'FAQs in the request language',
        response: { 200: dataEnvelope(z.array(FaqSchema)) },
      },
    },
    async (request) => ({ data: await service.list(request.lang) }),
  );
};
