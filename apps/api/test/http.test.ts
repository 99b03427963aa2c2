import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { ApiErrorSchema, messages } from '@vida/shared';
import { CLUB_CONTACT } from '@vida/test-kit/club-contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-types.ts';
import { buildTestApp, testConfig, useTestApp } from './support/harness.ts';

const ctx = useTestApp();

/** What an answer's headers say beyond its content and transport: the security headers and caching. */
const CONTENT_HEADERS = new Set([
  'accept-ranges',
  'connection',
  'content-length',
  'content-type',
  'date',
  'etag',
  'last-modified',
  'vary',
]);
function securityHeadersOf(response: { headers: Record<string, unknown> }): Record<string, unknown> {
  return Object.fromEntries(Object.entries(response.headers).filter(([name]) => !CONTENT_HEADERS.has(name)));
}

describe('bad input never gives a 5xx', () => {
  it('answers 400 malformed_body for broken JSON, in the request language', async () => {
    for (const lang of ['en', 'es'] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { 'content-type': 'application/json', 'accept-language': lang },
        payload: '{"email": "ana.garcia@example.com", ',
      });
      expect(response.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(response.json())).toEqual({
        message: messages[lang].malformed_body,
        code: 'malformed_body',
      });
    }
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).code).toBe('validation_failed');
    }
  });

  it('refuses prototype poisoning in JSON as a malformed body, before validation sees it', async () => {
    // Otherwise complete sign-ins: without the parser's check they would parse, and the answer would come
    // from validation or the captcha (another code), not from the body parser.
    const signIn = '"email": "ana.garcia@example.com", "password": "Vacation#2026", "captcha_response": "x"';
    for (const payload of [
      `{"__proto__": {"admin": true}, ${signIn}}`,
      `{${signIn}, "member": {"__proto__": {"admin": true}}}`,
      `{"constructor": {"prototype": {"admin": true}}, ${signIn}}`,
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { 'content-type': 'application/json', 'accept-language': 'es' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(ApiErrorSchema.parse(response.json()), payload).toEqual({
        message: messages.es.malformed_body,
        code: 'malformed_body',
      });
    }
  });

  it('answers 415 for a body that is not JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { 'content-type': contentType, 'accept-language': 'es' },
        payload: 'email=ana.garcia%40example.com',
      });
      expect(response.statusCode).toBe(415);
      expect(ApiErrorSchema.parse(response.json())).toEqual({
        message: messages.es.unsupported_media_type,
        code: 'unsupported_media_type',
      });
    }
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(ApiErrorSchema.parse(response.json())).toEqual({
      message: messages.en.payload_too_large,
      code: 'payload_too_large',
    });
  });

  it('answers the 404 JSON with code 604 for unknown /api paths and methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['GET', '/api'],
      ['GET', '/api/v2/profile'],
      ['DELETE', '/api/v1/profile'],
      ['POST', '/api/v1/faqs'],
      ['GET', '/api/v1/profile.json'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: { 'accept-language': 'es' } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(ApiErrorSchema.parse(response.json())).toEqual({ message: messages.es.not_found, code: 604 });
    }
  });

  it('answers a malformed URL or querystring as a client error', async () => {
    const badUrl = await ctx.app.inject({ method: 'GET', url: '/api/v1/%E0%A4%A' });
    expect(badUrl.statusCode).toBeGreaterThanOrEqual(400);
    expect(badUrl.statusCode).toBeLessThan(500);
    const badQuery = await ctx.app.inject({ method: 'GET', url: '/api/v1/states?country=FR' });
    expect(badQuery.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(badQuery.json()).errors).toHaveProperty('country');
  });

  it('survives strange field types and sizes without a 5xx', async () => {
    const payloads: unknown[] = [
      { email: 42, password: true, captcha_response: {} },
      { email: ['a@b.c'], password: null, captcha_response: null },
      { email: 'a@b.c', password: 'x', captcha_response: 'x'.repeat(5000) },
      { email: 'a@b.c', password: 'x', captcha_response: '%%%not base64%%%' },
      { email: 'a@b.c', password: 'x', captcha_response: Buffer.from('{"challenge":1}').toString('base64') },
      { email: 'a@b.c', password: 'x', captcha_response: 'eA==', vida_member_id: 12 },
      { email: 'a@b.c', password: 'x', captcha_response: 'eA==', lang: 'fr' },
    ];
    for (const payload of payloads) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const body = ApiErrorSchema.parse(response.json());
      expect(body.code).toBe('validation_failed');
      const known = Object.values(messages.en).map((m) => m.replace('{{max}}', '4096'));
      for (const texts of Object.values(body.errors ?? {})) {
        for (const text of texts) expect(known).toContain(text);
      }
    }
  });

  it('answers a long captcha with the length message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'a@example.com', password: 'x', captcha_response: 'x'.repeat(5000) },
    });
    expect(ApiErrorSchema.parse(response.json()).errors).toEqual({
      captcha_response: [messages.en.validation_too_long.replace('{{max}}', '4096')],
    });
  });
});

