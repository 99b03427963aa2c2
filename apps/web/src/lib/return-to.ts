/**
 * Where a signed-out visitor was going when a signed-in page sent them home; login returns them there.
 * Kept in sessionStorage: it belongs to this tab's journey, not to the browser.
 */
import { readItem, removeItem, STORAGE_KEYS, writeItem } from './storage.ts';

/** Only same-origin absolute paths; anything else could send the member off-site after login. */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function rememberLocation(path: string): void {
  if (isSafeReturnPath(path)) writeItem(STORAGE_KEYS.returnTo, path, 'session');
}

export function peekRememberedLocation(): string | null {
  const path = readItem(STORAGE_KEYS.returnTo, 'session');
  return path && isSafeReturnPath(path) ? path : null;
}

export function takeRememberedLocation(): string | null {
  const path = peekRememberedLocation();
  forgetRememberedLocation();
  return path;
}

export function forgetRememberedLocation(): void {
  removeItem(STORAGE_KEYS.returnTo, 'session');
}
