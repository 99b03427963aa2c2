#!/usr/bin/env node
// `npm start` (after the build): the API, which serves the built web app, and, with the sandbox provider
// (PAYMENT_PROVIDER=sandbox, the default outside production), the sandbox card provider on SANDBOX_PORT.
// Both write straight to our stdout and stderr (no relay of their lines through this process): a relay
// blocks on a log reader that stopped reading, and then could not pass SIGTERM on. The API's own log stream
// copes with that (apps/api/src/lib/log-stream.ts).
import { spawn } from 'node:child_process';
import { SANDBOX, wantsSandbox } from './run-together.mjs';

/** @param {string[]} args */
function startNpm(args) {
  // Own process group, so a signal reaches npm, sh and node underneath it.
  return spawn('npm', args, { detached: true, stdio: 'inherit', env: process.env });
}

/** @param {import('node:child_process').ChildProcess} child @param {NodeJS.Signals} signal */
function signalGroup(child, signal) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

const api = startNpm(['run', 'start', '-w', '@vida/api']);
const sandbox = wantsSandbox(process.env) ? startNpm(SANDBOX.args) : undefined;

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    signalGroup(api, 'SIGTERM');
    if (sandbox) signalGroup(sandbox, 'SIGTERM');
  });
}

// The portal is the API: when it ends, the sandbox goes too and we exit with the API's status.
api.on('exit', (code, signal) => {
  if (sandbox) signalGroup(sandbox, 'SIGTERM');
  process.exitCode = code ?? (signal ? 1 : 0);
});
// A sandbox that dies on its own takes the API down with it: half an environment only confuses.
sandbox?.on('exit', () => signalGroup(api, 'SIGTERM'));
