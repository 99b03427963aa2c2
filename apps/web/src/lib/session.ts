/**
 * The session of spec section 4. The tokens live in HttpOnly cookies the page's scripts cannot read
 * (`vida_session`, `vida_refresh`; docs/security.md); the browser sends them itself. What the page keeps is a
 * marker in localStorage (`vida.session`: when the tokens run out, nothing secret), so a reload and the boot
 * script know someone is signed in: signed in while `expires_at` is in the future. Components follow it through
 * `useSession`, and another tab signing in or out is picked up through the `storage` event.
 */
import type { CookieSession } from '@vida/shared';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './api-client.ts';
import { requestScope } from './request-scope.ts';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from './storage.ts';

export type Session = CookieSession;

/** A session marker as stored or as answered by POST /login (checked without zod to keep it off the login page). */
export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.expires_at === 'string' && typeof record.refresh_expires_at === 'string';
}

/**
 * The refresh token of a session stored by the app before cookies (tokens in `vida.session`), taken out of
 * storage at once: the next renewal trades it for cookies, so an upgrade signs nobody out.
 */
let storedRefreshToken: string | null = null;

function load(): Session | null {
  const raw = readItem(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    if (typeof record.refresh_token === 'string' && record.refresh_token) {
      storedRefreshToken = record.refresh_token;
      // Run out, so the guards renew it before anything is asked with it.
      const upgrade: Session = { expires_at: new Date(0).toISOString(), refresh_expires_at: '' };
      writeItem(STORAGE_KEYS.session, JSON.stringify(upgrade));
      return upgrade;
    }
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let current: Session | null = load();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.session) return;
    current = load();
    emit();
  });
}

/**
 * The session in force: on the server, the one of the member whose page is being rendered (the renderer calls
 * the API for them); in the browser, this browser's.
 */
function inForce(): Session | null {
  const rendering = requestScope();
  if (!rendering) return current;
  return { expires_at: rendering.sessionExpiresAt, refresh_expires_at: rendering.sessionExpiresAt };
}

/** True while the access token has not run out. Unparseable dates count as run out. */
export function isSessionActive(session: Session | null = inForce(), now: number = Date.now()): boolean {
  if (!session) return false;
  const expiresAt = Date.parse(session.expires_at);
  return Number.isFinite(expiresAt) && expiresAt > now;
}

/** Whether a renewal may succeed: the refresh cookie has not run out (or an old stored token waits for one). */
function isRenewable(session: Session | null = current, now: number = Date.now()): boolean {
  if (!session) return false;
  if (storedRefreshToken) return true;
  const refreshExpiresAt = Date.parse(session.refresh_expires_at);
  return Number.isFinite(refreshExpiresAt) && refreshExpiresAt > now;
}

export function getSession(): Session | null {
  return inForce();
}

let renewing: Promise<boolean> | null = null;

/**
 * POST /token/refresh through the one API client: the browser sends the refresh cookie (the proof); an old
 * stored token goes in the body once. Not a signed-in call: its 401 does not end the session by itself.
 */
async function postRefresh(refreshToken: string | null): Promise<Session | null> {
  try {
    return await apiRequest('/token/refresh', {
      method: 'POST',
      body: refreshToken ? { refresh_token: refreshToken } : {},
      auth: false,
      parse: (data) => (isSession(data) ? data : null),
    });
  } catch {
    return null;
  }
}

/**
 * Trades the refresh cookie for a new pair, so an access token running out (SESSION_TTL_MINUTES) does not
 * sign out a member in the middle of a task. One renewal at a time; true when a usable session exists
 * afterwards — also when another tab renewed first (its answer set the cookies this tab sends too).
 */
export function renewSession(): Promise<boolean> {
  const tried = current;
  if (!isRenewable(tried)) return Promise.resolve(false);
  const refreshToken = storedRefreshToken;
  renewing ??= postRefresh(refreshToken)
    .then((next) => {
      if (refreshToken) storedRefreshToken = null;
      if (next) {
        saveSession(next);
        return true;
      }
      reloadSession();
      return isSessionActive() && current?.expires_at !== tried?.expires_at;
    })
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

/** Whether the member's session is on, renewed first when it ran out and can be. */
export async function freshSession(): Promise<boolean> {
  if (!isSessionActive() && isRenewable()) await renewSession();
  return isSessionActive();
}

export function saveSession(session: Session): void {
  current = { expires_at: session.expires_at, refresh_expires_at: session.refresh_expires_at };
  writeItem(STORAGE_KEYS.session, JSON.stringify(current));
  emit();
}

export function clearSession(): void {
  storedRefreshToken = null;
  if (current === null && readItem(STORAGE_KEYS.session) === null) return;
  current = null;
  removeItem(STORAGE_KEYS.session);
  emit();
}

/** Re-reads storage; tests and the storage event use it. */
export function reloadSession(): void {
  current = load();
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Whether the member counts as signed in right now (checked at render; guards check on navigation). */
export function useIsSignedIn(): boolean {
  return isSessionActive(useSession());
}