describe('headers', () => {
  it('sends a strict CSP and the other security headers on every answer', async () => {
    for (const url of ['/api/health', '/api/v1/faqs', '/api/v1/nothing', '/some/page']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends the same security headers on Fastify’s own not-found answers as on any other', async () => {
    const reference = securityHeadersOf(await ctx.app.inject({ method: 'GET', url: '/api/v1/faqs' }));
    expect(Object.keys(reference)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options', 'cache-control']),
    );
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['DELETE', '/api/v1/profile'],
      ['PROPFIND', '/api/v1/faqs'],
      ['HEAD', '/api/v1/nothing-here'],
      // Refused before routing: no hook runs for it.
      ['GET', '/api/v1/%E0%A4%A'],
    ] as const) {
      const response = await ctx.app.inject({ method: method as 'GET', url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(securityHeadersOf(response), `${method} ${url}`).toEqual(reference);
    }
  });

  it('marks every /api/v1 answer no-store, errors included', async () => {
    for (const url of ['/api/v1/faqs', '/api/v1/ping', '/api/v1/profile', '/api/v1/nothing']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('system routes', () => {
  it('GET /api/health answers 200 with the database up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: 'up' } });
  });

  it('GET /api/health answers 503 when the database does not answer', async () => {
    const down = await buildTestApp({
      config: ctx.config,
      database: { ...ctx.database, ping: () => Promise.reject(new Error('connection refused')) },
    });
    try {
      const response = await down.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ data: { status: 'unavailable', database: 'down' } });
    } finally {
      await down.close();
    }
  });

  it('GET /api/v1/ping is the trivial bench route', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/ping' });
    expect(response.json()).toEqual({ data: { pong: true } });
  });

  it('publishes the OpenAPI document and its browsable UI', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/login',
      '/api/v1/profile',
      '/api/v1/token/refresh',
      '/api/v1/countries',
      '/api/health',
    ]) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).not.toMatch(/<script>[^<]/);
    const initializer = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
  });

  it('keeps the document and UI to itself in production unless API_DOCS=true', async () => {
    const production = {
      NODE_ENV: 'production',
      CAPTCHA_HMAC_KEY: 'c'.repeat(40),
      LINK_SIGNING_KEY: 'l'.repeat(40),
      STAFF_SECRET_KEY: 's'.repeat(40),
      PAYMENT_PROVIDER: 'sandbox',
      ...CLUB_CONTACT,
    };
    for (const [env, status] of [
      [production, 404],
      [{ ...production, API_DOCS: 'true' }, 200],
    ] as const) {
      const app = await buildTestApp({ config: testConfig(env), database: ctx.database });
      try {
        for (const url of ['/api/docs/', '/api/openapi.json']) {
          expect((await app.inject({ method: 'GET', url })).statusCode).toBe(status);
        }
      } finally {
        await app.close();
      }
    }
  });
});

describe('the built SPA', () => {
  let dist: string;
  let app: App;
  const inlineScript = 'window.early = fetch("/api/v1/profile");';
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'vida-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(
      join(dist, 'index.html'),
      `<!doctype html><title>Vida</title><script type="module" src="/assets/index-AbC123.js"></script><script>${inlineScript}</script><div id="root"></div>`,
    );
    const js = 'console.log("app")'.repeat(50);
    await writeFile(join(dist, 'assets', 'index-AbC123.js'), js);
    await writeFile(join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(js));
    await writeFile(join(dist, 'robots.txt'), 'User-agent: *\n');
    app = await buildTestApp({ config: testConfig({ WEB_DIST_DIR: dist }), database: ctx.database });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html for SPA routes with no-cache', async () => {
    for (const url of ['/', '/login', '/dashboard', '/payments/12?tab=history', '/es/perfil']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("allows the built page's inline script by its hash, and no other inline script", async () => {
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    // The payment form's page too: it runs the provider's device-fingerprint script as it opens.
    for (const url of ['/login', '/payment-method/monthly', '/api/v1/ping']) {
      const csp = String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
      // 'self', the card and payment forms' device-fingerprint host (the sandbox's origin here), the page's hash.
      const [, self, fingerprint, ...hashes] = scriptSrc?.split(' ') ?? [];
      expect([self, hashes]).toEqual(["'self'", [`'sha256-${hash}'`]]);
      expect(fingerprint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    }
  });

  it('serves hashed assets for a year, pre-compressed when the browser accepts it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the security headers on a missing file’s 404 too', async () => {
    const { 'cache-control': _, ...reference } = securityHeadersOf(
      await app.inject({ method: 'GET', url: '/login' }),
    );
    for (const url of ['/missing.png', '/assets/gone-123.js', '/%E0%A4%A.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      const { 'cache-control': __, ...headers } = securityHeadersOf(response);
      expect(headers, url).toEqual(reference);
    }
  });

  it('serves other files as they are and 404s missing files instead of index.html', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
    for (const url of ['/missing.png', '/assets/gone-123.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('keeps answering the API', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/ping' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
  });

  it('says to run the build when there is no dist folder', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm run build');
  });
});
