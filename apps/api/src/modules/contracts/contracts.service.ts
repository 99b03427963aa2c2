import { type Contract, ContractSchema, NOT_FOUND_CODE } from '@vida/shared';
import { HttpError } from '../../lib/http-error.ts';
import type { ContractsRepo } from './contracts.repo.ts';

const notFound = () => new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });

/** PostgreSQL answers numerics as JSON numbers already; parsing checks the document against the contract. */
const toContract = (doc: string): Contract => ContractSchema.parse(JSON.parse(doc));

export function createContractsService(repo: ContractsRepo) {
  return {
    list: async (userId: number): Promise<Contract[]> => (await repo.list(userId)).map(toContract),

    async one(userId: number, rawId: string): Promise<Contract> {
      // A path id that is not a positive number names nothing: 404 like an unknown or foreign id.
      const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
      if (id <= 0) throw notFound();
      const doc = await repo.one(userId, id);
      if (doc === undefined) throw notFound();
      return toContract(doc);
    },
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
