import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * The types Drizzle's PGlite driver reads as the text PostgreSQL sent (its own date and time handling, as on
 * node-postgres): timestamp, timestamptz, interval, date, and the arrays numeric[], timestamp[],
 * timestamptz[], interval[] and date[].
 */
const AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

const withoutParsers = (options?: QueryOptions): QueryOptions | undefined =>
  options?.parsers ? { ...options, parsers: undefined } : options;

/**
 * The client Drizzle is given on PGlite. Drizzle passes those types' parsers with every query, and PGlite
 * copies them over its own ~300 (every array type has one) on every call: ~0.1 ms of CPU per query, a tenth of
 * a small write's. Here they are the client's own instead (set after PGlite's array types, which would
 * replace the arrays'), and each call goes without them: the same rows, no copy. Everything else is the
 * client itself. The client's other users (the prepared reads of db/prepared.ts) read those types as text
 * too; none of their statements answers one.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  const text = (value: string) => value;
  for (const oid of AS_TEXT) client.parsers[oid] = text;
  const queryOf =
    (target: Pick<PGlite, 'query'>) =>
    <T>(query: string, params?: unknown[], options?: QueryOptions) =>
      target.query<T>(query, params, withoutParsers(options));
  const query = queryOf(client);
  const transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) => work(Object.assign(Object.create(tx) as Transaction, { query: queryOf(tx) })));
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
