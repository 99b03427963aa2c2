import type { Database } from '../../db/client.ts';
import type { Sha256Hex } from '../../db/prepared.ts';
import { memberAnswerStatement } from '../../lib/member-reads/member-answer.ts';

/**
 * `{"data": ExchangesData}`: `[memberships]` for a member (possibly `[[]]`), `[]` for an account without a
 * club record; memberships in their club order.
 */
export const EXCHANGES_SQL = `json_build_object('data', (
  select case when u.member_id is null then '[]'::json else json_build_array(coalesce((
    select json_agg(json_build_object(
      'MembershipType', e.membership_type,
      'membership_number', e.membership_number
    ) order by e.sort_order, e.id)
    from exchange_memberships e
    where e.member_id = u.member_id
  ), '[]'::json)) end
  from users u
  where u.id = s.user_id
))`;

export function createExchangesRepo(database: Database) {
  const answer = memberAnswerStatement(database, 'member_exchanges', [], EXCHANGES_SQL);
  return {
    /** The bearer check and the member's exchange memberships, as the answer's JSON text. */
    forToken: (accessHash: Sha256Hex) => answer(accessHash),
  };
}

export type ExchangesRepo = ReturnType<typeof createExchangesRepo>;
