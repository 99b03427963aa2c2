import {
  ApiErrorSchema,
  CaptchaChallengeSchema,
  COOKIE_SESSION_MODE,
  type CookieSession,
  CookieSessionSchema,
  dataEnvelope,
  LoginRequestSchema,
  RefreshRequestSchema,
  SESSION_MODE_HEADER,
  SessionInfoSchema,
  type Token,
  TokenSchema,
} from '@vida/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationError } from '../../lib/http-error.ts';
import type { IssuedPair } from '../../lib/session-store.ts';
import { assertSameOrigin, currentUser } from '../../plugins/member-auth.ts';
import { REFRESH_COOKIE, readCookie } from '../../plugins/session-cookies.ts';
import type { AuthService } from './auth.service.ts';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** The web app asks for its session in cookies (`X-Vida-Session: cookie`); API clients get bearer tokens. */
const wantsCookies = (request: FastifyRequest) =>
  request.headers[SESSION_MODE_HEADER] === COOKIE_SESSION_MODE;

/** A bearer client's tokens, or (cookie mode) only when the cookies run out. */
const IssuedSchema = dataEnvelope(z.union([TokenSchema, CookieSessionSchema]));

const cookieModeNote =
  ' With the header `X-Vida-Session: cookie` (the web app; the request must come from the portal’s origin, ' +
  'else 403 cross_site_request) the pair is set as the HttpOnly cookies `vida_session` and `vida_refresh` ' +
  'and the body carries only `expires_at` and `refresh_expires_at`.';

/** Session ids are UUIDs; any other text names no session (404). */
const SessionParams = z.object({ id: z.string() });

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  /**
   * A new pair as its caller holds sessions: a bearer client reads the tokens from the body; a browser keeps
   * them in HttpOnly cookies, so no token string ever reaches the page's scripts.
   */
  function issue(reply: FastifyReply, pair: IssuedPair, inCookies: boolean): Token | CookieSession {
    if (!inCookies)
      return {
        access_token: pair.access_token,
        expires_at: pair.expires_at,
        refresh_token: pair.refresh_token,
      };
    app.sessionCookies.set(reply, pair);
    return { expires_at: pair.expires_at, refresh_expires_at: pair.refresh_expires_at };
  }

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
          '403 account_not_verified (previous_app_welcome for an owner from the previous app) / account_disabled; 409 member_id_required (send vida_member_id); ' +
          '429 too_many_attempts with Retry-After (too many tries from this IP, or a wrong password on an account ' +
          'past its limit of failures: the right password with a solved captcha still signs in).' +
          cookieModeNote,
        body: LoginRequestSchema,
        response: {
          201: IssuedSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const inCookies = wantsCookies(request);
      // Signing a browser into someone else's account is a forgery too.
      if (inCookies) assertSameOrigin(request);
      const pair = await service.login({
        email: request.body.email,
        password: request.body.password,
        captchaResponse: request.body.captcha_response,
        vidaMemberId: request.body.vida_member_id,
        client: clientOf(request),
        language: request.lang,
      });
      return reply.code(201).send({ data: issue(reply, pair, inCookies) });
    },
  );

  app.post(
    '/token/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new token pair (the old pair stops working)',
        description:
          'The refresh token comes in the body, or, without one there, in the `vida_refresh` cookie: the answer ' +
          'then sets both cookies again (401 invalid_refresh_token expires them).' +
          cookieModeNote,
        body: RefreshRequestSchema,
        response: { 201: IssuedSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const cookie =
        request.body.refresh_token === undefined ? readCookie(request, REFRESH_COOKIE) : undefined;
      const refreshToken = request.body.refresh_token ?? cookie;
      if (refreshToken === undefined) throw validationError({ refresh_token: ['validation_required'] });
      // A pair renewed from a cookie goes back into cookies, whatever the request asked.
      const inCookies = cookie !== undefined || wantsCookies(request);
      if (inCookies) assertSameOrigin(request);
      let pair: IssuedPair;
      try {
        pair = await service.refresh(refreshToken, clientOf(request));
      } catch (error) {
        // A refused refresh cookie (rotated, revoked, run out) is of no further use to the browser.
        if (cookie !== undefined) app.sessionCookies.clear(request, reply, 'both');
        throw error;
      }
      return reply.code(201).send({ data: issue(reply, pair, inCookies) });
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary:
          'Sign out: revoke the current session (its whole family of refreshed tokens); its cookies expire',
        security: [{ bearer: [] }],
        response: { 204: z.undefined(), 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.logout(currentUser(request).sessionId);
      app.sessionCookies.clear(request, reply, 'both');
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
        summary:
          'End one of the member’s sessions (signs that device out; this one’s cookies expire); 404 for anyone else’s',
        security: [{ bearer: [] }],
        params: SessionParams,
        response: { 204: z.undefined(), 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (await service.endSession(user.id, request.params.id, user.sessionId))
        app.sessionCookies.clear(request, reply, 'both');
      return reply.code(204).send();
    },
  );
};
