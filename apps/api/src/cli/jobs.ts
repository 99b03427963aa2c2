/**
 * `npm run jobs` lists the background jobs (next run, last result); `… -- --as-of 2027-01-15 [--through
 * 2027-02-15] [--job <name>]` runs them as of those days (see `jobsCommand`). The jobs are the API's own:
 * the app is built (not listening) and its scheduler used. Mail they queue stays in the outbox for the
 * running API to deliver. With the embedded database, stop the API first: one data directory must never be
 * open in two processes.
 */
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrateDatabase } from '../db/migrate-database.ts';
import { jobsCommand } from './jobs-command.ts';
import { openCliDatabase } from './open-database.ts';

const config = loadConfig();
const database = await openCliDatabase(config);
let exitCode = 1;
try {
  await migrateDatabase(database);
  // The jobs' log lines go to stderr: stdout carries the runs and the table.
  const app = await buildApp({ config, database, logStream: process.stderr });
  try {
    exitCode = await jobsCommand(process.argv.slice(2), app.scheduler, (line) => console.log(line));
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
process.exitCode = exitCode;
