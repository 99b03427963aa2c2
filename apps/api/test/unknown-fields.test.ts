import { isDeepStrictEqual as isEqual } from 'node:util';
import { ApiErrorSchema, type Language, messages } from '@vida/shared';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strictInput } from '../src/plugins/strict-bodies.ts';
import { useTestApp } from './support/harness.ts';
import { credentialForEveryGuard } from './support/staff.ts';

const ctx = useTestApp();

type Schema = OpenAPIV3_1.SchemaObject;

const UNKNOWN = 'not_a_field_of_any_body';

/** The card provider's signed replies: a record of whatever fields it signed, checked by their signature. */
const OPEN_BODIES = ['POST /api/v1/card-checkout/receipt', 'POST /api/v1/card-checkout/merchant-post'];

/** Each named field with a value of its type: the body's shape is right, its values need not be. */
function shapedLike(schema: Schema | undefined): Record<string, unknown> {
  const variant = (schema?.anyOf ?? schema?.oneOf)?.[0] as Schema | undefined;
  if (!schema?.properties && variant) return shapedLike(variant);
  return Object.fromEntries(
    Object.entries(schema?.properties ?? {}).map(([name, property]) => {
      const type = [(property as Schema).type ?? 'string'].flat()[0];
      // A literal (a union's discriminator) takes its own value, so the body reaches the variant's fields.
      const literal = (property as Schema).const ?? (property as Schema).enum?.[0];
      const value =
        type === 'boolean' ? true : type === 'integer' || type === 'number' ? 1 : type === 'array' ? [] : 'x';
      return [name, literal ?? (type === 'object' ? {} : value)];
    }),
  );
}

describe('unknown fields', () => {
  it('are refused on every route that takes a body, naming the field, whatever the schema’s shape', {
    timeout: 60_000,
  }, async () => {
    const doc = ctx.app.swagger() as OpenAPIV3_1.Document;
    const tokens = await credentialForEveryGuard(ctx.app);
    const checked: string[] = [];
    // Every route that did not name the unknown field, so one run lists them all.
    const accepted: string[] = [];
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of ['post', 'put', 'patch', 'delete'] as const) {
        const operation = item?.[method];
        const body = (operation?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
          'application/json'
        ]?.schema as Schema | undefined;
        if (!operation || !body) continue;
        if (OPEN_BODIES.includes(`${method.toUpperCase()} ${path}`)) {
          expect(body).toMatchObject({ type: 'object', additionalProperties: { type: 'string' } });
          continue;
        }
        const lang: Language = checked.length % 2 === 0 ? 'en' : 'es';
        const url = path.replaceAll(/\{\w+\}/g, '1');
        const send = (token?: string) =>
          ctx.app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            headers: {
              'accept-language': lang,
              'idempotency-key': crypto.randomUUID(),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            payload: { ...shapedLike(body), [UNKNOWN]: 'x' },
          });
        let response = await send();
        for (const token of operation.security !== undefined ? tokens : []) {
          if (response.statusCode !== 401 && response.statusCode !== 403) break;
          response = await send(token);
        }
        const named =
          response.statusCode === 400 ? ApiErrorSchema.parse(response.json()).errors?.[UNKNOWN] : undefined;
        if (!isEqual(named, [messages[lang].validation_unknown_field]))
          accepted.push(
            `${method.toUpperCase()} ${path} → ${response.statusCode}: ${response.body.slice(0, 200)}`,
          );
        checked.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(checked.length).toBeGreaterThan(25);
    // The two shapes that once let unknown fields through: a transformed object and a union.
    expect(checked).toEqual(
      expect.arrayContaining(['PUT /api/v1/profile', 'POST /api/v1/care/login/verify']),
    );
  });

  it('are refused inside nested objects, arrays, unions and pipes, and the document says so', () => {
    const schema = strictInput(
      z.object({
        travelers: z.array(z.object({ name: z.string() })).optional(),
        contact: z.object({ email: z.string() }).nullable(),
        choice: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('a'), a: z.string() }),
          z.object({ kind: z.literal('b'), b: z.string() }),
        ]),
        piped: z
          .object({ n: z.string() })
          .refine(() => true)
          .transform((v) => v.n),
      }),
    );
    const valid = {
      travelers: [{ name: 'A' }],
      contact: { email: 'e' },
      choice: { kind: 'a', a: 'x' },
      piped: { n: 'n' },
    };
    expect(schema.safeParse(valid).success).toBe(true);
    for (const [where, body] of [
      ['top', { ...valid, x: 1 }],
      ['array item', { ...valid, travelers: [{ name: 'A', x: 1 }] }],
      ['nullable', { ...valid, contact: { email: 'e', x: 1 } }],
      ['union option', { ...valid, choice: { kind: 'a', a: 'x', x: 1 } }],
      ['pipe', { ...valid, piped: { n: 'n', x: 1 } }],
    ] as const) {
      const result = schema.safeParse(body);
      expect(result.success, where).toBe(false);
    }
    expect(z.toJSONSchema(schema, { io: 'input' })).toMatchObject({
      additionalProperties: false,
      properties: {
        travelers: { items: { additionalProperties: false } },
        piped: { additionalProperties: false },
      },
    });
  });
});
