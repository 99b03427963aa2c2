import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Request bodies take only the fields their schema names: an unknown field answers 400 on that field
 * (a typo or a probe is never silently dropped), and the OpenAPI document says `additionalProperties:
 * false`. Applied to every route's top-level body object here rather than in `packages/shared`, because
 * the forms parse the same schemas with extra UI-only values.
 */
export function registerStrictBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body;
    if (route.schema && body instanceof z.ZodObject) route.schema.body = body.strict();
  });
}
