import { ApiErrorSchema, type Language, LIMITS, messages, translateMessage } from '@vida/shared';
import fc from 'fast-check';
import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { captchaPayload, signIn, useTestApp } from './support/harness.ts';
import { credentialForEveryGuard } from './support/staff.ts';

/**
 * Property-based fuzzing of every endpoint in the OpenAPI document (issue 12): bodies built from each
 * route's schema with wrong types, huge strings, control characters, lone surrogates, SQL-ish text, extra
 * fields and extreme numbers; hostile path parameters and query strings. Whatever comes in, the API answers
 * below 500, and every error is the envelope in the caller's language.
 */
const ctx = useTestApp();

type Schema = OpenAPIV3_1.SchemaObject;
type Operation = OpenAPIV3_1.OperationObject;

const RUNS_PER_ENDPOINT = 25;
// Sign-out and ending sessions would take the fuzzer's own session away; they get their hostile inputs
// without a session (401 first) and through their path parameters below.
const KEEP_SESSION = new Set(['POST /api/v1/logout']);

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\u0007\u001b[31m',
  "' OR 1=1 --",
  "'; drop table users; --",
  '"); select pg_sleep(1); --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u202E\u200B\uFEFF',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏝️ ñ é 中文',
  'http://evil.example/?a=1',
  'x'.repeat(100_000),
];

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const nastyString = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string(),
  fc.string({ unit: anyCodeUnit, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, -2_147_483_649, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  nastyNumber,
  nastyString,
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
);

/** A value for a schema: often plausible, often hostile. */
function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return wrongType;
  const options: fc.Arbitrary<unknown>[] = [wrongType];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.enum) options.push(fc.constantFrom(...(schema.enum as unknown[])));
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    options.push(valueFor(variant as Schema, depth + 1));
  }
  if (types.includes('string'))
    options.push(
      nastyString,
      fc.emailAddress(),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    );
  if (types.includes('integer') || types.includes('number')) options.push(nastyNumber, fc.nat(50));
  if (types.includes('boolean')) options.push(fc.boolean());
  if (types.includes('array')) {
    const items = 'items' in schema ? (schema.items as Schema) : undefined;
    options.push(fc.array(valueFor(items, depth + 1), { maxLength: 4 }));
  }
  if (types.includes('object') || schema.properties) options.push(objectFor(schema, depth + 1));
  return fc.oneof(...options);
}

function objectFor(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of properties) record[name] = valueFor(property as Schema, depth);
  const extra = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'is_admin')),
    wrongType,
    { maxKeys: 2 },
  );
  return fc
    .tuple(fc.record(record, { requiredKeys: [] }), extra)
    .map(([known, more]) => ({ ...more, ...known }));
}

/** A value the schema would likely accept, so a single hostile field gets past the others to the database. */
function plausibleFor(name: string, schema: Schema | undefined): unknown {
  const types = Array.isArray(schema?.type) ? schema?.type : schema?.type ? [schema.type] : [];
  if (schema?.enum?.length) return schema.enum[0];
  const variant = (schema?.anyOf ?? schema?.oneOf)?.[0] as Schema | undefined;
  if (!types?.length && variant) return plausibleFor(name, variant);
  if (types?.includes('boolean')) return true;
  if (types?.includes('integer') || types?.includes('number')) return 1;
  if (types?.includes('array')) return [];
  if (types?.includes('object')) return {};
  if (/email/.test(name)) return 'grace.travels@example.com';
  if (/phone/.test(name)) return '+52 55 1234 5678';
  if (/date/.test(name)) return new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  if (/password/.test(name)) return 'Vacation#2026';
  if (/country/.test(name)) return 'US';
  return 'Grace';
}

/** Every field of the schema with a plausible value. */
function plausibleBody(schema: Schema): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(schema.properties ?? {}).map((n) => [
      n,
      plausibleFor(n, schema.properties?.[n] as Schema | undefined),
    ]),
  );
}

