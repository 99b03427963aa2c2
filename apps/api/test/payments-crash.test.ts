import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveCaptcha } from '@vida/test-kit/captcha';
import { afterAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { anaMonthly } from './support/payments.ts';
import { useSandbox } from './support/sandbox.ts';

// The API as its own process on a PGlite data folder, killed right after the provider charged the card
// (PAYMENT_TEST_EXIT_AFTER_CHARGE) and started again: reconciliation at start-up must record the charge,
// once, and the member's retry must get it as its answer without a second charge.
const dir = mkdtempSync(join(tmpdir(), 'vida-pay-crash-'));
const sandbox = useSandbox();
// Next to the sandbox's port, so below the ephemeral range too and never the sandbox's.
const apiPort = sandbox.port + 1;
const api = `http://127.0.0.1:${apiPort}`;
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function startApi(extra: Record<string, string>): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: String(apiPort),
      DATA_DIR: join(dir, 'api'),
      CAPTCHA_COST: '1',
      WEB_DIST_DIR: join(dir, 'no-web'),
      PAYMENT_REST_ENDPOINT: sandbox.url,
      PAYMENT_RECONCILE_AFTER_SECONDS: '0',
      ...extra,
    },
    stdio: 'ignore',
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited };
}

async function ready(): Promise<void> {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    const ok = await fetch(`${api}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not start');
}

async function signIn(): Promise<string> {
  const challenge = await (await fetch(`${api}/api/v1/captcha/challenge`)).json();
  const response = await fetch(`${api}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: DEMO_ACCOUNTS.ana,
      password: DEMO_PASSWORD,
      captcha_response: await solveCaptcha(challenge),
    }),
  });
  const body = (await response.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

it('a process killed between the charge and the commit: after a restart one charge, one recorded payment', {
  timeout: 240_000,
}, async () => {
  const first = startApi({ PAYMENT_TEST_EXIT_AFTER_CHARGE: 'true' });
  await ready();
  const token = await signIn();
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'idempotency-key': 'crash-test-key-0001',
  };
  const contracts = (await (await fetch(`${api}/api/v1/user_contracts`, { headers })).json()) as {
    data: Array<{ contract_id: number; contract_number: string }>;
  };
  const cards = (await (await fetch(`${api}/api/v1/credit_cards`, { headers })).json()) as {
    data: Array<{ id: number; card_number: string }>;
  };
  const contractId = contracts.data.find((c) => c.contract_number === 'GLX-2021-004512')?.contract_id;
  const cardId = cards.data.find((c) => c.card_number.endsWith('4242'))?.id;
  if (contractId === undefined || cardId === undefined) throw new Error('demo data missing');
  const body = JSON.stringify(anaMonthly(contractId, cardId));
  // The answer never comes: the process dies once the provider has charged.
  await expect(fetch(`${api}/api/v1/payment`, { method: 'POST', headers, body })).rejects.toThrow();
  expect(await first.exited).toBe(70);
  const charged = await sandbox.charges();
  expect(charged).toHaveLength(1);
  expect(charged[0]?.status).toBe('AUTHORIZED');

  const second = startApi({});
  await ready();
  const again = await signIn();
  const headers2 = { ...headers, authorization: `Bearer ${again}` };
  // Start-up reconciliation finds the charge by its reference and records it.
  let history: Array<{ payments: Array<{ uuid: string; amount: number }> }> = [];
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    history = (
      (await (await fetch(`${api}/api/v1/payment_history`, { headers: headers2 })).json()) as {
        data: typeof history;
      }
    ).data;
    if (history.some((c) => c.payments.some((p) => p.uuid === charged[0]?.reference))) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const recorded = history.flatMap((c) => c.payments).filter((p) => p.uuid === charged[0]?.reference);
  expect(recorded).toEqual([expect.objectContaining({ amount: 10860 })]);
  // The member's retry (same key) gets the payment as its answer; the provider still has one charge.
  const retry = await fetch(`${api}/api/v1/payment`, { method: 'POST', headers: headers2, body });
  expect(retry.status).toBe(201);
  expect(((await retry.json()) as { data: { id: string } }).data.id).toBe(charged[0]?.reference);
  expect(await sandbox.charges()).toHaveLength(1);
  second.child.kill('SIGTERM');
  await second.exited;
});
