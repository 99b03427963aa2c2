import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI from the routes' zod schemas: `GET /api/openapi.json`, browsable at `/api/docs`. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vida Portal API',
        description:
          'Members’ portal of the Vida vacation club. Success answers are `{ data }`; errors are ' +
          '`{ message, errors?, code? }` in the language of `Accept-Language` (en or es). Writes that send ' +
          'mail or create records take an optional `Idempotency-Key` header: a retry with the same key and ' +
          'body gets the first answer instead of writing twice.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'access_token from login' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
