import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate-database.ts';
import { seedReferenceData } from '../../src/db/seed/reference.ts';
import { findLeaks } from './log-leaks.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tarball of a migrated database with reference data. */
    pgliteImage: string | null;
    /** PostgreSQL: the template database every test file copies. */
    pgTemplate: string | null;
    /** PostgreSQL: prefix of the databases test files create (dropped at the end of the run). */
    pgPrefix: string;
    /** Every app's log goes here (one file per worker); the teardown checks it leaks nothing. */
    logDir: string;
  }
}

/** Connection URL of another database on the same server. */
export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Migrates once for the whole run (and seeds the reference lists, which no test changes); each test file
 * then starts from a copy instead of running initdb and the migrations itself.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const logDir = await mkdtemp(join(tmpdir(), 'vida-api-log-'));
  project.provide('logDir', logDir);
  const teardown = await setupDatabase(project);
  return async () => {
    await teardown();
    await checkLog(logDir);
  };
}

/**
 * Fails the run when any app's log (every level, the whole suite) carries a secret; the log stays on disk
 * then, for reading.
 */
async function checkLog(logDir: string): Promise<void> {
  const leaks = await findLeaks(logDir);
  if (leaks.length > 0) {
    // Vitest reports an error thrown here but keeps the exit code: set it so the run fails.
    process.exitCode = 1;
    throw new Error(
      `The API log leaks ${leaks.length} time(s) (log kept in ${logDir}):\n${leaks.slice(0, 20).join('\n')}`,
    );
  }
  await rm(logDir, { recursive: true, force: true });
}

async function setupDatabase(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dir = await mkdtemp(join(tmpdir(), 'vida-api-test-'));
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    if (database.raw.kind !== 'pglite') throw new Error('expected PGlite');
    const image = await database.raw.client.dumpDataDir('none');
    await database.close();
    const path = join(dir, 'image.tar');
    await writeFile(path, Buffer.from(await image.arrayBuffer()));
    project.provide('pgliteImage', path);
    project.provide('pgTemplate', null);
    project.provide('pgPrefix', '');
    return () => rm(dir, { recursive: true, force: true });
  }

  const template = `vida_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(databaseUrl, template), dataDir: null });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await database.close();
  project.provide('pgliteImage', null);
  project.provide('pgTemplate', template);
  project.provide('pgPrefix', `vida_test_${process.pid}`);
  return async () => {
    // Test files drop their own databases; remove what a crashed run left behind, then the template.
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'vida_test_${process.pid}_%'`,
    );
    for (const row of leftovers.rows)
      await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
