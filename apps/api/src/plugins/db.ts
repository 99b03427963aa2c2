import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Whoever opened the database closes it (server.ts, or the test harness); the app only uses it. */
export function registerDb(app: FastifyInstance, database: Database): void {
  app.decorate('database', database);
  app.decorate('db', database.db);
}
