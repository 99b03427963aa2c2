import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './tx.ts';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the shared database type cannot
 * know the result shape, so the caller states it (and the query must match it).
 */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error('The database driver answered without rows');
}
