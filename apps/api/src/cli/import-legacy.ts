/**
 * `npm run import:legacy -- FILE.csv`: imports the accounts of the club's previous mobile app (columns
 * email, member_id, first_name, last_name, password_hash). Stop the API first when it uses PGlite: one data
 * directory must never be open in two processes.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { migrateDatabase } from '../db/migrate-database.ts';
import { importLegacyRows, readLegacyCsv } from '../modules/accounts/legacy-import.ts';
import { openCliDatabase } from './open-database.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run import:legacy -- FILE.csv');
  process.exit(2);
}
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
let text: string;
try {
  text = await readFile(path, 'utf8');
} catch (error) {
  console.error(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { rows, errors } = readLegacyCsv(text);
for (const error of errors) console.warn(`skipped ${error}`);
const config = loadConfig();
const database = await openCliDatabase(config);
try {
  await migrateDatabase(database);
  const written = await database.db.transaction((tx) => importLegacyRows(tx, rows));
  console.log(
    `Imported ${written} previous-app account(s) from ${path}` +
      `${rows.length > written ? ` (${rows.length - written} already activated, left as they are)` : ''}` +
      `${errors.length ? `; ${errors.length} line(s) skipped` : ''}.`,
  );
} finally {
  await database.close();
}
if (errors.length > 0 && rows.length === 0) process.exit(1);
