import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { type Config, mediaOrigin } from '../config.ts';

/**
 * Helmet's headers for these options, computed once. The headers do not depend on the request (no CSP
 * nonces), and letting helmet rebuild them for every answer cost about 6% of the API's CPU time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * CSP sources for the inline scripts of an HTML page, each by its SHA-256: the built index.html starts the
 * profile request and the route's chunks before the app's JavaScript arrives (decision 007).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes ?? '') || !body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The built web app's inline scripts (none until it is built; the page then works without them). */
function builtPageScriptHashes(webDistDir: string): string[] {
  try {
    return inlineScriptHashes(readFileSync(join(webDistDir, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}

/** Sets the security headers (and `no-store` on the API) on an answer. */
export type SecureReply = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Security headers for every answer. They are set in an onRequest hook; answers Fastify gives before routing,
 * where no hook runs (an undecodable path), set them by calling the returned function. The CSP allows no inline script but those of the built index.html,
 * by hash (read once at start-up: rebuild, then restart); inline styles are allowed because
 * MUI/emotion injects `<style>` tags; `worker-src blob:` lets the ALTCHA widget start its solver workers;
 * media and images may also come from the origin of `MEDIA_BASE_URL`; forms may also go to the card provider.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<SecureReply> {
  const https = config.publicUrl.startsWith('https://');
  // Videos, posters and captions may come from a CDN (MEDIA_BASE_URL).
  const media = mediaOrigin(config.club.mediaBaseUrl);
  const mediaSources = media ? [media] : [];
  // The card and payment forms' device-fingerprint script, and what it loads from its own host (images,
  // requests, a frame): that origin only (config.payment.fingerprintUrl).
  const fingerprint = new URL(config.payment.fingerprintUrl).origin;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", fingerprint, ...builtPageScriptHashes(config.webDistDir)],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', fingerprint, ...mediaSources],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", fingerprint],
        frameSrc: ["'self'", fingerprint],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", ...mediaSources],
        objectSrc: ["'none'"],
        // Saving a card posts the signed fields to the provider's hosted page: that origin and no other.
        formAction: ["'self'", new URL(config.payment.endpoint).origin],
        frameAncestors: ["'none'"],
        // Only behind TLS: on plain http://localhost it would break every subresource.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
  const secure: SecureReply = (request, reply) => {
    reply.headers(headers);
    // Member data must never sit in a browser or proxy cache.
    if (request.url.startsWith('/api/v1') || request.url.startsWith('/api/health')) {
      reply.header('cache-control', 'no-store');
    }
  };
  app.addHook('onRequest', async (request, reply) => {
    secure(request, reply);
  });
  return secure;
}
