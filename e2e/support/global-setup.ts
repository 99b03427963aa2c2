import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { scanPortalForCardData } from './card-data-scan.ts';
import { MEMBER_POOL_SIZE } from './members.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The suite's sandbox card provider, whose charges the payment journeys count. */
    sandboxUrl: string;
  }
}

/** Starts the real API (which serves the built SPA) once for every journey and stops it at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Failure screenshots of an earlier run would only mislead.
  await rm(new URL('../screenshots/failures/', import.meta.url), { recursive: true, force: true });
  const server = await startServer({ memberPool: MEMBER_POOL_SIZE });
  const claims = await mkdtemp(join(tmpdir(), 'vida-e2e-members-'));
  project.provide('baseUrl', server.baseUrl);
  project.provide('sandboxUrl', server.sandboxUrl);
  project.provide('memberPool', { ...server.pool, claims });
  // Card data must never reach the portal: after the whole suite, its database and log are searched.
  return async () => {
    await rm(claims, { recursive: true, force: true });
    await server.stop(async (dataDir) => {
      const found = await scanPortalForCardData(dataDir);
      if (found.length > 0) throw new Error(`Card data found in the portal:\n  ${found.join('\n  ')}`);
      console.log('card data scan: no card number or CVV in the portal’s database or log');
    });
  };
}
