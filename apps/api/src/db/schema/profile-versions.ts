import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A counter per user that triggers bump on every write to what the profile is built from (migration
 * 0006): the profile's hot path keeps the document it built and rebuilds it only when this changes.
 */
export const profileVersions = pgTable('profile_versions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
