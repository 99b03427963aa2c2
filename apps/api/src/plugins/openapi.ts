import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ApiErrorSchema } from '@vida/shared';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Every answer from 400 to 499, whatever the route, carries the error envelope (plugins/errors.ts). */
const CLIENT_ERROR = ApiErrorSchema.describe(
  'Client error: `{ message, errors?, code? }` in the language of `Accept-Language`',
);

/** `GET /api/v1/reservation_hotels/{id}` → `getReservationHotelsById`: unique, as method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(\/v\d+)?\//, '')
    .split('/')
    .flatMap((segment) => {
      const param = /^[:{]([^}]+)}?$/.exec(segment);
      return param?.[1] ? ['by', ...param[1].split(/[_-]/)] : segment.split(/[_-]/);
    })
    .filter(Boolean);
  const capitalised = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return method.toLowerCase() + capitalised.join('');
}

type Schema = FastifySchema & { hide?: boolean };

/**
 * What a generated client needs from every operation, filled in here rather than repeated in each route:
 * an operationId; `security` — routes that take the bearer token declare it, every other one is public
 * (`[]`; test/openapi.test.ts checks the document against the 401s the API really answers); and the 4xx
 * answers in the error envelope.
 */
const transform: SwaggerTransform<Schema> = (input) => {
  const schema = input.schema ?? {};
  const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const hasClientError = Object.keys(response).some((status) => status.startsWith('4'));
  return jsonSchemaTransform({
    ...input,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method ?? 'get', input.url),
      security: schema.security ?? [],
      response: hasClientError ? response : { ...response, '4xx': CLIENT_ERROR },
    },
  });
};

/**
 * OpenAPI from the routes' zod schemas: `GET /api/openapi.json`, browsable at `/api/docs`. The document is
 * always built (tests and tools read it through `app.swagger()`); it is served only when `serve` is set,
 * since in production it is a map of the attack surface nobody needs (API_DOCS=true turns it on).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  publicUrl: string,
  serve: boolean,
): Promise<void> {
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
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: publicUrl, description: 'This portal (PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'access_token from login' },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  if (!serve) return;
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
