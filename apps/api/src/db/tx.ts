import type { Db } from './client.ts';

/** A transaction handle; repositories and seeders accept either it or the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Runs `work` in one transaction and answers what it answered; a repository that writes in a transaction
 * takes the runner from its caller (a keyed request's runner also marks its key: lib/idempotency-store.ts).
 */
export type InTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
