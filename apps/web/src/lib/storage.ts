/**
 * localStorage and sessionStorage that never throw: private modes and full quotas make the browser throw on
 * access, and a broken storage must not break sign-in.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the app still works for this page view.
  }
}

export function removeItem(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // See writeItem.
  }
}

/** Keys the web app keeps in the browser (shared with the e2e tests). */
export const STORAGE_KEYS = {
  language: 'vida.language',
  session: 'vida.session',
  passwordNoticeSeen: 'vida.passwordNoticeSeen',
  reservation: 'vida.reservation',
  returnTo: 'vida.returnTo',
} as const;

/**
 * Forgets the half-filled reservation request (the reservations feature owns its content): starting a new
 * request from the menu, the dashboard or a destination must not resume an old one (spec section 2).
 */
export function clearStoredReservation(): void {
  removeItem(STORAGE_KEYS.reservation);
}
