/**
 * The profile request index.html started before the app loaded (boot/early-requests.ts). The API client
 * takes it in place of its own request once, and only if it went out with the headers the client would send
 * now (same token, same language); otherwise the client asks again. (`window.vidaEarlyProfile` is declared
 * there.)
 */

export function claimEarlyResponse(path: string, headers: Record<string, string>): Promise<Response> | null {
  if (typeof window === 'undefined' || path !== '/profile') return null;
  const early = window.vidaEarlyProfile;
  if (!early) return null;
  delete window.vidaEarlyProfile;
  const matches =
    early.authorization === headers.Authorization && early.language === headers['Accept-Language'];
  return matches ? early.response : null;
}
