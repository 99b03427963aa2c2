import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { CONTRACT_JOINS_SQL, contractJsonSql } from '../../db/contract-json-sql.ts';
import { queryRows } from '../../db/sql.ts';

const SELECT = sql.raw(`
select ${contractJsonSql('u.id')}::text as doc
from users u
join contracts c on c.member_id = u.member_id
${CONTRACT_JOINS_SQL}`);
/** Contracts with payments due first (spec section 4), then by id: the profile's order. */
const ORDER = sql.raw(
  `order by (c.status in ('Active', 'Pending', 'Blocked') and coalesce(i.due, 0) > 0) desc, c.id`,
);

/** Every query takes the user id: another member's contract is never found. Rows are JSON text. */
export function createContractsRepo(db: Db) {
  const docs = async (where: SQL): Promise<string[]> =>
    (await queryRows<{ doc: string }>(db, sql`${SELECT} where ${where} ${ORDER}`)).map((row) => row.doc);
  return {
    list: (userId: number) => docs(sql`u.id = ${userId}`),
    async one(userId: number, contractId: number): Promise<string | undefined> {
      const [doc] = await docs(sql`u.id = ${userId} and c.id = ${contractId}`);
      return doc;
    },
  };
}

export type ContractsRepo = ReturnType<typeof createContractsRepo>;
