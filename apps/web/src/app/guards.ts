/**
 * The three access classes of spec section 2, checked on every navigation (their routes always revalidate):
 * public pages send signed-in members to the dashboard, signed-in pages send visitors home remembering
 * where they were going, open pages let everyone in.
 */
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { notify } from '../lib/notifications.ts';
import { PATHS } from '../lib/paths.ts';
import { queryClient } from '../lib/query-client.ts';
import { rememberLocation } from '../lib/return-to.ts';
import { clearSession, getSession, isSessionActive } from '../lib/session.ts';

/** A token that has run out is not a session: forget it (and everything cached for it). */
function dropExpiredSession(): boolean {
  if (getSession() === null || isSessionActive()) return false;
  clearSession();
  queryClient.clear();
  return true;
}

export function publicOnlyLoader() {
  if (isSessionActive()) return redirect(PATHS.dashboard);
  dropExpiredSession();
  return null;
}

export function signedInLoader({ request }: LoaderFunctionArgs) {
  if (!isSessionActive()) {
    const expired = dropExpiredSession();
    const url = new URL(request.url);
    rememberLocation(`${url.pathname}${url.search}`);
    if (expired) notify('warning', 'session_expired');
    return redirect(PATHS.home);
  }
  // Start loading the profile while the page's code downloads; the layout reads it from the cache. The
  // import is dynamic because the profile schema (zod) has no business on the login page.
  void import('../lib/profile-query.ts')
    .then(({ profileQueryOptions }) => queryClient.prefetchQuery(profileQueryOptions()))
    .catch(() => {});
  return null;
}

export function openLoader() {
  dropExpiredSession();
  return null;
}

/** Guards must run on every navigation, not only when their own params change. */
export const alwaysRevalidate = () => true;
