import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dataEnvelope, type Token, TokenSchema } from '@vida/shared';
import { solveCaptcha } from '@vida/test-kit/captcha';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { resetDemoData } from '../../src/db/seed/seed-database.ts';
import type { App } from '../../src/lib/app-types.ts';
import { databaseUrlFor } from './global-setup.ts';

/**
 * Settings for tests: everything logged (to this worker's file, see `testLogStream`, which the global
 * teardown scans for leaked secrets), and a captcha that costs microseconds (the code path is the real one).
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    CAPTCHA_COST: '1',
    CAPTCHA_COUNTER_MAX: '10',
    WEB_DIST_DIR: join(import.meta.dirname, 'no-dist-here'),
    ...env,
  });
}

let logStream: WriteStream | undefined;

/** The log of every app this test worker builds, appended to one file in the run's log folder. */
export function testLogStream(): WriteStream {
  logStream ??= createWriteStream(join(inject('logDir'), `worker-${process.pid}.log`), { flags: 'a' });
  return logStream;
}

/** `buildApp` with the log kept for the leak check. */
export function buildTestApp(options: Omit<BuildOptions, 'logStream'>): Promise<App> {
  return buildApp({ ...options, logStream: testLogStream() });
}

/** A database of its own for this test file, migrated, with the reference lists. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const image = inject('pgliteImage');
  if (image) {
    const blob = new Blob([await readFile(image)]);
    const database = await openDatabase({ databaseUrl: null, dataDir: null, loadDataDir: blob });
    return { database, drop: () => database.close() };
  }
  const baseUrl = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (!baseUrl || !template) throw new Error('no test database configured');
  const name = `${inject('pgPrefix')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const database = await openDatabase({
    databaseUrl: databaseUrlFor(baseUrl, name),
    dataDir: null,
    poolSize: 4,
  });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
}

/**
 * Registers the hooks of a test file: one app and database for the file, demo data reset before each
 * test. The returned object is filled in `beforeAll`.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    ctx.database = opened.database;
    ctx.config = testConfig(env);
    ctx.app = await buildTestApp({ config: ctx.config, database: ctx.database });
    await ctx.app.ready();
  });
  beforeEach(async () => {
    // The member-request counts this process has not written yet belong to the last test's data.
    await ctx.app.memberRequestCounts.written();
    await resetDemoData(ctx.database.db);
    ctx.app.memberRequestCounts.forget();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await drop?.();
  });
  return ctx;
}

export type Lang = 'en' | 'es';

export async function captchaPayload(app: App): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' });
  if (response.statusCode !== 200) throw new Error(`challenge answered ${response.statusCode}`);
  return solveCaptcha(response.json());
}

export interface LoginOptions {
  lang?: Lang;
  memberId?: string;
  ip?: string;
  /** Sent as X-Forwarded-For (what a proxy in front of the API would add). */
  forwardedFor?: string;
  captcha?: string;
}

export async function login(
  app: App,
  email: string,
  password: string,
  options: LoginOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: {
      'accept-language': options.lang ?? 'en',
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    payload: {
      email,
      password,
      captcha_response: options.captcha ?? (await captchaPayload(app)),
      ...(options.memberId !== undefined ? { vida_member_id: options.memberId } : {}),
    },
  });
}

export type Tokens = Token;

/** Signs in and answers the tokens; fails the test when the login is not a 201. */
export async function signIn(app: App, email: string, password = 'Vacation#2026'): Promise<Tokens> {
  const response = await login(app, email, password);
  if (response.statusCode !== 201) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  return dataEnvelope(TokenSchema).parse(response.json()).data;
}

export function bearer(token: string, lang: Lang = 'en') {
  return { authorization: `Bearer ${token}`, 'accept-language': lang };
}
