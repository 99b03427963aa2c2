import type { Sha256Hex } from '../../db/prepared.ts';
import type { MemberAnswer } from '../../lib/member-reads/member-answer.ts';
import type { ExchangesRepo } from './exchanges.repo.ts';

export function createExchangesService(repo: ExchangesRepo) {
  return {
    /**
     * `{"data": ExchangesData}` as JSON text for the token hash's member: `[memberships]` for a member
     * (possibly `[[]]`), `[]` for an account without a club record.
     */
    forToken: (accessHash: Sha256Hex): Promise<MemberAnswer | undefined> => repo.forToken(accessHash),
  };
}

export type ExchangesService = ReturnType<typeof createExchangesService>;
