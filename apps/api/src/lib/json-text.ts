import type { FastifyReply } from 'fastify';

/**
 * Sends an answer that is already serialized JSON (built by PostgreSQL on hot paths) as is: Fastify does
 * not run the response serializer for a string or Buffer. The route's schema still documents the shape,
 * and the tests parse such answers with the shared schema.
 */
export function sendJsonText(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
