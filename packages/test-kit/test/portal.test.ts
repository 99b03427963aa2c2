import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPortal } from '../src/portal.mjs';

/**
 * Stand-ins for the built API and card sandbox: workspaces whose `start` script runs node on a small server,
 * so the starter is checked (arguments, settings, readiness, teardown) without building the portal.
 */
const FAKE_API = `
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
console.log('fake api starting');
if (process.env.FAKE_CRASH) {
  // Once the sandbox runs, so that the starter has a running process to clean up.
  while (!existsSync(process.env.FAKE_PID_FILE)) await new Promise((r) => setTimeout(r, 20));
  console.error('boom: ' + process.env.FAKE_CRASH);
  process.exit(3);
}
const settings = {
  execArgv: process.execArgv,
  ...Object.fromEntries(
    ['HOST', 'PORT', 'DATA_DIR', 'PUBLIC_URL', 'PAYMENT_ENDPOINT', 'DATABASE_URL', 'NODE_ENV'].map((k) => [k, process.env[k] ?? null]),
  ),
};
createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(req.url === '/api/health' ? '{"status":"ok"}' : JSON.stringify(settings));
}).listen(Number(process.env.PORT), process.env.HOST);
`;
const FAKE_SANDBOX = `
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
if (process.env.FAKE_PID_FILE) writeFileSync(process.env.FAKE_PID_FILE, String(process.pid));
createServer((req, res) => res.end(req.url === '/health' ? 'ok' : JSON.stringify(process.env.PUBLIC_URL)))
  .listen(Number(process.env.SANDBOX_PORT), '127.0.0.1');
`;

let root = '';
let apiDir = '';
let sandboxDir = '';

async function workspace(name: string, start: string, source: string): Promise<string> {
  const dir = join(root, name);
  await mkdir(dir);
  await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module', scripts: { start } }));
  await writeFile(join(dir, 'server.mjs'), source);
  return dir;
}

const alive = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const throwaway = async (label: string) =>
  (await readdir(tmpdir())).filter((name) => name.startsWith(`vida-${label}-`));

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'test-kit-portal-'));
  apiDir = await workspace('api', 'node --max-old-space-size=96 server.mjs', FAKE_API);
  sandboxDir = await workspace('sandbox', 'node server.mjs', FAKE_SANDBOX);
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('startPortal', () => {
  it('runs the start script with its node arguments, on a free port, with its settings, beside the sandbox', async () => {
    vi.stubEnv('DATABASE_URL', 'postgres://shell@127.0.0.1/not-this-one');
    let seededDir = '';
    const portal = await startPortal({
      apiDir,
      sandboxDir,
      sandbox: true,
      label: 'kit-settings',
      env: { NODE_ENV: 'test' },
      beforeStart: async (dataDir) => {
        seededDir = dataDir;
      },
    });
    try {
      const settings = await (await fetch(`${portal.baseUrl}/settings`)).json();
      expect(settings).toEqual({
        execArgv: ['--max-old-space-size=96'],
        HOST: '127.0.0.1',
        PORT: String(portal.port),
        DATA_DIR: seededDir,
        PUBLIC_URL: portal.baseUrl,
        PAYMENT_ENDPOINT: portal.sandboxUrl,
        DATABASE_URL: null,
        NODE_ENV: 'test',
      });
      expect(await (await fetch(`${portal.sandboxUrl}/public-url`)).json()).toBe(portal.baseUrl);
    } finally {
      await portal.stop();
      vi.unstubAllEnvs();
    }
  });

  it('stops the processes, lets inspect read the folder with the log, then removes it', async () => {
    const portal = await startPortal({ apiDir, sandboxDir, sandbox: true, label: 'kit-stop' });
    let log = '';
    await portal.stop(async (folder) => {
      log = await readFile(join(folder, 'server.log'), 'utf8');
    });
    expect(log).toContain('fake api starting');
    expect(portal.exited()).toBe(true);
    expect(alive(portal.pid)).toBe(false);
    expect(await throwaway('kit-stop')).toEqual([]);
  });

  it('fails a start whose server exits, with its output, and leaves no process or folder behind', async () => {
    const pidFile = join(root, 'sandbox.pid');
    vi.stubEnv('FAKE_PID_FILE', pidFile);
    try {
      await expect(
        startPortal({
          apiDir,
          sandboxDir,
          sandbox: true,
          label: 'kit-crash',
          env: { FAKE_CRASH: 'no database' },
        }),
      ).rejects.toThrow(/exited during start-up[\s\S]*boom: no database/);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(alive(Number(await readFile(pidFile, 'utf8')))).toBe(false);
    expect(await throwaway('kit-crash')).toEqual([]);
  });
});