/** Every field plausible but one, which carries text the database cannot store or other hostile text. */
function oneHostileField(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema.properties ?? {});
  const base = plausibleBody(schema);
  if (names.length === 0) return fc.constant(base);
  return fc
    .tuple(
      fc.constantFrom(...names),
      fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: anyCodeUnit, maxLength: 12 })),
    )
    .map(([name, value]) => ({ ...base, [name]: typeof base[name] === 'string' ? `Grace${value}` : value }));
}

/** JSON text nested thousands of levels deep (a few kilobytes), sent as is: it overflowed the stack once. */
class DeepJson {
  constructor(readonly text: string) {}
}
const deepJson = fc
  .tuple(fc.constantFrom('{"a":', '[', '{"a":[', '[{"a":'), fc.integer({ min: 3_000, max: 6_000 }))
  .map(([open, levels]) => {
    const close = [...open]
      .filter((c) => c === '{' || c === '[')
      .map((c) => (c === '{' ? '}' : ']'))
      .reverse()
      .join('');
    return new DeepJson(`${open.repeat(levels)}1${close.repeat(levels)}`);
  });
/** Deep JSON as the whole body or as one field of a plausible one. */
function deepBody(schema: Schema | undefined): fc.Arbitrary<DeepJson> {
  const names = Object.keys(schema?.properties ?? {});
  if (names.length === 0) return deepJson;
  return fc.oneof(
    deepJson,
    fc.tuple(fc.constantFrom(...names), deepJson).map(([name, deep]) => {
      const base = JSON.stringify({ ...plausibleBody(schema as Schema), [name]: 0 });
      return new DeepJson(base.replace(`"${name}":0`, `"${name}":${deep.text}`));
    }),
  );
}

const pathParam = fc.oneof(
  fc.integer({ min: 1, max: 30 }).map(String),
  fc.nat(1000).map(String),
  fc.constantFrom('-1', '0', '99999999999999999999', '1e3', 'VP-7KA9DFFT', 'x'.repeat(500), 'all'),
  nastyString,
);

