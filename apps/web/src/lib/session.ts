/**
 * The session of spec section 4: signed in only while a token exists and `expires_at` is in the future.
 * The token lives in localStorage (`vida.session`) so a reload keeps the member signed in; components follow
 * it through `useSession`, and another tab signing out is picked up through the `storage` event.
 */
import type { Token } from '@vida/shared';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './api-client.ts';
import { requestScope } from './request-scope.ts';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from './storage.ts';

export type Session = Token;

/** A token pair as stored or as answered by POST /login (checked without zod to keep it off the login page). */
export function isToken(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.access_token === 'string' &&
    record.access_token.length > 0 &&
    typeof record.expires_at === 'string' &&
    typeof record.refresh_token === 'string'
  );
}

function load(): Session | null {
  const raw = readItem(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isToken(parsed) ? parsed : null;
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
 * The session in force: on the server, the one of the member whose page is being rendered (it carries no
 * token: the renderer calls the API for them); in the browser, this browser's.
 */
function inForce(): Session | null {
  const rendering = requestScope();
  if (!rendering) return current;
  return { access_token: '', refresh_token: '', expires_at: rendering.sessionExpiresAt };
}

/** True while the token exists and has not expired. Unparseable dates count as expired. */
export function isSessionActive(session: Session | null = inForce(), now: number = Date.now()): boolean {
  if (!session) return false;
  const expiresAt = Date.parse(session.expires_at);
  return Number.isFinite(expiresAt) && expiresAt > now;
}

export function getSession(): Session | null {
  return inForce();
}

/** The bearer token to send, only while the session is active. */
export function getAccessToken(now: number = Date.now()): string | null {
  return isSessionActive(current, now) ? (current?.access_token ?? null) : null;
}

let renewing: Promise<boolean> | null = null;

/** POST /token/refresh through the one API client, without a bearer token (the refresh token is the proof). */
async function postRefresh(refreshToken: string): Promise<Session | null> {
  try {
    return await apiRequest('/token/refresh', {
      method: 'POST',
      body: { refresh_token: refreshToken },
      auth: false,
      parse: (data) => (isToken(data) ? data : null),
    });
  } catch {
    return null;
  }
}

/**
 * Trades the refresh token for a new pair, so an access token running out (SESSION_TTL_MINUTES) does not
 * sign out a member in the middle of a task. One renewal at a time; true when a usable session exists
 * afterwards — also when another tab renewed first (rotation revokes the refresh token this tab held).
 */
export function renewSession(): Promise<boolean> {
  const refreshToken = current?.refresh_token;
  if (!refreshToken) return Promise.resolve(false);
  renewing ??= postRefresh(refreshToken)
    .then((next) => {
      if (next) saveSession(next);
      else reloadSession();
      return isSessionActive() && current?.refresh_token !== refreshToken;
    })
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

/** The bearer token to send: the active one, or a renewed one when it ran out and can be renewed. */
export async function freshAccessToken(): Promise<string | null> {
  if (!isSessionActive() && current?.refresh_token) await renewSession();
  return getAccessToken();
}

export function saveSession(session: Session): void {
  current = session;
  writeItem(STORAGE_KEYS.session, JSON.stringify(session));
  emit();
}

export function clearSession(): void {
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
