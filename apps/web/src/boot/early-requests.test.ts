import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api-client.ts';
import { detectLanguage, i18n } from '../lib/i18n.ts';
import { saveSession } from '../lib/session.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { mockApi, resetApp, signedInSession } from '../test/render.tsx';
import { type EarlyPreloads, startEarlyRequests } from './early-requests.ts';

const PRELOADS: EarlyPreloads = {
  entry: '/assets/index.js',
  fonts: ['/assets/inter.woff2'],
  member: ['/assets/signed-in-layout.js', '/assets/member.js'],
  visitor: ['/assets/public-layout.js', '/assets/auth-page.js'],
  catalogues: { en: '/assets/core-en.js', es: '/assets/core-es.js' },
  pages: {
    '/dashboard': {
      en: ['/assets/dashboard-page.js', '/assets/club-en.js'],
      es: ['/assets/dashboard-page.js'],
    },
  },
  shells: { login: ['/', '/login'], member: ['/dashboard'] },
};

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

/** This window, with a PerformanceObserver that supports `types` and lets the test deliver a paint. */
function paintingWindow(types: string[]) {
  let report: (() => void) | undefined;
  class Observer {
    static supportedEntryTypes = types;
    constructor(callback: () => void) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  }
  const win = Object.create(window, {
    PerformanceObserver: { value: Observer },
    setTimeout: { value: (fn: () => void, ms?: number) => setTimeout(fn, ms) },
    requestAnimationFrame: { value: (fn: () => void) => setTimeout(fn, 16) },
  }) as Window & typeof globalThis;
  return { win, paint: () => report?.() };
}