/** Percent-encodes anything, lone surrogates included (encodeURIComponent refuses them). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

/** The language's message templates as patterns: `{{seconds}}` matches any text. */
function templatesOf(lang: Language): RegExp[] {
  return Object.values(messages[lang]).map(
    (text) =>
      new RegExp(
        `^${text
          .split(/\{\{\w+\}\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
        's',
      ),
  );
}

describe('every endpoint under hostile input', () => {
  let endpoints: Array<{ method: string; path: string; operation: Operation }> = [];
  beforeAll(() => {
    const doc = ctx.app.swagger() as OpenAPIV3_1.Document;
    endpoints = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const)
        .filter((method) => item?.[method])
        .map((method) => ({ method: method.toUpperCase(), path, operation: item?.[method] as Operation })),
    );
  });

  it('covers the whole document', () => {
    expect(endpoints.length).toBeGreaterThan(30);
  });

  it('keeps the nesting limit well above the deepest body any operation takes', () => {
    const depthOf = (schema: Schema | undefined): number => {
      if (!schema) return 0;
      const items = 'items' in schema ? [schema.items as Schema] : [];
      const inner = [
        ...Object.values(schema.properties ?? {}),
        ...(schema.anyOf ?? []),
        ...(schema.oneOf ?? []),
        ...(schema.allOf ?? []),
        ...items,
      ].map((child) => depthOf(child as Schema));
      const nests = schema.type === 'object' || schema.type === 'array' || schema.properties !== undefined;
      const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
      // A union's options sit at the union's own level.
      return Math.max(0, ...inner) + (nests && variants.length === 0 ? 1 : 0);
    };
    const deepest = Math.max(
      ...endpoints.map(({ operation }) =>
        depthOf(
          (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.['application/json']
            ?.schema as Schema | undefined,
        ),
      ),
    );
    expect(deepest).toBeGreaterThan(0);
    expect(deepest * 4).toBeLessThanOrEqual(LIMITS.bodyMaxDepth);
  });

  it('refuses a body nested thousands of levels deep with 400 on every operation, before any walk', {
    timeout: 60_000,
  }, async () => {
    // Guards run before the body is parsed: each operation gets the first credential its guard takes.
    const tokens = await credentialForEveryGuard(ctx.app);
    const levels = 3_000;
    const deep = [
      `${'['.repeat(levels)}${']'.repeat(levels)}`,
      `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`,
      `{"email":${'[{"a":'.repeat(levels)}1${'}]'.repeat(levels)}}`,
    ];
    for (const { method, path, operation } of endpoints) {
      const takesBody = operation.requestBody !== undefined;
      const url = path.replaceAll(/\{\w+\}/g, '1');
      for (const [i, payload] of deep.entries()) {
        const lang: Language = i % 2 === 0 ? 'en' : 'es';
        let response = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers: { 'accept-language': lang, 'content-type': 'application/json' },
          payload,
        });
        for (const token of operation.security !== undefined ? tokens : []) {
          if (response.statusCode !== 401 && response.statusCode !== 403) break;
          response = await ctx.app.inject({
            method: method as 'GET',
            url,
            headers: {
              'accept-language': lang,
              'content-type': 'application/json',
              authorization: `Bearer ${token}`,
            },
            payload,
          });
        }
        const where = `${method} ${url} → ${response.statusCode}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        if (takesBody) {
          expect(response.statusCode, where).toBe(400);
          expect(response.json(), where).toEqual({
            message: translateMessage(lang, 'body_too_deep', { max: LIMITS.bodyMaxDepth }),
            code: 'body_too_deep',
          });
        }
      }
    }
  });

  it('never answers 5xx, and every error is the envelope in the caller’s language', {
    timeout: 120_000,
  }, async () => {
    const token = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    // After the app is built: it joins the feature catalogues (reservations, profile) to the messages.
    const TEMPLATES: Record<Language, RegExp[]> = { en: templatesOf('en'), es: templatesOf('es') };
    for (const { method, path, operation } of endpoints) {
      const schema = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
        'application/json'
      ]?.schema as Schema | undefined;
      const paramNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      const withSession = operation.security !== undefined && !KEEP_SESSION.has(`${method} ${path}`);
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(...paramNames.map(() => pathParam)),
          // Deep JSON goes to every operation, bodiless ones too: the parser meets it before any route does.
          fc.oneof(
            {
              arbitrary: schema
                ? fc.oneof(objectFor(schema), oneHostileField(schema), wrongType)
                : fc.constant(undefined),
              weight: 4,
            },
            { arbitrary: deepBody(schema), weight: 1 },
          ),
          fc.dictionary(fc.string({ maxLength: 6 }), nastyString, { maxKeys: 2 }),
          fc.constantFrom<Language>('en', 'es'),
          fc.boolean(),
          async (params, generated, query, lang, signedIn) => {
            // A solved captcha where one is asked for, so the hostile field is not stopped at the captcha.
            const body =
              typeof generated === 'object' &&
              generated !== null &&
              !(generated instanceof DeepJson) &&
              'captcha_response' in generated
                ? { ...generated, captcha_response: await captchaPayload(ctx.app) }
                : generated;
            let url = path;
            params.forEach((value, i) => {
              url = url.replace(`{${paramNames[i]}}`, encode(String(value)));
            });
            const search = Object.entries(query)
              .map(([k, v]) => `${encode(k)}=${encode(v)}`)
              .join('&');
            const response = await ctx.app.inject({
              method: method as 'GET',
              url: search ? `${url}?${search}` : url,
              headers: {
                'accept-language': lang,
                ...(withSession && signedIn ? { authorization: `Bearer ${token}` } : {}),
                ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              ...(body !== undefined
                ? { payload: body instanceof DeepJson ? body.text : JSON.stringify(body) }
                : {}),
            });
            const where = `${method} ${url.slice(0, 120)} → ${response.statusCode}`;
            expect(response.statusCode, where).toBeLessThan(500);
            if (response.statusCode >= 400) {
              const error = ApiErrorSchema.safeParse(response.json());
              expect(error.success, `${where}: ${response.body.slice(0, 200)}`).toBe(true);
              const message = error.data?.message ?? '';
              expect(
                TEMPLATES[lang].some((t) => t.test(message)),
                `${where}: "${message}" is not a ${lang} message`,
              ).toBe(true);
            }
          },
        ),
        { numRuns: RUNS_PER_ENDPOINT, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
      );
    }
  });
});
