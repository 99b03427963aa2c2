/**
 * `npm run db:seed` fills an empty database with reference and demo data;
 * `npm run db:seed -- --reset` empties every table first. Stop the API first when it uses PGlite:
 * one data directory must never be open in two processes.
 */
import { loadConfig } from '../config.ts';
import { migrateDatabase, withStartupLock } from '../db/migrate.ts';
import { resetDatabase, seedIfEmpty } from '../db/seed/seed.ts';
import { openCliDatabase } from './open-database.ts';

const reset = process.argv.slice(2).includes('--reset');
const config = loadConfig();
const database = await openCliDatabase(config);
try {
  await migrateDatabase(database);
  await withStartupLock(database, async () => {
    if (reset) {
      await resetDatabase(database.db);
      console.log('Database emptied and seeded with reference and demo data.');
    } else if (await seedIfEmpty(database.db)) {
      console.log('Database seeded with reference and demo data.');
    } else {
      console.log('Database already has data; nothing seeded (use --reset to start over).');
    }
  });
} finally {
  await database.close();
}
