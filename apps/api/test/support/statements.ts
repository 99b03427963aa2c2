import type { Database } from '../../src/db/client.ts';

/**
 * The SQL texts the embedded database runs outside transactions while `work` runs (a transaction's own
 * statements go through its handle and are not seen): what a request reads before it writes.
 */
export async function statementsDuring(database: Database, work: () => Promise<unknown>): Promise<string[]> {
  const raw = database.raw;
  if (raw.kind !== 'pglite') throw new Error('PGlite only');
  const seen: string[] = [];
  const client = raw.client;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    seen.push(text);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) => {
    seen.push(text);
    return (exec as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof client.exec;
  try {
    await work();
  } finally {
    client.query = query;
    client.exec = exec;
  }
  return seen;
}
