import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { signIn, useTestApp } from './support/harness.ts';

/**
 * A stand-in for the web app's server renderer (apps/web/src/server/render-page.tsx, tested there): it draws
 * what the API tells it about the member through the fetch it is handed, so this file tests the API's side of
 * the contract — who gets a rendered page, what it calls the API as, and what happens when rendering fails.
 */
const STAND_IN_RENDERER = `
export function isMemberPage(path) { return path === '/dashboard' || path === '/broken' || path === '/moved'; }
export async function renderPage({ url, language, fetch, phone }) {
  if (url === '/broken') throw new Error('renderer bug');
  if (url === '/moved') return { kind: 'redirect', status: 302, location: '/dashboard' };
  const answer = await fetch('/api/v1/profile', { headers: { 'Accept-Language': language } });
  const { data } = await answer.json();
  return { kind: 'page', status: 200, title: 'Home of ' + data.first_name, styles: '<style data-emotion="css a1">.css-a1{content:"$&"}</style>', html: '<main>member ' + data.vida_member_id + ' ' + language + (phone ? ' phone' : '') + '</main>' };
}
`;

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Vida Portal</title></head><body><div id="root"><div id="boot-member">frame</div></div><script type="module" src="/assets/app.js"></script></body></html>';

/** A built app beside its renderer, as `npm run build` lays them out (`<dist>` and `<dist>-server`). */
function builtApp(): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'vida-render-')), 'web');
  mkdirSync(dist);
  mkdirSync(`${dist}-server`);
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(`${dist}-server`, 'render-page.js'), STAND_IN_RENDERER);
  return dist;
}

describe('members’ pages drawn on the server', () => {
  const dist = builtApp();
  const ctx = useTestApp({ WEB_DIST_DIR: dist });
  let anaToken: string;
  let johnToken: string;
  beforeEach(async () => {
    anaToken = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    johnToken = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
  });
  afterAll(() => rm(join(dist, '..'), { recursive: true, force: true }));

  const load = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

  it('answers a member’s page load with the page drawn from their own data, never cached', async () => {
    const ana = await load('/dashboard', `theme=x; vida_session=${anaToken}; vida_language=es`);
    expect(ana.statusCode).toBe(200);
    expect(ana.headers['cache-control']).toBe('no-store');
    expect(ana.headers.vary).toContain('cookie');
    expect(ana.body).toContain('<main>member 100200300 es</main>');
    expect(ana.body).toContain('<html lang="es" data-ssr=""');
    expect(ana.body).toContain('<title>Home of Ana</title>');
    // The page's styles in its head, as the renderer wrote them (a `$&` is no replacement pattern).
    expect(ana.body).toContain('<style data-emotion="css a1">.css-a1{content:"$&"}</style></head>');
    // The frames of a page the browser draws are gone; the rest of index.html is kept.
    expect(ana.body).not.toContain('boot-member');
    expect(ana.body).toContain('<script type="module" src="/assets/app.js"></script>');

    const john = await load('/dashboard', `vida_session=${johnToken}`, { 'accept-language': 'en-US' });
    expect(john.body).toContain('en</main>');
    expect(john.body).not.toContain('100200300');
  });

  it('draws for a phone when the browser says it is one, by its client hint or else its user agent', async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const laptop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
    const cookie = `vida_session=${anaToken}`;
    expect((await load('/dashboard', cookie, { 'user-agent': iphone })).body).toContain(' phone</main>');
    expect((await load('/dashboard', cookie, { 'user-agent': laptop })).body).not.toContain('phone</main>');
    expect((await load('/dashboard', cookie, { 'sec-ch-ua-mobile': '?1' })).body).toContain('phone</main>');
    const hinted = await load('/dashboard', cookie, { 'sec-ch-ua-mobile': '?0', 'user-agent': iphone });
    expect(hinted.body).not.toContain('phone</main>');
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const page = await load('/dashboard', `vida_session=${anaToken}`, { 'accept-encoding': 'gzip, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('member 100200300');
  });

  it('leaves visitors, unknown or ended sessions and other pages to the browser', async () => {
    for (const [url, cookie] of [
      ['/dashboard', undefined],
      ['/dashboard', 'vida_session=not-a-token'],
      ['/dashboard', `vida_session=${'a'.repeat(64)}`],
      ['/login', `vida_session=${anaToken}`],
    ] as const) {
      const page = await load(url, cookie);
      expect(page.statusCode, `${url} ${cookie}`).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('boot-member');
    }
  });

  it('falls back to the page the browser draws when rendering fails, and follows the router’s redirects', async () => {
    const broken = await load('/broken', `vida_session=${anaToken}`);
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('boot-member');
    const moved = await load('/moved', `vida_session=${anaToken}`);
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/dashboard');
  });

  it('renders nothing for a session that was signed out', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${access_token}` },
    });
    const page = await load('/dashboard', `vida_session=${access_token}`);
    expect(page.body).toContain('boot-member');
  });
});
