import { setTimeout as sleep } from 'node:timers/promises';
import { ApiErrorSchema } from '@vida/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import {
  createIdempotencyStore,
  IDEMPOTENCY_HEARTBEAT_MS,
  IDEMPOTENCY_KEY_RE,
  IDEMPOTENCY_TTL_HOURS,
  type KeyedTransaction,
} from '../lib/idempotency-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an `Idempotency-Key` (a write that sends mail or creates records). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The idempotency record this request holds, until its answer is stored. */
    idempotencyId?: number;
    /**
     * The transaction an idempotent route hands its service for the write: it marks the request's key
     * committed in the same commit (lib/idempotency-store.ts). Only routes with `config: { idempotent: true }`.
     */
    keyedTransaction: KeyedTransaction;
  }
}

/** How long a retry waits for the first request with its key before answering 409. */
const WAIT_MS = 10_000;
const POLL_MS = 25;
/** Storing an answer the database refused is tried again every second for a minute. */
const SETTLE_RETRY_MS = 1_000;
const SETTLE_ATTEMPTS = 60;

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
 * Routes with `config: { idempotent: true }` honour `Idempotency-Key` (lib/idempotency-store.ts). The check runs
 * before the handler, after authentication and body validation; the answer is stored when it is sent.
 */
export function registerIdempotency(app: FastifyInstance, options: { db: Db; secret: string }): void {
  const store = createIdempotencyStore(options.db, options.secret);
  app.decorateRequest('idempotencyId', undefined);
  /** The heartbeat of each request that holds a key, until its answer is stored. */
  const heartbeats = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  const stopHeartbeat = (request: FastifyRequest) => {
    clearInterval(heartbeats.get(request));
    heartbeats.delete(request);
  };

  // Only idempotent routes hold keys: another route asking for the keyed transaction is a mistake in that
  // route (it lacks `config: { idempotent: true }`), not a write to run unmarked.
  app.decorateRequest('keyedTransaction', () => {
    throw new Error('keyedTransaction is for routes with config: { idempotent: true }');
  });
  const plainTransaction: KeyedTransaction = (work) => options.db.transaction(work);

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
    request.keyedTransaction = plainTransaction;
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
        request.keyedTransaction = store.keyedTransaction(claim.id);
        const beat = setInterval(() => {
          // A missed beat only brings the takeover nearer; the request itself goes on.
          store.heartbeat(claim.id).catch(() => {});
        }, IDEMPOTENCY_HEARTBEAT_MS);
        beat.unref();
        heartbeats.set(request, beat);
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
      if (claim.kind === 'lost') {
        throw new HttpError(409, 'idempotency_answer_lost', { code: 'idempotency_answer_lost' });
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
    const settle =
      ok && body !== null ? () => store.complete(id, reply.statusCode, body) : () => store.release(id);
    try {
      await settle();
      stopHeartbeat(request);
    } catch (error) {
      // The write itself is done and answered, but the database went away before its answer was stored.
      // Keep the key alive (heartbeat) and store the answer once the database is back, so a retry gets this
      // answer rather than taking the key over and writing twice.
      request.log.error(
        { err: error, event: 'idempotency_store_failed' },
        'idempotent answer not stored yet',
      );
      settleLater(request, settle);
    }
    return payload;
  });

  function settleLater(request: FastifyRequest, settle: () => Promise<void>, attempt = 1): void {
    setTimeout(() => {
      settle().then(
        () => stopHeartbeat(request),
        (error: unknown) => {
          if (attempt < SETTLE_ATTEMPTS) return settleLater(request, settle, attempt + 1);
          stopHeartbeat(request);
          request.log.error(
            { err: error, event: 'idempotency_store_failed' },
            'idempotent answer not stored',
          );
        },
      );
    }, SETTLE_RETRY_MS).unref();
  }
}
