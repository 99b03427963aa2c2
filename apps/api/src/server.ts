/**
 * Start-up: configuration, database (migrated, seeded when empty), app, listen. SIGTERM/SIGINT stop
 * accepting connections, let requests in flight finish, then close the database.
 */
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { migrateDatabase, withStartupLock } from './db/migrate-database.ts';
import { seedIfEmpty } from './db/seed/seed-database.ts';
import { createStdoutLog } from './lib/log-stream.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/** Of the grace period, what the last log lines may take to reach stdout before the process exits anyway. */
const LOG_FLUSH_MS = 1_000;

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
const log = createStdoutLog();
const app = await buildApp({ config, database, logStream: log.stream });
for (const warning of config.warnings) app.log.warn(warning);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => {
    app.log.error('requests still running after the grace period: exiting anyway');
    void log.flush(LOG_FLUSH_MS).then(() => process.exit(1));
  }, SHUTDOWN_GRACE_MS - LOG_FLUSH_MS);
  force.unref();
  let code = 0;
  // Node closes the keep-alive connections that are idle when closing starts, not those still answering a
  // request: without this sweep, such a connection would hold the close until the grace period ran out.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
    await database.close();
    app.log.info('stopped');
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    code = 1;
  } finally {
    clearInterval(sweep);
  }
  // Bounded: stdout may be a pipe nobody reads any more, and the exit must not wait on it.
  await log.flush(LOG_FLUSH_MS);
  process.exit(code);
}
// Before listening: a SIGTERM that arrives as soon as the port answers must find its handler.
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await migrateDatabase(database);
  const seeded = await withStartupLock(database, (db) => seedIfEmpty(db));
  if (seeded) app.log.info('empty database: seeded with reference and demo data');
  app.log.info(
    { database: config.databaseUrl ? 'postgresql' : `pglite:${config.dataDir}` },
    'database ready',
  );
  await app.listen({ port: config.port, host: config.host });
  app.mail.startWorker();
  app.scheduler.start();
  app.log.info(
    { mail: app.mail.delivering ? 'smtp' : 'outbox only (no SMTP_URL)' },
    app.mail.delivering ? 'e-mail delivery worker started' : 'e-mails are kept in the outbox',
  );
} catch (error) {
  // A SIGTERM during start-up closes the database under the migration: shutdown() ends the process then.
  if (!closing) {
    app.log.fatal({ err: error }, 'start-up failed');
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    await log.flush(LOG_FLUSH_MS);
    process.exit(1);
  }
}
