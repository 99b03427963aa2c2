import { setTimeout as sleep } from 'node:timers/promises';
import { ApiErrorSchema } from '@vida/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { createIdempotencyStore, IDEMPOTENCY_KEY_RE, IDEMPOTENCY_TTL_HOURS } from '../lib/idempotency.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an `Idempotency-Key` (a write that sends mail or creates records). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The idempotency record this request holds, until its answer is stored. */
    idempotencyId?: number;
  }
}

/** How long a retry waits for the first request with its key before answering 409. */
const WAIT_MS = 10_000;
const POLL_MS = 25;

export const IDEMPOTENCY_HEADER_DESCRIPTION =
  'Optional. A key the client makes once per intended write (a UUID) and sends again on every retry of it. ' +
  `For ${IDEMPOTENCY_TTL_HOURS} hours a retry with the same key and body gets the first successful answer ` +
  'again (header `Idempotent-Replayed: true`) instead of writing twice; the same key with another body ' +
  'answers 422 `idempotency_key_reused`. Keys belong to the signed-in member (or to anonymous callers) and ' +
  'the route. Answers other than 2xx are not kept: a retry runs again.';

const headerSchema = z.looseObject({
  'idempotency-key': z.string().optional().meta({ description: IDEMPOTENCY_HEADER_DESCRIPTION }),
});

const principalOf = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : 'anonymous');

/**
 * Routes with `config: { idempotent: true }` honour `Idempotency-Key` (lib/idempotency.ts). The check runs
 * before the handler, after authentication and body validation; the answer is stored when it is sent.
 */
export function registerIdempotency(app: FastifyInstance, options: { db: Db; secret: string }): void {
  const store = createIdempotencyStore(options.db, options.secret);
  app.decorateRequest('idempotencyId', undefined);

  // Documents the header on every idempotent route (OpenAPI) without each route repeating it.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const response = route.schema?.response;
    route.schema = {
      ...route.schema,
      headers: route.schema?.headers ?? headerSchema,
      ...(typeof response === 'object' && response !== null
        ? { response: { ...response, 409: ApiErrorSchema, 422: ApiErrorSchema } }
        : {}),
    };
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_RE.test(key)) {
      throw new HttpError(400, 'idempotency_key_invalid', { code: 'idempotency_key_invalid' });
    }
    const scope = {
      principal: principalOf(request),
      route: `${request.method} ${request.routeOptions.url ?? request.url}`,
      key,
    };
    const requestHash = store.hash(request.body);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const claim = await store.claim(scope, requestHash);
      if (claim.kind === 'run') {
        request.idempotencyId = claim.id;
        return;
      }
      if (claim.kind === 'mismatch') {
        throw new HttpError(422, 'idempotency_key_reused', { code: 'idempotency_key_reused' });
      }
      if (claim.kind === 'replay') {
        return reply
          .code(claim.statusCode)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(claim.body);
      }
      if (Date.now() > deadline) {
        throw new HttpError(409, 'idempotency_in_progress', {
          code: 'idempotency_in_progress',
          headers: { 'retry-after': '1' },
        });
      }
      await sleep(POLL_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyId;
    if (id === undefined) return payload;
    request.idempotencyId = undefined;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    try {
      if (ok && body !== null) await store.complete(id, reply.statusCode, body);
      else await store.release(id);
    } catch (error) {
      // The write itself is done and answered; a retry of this key waits, then answers 409 until the key
      // expires, rather than writing twice.
      request.log.error({ err: error, event: 'idempotency_store_failed' }, 'idempotent answer not stored');
    }
    return payload;
  });
}
