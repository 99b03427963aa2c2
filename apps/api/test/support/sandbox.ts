import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildSandbox } from '../../../card-sandbox/src/app.ts';
import { loadSandboxConfig, type SandboxConfig } from '../../../card-sandbox/src/config.ts';
import type { ChargeRecord } from '../../../card-sandbox/src/store.ts';

export interface TestSandbox {
  /** `http://127.0.0.1:<port>`: what the API's PAYMENT_REST_ENDPOINT (or PAYMENT_ENDPOINT) points at. */
  url: string;
  port: number;
  /** The sandbox's settings, read on every charge: a test may make the provider slower or faster. */
  config: SandboxConfig;
  /** Every charge the sandbox made, or those of one merchant reference. */
  charges(reference?: string): Promise<ChargeRecord[]>;
}

/**
 * Registers the hooks of a test file that charges the sandbox card provider over HTTP, as the API would charge
 * the real one: the sandbox in this process, in a throwaway folder, with its Merchant POST off (a test delivers
 * the replies it wants). The URL is known at once, so it can go into `useTestApp`'s settings.
 */
export function useSandbox(options: { chargeDelayMs?: number } = {}): TestSandbox {
  const dataDir = mkdtempSync(join(tmpdir(), 'vida-test-sandbox-'));
  // Chosen now rather than with test-kit's freePort (asynchronous: the URL would come too late for the app's
  // settings), and below Linux's ephemeral range (32768 and up), where the suite's own outgoing connections
  // take their ports.
  const port = 20000 + Math.floor(Math.random() * 12000);
  const url = `http://127.0.0.1:${port}`;
  const config: SandboxConfig = {
    ...loadSandboxConfig({ SANDBOX_QUIET: 'true', SANDBOX_MERCHANT_POST_URL: 'off' }),
    dataDir,
    ...(options.chargeDelayMs === undefined ? {} : { chargeDelayMs: options.chargeDelayMs }),
  };
  let sandbox: FastifyInstance | undefined;
  beforeAll(async () => {
    sandbox = await buildSandbox({ config });
    await sandbox.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    url,
    port,
    config,
    async charges(reference) {
      const response = await fetch(`${url}/sandbox/charges${reference ? `?reference=${reference}` : ''}`);
      return ((await response.json()) as { charges: ChargeRecord[] }).charges;
    },
  };
}
