import type { FastifyInstance } from 'fastify';

/**
 * JSON is the only body type. Parsed as Fastify parses it (prototype-poisoning checks included), except that an empty body
 * counts as no body: clients send `Content-Type: application/json` on every call, including bodiless
 * POSTs such as logout.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // The API takes JSON only: text/plain and anything else answer 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
