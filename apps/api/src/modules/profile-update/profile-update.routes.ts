import {
  ApiErrorSchema,
  EmailConfirmationRequestSchema,
  EmailConfirmationResponseSchema,
  extendMessages,
  ProfileUpdateResponseSchema,
  ProfileUpdateSchema,
  profileMessages,
} from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerTokenHash, currentUser } from '../../plugins/auth.ts';
import type { ProfileUpdateService } from './profile-update.service.ts';

// The profile texts join the catalogue before any route answers with them (decision 005).
extendMessages(profileMessages);

const tags = ['profile'];
const security = [{ bearer: [] }];

/** `GET /profile` lives in modules/profile (the hot path); changing the profile lives here. */
export const profileUpdateRoutes: FastifyPluginAsyncZod<{ service: ProfileUpdateService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireAuth);

  app.put(
    '/profile',
    {
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary:
          'Change the profile: language, communications and password at once; address, phones and e-mail as a change customer care verifies (1–3 days)',
        description:
          'Empty `current_password` drops the password fields. Nothing new → 400 `no_property_changed`. A new e-mail gets a confirmation link (24 hours) at that address. Answers the profile after the change, what was applied and what is pending, and a success `message`.',
        body: ProfileUpdateSchema,
        response: {
          200: ProfileUpdateResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const answer = await service.update(
        currentUser(request),
        bearerTokenHash(request),
        request.lang,
        request.body,
      );
      return { data: answer.result, message: answer.message };
    },
  );

  app.post(
    '/profile/email-confirmation',
    {
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary: 'Confirm the requested e-mail with the mailed link’s id, expires and signature',
        body: EmailConfirmationRequestSchema,
        response: { 200: EmailConfirmationResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const answer = await service.confirmEmail(
        currentUser(request),
        bearerTokenHash(request),
        request.lang,
        request.body,
      );
      return { data: answer.profile, message: answer.message };
    },
  );
};
