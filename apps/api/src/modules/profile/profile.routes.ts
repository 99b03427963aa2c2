import { ApiErrorSchema, dataEnvelope, ProfileSchema } from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/json-text.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ProfileService } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (app, { service }) => {
  app.get(
    '/profile',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in member’s profile with contracts, counts, guests and FAQs (request language)',
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(ProfileSchema), 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const json = await service.profileJson(currentUser(request).id, request.lang);
      return sendJsonText(reply, json);
    },
  );
};
