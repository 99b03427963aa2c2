/**
 * Leaving the session, whichever way it ends (logout, a 401, an expired token): forget its marker, go home,
 * then drop every cached answer so nothing of the member stays in memory.
 */
import { apiRequest } from './api-client.ts';
import { notify } from './notifications.ts';
import { queryClient } from './query-client.ts';
import { forgetRememberedLocation, rememberLocation } from './return-to.ts';
import { clearSession, freshSession } from './session.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

export interface EndSessionOptions {
  navigate: Navigate;
  /** Notification to show once home (message text or key). */
  notice?: { type: 'success' | 'warning' | 'error'; message: string };
  /** Where the member was, so that logging in again returns there (not for a deliberate logout). */
  returnTo?: string;
}

export async function endSession({ navigate, notice, returnTo }: EndSessionOptions): Promise<void> {
  clearSession();
  if (returnTo) rememberLocation(returnTo);
  else forgetRememberedLocation();
  try {
    await navigate('/', { replace: true });
  } finally {
    queryClient.clear();
    if (notice) notify(notice.type, notice.message);
  }
}

/**
 * POST /logout revokes the session on the server and expires its cookies; its failure does not keep anyone
 * signed in. A session that ran out is renewed first: the HttpOnly refresh cookie must not outlive the logout.
 */
export async function logout(navigate: Navigate): Promise<void> {
  if (await freshSession()) {
    try {
      await apiRequest('/logout', { method: 'POST', ignoreUnauthenticated: true });
    } catch {
      // Spec section 4: failure ignored.
    }
  }
  await endSession({ navigate, notice: { type: 'success', message: 'logged_out' } });
}
