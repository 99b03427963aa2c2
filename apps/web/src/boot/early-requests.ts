/**
 * Runs inline in index.html's <head>, before the app's JavaScript has even downloaded (the build inlines it:
 * scripts/vite/early-requests.ts; the API's CSP allows it by its hash). Without it a member's page is a
 * chain: the entry downloads and starts, then asks for the route's chunks, then for the profile. Here the
 * profile request and the chunks the page will need start at once, in parallel with the entry
 * (decision 007). It only starts requests: if it never runs, the app asks for everything itself.
 *
 * Self-contained (it is not bundled): the storage keys and the language rule mirror lib/storage.ts and
 * lib/i18n.ts, which its test checks.
 */

/** Chunks to preload, by who is visiting; `/assets/…` paths written by the build. */
export interface EarlyPreloads {
  /** The signed-in shell: layout, the members' shared chunks. */
  member: string[];
  /** The login page: its layout, form and shared chunk. */
  visitor: string[];
  /** The start-up catalogue chunk per language. */
  catalogues: Record<'en' | 'es', string>;
  /** Members' pages by path: the page's own chunks and its catalogues, per language. */
  pages: Record<string, Record<'en' | 'es', string[]>>;
  /**
   * Paths whose first paint, for a visitor, is the login shell prerendered into index.html
   * (scripts/vite/login-shell.ts): the script marks the document (`data-boot="login"`) so the shell shows;
   * everyone else never sees it.
   */
  loginShell: string[];
}

/** The profile request started early, with what it was sent with (the app uses it only if they match). */
export interface EarlyProfile {
  authorization: string;
  language: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    vidaEarlyProfile?: EarlyProfile;
  }
}

export function startEarlyRequests(win: Window, preloads: EarlyPreloads): void {
  const read = (key: string): string | null => {
    try {
      return win.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  let token: string | null = null;
  try {
    const session: unknown = JSON.parse(read('vida.session') ?? 'null');
    const record =
      typeof session === 'object' && session !== null ? (session as Record<string, unknown>) : {};
    const expiresAt = typeof record.expires_at === 'string' ? Date.parse(record.expires_at) : Number.NaN;
    if (typeof record.access_token === 'string' && record.access_token && expiresAt > Date.now()) {
      token = record.access_token;
    }
  } catch {
    // Unreadable session: the app treats it as none, and so do we.
  }
  const stored = read('vida.language');
  const browser = win.navigator.languages?.length ? win.navigator.languages[0] : win.navigator.language;
  const language =
    stored === 'en' || stored === 'es'
      ? stored
      : (browser ?? '').trim().toLowerCase().startsWith('es')
        ? 'es'
        : 'en';

  const doc = win.document;
  if (!token && preloads.loginShell.includes(win.location.pathname))
    doc.documentElement.dataset.boot = 'login';
  const page = token ? preloads.pages[win.location.pathname]?.[language] : undefined;
  for (const href of [
    ...(token ? preloads.member : preloads.visitor),
    preloads.catalogues[language],
    ...(page ?? []),
  ]) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
  if (token) {
    const authorization = `Bearer ${token}`;
    const response = win.fetch('/api/v1/profile', {
      headers: { Accept: 'application/json', 'Accept-Language': language, Authorization: authorization },
    });
    // Nobody may claim it (a token the API revoked, a page that never asks): no unhandled rejection.
    response.catch(() => {});
    win.vidaEarlyProfile = { authorization, language, response };
  }
}
