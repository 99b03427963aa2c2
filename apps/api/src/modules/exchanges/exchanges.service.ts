import type { ExchangesData } from '@vida/shared';
import type { ExchangesRepo } from './exchanges.repo.ts';

export function createExchangesService(repo: ExchangesRepo) {
  return {
    /** `[memberships]` for a member (possibly `[[]]`), `[]` for an account without a club record. */
    async forUser(userId: number): Promise<ExchangesData> {
      const memberId = await repo.memberIdOf(userId);
      if (memberId === null) return [];
      const rows = await repo.memberships(memberId);
      return [rows.map((r) => ({ MembershipType: r.membershipType, membership_number: r.membershipNumber }))];
    },
  };
}

export type ExchangesService = ReturnType<typeof createExchangesService>;
