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

import type { Language } from '@vida/shared';

/** Chunks to preload, by who is visiting; `/assets/…` paths written by the build. */
export interface EarlyPreloads {
  /** The app's entry (the page's starter imports it: src/boot/start-app.ts). */
  entry: string;
  /**
   * The text fonts (Latin): in before the app's first layout, which otherwise lays every text out in a
   * fallback font first (costly on a phone) and again when they arrive.
   */
  fonts: string[];
  /** The signed-in shell: layout, the members' shared chunks. */
  member: string[];
  /** The login page: its layout, form and shared chunk. */
  visitor: string[];
  /** The start-up catalogue chunk per language. */
  catalogues: Record<Language, string>;
  /** Members' pages by path: the page's own chunks and its catalogues, per language. */
  pages: Record<string, Record<Language, string[]>>;
  /**
   * Paths whose first paint is a frame prerendered into index.html (scripts/vite/boot-shells.ts): the login
   * card's for a visitor, the signed-in frame's for a member. The script marks the document
   * (`data-boot="login"` or `"member"`) so that frame shows; everyone else never sees it.
   */
  shells: Record<BootShell, string[]>;
}

export type BootShell = 'login' | 'member';

/**
 * The profile request started early (with the session cookie the browser holds), and the language it asked
 * in (the app uses it only if that is still the language).
 */
export interface EarlyProfile {
  language: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    vidaEarlyProfile?: EarlyProfile;
    /** Set when a prerendered frame shows: settles once it has painted (src/boot/start-app.ts waits for it). */
    vidaShellPainted?: Promise<void>;
  }
}

export function startEarlyRequests(win: Window & typeof globalThis, preloads: EarlyPreloads): void {
  const read = (key: string): string | null => {
    try {
      return win.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  // The session's marker (the tokens are HttpOnly cookies): signed in while its access token has not run out.
  let signedIn = false;
  try {
    const session: unknown = JSON.parse(read('vida.session') ?? 'null');
    const record =
      typeof session === 'object' && session !== null ? (session as Record<string, unknown>) : {};
    const expiresAt = typeof record.expires_at === 'string' ? Date.parse(record.expires_at) : Number.NaN;
    // A session stored with its tokens (before cookies) has no cookie yet: the app trades it for one first.
    signedIn =
      expiresAt > Date.now() && typeof record.refresh_expires_at === 'string' && !record.refresh_token;
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
  const path = win.location.pathname;
  const shell: BootShell | undefined = signedIn
    ? preloads.shells.member.includes(path)
      ? 'member'
      : undefined
    : preloads.shells.login.includes(path)
      ? 'login'
      : undefined;
  const page = signedIn ? preloads.pages[path]?.[language] : undefined;
  const preloadFonts = () => {
    for (const href of preloads.fonts) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'font');
      link.type = 'font/woff2';
      link.crossOrigin = 'anonymous';
      link.href = href;
      doc.head.appendChild(link);
    }
  };
  const preload = () => {
    if (!drawn) preloadFonts();
    for (const href of [
      preloads.entry,
      ...(signedIn ? preloads.member : preloads.visitor),
      preloads.catalogues[language],
      ...(page ?? []),
    ]) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.appendChild(link);
    }
  };
  // A member's page the server drew with their data (decision 017; the API marks it `data-ssr`): it has what
  // the profile request would bring, and its paint must not share a slow phone's bandwidth with the code.
  const drawn = doc.documentElement.hasAttribute('data-ssr');
  // Its text fonts at once, though: the page is laid out before any code runs, and fonts that arrive after its
  // first paint lay every line out again, moving text that wraps differently (a layout shift on a phone) and,
  // on a laptop, holding the first contentful frame back until then. A returning member has them cached.
  if (drawn) preloadFonts();
  if (shell || drawn) {
    // Under a prerendered frame the code waits until the frame is on screen: fetched earlier, it would
    // compete with the frame's few kilobytes for a slow phone's bandwidth, and a page whose first paint
    // waits for ~200 KB of JavaScript is what the frame is there to avoid.
    if (shell && !drawn) doc.documentElement.dataset.boot = shell;
    win.vidaShellPainted = afterFirstPaint(win);
    void win.vidaShellPainted.then(preload);
  } else preload();
  if (signedIn && !drawn) {
    // Same-origin: the browser sends the HttpOnly session cookie itself.
    const response = win.fetch('/api/v1/profile', {
      headers: { Accept: 'application/json', 'Accept-Language': language },
    });
    // Nobody may claim it (a session the API revoked, a page that never asks): no unhandled rejection.
    response.catch(() => {});
    win.vidaEarlyProfile = { language, response };
  }
}

/**
 * Settles once the document's largest element has painted (or its first paint, where browsers do not report
 * the largest); after a second at most, since a tab in the background reports nothing.
 */
function afterFirstPaint(win: Window & typeof globalThis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => win.setTimeout(resolve);
    win.setTimeout(resolve, 1000);
    const supported = win.PerformanceObserver?.supportedEntryTypes ?? [];
    const type = supported.includes('largest-contentful-paint')
      ? 'largest-contentful-paint'
      : supported.includes('paint')
        ? 'paint'
        : null;
    if (!type) {
      win.requestAnimationFrame(done);
      return;
    }
    const observer = new win.PerformanceObserver(() => {
      observer.disconnect();
      // The observer reports the paint once it is on screen; the next task may start the heavy work.
      done();
    });
    observer.observe({ type, buffered: true });
  });
}
