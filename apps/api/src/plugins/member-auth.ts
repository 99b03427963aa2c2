import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Sha256Hex } from '../db/prepared.ts';
import { HttpError } from '../lib/http-error.ts';
import { type TalliedHits, THROTTLES, talliedHits } from '../lib/throttle.ts';
import { hashToken, STAFF_TOKEN_RE, TOKEN_RE } from '../lib/tokens.ts';

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
  }
  interface FastifyInstance {
    /** onRequest hook for member routes: a valid, unexpired, unrevoked bearer token or 401. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /**
     * Counts a signed-in member's request against the ceiling (MEMBER_REQUESTS_PER_MINUTE); 429 past it.
     * `requireAuth` counts its routes; the reads that check the session in their own statement call it.
     */
    countMemberRequest: (userId: number) => Promise<void>;
    /** This process's count of member requests (tests write it out and forget it around a data reset). */
    memberRequestCounts: TalliedHits;
  }
}

const unauthenticated = () => new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });

export function registerAuth(
  app: FastifyInstance,
  sessions: SessionLookup,
  database: Database,
  requestsPerMinute: number = THROTTLES.apiMember.max,
): void {
  const counts = talliedHits(database, { ...THROTTLES.apiMember, max: requestsPerMinute });
  app.addHook('onClose', async () => counts.stop());
  app.decorateRequest('user', null);
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
    const session = await sessions.findActiveSession(bearerTokenHash(request));
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
 * The SHA-256 hash of the request's bearer token; 401 without a well-formed one (it never reaches the
 * database), 403 for a staff token: member routes are for members only.
 */
export function bearerTokenHash(request: FastifyRequest): Sha256Hex {
  const token = bearerToken(request);
  if (token === undefined) throw unauthenticated();
  if (STAFF_TOKEN_RE.test(token)) throw new HttpError(403, 'members_only', { code: 'members_only' });
  if (!TOKEN_RE.test(token)) throw unauthenticated();
  return hashToken(token);
}

/** The signed-in user of a route guarded by `requireAuth`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
