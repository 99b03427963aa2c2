import type { Language } from '@vida/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sha256Hex } from '../../db/prepared.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hashToken, STAFF_TOKEN_RE, TOKEN_RE } from '../../lib/tokens.ts';
import { bearerToken } from '../../plugins/member-auth.ts';
import type { StaffAuthRepo } from './staff-auth.repo.ts';

export interface AuthStaff {
  id: number;
  sessionId: number;
  name: string;
  role: 'agent' | 'admin';
  language: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireStaff`; null elsewhere. */
    staff: AuthStaff | null;
  }
}

const unauthenticated = () => new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });

export interface StaffGuards {
  /** onRequest hook of every care route but sign-in: a fully signed-in staff session, else 401/403. */
  requireStaff: (request: FastifyRequest) => Promise<void>;
  /** After `requireStaff`: admins only (403 for agents). */
  requireAdmin: (request: FastifyRequest) => Promise<void>;
}

/**
 * A member's valid token answers 403 (it is a member's, and this is the staff's side); anything else that is
 * not a live, second-factor-checked staff session answers 401.
 */
export function createStaffGuards(
  app: FastifyInstance,
  repo: StaffAuthRepo,
  isMemberSession: (accessHash: Sha256Hex) => Promise<boolean>,
): StaffGuards {
  app.decorateRequest('staff', null);
  return {
    async requireStaff(request) {
      const token = bearerToken(request);
      if (token === undefined) throw unauthenticated();
      if (TOKEN_RE.test(token)) {
        if (await isMemberSession(hashToken(token))) {
          throw new HttpError(403, 'staff_only', { code: 'staff_only' });
        }
        throw unauthenticated();
      }
      if (!STAFF_TOKEN_RE.test(token)) throw unauthenticated();
      const session = await repo.session(hashToken(token));
      if (!session) throw unauthenticated();
      if (session.stage !== 'active') {
        throw new HttpError(401, 'staff_second_factor_required', { code: 'staff_second_factor_required' });
      }
      request.staff = {
        id: session.staff.id,
        sessionId: session.sessionId,
        name: session.staff.name,
        role: session.staff.role === 'admin' ? 'admin' : 'agent',
        language: session.staff.language,
      };
    },
    async requireAdmin(request) {
      if (request.staff?.role !== 'admin') throw new HttpError(403, 'admin_only', { code: 'admin_only' });
    },
  };
}

/** The signed-in staff member of a route guarded by `requireStaff`. */
export function currentStaff(request: FastifyRequest): AuthStaff {
  if (!request.staff) throw unauthenticated();
  return request.staff;
}
