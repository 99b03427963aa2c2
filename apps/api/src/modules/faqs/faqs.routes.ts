import { dataEnvelope, FaqSchema } from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-text.ts';
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
    async (request, reply) => sendJsonText(reply, `{"data":${await service.listJson(request.lang)}}`),
  );
};
