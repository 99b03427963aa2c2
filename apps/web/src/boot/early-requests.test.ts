import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api-client.ts';
import { detectLanguage, i18n } from '../lib/i18n.ts';
import { saveSession } from '../lib/session.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { mockApi, resetApp, tokenPair } from '../test/render.tsx';
import { type EarlyPreloads, startEarlyRequests } from './early-requests.ts';

const PRELOADS: EarlyPreloads = {
  member: ['/assets/signed-in-layout.js', '/assets/member.js'],
  visitor: ['/assets/public-layout.js', '/assets/auth-page.js'],
  catalogues: { en: '/assets/core-en.js', es: '/assets/core-es.js' },
  pages: {
    '/dashboard': {
      en: ['/assets/dashboard-page.js', '/assets/club-en.js'],
      es: ['/assets/dashboard-page.js'],
    },
  },
  loginShell: ['/', '/login'],
};

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

describe('early requests (inline in index.html)', () => {
  beforeEach(async () => {
    await resetApp('en');
    window.history.replaceState(null, '', '/dashboard');
  });
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
    delete document.documentElement.dataset.boot;
    delete window.vidaEarlyProfile;
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it('for a member: asks for the profile in the stored language and preloads the shell and the page', async () => {
    saveSession(tokenPair());
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    const calls = mockApi(() => ({ status: 200, body: { data: {} } }));
    startEarlyRequests(window, PRELOADS);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/profile');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('es');
    expect(preloaded()).toEqual([
      '/assets/signed-in-layout.js',
      '/assets/member.js',
      '/assets/core-es.js',
      '/assets/dashboard-page.js',
    ]);
    expect(window.vidaEarlyProfile?.language).toBe('es');
  });

  it('for a visitor or a session that ran out: no request, the login page preloaded', () => {
    saveSession(tokenPair(new Date(Date.now() - 1000).toISOString()));
    const calls = mockApi(() => ({ status: 200, body: { data: {} } }));
    startEarlyRequests(window, PRELOADS);
    expect(calls).toHaveLength(0);
    expect(window.vidaEarlyProfile).toBeUndefined();
    expect(preloaded()).toEqual(['/assets/public-layout.js', '/assets/auth-page.js', '/assets/core-en.js']);
  });

  it('shows the prerendered login shell to a visitor of the login paths only', () => {
    const shellShown = (path: string) => {
      delete document.documentElement.dataset.boot;
      window.history.replaceState(null, '', path);
      startEarlyRequests(window, PRELOADS);
      return document.documentElement.dataset.boot === 'login';
    };
    mockApi(() => ({ status: 200, body: { data: {} } }));
    expect([
      shellShown('/login'),
      shellShown('/'),
      shellShown('/register'),
      shellShown('/dashboard'),
    ]).toEqual([true, true, false, false]);
    saveSession(tokenPair());
    expect(shellShown('/login')).toBe(false);
  });

  it('picks the language as the app does when none is stored', () => {
    localStorage.removeItem(STORAGE_KEYS.language);
    saveSession(tokenPair());
    mockApi(() => ({ status: 200, body: { data: {} } }));
    vi.stubGlobal('navigator', { languages: ['es-MX', 'en-US'], language: 'es-MX' });
    startEarlyRequests(window, PRELOADS);
    expect(window.vidaEarlyProfile?.language).toBe('es');
    expect(detectLanguage(null, ['es-MX', 'en-US'])).toBe('es');
  });

  it('the API client answers the profile from it once, when token and language match', async () => {
    saveSession(tokenPair());
    const calls = mockApi(() => ({ status: 200, body: { data: { n: calls.length } } }));
    startEarlyRequests(window, PRELOADS);
    expect(await apiRequest('/profile')).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    expect(await apiRequest('/profile')).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('the API client asks again when the language changed in between', async () => {
    saveSession(tokenPair());
    const calls = mockApi((call) => ({ status: 200, body: { data: call.headers.get('Accept-Language') } }));
    startEarlyRequests(window, PRELOADS);
    await i18n.changeLanguage('es');
    expect(await apiRequest('/profile')).toBe('es');
    expect(calls).toHaveLength(2);
  });
});
