import {
  ApiErrorSchema,
  dataEnvelope,
  type PasswordChecks,
  StaffCodeRequestSchema,
  StaffEnrolledSchema,
  StaffEnrolmentSchema,
  StaffLanguageRequestSchema,
  StaffLoginRequestSchema,
  StaffSchema,
  StaffSecondFactorSchema,
  StaffSessionSchema,
  StaffVerifyRequestSchema,
  staffSetPasswordRequestSchema,
} from '@vida/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { bearerToken } from '../../plugins/member-auth.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import { currentStaff, type StaffGuards } from './staff-guard.ts';

const tags = ['care: sign-in'];
const security = [{ bearer: [] }];

/** The second-factor token travels as the bearer token of the second step. */
function secondFactorToken(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });
  return token;
}

/** onRequest of the second-factor steps: no token is a 401 before the body is even read. */
async function requireSecondFactorToken(request: FastifyRequest): Promise<void> {
  secondFactorToken(request);
}

export const staffAuthRoutes: FastifyPluginAsyncZod<{
  service: StaffAuthService;
  guards: StaffGuards;
  passwordChecks: PasswordChecks;
}> = async (app, { service, guards, passwordChecks }) => {
  app.post(
    '/care/login',
    {
      schema: {
        tags,
        summary: 'Staff sign-in, step 1: e-mail, password and the solved captcha (GET /captcha/challenge)',
        description:
          '201 a second-factor token (10 minutes) and what comes next: `enrol` (first sign-in) or `totp`. ' +
          '400 wrong_credentials or validation_failed; 429 too_many_attempts with Retry-After.',
        body: StaffLoginRequestSchema,
        response: { 201: dataEnvelope(StaffSecondFactorSchema), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.login({
        email: request.body.email,
        password: request.body.password,
        captchaResponse: request.body.captcha_response,
        ip: request.ip,
      });
      return reply.code(201).send({ data: answer });
    },
  );

  app.get(
    '/care/login/enrolment',
    {
      onRequest: requireSecondFactorToken,
      schema: {
        tags,
        summary: 'First sign-in: the authenticator secret and its QR code (second-factor token as bearer)',
        security,
        response: { 200: dataEnvelope(StaffEnrolmentSchema), 401: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => ({ data: await service.enrolment(secondFactorToken(request)) }),
  );

  app.post(
    '/care/login/enrolment',
    {
      onRequest: requireSecondFactorToken,
      schema: {
        tags,
        summary:
          'First sign-in: the first code turns the second factor on; answers the session and 10 recovery codes',
        security,
        body: StaffCodeRequestSchema,
        response: {
          201: dataEnvelope(StaffEnrolledSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await service.enrol(secondFactorToken(request), request.body.code, request.ip);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/care/login/verify',
    {
      onRequest: requireSecondFactorToken,
      schema: {
        tags,
        summary: 'Staff sign-in, step 2: a code from the authenticator or an unused recovery code',
        description:
          'Each code works once. Five wrong codes end the second-factor token (sign in again). 429: ten wrong ' +
          'authenticator codes on the account in 15 minutes (a recovery code still works), or ten wrong recovery ' +
          'codes from this IP.',
        security,
        body: StaffVerifyRequestSchema,
        response: {
          201: dataEnvelope(StaffSessionSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await service.verify(secondFactorToken(request), request.body, request.ip);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/care/password',
    {
      schema: {
        tags,
        summary: 'Sets a new staff account’s password with the token of its set-password link',
        body: staffSetPasswordRequestSchema(passwordChecks),
        response: { 200: z.object({ message: z.string() }), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      await service.setPassword(request.body.token, request.body.password);
      return { message: request.t('staff_password_set') };
    },
  );

  app.get(
    '/care/me',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary: 'The signed-in staff member',
        security,
        response: { 200: dataEnvelope(StaffSchema), 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => ({ data: await service.me(currentStaff(request).id) }),
  );

  app.put(
    '/care/me/language',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary: 'The language the desk speaks to this staff member',
        security,
        body: StaffLanguageRequestSchema,
        response: {
          200: dataEnvelope(StaffSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => ({
      data: await service.setLanguage(currentStaff(request).id, request.body.language),
    }),
  );

  app.post(
    '/care/logout',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary: 'Ends the staff session',
        security,
        response: { 204: z.undefined(), 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.logout(currentStaff(request).sessionId);
      return reply.code(204).send();
    },
  );
};
