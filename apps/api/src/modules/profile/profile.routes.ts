import { ApiErrorSchema, dataEnvelope, ProfileSchema } from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/json-text.ts';
import { sessionTokenHash } from '../../plugins/member-auth.ts';
import type { ProfileService } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (app, { service }) => {
  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in member’s profile with contracts, counts, guests and FAQs (request language)',
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(ProfileSchema), 401: ApiErrorSchema },
      },
    },
    // Authenticates inside the profile query rather than through `requireAuth` (no separate session check),
    // then counts the request against the member's ceiling.
    async (request, reply) => {
      const answer = await service.profileForToken(sessionTokenHash(request), request.lang);
      request.user = { id: answer.userId, sessionId: answer.sessionId };
      await request.server.countMemberRequest(answer.userId);
      return sendJsonText(reply, answer.body);
    },
  );
};
