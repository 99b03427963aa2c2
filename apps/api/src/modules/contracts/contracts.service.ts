import type { Sha256Hex } from '../../db/prepared.ts';
import type { MemberAnswer } from '../../lib/member-reads/member-answer.ts';
import type { ContractsRepo } from './contracts.repo.ts';

export function createContractsService(repo: ContractsRepo) {
  return {
    /** `{"data": Contract[]}` as JSON text for the token hash's member. */
    list: (accessHash: Sha256Hex): Promise<MemberAnswer | undefined> => repo.listForToken(accessHash),

    /**
     * `{"data": Contract}` as JSON text (body null: not the member's). A path id that is not a positive
     * number names nothing: it looks up id 0, which no contract has, so the session is still checked first.
     */
    one(accessHash: Sha256Hex, rawId: string): Promise<MemberAnswer | undefined> {
      const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
      return repo.oneForToken(accessHash, id);
    },
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
