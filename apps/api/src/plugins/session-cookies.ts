import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedPair } from '../lib/session-store.ts';

/** The access token of the web app's member session (HttpOnly: no script of the page can read it). */
export const SESSION_COOKIE = 'vida_session';
/** The refresh token; sent by the browser to the renewal only. */
export const REFRESH_COOKIE = 'vida_refresh';
const REFRESH_PATH = '/api/v1/token/refresh';

export interface SessionCookies {
  /** Puts a newly issued pair into the two cookies. */
  set(reply: FastifyReply, pair: IssuedPair): void;
  /** Expires the session cookies of a browser that sent one: both, or the access token's alone. */
  clear(request: FastifyRequest, reply: FastifyReply, which: 'both' | 'session'): void;
  /**
   * Whether a request that a cookie authenticates came from the portal's own pages (the CSRF rule of
   * docs/security.md): its Origin is the portal's, or, without an Origin, the browser says same-origin.
   */
  sameOrigin(request: FastifyRequest): boolean;
}

/** The value of one cookie of the request (the first of that name), or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function secondsUntil(instant: string): number {
  return Math.max(0, Math.floor((Date.parse(instant) - Date.now()) / 1000));
}

/** Adds cookies to the answer; an earlier word on the same cookie gives way to the newer one. */
function setCookies(reply: FastifyReply, cookies: string[]): void {
  const nameOf = (cookie: string) => cookie.slice(0, cookie.indexOf('='));
  const names = new Set(cookies.map(nameOf));
  const earlier = reply.getHeader('set-cookie');
  const kept = (earlier === undefined ? [] : Array.isArray(earlier) ? earlier : [String(earlier)]).filter(
    (cookie) => !names.has(nameOf(cookie)),
  );
  reply.header('set-cookie', [...kept, ...cookies]);
}

/**
 * The cookies' attributes from PUBLIC_URL: `Secure` behind https. The access cookie is `SameSite=Lax` so a
 * link from a mail opens the member's page signed in; the refresh cookie is `Strict` and scoped to the renewal's
 * path. Outside production a write may also come from the origin the request was addressed to: the Vite dev
 * server proxies `/api` keeping its own Host and Origin (`changeOrigin: false`), so the page and the API share
 * an origin that is not PUBLIC_URL's. A page on another site cannot forge that pair (its Origin is its own).
 */
export function sessionCookies(options: { publicUrl: string; production: boolean }): SessionCookies {
  const portalOrigin = new URL(options.publicUrl).origin;
  const secure = portalOrigin.startsWith('https:') ? '; Secure' : '';
  const cookie = (name: string, value: string, attributes: string, maxAge: number) =>
    `${name}=${value}; Max-Age=${maxAge}; ${attributes}; HttpOnly${secure}`;
  const sessionAttributes = 'Path=/; SameSite=Lax';
  const refreshAttributes = `Path=${REFRESH_PATH}; SameSite=Strict`;

  return {
    set(reply, pair) {
      setCookies(reply, [
        cookie(SESSION_COOKIE, pair.access_token, sessionAttributes, secondsUntil(pair.expires_at)),
        cookie(REFRESH_COOKIE, pair.refresh_token, refreshAttributes, secondsUntil(pair.refresh_expires_at)),
      ]);
    },

    clear(request, reply, which) {
      // Only for a browser that holds them: a bearer client's answers stay free of cookies. The refresh
      // cookie goes to the renewal alone, so ending a session elsewhere expires it unseen.
      if (
        readCookie(request, SESSION_COOKIE) === undefined &&
        readCookie(request, REFRESH_COOKIE) === undefined
      )
        return;
      const expired = [cookie(SESSION_COOKIE, '', sessionAttributes, 0)];
      if (which === 'both') expired.push(cookie(REFRESH_COOKIE, '', refreshAttributes, 0));
      setCookies(reply, expired);
    },

    sameOrigin(request) {
      const origin = request.headers.origin;
      if (origin === undefined) return request.headers['sec-fetch-site'] === 'same-origin';
      if (origin === portalOrigin) return true;
      return !options.production && origin === `${request.protocol}://${request.host}`;
    },
  };
}
