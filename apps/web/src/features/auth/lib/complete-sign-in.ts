import type { CookieSession } from '@vida/shared';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { currentLanguage, setLanguage } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { takeRememberedLocation } from '../../../lib/return-to.ts';
import { saveSession } from '../../../lib/session.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

/**
 * Spec section 4, login success: note the session (its cookies are set), load the profile, follow the
 * profile's language, then go where the member was heading (or the dashboard).
 */
export async function completeSignIn(session: CookieSession, navigate: Navigate): Promise<void> {
  saveSession(session);
  try {
    const { profileQueryOptions } = await import('../../../lib/profile-query.ts');
    const profile = await queryClient.fetchQuery(profileQueryOptions());
    if (profile.language_id !== currentLanguage()) await setLanguage(profile.language_id);
  } catch (error) {
    // A 401 already ended the session; anything else the signed-in layout shows with a retry.
    if (isApiRequestError(error) && error.status === 401) return;
  }
  await navigate(takeRememberedLocation() ?? PATHS.dashboard, { replace: true });
}
