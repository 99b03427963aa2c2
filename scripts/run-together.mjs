// Runs several npm scripts side by side with prefixed output (`npm run dev`, `npm start`). Each runs in its
// own process group so that stopping it also stops the tsx/vite/esbuild grandchildren npm starts. If one
// dies the others are stopped too: half an environment only produces confusing errors.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** @typedef {{ name: string, colour: string, args: string[] }} Service */

/**
 * Whether `npm start` / `npm run dev` also start the sandbox card provider: when `PAYMENT_PROVIDER` is
 * `sandbox`, or unset outside production (apps/api/src/config.ts decides the same way).
 * @param {NodeJS.ProcessEnv} env
 */
export function wantsSandbox(env) {
  const provider = env.PAYMENT_PROVIDER || (env.NODE_ENV === 'production' ? 'cybersource' : 'sandbox');
  return provider === 'sandbox';
}

/** @type {Service} */
export const SANDBOX = {
  name: 'card-sandbox',
  colour: '\u001b[33m',
  args: ['run', 'start', '-w', '@vida/card-sandbox'],
};

/** The sandbox from its TypeScript source, for `npm run dev` (which builds nothing). */
export const SANDBOX_DEV = { ...SANDBOX, args: ['run', 'dev', '-w', '@vida/card-sandbox'] };

/** @param {Service[]} services */
export function runTogether(services) {
  const useColour = Boolean(process.stdout.isTTY);
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  let stopping = false;
  let exitCode = 0;

  /** @param {Service} service */
  function prefix(service) {
    const label = `[${service.name}]`;
    return useColour ? `${service.colour}${label}\u001b[0m ` : `${label} `;
  }

  /** @param {NodeJS.Signals} signal */
  function stopAll(signal) {
    for (const child of children) {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
      try {
        process.kill(-child.pid, signal); // the whole group: npm, sh, tsx/vite and their workers
      } catch {
        // already gone
      }
    }
  }

  /** @param {number} code */
  function shutdown(code) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    stopAll('SIGTERM');
    // Vite and tsx exit promptly on SIGTERM; anything still alive after 5 s is stuck.
    setTimeout(() => stopAll('SIGKILL'), 5000).unref();
  }

  for (const service of services) {
    const child = spawn('npm', service.args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: useColour ? { FORCE_COLOR: '1', ...process.env } : process.env,
    });
    children.push(child);
    const tag = prefix(service);
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      const target = stream === child.stderr ? process.stderr : process.stdout;
      createInterface({ input: stream }).on('line', (line) => target.write(`${tag}${line}\n`));
    }
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${tag}exited (${signal ?? `code ${code}`}); stopping the others.`);
        shutdown(code || 1);
      }
      if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
    });
  }

  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => shutdown(0));
  }
}
