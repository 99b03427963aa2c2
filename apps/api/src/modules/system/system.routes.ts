import { dataEnvelope, HealthSchema } from '@vida/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HEALTH_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Health for load balancers, and the trivial route `npm run bench` compares the profile against. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability (503 when `select 1` fails)',
        response: { 200: dataEnvelope(HealthSchema), 503: dataEnvelope(HealthSchema) },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(app.database.ping(), HEALTH_TIMEOUT_MS);
        return { data: { status: 'ok' as const, database: 'up' as const } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ data: { status: 'unavailable', database: 'down' } });
      }
    },
  );

  app.get(
    '/api/v1/ping',
    {
      schema: {
        tags: ['system'],
        summary: 'Trivial route: the baseline of `npm run bench`',
        response: { 200: dataEnvelope(z.object({ pong: z.literal(true) })) },
      },
    },
    async () => ({ data: { pong: true as const } }),
  );
};
