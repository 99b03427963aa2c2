import type { Db } from './client.ts';

/** A transaction handle; repositories and seeders accept either it or the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
