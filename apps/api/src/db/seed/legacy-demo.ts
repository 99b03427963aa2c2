import { legacyAccounts } from '../schema/index.ts';
import type { DbOrTx } from '../tx.ts';

/** A member of the previous mobile app who has not used the portal yet (README, demo accounts). */
export const LEGACY_DEMO = {
  email: 'legacy.owner@example.com',
  memberNumber: '100200303',
  firstName: 'Luis',
  lastName: 'Herrera',
  /** bcrypt (cost 10) of the demo password `Vacation#2026`, as the app would have stored it. */
  passwordHash: '$2b$10$xI0Bi7kGgEboqb/24SYuvedkbHt3gfCXg9ZXdF8h98zwwIpzBe2hu',
} as const;

export async function seedLegacyDemo(db: DbOrTx): Promise<void> {
  await db.insert(legacyAccounts).values(LEGACY_DEMO).onConflictDoNothing();
}
