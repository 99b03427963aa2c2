import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startPortal } from '@vida/test-kit/portal';
import { type MemberPool, seedMemberPool } from './members.ts';

const REPO = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  /** The sandbox card provider the portal sends card journeys to. */
  sandboxUrl: string;
  /** The members and guest accounts seeded for journeys that change an account (`memberPool`), none otherwise. */
  pool: Pick<MemberPool, 'members' | 'guests'>;
  /** Stops both processes; `inspect` may read the data folder (database, server.log) before it is removed. */
  stop(inspect?: (dataDir: string) => Promise<void>): Promise<void>;
}

/**
 * Starts the built API as `npm start` does (`dist/server.js` with the production V8 settings) on a free port
 * with a fresh embedded database, and the sandbox card provider beside it, through the test kit's starter
 * (the bench's too). The first start migrates and seeds the demo data, which takes a few seconds. Always the
 * embedded database (no `databaseUrl`): PostgreSQL is exercised by the API suite.
 */
export async function startServer(
  options: { env?: Record<string, string>; memberPool?: number } = {},
): Promise<RunningServer> {
  for (const built of [
    'apps/web/dist/index.html',
    'apps/api/dist/server.js',
    'apps/card-sandbox/dist/server.js',
  ]) {
    if (!existsSync(join(REPO, built))) {
      throw new Error(`${built} is missing: build the portal first (npm run test:e2e does).`);
    }
  }
  let pool: RunningServer['pool'] = { members: [], guests: [] };
  const { memberPool } = options;
  const portal = await startPortal({
    label: 'e2e',
    sandbox: true,
    env: {
      NODE_ENV: 'test',
      // info: every request is logged, and the log is searched for card data after the suite.
      LOG_LEVEL: 'info',
      PAYMENT_PROVIDER: 'sandbox',
      // Every browser of the suite pays from 127.0.0.1: the per-address card-attempt limit (30 in 15 minutes)
      // would count the whole suite, retries included, as one card tester. The per-member limit stays.
      PAYMENT_ATTEMPTS_PER_IP: '1000',
      // The captcha's proof of work is sized to cost a bot about a second per attempt; a journey signs in
      // some 150 times, which at full size was close to two minutes of the CI machine's CPU. The widget
      // still fetches, solves and submits a real challenge; the server still verifies it.
      CAPTCHA_COUNTER_MAX: '50',
      // A journey may point its own portal at a test SMTP server (SMTP_URL) and the like.
      ...options.env,
    },
    ...(memberPool
      ? {
          beforeStart: async (dataDir: string) => {
            pool = await seedMemberPool(REPO, dataDir, memberPool);
          },
        }
      : {}),
    startupTimeoutMs: 120_000,
  });
  const { sandboxUrl } = portal;
  if (!sandboxUrl) throw new Error('the test kit started the portal without its card sandbox');
  return { baseUrl: portal.baseUrl, sandboxUrl, pool, stop: portal.stop };
}
