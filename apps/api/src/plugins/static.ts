import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { NOT_FOUND_CODE } from '@vida/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';
import type { PageRenderer } from './page-render.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** `/robots.txt` or `/assets/x.js` name a file; `/profile` or `/payments/12` are routes of the SPA. */
function hasExtension(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.');
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Vida Portal</title></head>
<body><h1>Vida Portal</h1><p>The web app has not been built yet. Run <code>npm run build</code>, then reload.</p>
<p>The API is running: <a href="/api/docs">/api/docs</a>.</p></body></html>
`;

/**
 * Serves the built SPA from `dir`: hashed files under /assets/ are cached for a year, index.html is
 * revalidated. Any other GET path without an extension gets a member's page rendered with their data
 * (page-render.ts) or index.html (the SPA routes and shows its own not-found page); unknown /api paths answer
 * the JSON 404.
 */
export async function registerStatic(
  app: FastifyInstance,
  dir: string,
  renderMemberPage?: PageRenderer,
): Promise<void> {
  const built = existsSync(join(dir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: dir,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ dir }, 'web app not built: run `npm run build`; the API still answers');
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (isApiPath(url)) return sendError(request, reply, 404, 'not_found', { code: NOT_FOUND_CODE });
    const spaRoute = (request.method === 'GET' || request.method === 'HEAD') && !hasExtension(url);
    if (!spaRoute) return sendError(request, reply, 404, 'not_found', { code: NOT_FOUND_CODE });
    if (!built) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    if (renderMemberPage && (await renderMemberPage(request, reply))) return reply;
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
