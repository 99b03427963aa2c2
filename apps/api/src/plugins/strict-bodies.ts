import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** A copy of `schema` with parts of its definition replaced (zod derives the rest from it again). */
function withDef(schema: z.ZodType, changes: Record<string, unknown>): z.ZodType {
  return schema.clone({ ...schema._zod.def, ...changes } as typeof schema._zod.def);
}

/**
 * The schema with every object the input passes through made strict: inside wrappers (optional, nullable,
 * default, readonly, catch), arrays, tuples, records, each option of a union and the input side of a pipe
 * (so a refined or transformed object too). An intersection is left as it is: a strict side would refuse the
 * other side's fields. A lazy schema is left as it is too.
 */
export function strictInput(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [
        key,
        strictInput(value),
      ]),
    );
    return schema.clone({ ...schema._zod.def, shape, catchall: z.never() });
  }
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch
  ) {
    return withDef(schema, { innerType: strictInput(schema._zod.def.innerType as z.ZodType) });
  }
  if (schema instanceof z.ZodArray) {
    return schema.clone({ ...schema._zod.def, element: strictInput(schema._zod.def.element as z.ZodType) });
  }
  if (schema instanceof z.ZodUnion) {
    const options = (schema._zod.def.options as z.ZodType[]).map(strictInput);
    return schema.clone({ ...schema._zod.def, options });
  }
  if (schema instanceof z.ZodPipe) {
    return schema.clone({ ...schema._zod.def, in: strictInput(schema._zod.def.in as z.ZodType) });
  }
  if (schema instanceof z.ZodTuple) {
    const { items, rest } = schema._zod.def;
    return schema.clone({
      ...schema._zod.def,
      items: (items as z.ZodType[]).map(strictInput),
      rest: rest ? strictInput(rest as z.ZodType) : null,
    });
  }
  if (schema instanceof z.ZodRecord) {
    return schema.clone({
      ...schema._zod.def,
      valueType: strictInput(schema._zod.def.valueType as z.ZodType),
    });
  }
  return schema;
}

/**
 * Request bodies take only the fields their schema names, whatever the schema's shape: an unknown field
 * answers 400 on that field (a typo or a probe is never silently dropped), and the OpenAPI document says
 * `additionalProperties: false`. Applied to every route's body here rather than in `packages/shared`,
 * because the forms parse the same schemas with extra UI-only values.
 */
export function registerStrictBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body;
    if (route.schema && body instanceof z.ZodType) route.schema.body = strictInput(body);
  });
}
