import {
  ApiErrorSchema,
  CaptchaChallengeSchema,
  dataEnvelope,
  LoginRequestSchema,
  RefreshRequestSchema,
  SessionInfoSchema,
  TokenSchema,
} from '@vida/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/member-auth.ts';
import type { AuthService } from './auth.service.ts';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** Session ids are UUIDs; any other text names no session (404). */
const SessionParams = z.object({ id: z.string() });

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.get(
    '/captcha/challenge',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new ALTCHA challenge (raw ALTCHA JSON, not enveloped: the widget fetches it itself)',
        response: { 200: CaptchaChallengeSchema },
      },
    },
    async () => ({ ...(await service.challenge()) }),
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail, password and the solved captcha',
        description:
          '201 tokens; 400 wrong_credentials or validation_failed (captcha problems under errors.captcha_response); ' +
          '403 account_not_verified / account_disabled; 409 member_id_required (send vida_member_id); ' +
          '429 too_many_attempts with Retry-After (too many tries from this IP, or a wrong password on an account ' +
          'past its limit of failures: the right password with a solved captcha still signs in).',
        body: LoginRequestSchema,
        response: {
          201: dataEnvelope(TokenSchema),
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const token = await service.login({
        email: request.body.email,
        password: request.body.password,
        captchaResponse: request.body.captcha_response,
        vidaMemberId: request.body.vida_member_id,
        client: clientOf(request),
        language: request.lang,
      });
      return reply.code(201).send({ data: token });
    },
  );

  app.post(
    '/token/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new token pair (the old pair stops working)',
        body: RefreshRequestSchema,
        response: { 201: dataEnvelope(TokenSchema), 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = await service.refresh(request.body.refresh_token, clientOf(request));
      return reply.code(201).send({ data: token });
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the current session (its whole family of refreshed tokens)',
        security: [{ bearer: [] }],
        response: { 204: z.undefined(), 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.logout(currentUser(request).sessionId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/sessions',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary:
          'The member’s live sessions (browser, system, signed in, last active); `current` is this one',
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.array(SessionInfoSchema)), 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { data: await service.listSessions(user.id, user.sessionId) };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'End one of the member’s sessions (signs that device out); 404 for anyone else’s',
        security: [{ bearer: [] }],
        params: SessionParams,
        response: { 204: z.undefined(), 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.endSession(currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
};
