/**
 * The care desk's own session, apart from the member's (`vida.session`): a staff token never reaches the
 * member's API client state and the other way round. Kept in sessionStorage: the desk signs out with the tab.
 */
import type { StaffSession } from '@vida/shared';
import { useSyncExternalStore } from 'react';
import { apiRequest, isApiRequestError, type RequestOptions } from '../../../lib/api-client.ts';
import { readItem, removeItem, writeItem } from '../../../lib/storage.ts';

const KEY = 'vida.care.session';

/** Checked by hand, not with zod: the route guards load with the app's first chunk (its size budget). */
function isStaffSession(value: unknown): value is StaffSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.access_token === 'string' && typeof record.expires_at === 'string';
}

function load(): StaffSession | null {
  try {
    const parsed: unknown = JSON.parse(readItem(KEY, 'session') ?? 'null');
    return isStaffSession(parsed) && Date.parse(parsed.expires_at) > Date.now() ? parsed : null;
  } catch {
    return null;
  }
}

let current: StaffSession | null = load();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function getStaffSession(): StaffSession | null {
  if (current && Date.parse(current.expires_at) <= Date.now()) endStaffSession();
  return current;
}

export function startStaffSession(session: StaffSession): void {
  current = session;
  writeItem(KEY, JSON.stringify(session), 'session');
  emit();
}

export function endStaffSession(): void {
  current = null;
  removeItem(KEY, 'session');
  emit();
}

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** A call of the desk with the staff token; a refused token ends the desk's session (the guard then asks to sign in). */
export async function careRequest<T>(
  path: string,
  options: Omit<RequestOptions<T>, 'token' | 'auth'> = {},
): Promise<T> {
  try {
    return await apiRequest<T>(path, { ...options, token: getStaffSession()?.access_token ?? null });
  } catch (error) {
    if (isApiRequestError(error) && error.status === 401) endStaffSession();
    throw error;
  }
}
