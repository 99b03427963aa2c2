/**
 * The three access classes of spec section 2, checked on every navigation (their routes always revalidate):
 * public pages send signed-in members to the dashboard, signed-in pages send visitors home remembering
 * where they were going, open pages let everyone in.
 */
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { notify } from '../lib/notifications.ts';
import { PATHS } from '../lib/paths.ts';
import { activeQueryClient, queryClient } from '../lib/query-client.ts';
import { rememberLocation } from '../lib/return-to.ts';
import { clearSession, getSession, isSessionActive, renewSession } from '../lib/session.ts';

/**
 * A token that has run out is renewed with its refresh token when possible; otherwise it is not a session:
 * forget it (and everything cached for it). Answers whether a session was dropped.
 */
async function renewOrDropExpiredSession(): Promise<boolean> {
  if (getSession() === null || isSessionActive()) return false;
  if (await renewSession()) return false;
  clearSession();
  queryClient.clear();
  return true;
}

export async function publicOnlyLoader() {
  await renewOrDropExpiredSession();
  if (isSessionActive()) return redirect(PATHS.dashboard);
  return null;
}

export async function signedInLoader({ request }: LoaderFunctionArgs) {
  const expired = await renewOrDropExpiredSession();
  if (!isSessionActive()) {
    const url = new URL(request.url);
    rememberLocation(`${url.pathname}${url.search}`);
    if (expired) notify('warning', 'session_expired');
    return redirect(PATHS.home);
  }
  // The profile loads while the page's code downloads, and the first page waits for it: the header, the
  // greeting and most pages read it, and an answer that lands after they rendered re-renders them all
  // (lib/page-data.ts). Once cached it costs nothing. The import is dynamic because the profile schema (zod)
  // has no business on the login page.
  await import('../lib/profile-query.ts')
    .then(({ profileQueryOptions }) => activeQueryClient().prefetchQuery(profileQueryOptions()))
    .catch(() => {});
  return null;
}

export async function openLoader() {
  await renewOrDropExpiredSession();
  return null;
}

/** Guards must run on every navigation, not only when their own params change. */
export const alwaysRevalidate = () => true;
