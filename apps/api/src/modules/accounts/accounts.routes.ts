import {
  ApiErrorSchema,
  dataEnvelope,
  EmailRequestSchema,
  ForgotPasswordRequestSchema,
  ForgotPasswordResultSchema,
  type PasswordChecks,
  RegisterResultSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  VerifyQuerySchema,
  VerifyResultSchema,
} from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PathIdSchema } from '../../lib/path-id.ts';
import type { AccountsService } from './accounts.service.ts';

export const accountsRoutes: FastifyPluginAsyncZod<{
  service: AccountsService;
  passwordChecks: PasswordChecks;
}> = async (app, { service, passwordChecks }) => {
  app.post(
    '/users',
    {
      config: { idempotent: true },
      schema: {
        tags: ['accounts'],
        summary: 'Register (the verification e-mail follows)',
        description:
          '201 `pre_existing_account` (linked to a club record the club already had); an address that already ' +
          'has an account gets the same 201 and its owner a notice by e-mail; 400 validation_failed or ' +
          'legacy_user_exists; 429 too_many_attempts.',
        body: registerRequestSchema(passwordChecks),
        response: { 201: dataEnvelope(RegisterResultSchema), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await service.register(request.body, request.ip, request.keyedTransaction);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/account/verify/:id/:hash',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Verify an e-mail address with the signed link from the verification mail',
        description:
          '200; 400 verification_code_invalid (changed link), verification_link_expired or already_verified.',
        params: z.object({ id: z.string().max(20).pipe(PathIdSchema), hash: z.string().max(100) }),
        querystring: VerifyQuerySchema,
        response: { 200: dataEnvelope(VerifyResultSchema), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const data = await service.verify({ ...request.params, ...request.query });
      return { data };
    },
  );

  app.post(
    '/account/verify/resend-validation',
    {
      config: { idempotent: true },
      schema: {
        tags: ['accounts'],
        summary: 'Send a new verification link',
        description:
          '204 for any well-formed address (only an unverified account is mailed, so the answer tells nothing); 429 too_many_attempts.',
        body: EmailRequestSchema,
        response: { 204: z.undefined(), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.resend(request.body.email, request.ip);
      return reply.code(204).send();
    },
  );

  app.post(
    '/users/passwords',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ask for a password-reset code by e-mail',
        description:
          '201 with the token for the reset URL, for known and unknown e-mails alike (only known accounts ' +
          'get the mail); 400 for a missing or used captcha; 429 too_many_attempts per e-mail or per IP.',
        body: ForgotPasswordRequestSchema,
        response: { 201: dataEnvelope(ForgotPasswordResultSchema), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await service.forgot(request.body.email, request.body.captcha_response, request.ip);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/users/passwords/:token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the token and the 6-digit code from the e-mail',
        description:
          '204 (every session of the account is revoked); 400 validation_failed, verification_code_invalid ' +
          '(wrong code or token) or reset_code_expired (15 minutes passed, 5 wrong tries, already used, or the ' +
          'password changed since); 429 too_many_attempts.',
        params: z.object({ token: z.string().max(200) }),
        body: resetPasswordRequestSchema(passwordChecks),
        response: { 204: z.undefined(), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { verification_code, password } = request.body;
      await service.reset(request.params.token, verification_code, password, request.ip);
      return reply.code(204).send();
    },
  );
};
