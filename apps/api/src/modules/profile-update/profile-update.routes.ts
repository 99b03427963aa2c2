import {
  ApiErrorSchema,
  EmailConfirmationRequestSchema,
  EmailConfirmationResponseSchema,
  type PasswordChecks,
  ProfileUpdateResponseSchema,
  profileUpdateSchema,
} from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/json-text.ts';
import { currentUser } from '../../plugins/member-auth.ts';
import type { ProfileUpdateService } from './profile-update.service.ts';

/**
 * `{"data": …, "message": …}` around a profile that is already encoded JSON; `data` is either that
 * profile or an object whose `profile` member is it (the other members are encoded here).
 */
function envelope(data: Buffer | ({ profile: Buffer } & Record<string, unknown>), message: string): Buffer {
  const tail = Buffer.from(`,"message":${JSON.stringify(message)}}`);
  if (Buffer.isBuffer(data)) return Buffer.concat([Buffer.from('{"data":'), data, tail]);
  const { profile, ...rest } = data;
  const others = Object.keys(rest).length > 0 ? `,${JSON.stringify(rest).slice(1)}` : '}'; // `,"applied":[…],…}`
  return Buffer.concat([Buffer.from('{"data":{"profile":'), profile, Buffer.from(others), tail]);
}

const tags = ['profile'];
const security = [{ bearer: [] }];

/** `GET /profile` lives in modules/profile (the hot path); changing the profile lives here. */
export const profileUpdateRoutes: FastifyPluginAsyncZod<{
  service: ProfileUpdateService;
  passwordChecks: PasswordChecks;
}> = async (app, { service, passwordChecks }) => {
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
        body: profileUpdateSchema(passwordChecks),
        response: {
          200: ProfileUpdateResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    // Authenticated once (requireAuth); the profile the service read after the change goes out as it was
    // encoded, not parsed and serialised again.
    async (request, reply) => {
      const answer = await service.update(
        currentUser(request),
        request.lang,
        request.body,
        request.ip,
        request.keyedTransaction,
      );
      return sendJsonText(reply, envelope({ profile: answer.profile, ...answer.result }, answer.message));
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
    async (request, reply) => {
      const answer = await service.confirmEmail(currentUser(request), request.lang, request.body);
      return sendJsonText(reply, envelope(answer.profile, answer.message));
    },
  );
};
