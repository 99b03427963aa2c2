/**
 * Start-up: configuration, database (migrated, seeded when empty), app, listen. SIGTERM/SIGINT stop
 * accepting connections, let requests in flight finish, then close the database.
 */
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { migrateDatabase, withStartupLock } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';

const SHUTDOWN_GRACE_MS = 10_000;

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let database: Database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
} catch (error) {
  console.error(`Cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const app = await buildApp({ config, database });
for (const warning of config.warnings) app.log.warn(warning);

try {
  await migrateDatabase(database);
  const seeded = await withStartupLock(database, () => seedIfEmpty(database.db));
  if (seeded) app.log.info('empty database: seeded with reference and demo data');
  app.log.info(
    { database: config.databaseUrl ? 'postgresql' : `pglite:${config.dataDir}` },
    'database ready',
  );
  await app.listen({ port: config.port, host: config.host });
  app.mail.startWorker();
  app.paymentsReconciler.start();
  app.log.info(
    { mail: app.mail.delivering ? 'smtp' : 'outbox only (no SMTP_URL)' },
    app.mail.delivering ? 'e-mail delivery worker started' : 'e-mails are kept in the outbox',
  );
} catch (error) {
  app.log.fatal({ err: error }, 'start-up failed');
  await app.close().catch(() => {});
  await database.close().catch(() => {});
  process.exit(1);
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => {
    app.log.error('requests still running after the grace period: exiting anyway');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    await app.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