describe('early requests (inline in index.html)', () => {
  beforeEach(async () => {
    await resetApp('en');
    window.history.replaceState(null, '', '/dashboard');
  });
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]'))
      link.remove();
    delete document.documentElement.dataset.boot;
    document.documentElement.removeAttribute('data-ssr');
    delete window.vidaEarlyProfile;
    delete window.vidaShellPainted;
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it('for a member: asks for the profile at once, and preloads the page once its frame has painted', async () => {
    saveSession(signedInSession());
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    const calls = mockApi(() => ({ status: 200, body: { data: {} } }));
    const { win, paint } = paintingWindow(['largest-contentful-paint']);
    startEarlyRequests(win, PRELOADS);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/profile');
    // The session is the HttpOnly cookie the browser sends itself: no token in the page.
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.get('Accept-Language')).toBe('es');
    expect(document.documentElement.dataset.boot).toBe('member');
    expect(preloaded()).toEqual([]);
    paint();
    await win.vidaShellPainted;
    expect(preloaded()).toEqual([
      '/assets/index.js',
      '/assets/signed-in-layout.js',
      '/assets/member.js',
      '/assets/core-es.js',
      '/assets/dashboard-page.js',
    ]);
    const font = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]');
    expect([font?.getAttribute('href'), font?.crossOrigin]).toEqual(['/assets/inter.woff2', 'anonymous']);
    expect(win.vidaEarlyProfile?.language).toBe('es');
  });

  it('on a page the server drew with the member’s data: no profile request, no frame, its fonts at once, the code once it painted', async () => {
    saveSession(signedInSession());
    document.documentElement.setAttribute('data-ssr', '');
    const calls = mockApi(() => ({ status: 200, body: { data: {} } }));
    const { win, paint } = paintingWindow(['largest-contentful-paint']);
    startEarlyRequests(win, PRELOADS);
    expect(calls).toHaveLength(0);
    expect(win.vidaEarlyProfile).toBeUndefined();
    expect(document.documentElement.dataset.boot).toBeUndefined();
    expect(preloaded()).toEqual([]);
    const fonts = () => document.head.querySelectorAll('link[rel="preload"][as="font"]');
    expect([...fonts()].map((link) => link.getAttribute('href'))).toEqual(PRELOADS.fonts);
    paint();
    await win.vidaShellPainted;
    expect(preloaded()).toContain('/assets/dashboard-page.js');
    expect(fonts()).toHaveLength(PRELOADS.fonts.length);
  });

  it('for a session stored with its tokens (before cookies): no request, the app trades it for cookies first', () => {
    localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({
        access_token: 'a'.repeat(43),
        expires_at: signedInSession().expires_at,
        refresh_token: 'r',
      }),
    );
    const calls = mockApi(() => ({ status: 200, body: { data: {} } }));
    startEarlyRequests(window, PRELOADS);
    expect(calls).toHaveLength(0);
    expect(window.vidaEarlyProfile).toBeUndefined();
  });

  it('for a visitor or a session that ran out: no request, the login page preloaded', () => {
    saveSession(signedInSession(new Date(Date.now() - 1000).toISOString()));
    const calls = mockApi(() => ({ status: 200, body: { data: {} } }));
    startEarlyRequests(window, PRELOADS);
    expect(calls).toHaveLength(0);
    expect(window.vidaEarlyProfile).toBeUndefined();
    expect(preloaded()).toEqual([
      '/assets/index.js',
      '/assets/public-layout.js',
      '/assets/auth-page.js',
      '/assets/core-en.js',
    ]);
  });

  it('shows the login frame to visitors of the login paths, the signed-in frame to members of theirs', () => {
    const frameShown = (path: string) => {
      delete document.documentElement.dataset.boot;
      window.history.replaceState(null, '', path);
      startEarlyRequests(window, PRELOADS);
      return document.documentElement.dataset.boot ?? 'none';
    };
    mockApi(() => ({ status: 200, body: { data: {} } }));
    expect(['/login', '/', '/register', '/dashboard'].map(frameShown)).toEqual([
      'login',
      'login',
      'none',
      'none',
    ]);
    saveSession(signedInSession());
    expect(['/login', '/dashboard', '/my-account'].map(frameShown)).toEqual(['none', 'member', 'none']);
  });

  it('under a frame, reports it painted after a second when the browser reports no paint (a background tab)', async () => {
    vi.useFakeTimers();
    mockApi(() => ({ status: 200, body: { data: {} } }));
    window.history.replaceState(null, '', '/login');
    const { win } = paintingWindow(['paint']);
    startEarlyRequests(win, PRELOADS);
    const painted = vi.fn();
    void win.vidaShellPainted?.then(painted);
    await vi.advanceTimersByTimeAsync(999);
    expect(painted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(painted).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('under a frame, without paint reports, reports it painted after the next frame', async () => {
    vi.useFakeTimers();
    mockApi(() => ({ status: 200, body: { data: {} } }));
    window.history.replaceState(null, '', '/login');
    const { win } = paintingWindow([]);
    startEarlyRequests(win, PRELOADS);
    const painted = vi.fn();
    void win.vidaShellPainted?.then(painted);
    await vi.advanceTimersByTimeAsync(20);
    expect(painted).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('picks the language as the app does when none is stored', () => {
    localStorage.removeItem(STORAGE_KEYS.language);
    saveSession(signedInSession());
    mockApi(() => ({ status: 200, body: { data: {} } }));
    vi.stubGlobal('navigator', { languages: ['es-MX', 'en-US'], language: 'es-MX' });
    startEarlyRequests(window, PRELOADS);
    expect(window.vidaEarlyProfile?.language).toBe('es');
    expect(detectLanguage(null, ['es-MX', 'en-US'])).toBe('es');
  });

  it('the API client answers the profile from it once, when the language matches', async () => {
    saveSession(signedInSession());
    const calls = mockApi(() => ({ status: 200, body: { data: { n: calls.length } } }));
    startEarlyRequests(window, PRELOADS);
    expect(await apiRequest('/profile')).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    expect(await apiRequest('/profile')).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('the API client asks again when the language changed in between', async () => {
    saveSession(signedInSession());
    const calls = mockApi((call) => ({ status: 200, body: { data: call.headers.get('Accept-Language') } }));
    startEarlyRequests(window, PRELOADS);
    await i18n.changeLanguage('es');
    expect(await apiRequest('/profile')).toBe('es');
    expect(calls).toHaveLength(2);
  });
});
