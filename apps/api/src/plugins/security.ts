import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { type Config, mediaOrigin } from '../config.ts';

/**
 * Security headers for every answer. The CSP allows no inline script; inline styles are allowed because
 * MUI/emotion injects `<style>` tags; `worker-src blob:` lets the ALTCHA widget start its solver workers;
 * media and images may also come from the origin of `MEDIA_BASE_URL`.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  // Videos, posters and captions may come from a CDN (MEDIA_BASE_URL).
  const media = mediaOrigin(config.club.mediaBaseUrl);
  const mediaSources = media ? [media] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaSources],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", ...mediaSources],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind TLS: on plain http://localhost it would break every subresource.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });

  // Member data must never sit in a browser or proxy cache.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/v1') || request.url.startsWith('/api/health')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
