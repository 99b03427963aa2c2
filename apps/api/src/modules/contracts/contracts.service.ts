import type { Sha256Hex } from '../../db/prepared.ts';
import type { MemberAnswer } from '../../lib/member-reads/member-answer.ts';
import type { ContractsRepo } from './contracts.repo.ts';

export function createContractsService(repo: ContractsRepo) {
  return {
    /** `{"data": Contract[]}` as JSON text for the token hash's member. */
    list: (accessHash: Sha256Hex): Promise<MemberAnswer | undefined> => repo.listForToken(accessHash),

    /**
     * `{"data": Contract}` as JSON text (body null: not the member's). A malformed path id is 0, which no
     * contract has: the session is still checked first.
     */
    one(accessHash: Sha256Hex, id: number): Promise<MemberAnswer | undefined> {
      return repo.oneForToken(accessHash, id);
    },
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
