import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { seedScale } from '../src/db/seed/scale.ts';
import { queryRows } from '../src/db/sql.ts';
import { openTestDatabase } from './support/harness.ts';

// The scaled members measure the portal at scale and are the e2e journeys' member pool, which pays with them:
// their contracts must be ones the payment rules accept.
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await seedScale(database.db, 3, () => undefined);
});

afterAll(() => drop());

describe('the scaled members (db:seed --scale)', () => {
  it('pay off a contract for no more than its total due (balance plus open items), as the demo contracts do', async () => {
    const contracts = await queryRows<{ contract_number: string; pay_in_full: string; total_due: string }>(
      database.db,
      sql`select c.contract_number, c.pay_in_full,
                 c.balance + coalesce(sum(i.amount_due + i.late_fee + i.closing_cost)
                                      filter (where i.paid_at is null), 0) as total_due
          from contracts c left join payment_items i on i.contract_id = c.id
          where c.contract_number like 'SC-%'
          group by c.id order by c.contract_number`,
    );
    expect(contracts).toHaveLength(9);
    for (const contract of contracts) {
      expect(Number(contract.pay_in_full), contract.contract_number).toBeGreaterThan(0);
      expect(Number(contract.pay_in_full), contract.contract_number).toBeLessThanOrEqual(
        Number(contract.total_due),
      );
    }
  });

  it('have their payment history numbered in the order it happened, which the history lists newest first by', async () => {
    const outOfOrder = await queryRows<{ contract_number: string }>(
      database.db,
      sql`select distinct c.contract_number
          from payment_history h join payment_history later on later.contract_id = h.contract_id
            and later.created_at > h.created_at and later.id < h.id
          join contracts c on c.id = h.contract_id
          where c.contract_number like 'SC-%'`,
    );
    expect(outOfOrder).toEqual([]);
  });
});
