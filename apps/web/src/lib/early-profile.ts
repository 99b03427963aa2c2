/**
 * The profile request index.html started before the app loaded (boot/early-requests.ts). The API client
 * takes it in place of its own request once, and only if it asked in the language the client would ask in
 * now; otherwise the client asks again. Both went out with the browser's session cookie; an early answer that
 * finds it run out is a 401 like any other (renewed, asked again). (`window.vidaEarlyProfile` is declared there.)
 */

export function claimEarlyResponse(path: string, headers: Record<string, string>): Promise<Response> | null {
  if (typeof window === 'undefined' || path !== '/profile') return null;
  const early = window.vidaEarlyProfile;
  if (!early) return null;
  delete window.vidaEarlyProfile;
  return early.language === headers['Accept-Language'] ? early.response : null;
}
