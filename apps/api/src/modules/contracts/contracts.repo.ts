import type { Database } from '../../db/client.ts';
import { CONTRACT_JOINS_SQL, contractJsonSql } from '../../db/contract-json-sql.ts';
import type { Sha256Hex } from '../../db/prepared.ts';
import { keptMemberAnswer } from '../../lib/member-reads/kept-member-answer.ts';

/** The session's member's contracts `c`, with the joins contractJsonSql reads. */
const MEMBER_CONTRACTS = `
  from users u
  join contracts c on c.member_id = u.member_id
  ${CONTRACT_JOINS_SQL}
  where u.id = s.user_id`;

/** `{"data": Contract[]}`: payments due first (spec section 4), then by id, the profile's order. */
export const CONTRACT_LIST_SQL = `json_build_object('data', coalesce((
  select json_agg(x.doc order by x.due_first desc, x.id) from (
    select ${contractJsonSql('s.user_id')} as doc, c.id,
           (c.status in ('Active', 'Pending', 'Blocked') and coalesce(i.due, 0) > 0) as due_first
    ${MEMBER_CONTRACTS}
  ) x
), '[]'::json))`;

/** `{"data": Contract}` of contract `$2` of the member, null when they have no such contract. */
export const CONTRACT_SQL = `(
  select json_build_object('data', ${contractJsonSql('s.user_id')})
  ${MEMBER_CONTRACTS} and c.id = $2
)`;

/**
 * The bearer check and the member's contracts, as the answers' JSON text built by PostgreSQL (the profile
 * reads the same documents) and kept while the member's records are unchanged (lib/member-reads/kept-member-answer.ts):
 * another member's contract is never found.
 */
export function createContractsRepo(database: Database) {
  const list = keptMemberAnswer(database, 'member_contracts', [], CONTRACT_LIST_SQL);
  const one = keptMemberAnswer(database, 'member_contract', ['int'], CONTRACT_SQL);
  return {
    listForToken: (accessHash: Sha256Hex) => list(accessHash),
    oneForToken: (accessHash: Sha256Hex, contractId: number) => one(accessHash, contractId),
  };
}

export type ContractsRepo = ReturnType<typeof createContractsRepo>;
