import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Sha256Hex } from '../db/prepared.ts';
import { HttpError } from '../lib/http-error.ts';
import { type TalliedHits, THROTTLES, talliedHits } from '../lib/throttle.ts';
import { hashToken, STAFF_TOKEN_RE, TOKEN_RE } from '../lib/tokens.ts';
import { readCookie, SESSION_COOKIE, type SessionCookies } from './session-cookies.ts';

export interface AuthUser {
  id: number;
  sessionId: number;
}

export interface ActiveSession {
  sessionId: number;
  userId: number;
}

/**
 * Where the guard finds the live session of an access-token hash. Declared here, not taken from the auth
 * module, so that plugins depend on no module: app.ts hands in the auth module's repository.
 */
export interface SessionLookup {
  findActiveSession(accessHash: Sha256Hex): Promise<ActiveSession | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAuth`; null on public routes. */
    user: AuthUser | null;
    /** Whether the member's session was taken from the `vida_session` cookie (no bearer header came). */
    bySessionCookie: boolean;
  }
  interface FastifyInstance {
    /**
     * onRequest hook for member routes: a valid, unexpired, unrevoked member token (bearer header, else the
     * session cookie) or 401; a cookie-authenticated write from another site 403.
     */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /**
     * Counts a signed-in member's request against the ceiling (MEMBER_REQUESTS_PER_MINUTE); 429 past it.
     * `requireAuth` counts its routes; the reads that check the session in their own statement call it.
     */
    countMemberRequest: (userId: number) => Promise<void>;
    /** This process's count of member requests (tests write it out and forget it around a data reset). */
    memberRequestCounts: TalliedHits;
    /** The session cookies' attributes and the same-origin rule for writes they authenticate. */
    sessionCookies: SessionCookies;
    /** Where the guard finds live sessions (`sessionFromCookie` too). */
    memberSessions: SessionLookup;
  }
}

const unauthenticated = () => new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });

/** Methods a cross-site page must not be able to send with the member's cookie (CSRF). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerAuth(
  app: FastifyInstance,
  sessions: SessionLookup,
  database: Database,
  cookies: SessionCookies,
  requestsPerMinute: number = THROTTLES.apiMember.max,
): void {
  const counts = talliedHits(database, { ...THROTTLES.apiMember, max: requestsPerMinute });
  app.addHook('onClose', async () => counts.stop());
  app.decorateRequest('user', null);
  app.decorateRequest('bySessionCookie', false);
  app.decorate('sessionCookies', cookies);
  app.decorate('memberSessions', sessions);
  // A cookie the server no longer honours (signed out elsewhere, revoked by a password change, run out) is
  // expired on the answer that refused it; only an error answer pays for this check.
  app.addHook('onError', async (request, reply, error) => {
    if (error.statusCode === 401 && request.bySessionCookie) cookies.clear(request, reply, 'session');
  });
  // A generous ceiling per member across every process (MEMBER_REQUESTS_PER_MINUTE): a runaway client or a
  // stolen token cannot hammer the API, the hot reads included. The count is judged without a round trip.
  app.decorate('memberRequestCounts', counts);
  app.decorate('countMemberRequest', async (userId: number) => {
    const usage = counts.hit(userId);
    if (!usage.allowed) {
      throw new HttpError(429, 'too_many_requests', {
        code: 'too_many_requests',
        values: { seconds: usage.retryAfterSeconds },
        headers: { 'retry-after': String(usage.retryAfterSeconds) },
      });
    }
  });
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    const session = await sessions.findActiveSession(sessionTokenHash(request));
    if (!session) throw unauthenticated();
    await app.countMemberRequest(session.userId);
    request.user = { id: session.userId, sessionId: session.sessionId };
  });
}

/** The bearer token of the request, trimmed, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * The SHA-256 hash of the request's member token: the bearer header's, else the `vida_session` cookie's (a
 * bearer header wins: an API client is judged by what it sent explicitly). 401 without a well-formed one (it
 * never reaches the database), 403 for a staff token (member routes are for members only) and 403
 * `cross_site_request` for a write the cookie would authenticate that did not come from the portal's pages.
 */
export function sessionTokenHash(request: FastifyRequest): Sha256Hex {
  const bearer = bearerToken(request);
  if (bearer !== undefined) return memberTokenHash(bearer);
  const cookie = readCookie(request, SESSION_COOKIE);
  if (cookie === undefined) throw unauthenticated();
  if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request);
  request.bySessionCookie = true;
  return memberTokenHash(cookie);
}

function memberTokenHash(token: string): Sha256Hex {
  if (STAFF_TOKEN_RE.test(token)) throw new HttpError(403, 'members_only', { code: 'members_only' });
  if (!TOKEN_RE.test(token)) throw unauthenticated();
  return hashToken(token);
}

/** 403 `cross_site_request` unless the request came from the portal's own pages (session-cookies.ts). */
export function assertSameOrigin(request: FastifyRequest): void {
  if (!request.server.sessionCookies.sameOrigin(request))
    throw new HttpError(403, 'cross_site_request', { code: 'cross_site_request' });
}

/**
 * The live session a page load's `vida_session` cookie names, or undefined (no cookie, a malformed, revoked
 * or run-out one): for the server rendering of a member's page. It counts nothing against the member's
 * ceiling; the page's own reads (`…ForToken`, or `countMemberRequest`) count the request once.
 */
export async function sessionFromCookie(request: FastifyRequest): Promise<ActiveSession | undefined> {
  const token = readCookie(request, SESSION_COOKIE);
  if (token === undefined || !TOKEN_RE.test(token)) return undefined;
  return request.server.memberSessions.findActiveSession(hashToken(token));
}

/** The signed-in user of a route guarded by `requireAuth`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
