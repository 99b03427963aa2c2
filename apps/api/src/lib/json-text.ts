import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text that is already serialized (built by PostgreSQL on hot paths). Fastify sends a string
 * with a JSON content type as is, skipping the response serializer; the route's schema still documents it
 * and the tests parse such answers with the shared schema.
 */
export function sendJsonText(reply: FastifyReply, dataJson: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(`{"data":${dataJson}}`);
}
