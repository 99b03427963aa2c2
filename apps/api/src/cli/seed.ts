/**
 * `npm run db:seed` fills an empty database with reference and demo data;
 * `npm run db:seed -- --reset` empties every table first; `npm run db:seed -- --scale N` then adds N
 * synthetic members with their contracts, payments, messages and reservations (db/seed/scale.ts), for
 * measuring at scale on PostgreSQL. Stop the API first when it uses PGlite: one data directory must never
 * be open in two processes.
 */
import { loadConfig } from '../config.ts';
import { migrateDatabase, withStartupLock } from '../db/migrate-database.ts';
import { seedScale } from '../db/seed/scale.ts';
import { resetDatabase, seedIfEmpty } from '../db/seed/seed-database.ts';
import { openCliDatabase } from './open-database.ts';

const args = process.argv.slice(2);
const reset = args.includes('--reset');
const scaleAt = args.indexOf('--scale');
const scale = scaleAt >= 0 ? Number(args[scaleAt + 1]) : null;
if (scale !== null && !(Number.isSafeInteger(scale) && scale > 0)) {
  console.error('--scale takes a positive whole number of members, e.g. --scale 100000');
  process.exit(2);
}
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
  if (scale !== null) {
    const started = performance.now();
    console.log(`Adding synthetic members up to ${scale} (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}):`);
    const report = await seedScale(database.db, scale, (line) => console.log(line));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${report.added} members added (${report.members} in all) in ${seconds} s.`);
  }
} finally {
  await database.close();
}
