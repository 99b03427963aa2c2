/**
 * Wires the API client to the session and the router: every call speaks the active language and carries the
 * token (renewed when it runs out); a 401 that renewal cannot cure ends the session (spec section 4),
 * remembering where the member was.
 */
import { configureApiClient } from '../lib/api-client.ts';
import { endSession } from '../lib/end-session.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { freshAccessToken, getSession, renewSession } from '../lib/session.ts';
import type { AppRouter } from './router.tsx';

export function connectSession(router: AppRouter): void {
  let ending = false;
  configureApiClient({
    getLanguage: currentLanguage,
    getAccessToken: freshAccessToken,
    renewSession,
    onUnauthenticated: (error) => {
      // Several requests can fail together; one logout is enough.
      if (ending || getSession() === null) return;
      ending = true;
      const { pathname, search } = router.state.location;
      void endSession({
        navigate: (to, options) => router.navigate(to, options),
        notice: { type: 'warning', message: error.message || 'unauthenticated' },
        returnTo: `${pathname}${search}`,
      }).finally(() => {
        ending = false;
      });
    },
  });
}
