/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import { loadConfig } from '../config.ts';
import { migrateDatabase } from '../db/migrate-database.ts';
import { openCliDatabase } from './open-database.ts';

const config = loadConfig();
const database = await openCliDatabase(config);
try {
  await migrateDatabase(database);
  console.log(`Migrations applied (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}).`);
} finally {
  await database.close();
}
