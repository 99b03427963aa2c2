import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { contracts, creditCards, paymentItems, users } from '../../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo.ts';
import type { App } from '../../src/lib/app-types.ts';
import { bearer, type Lang } from './harness.ts';

/**
 * The ids of the demo's members, contracts and cards that payment tests pay with, found by what a member sees
 * of them (contract number, a card's last four digits): ids change with every reset of the demo data.
 */
export async function demoIds(db: Db) {
  const contract = async (number: string) => {
    const [row] = await db.select().from(contracts).where(eq(contracts.contractNumber, number));
    if (!row) throw new Error(`demo contract ${number} missing`);
    return row.id;
  };
  const cards = await db.select().from(creditCards);
  const card = (lastFour: string) => {
    const found = cards.find((c) => c.lastFour === lastFour);
    if (!found) throw new Error(`demo card ${lastFour} missing`);
    return found.id;
  };
  const [ana] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.ana));
  if (!ana) throw new Error('demo member Ana missing');
  return {
    ana: ana.id,
    anaActive: await contract('GLX-2021-004512'),
    johnSea: await contract('SG-2022-012046'),
    johnBliss: await contract('TGB-2019-007731'),
    johnEstates: await contract('TE-2017-000954'),
    anaVisa: card('4242'),
    johnCard: card('1881'),
  };
}

export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** Ana's MXN contract: two overdue instalments, 5,180.00 + 350.00 and 5,180.00 + 150.00 late fees. */
export const anaMonthly = (contractId: number, cardId: number) => ({
  order_amount: '10,860.00',
  contract_id: contractId,
  card_id: cardId,
  cvv: '123',
  paymentType: 'monthly',
  monthlyType: 'monthly',
});

/** The contract's monthly instalments still open, the earliest due first. */
export const unpaidMonths = (db: Db, contractId: number) =>
  db
    .select()
    .from(paymentItems)
    .where(
      and(
        eq(paymentItems.contractId, contractId),
        eq(paymentItems.category, 'monthly'),
        isNull(paymentItems.paidAt),
      ),
    )
    .orderBy(paymentItems.dueDate, paymentItems.id);

/** The payment form's POST /payment; a `key` of null sends no Idempotency-Key. */
export function postPayment(
  app: App,
  token: string,
  body: Record<string, unknown>,
  key: string | null,
  lang: Lang = 'en',
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payment',
    headers: { ...bearer(token, lang), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}
