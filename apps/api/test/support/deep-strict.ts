import { z } from 'zod';

/** A schema's definition, read by the kind of schema it is (zod 4 keeps children under these names). */
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

const child = (value: unknown) => strict(value as z.ZodType);
const made = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The schema with every object in it strict, however deep: a field the schema does not name fails the
 * parse, as a missing one does. An answer built in SQL whose field was renamed (or added) then fails where a
 * stripping parse would pass it. Checks and refinements are kept.
 */
export function deepStrict<T extends z.ZodType>(schema: T): T {
  return strict(schema) as T;
}

function strict(schema: z.ZodType): z.ZodType {
  const done = made.get(schema);
  if (done) return done;
  const def = schema.def as Def;
  let next: Def | undefined;
  switch (def.type) {
    case 'object': {
      const shape = (schema as z.ZodObject).shape;
      next = {
        ...def,
        shape: Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, strict(field)])),
        catchall: z.never(),
      };
      break;
    }
    case 'array':
      next = { ...def, element: child(def.element) };
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      next = { ...def, innerType: child(def.innerType) };
      break;
    case 'union':
      next = { ...def, options: (def.options as z.ZodType[]).map(strict) };
      break;
    case 'intersection':
      // Two strict halves would refuse each other's fields: an intersection of objects is not made strict.
      break;
    case 'record':
      next = { ...def, valueType: child(def.valueType) };
      break;
    case 'tuple':
      next = {
        ...def,
        items: (def.items as z.ZodType[]).map(strict),
        rest: def.rest === null ? null : child(def.rest),
      };
      break;
    case 'pipe':
      next = { ...def, in: child(def.in), out: child(def.out) };
      break;
    case 'lazy': {
      const getter = def.getter as () => z.ZodType;
      next = { ...def, getter: () => strict(getter()) };
      break;
    }
  }
  const result = next ? schema.clone(next as typeof schema.def) : schema;
  made.set(schema, result);
  return result;
}
