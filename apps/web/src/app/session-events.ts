/**
 * Wires the API client to the session and the router: every call speaks the active language and a signed-in
 * one finds its session renewed when it ran out (the browser sends the cookies); a 401 that renewal cannot
 * cure ends the session (spec section 4), remembering where the member was.
 */
import { configureApiClient } from '../lib/api-client.ts';
import { endSession } from '../lib/end-session.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { freshSession, getSession, renewSession } from '../lib/session.ts';
import type { AppRouter } from './router.tsx';

export function connectSession(router: AppRouter): void {
  let ending = false;
  configureApiClient({
    getLanguage: currentLanguage,
    hasSession: freshSession,
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
