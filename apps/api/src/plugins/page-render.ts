/**
 * A signed-in member's page load answered with the page already drawn with their data (decision 017): the
 * web app's server renderer (`vite build --ssr` → `<WEB_DIST_DIR>-server/render-page.js`) renders it, calling
 * this API in-process as the member, and the browser hydrates it. Anything else — a visitor, a page that is not
 * a member's, a renderer that is not built or fails — gets the app's index.html as before: rendering on the
 * server makes a page arrive sooner, it is never the only way a page works.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { isLanguage, LANGUAGE_COOKIE, type Language, languageFrom } from '@vida/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionFromCookie } from './member-auth.ts';
import { readCookie, SESSION_COOKIE } from './session-cookies.ts';

/** The renderer's contract (apps/web/src/server/render-page.tsx); declared here, the API imports no web code. */
interface WebRenderer {
  isMemberPage(pathname: string): boolean;
  renderPage(request: {
    url: string;
    language: Language;
    sessionExpiresAt: string;
    fetch: typeof fetch;
    phone: boolean;
  }): Promise<
    | { kind: 'page'; status: number; html: string; styles: string; title: string }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'skip' }
  >;
}

/** Answers a page load; false when the caller should send index.html itself. */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export function serverRendererPath(webDistDir: string): string {
  return `${webDistDir.replace(/[\\/]+$/, '')}-server/render-page.js`;
}

/** The language the member reads: the app's own choice (a cookie it keeps), else the browser's. */
function pageLanguage(request: FastifyRequest): Language {
  const chosen = readCookie(request, LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : languageFrom(request.headers['accept-language']);
}

/**
 * Whether the browser is a phone's, by its client hint or else its user agent (phones' browsers write
 * "Mobile"/"Mobi", Android phones "Android … Mobile"; tablets do not): pixel rules such as slides per view
 * are then drawn for a phone, so hydration does not redraw the page at another width.
 */
function isPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /\bMobi/.test(request.headers['user-agent'] ?? '');
}

/**
 * The built index.html cut around #root: the prerendered frames inside it (scripts/vite/boot-shells.ts) are
 * for pages the browser draws; a rendered page goes there instead.
 */
interface PageTemplate {
  head: string;
  tail: string;
}

function readTemplate(indexHtml: string): PageTemplate {
  const open = '<div id="root">';
  const start = indexHtml.indexOf(open);
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  const end = indexHtml.lastIndexOf('</div>', bodyEnd < 0 ? indexHtml.length : bodyEnd);
  if (start < 0 || end < start) throw new Error('index.html has no #root to render into');
  return { head: indexHtml.slice(0, start + open.length), tail: indexHtml.slice(end) };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

interface RenderedPage {
  language: Language;
  title: string;
  styles: string;
  html: string;
}

function compose(template: PageTemplate, page: RenderedPage): string {
  const head = template.head
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}" data-ssr=""`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    // A function, so that a `$` in the styles is not read as a replacement pattern.
    .replace('</head>', () => `${page.styles}</head>`);
  return `${head}${page.html}${template.tail}`;
}

/** The renderer if it is built (`npm run build`), else undefined: every page is then drawn by the browser. */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<PageRenderer | undefined> {
  const entry = serverRendererPath(webDistDir);
  const indexFile = `${webDistDir.replace(/[\\/]+$/, '')}/index.html`;
  if (!existsSync(entry) || !existsSync(indexFile)) return undefined;
  const renderer = (await import(pathToFileURL(entry).href)) as WebRenderer;
  const template = readTemplate(readFileSync(indexFile, 'utf8'));

  return async (request, reply) => {
    if (request.method !== 'GET') return false;
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (!renderer.isMemberPage(pathname)) return false;
    const session = await sessionFromCookie(request);
    const token = readCookie(request, SESSION_COOKIE);
    if (!session || !token) return false;
    const language = pageLanguage(request);
    try {
      const result = await renderer.renderPage({
        url,
        language,
        // Checked just now; a render takes well under a minute.
        sessionExpiresAt: new Date(Date.now() + 60_000).toISOString(),
        fetch: memberFetch(app, token, request.headers['user-agent']),
        phone: isPhone(request),
      });
      if (result.kind === 'skip') return false;
      // The member's own data: never kept by a browser or a proxy, and never served to another cookie.
      reply.header('cache-control', 'no-store').header('vary', 'cookie, accept-encoding');
      if (result.kind === 'redirect') {
        await reply.redirect(result.location, result.status);
        return true;
      }
      const page = await compressed(request, reply, compose(template, { language, ...result }));
      await reply.code(result.status).type('text/html; charset=utf-8').send(page);
      return true;
    } catch (error) {
      request.log.error(
        { err: error, path: pathname },
        'server rendering failed; the browser draws the page',
      );
      return false;
    }
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A rendered page is ~100–180 KB of markup and styles, ~15–30 KB compressed: on a phone's 1.6 Mbps that is the
 * difference between a fifth of a second and a second. Brotli at a quality that costs a few milliseconds.
 */
async function compressed(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<Buffer | string> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipped(html);
  }
  return html;
}

/** The API called in-process as the member whose page is rendered: every rule of a browser's call applies. */
function memberFetch(app: FastifyInstance, token: string, userAgent: string | undefined): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${token}`);
    if (userAgent) headers.set('user-agent', userAgent);
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: Object.fromEntries(headers),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
