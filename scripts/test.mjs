#!/usr/bin/env node
// `npm test`: every check the project has, in order from fastest to slowest, stopping at the first failure
// so that a lint error does not cost a five-minute browser run. Test counts are read from Vitest's own
// summary lines ("Tests  12 passed (12)"); a step without such lines reports only its exit status. The names
// of failed tests and their first error line are repeated in the summary, because CI keeps only the log's tail,
// and so are the journeys that passed only on their retry (the "flaky:" lines of e2e's flaky reporter).
import { spawn } from 'node:child_process';
import { ensureSystemPackages } from './ensure-system-packages.mjs';

/** @typedef {{ name: string, command: string[] } | { name: string, run: () => void }} Step */
/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/** @typedef {{ test: string, error?: string }} Failure */
/** @typedef {{ code: number, counts: Counts | undefined, failures: Failure[], flaky: string[] }} Outcome */

/** @type {Step[]} */
const STEPS = [
  { name: 'Ensure Chromium and pdftotext', run: ensureSystemPackages },
  { name: 'Lint (biome, import boundaries)', command: ['npm', 'run', 'lint'] },
  { name: 'Type check (tsc -b)', command: ['npm', 'run', 'typecheck'] },
  { name: 'Translation check', command: ['npm', 'run', 'i18n:check'] },
  { name: 'Unit tests (shared, web, sandbox, scripts)', command: ['npm', 'run', 'test:unit'] },
  { name: 'API tests', command: ['npm', 'run', 'test:api'] },
  { name: 'Browser tests (build + e2e)', command: ['npm', 'run', 'test:e2e'] },
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping terminal colour codes is the point
const ANSI = /\u001b\[[0-9;]*m/g;
const TESTS_LINE = /^\s*Tests\s+(.*)\(\d+\)\s*$/;
// Vitest's "Failed Tests" section: a header per failed test, then the error it threw.
const FAILED_TEST = /^\s*FAIL\s+(\S+\.test\.tsx?\b.*\S)\s*$/;
const ERROR_LINE = /^\s*((?:[A-Z]\w*)?Error\b.*\S)\s*$/;
const FLAKY_LINE = /^flaky: .*\S/;

/** @param {string} text @returns {Counts | undefined} */
function countsFrom(text) {
  const match = TESTS_LINE.exec(text.replace(ANSI, ''));
  if (!match?.[1]) return undefined;
  /** @type {Counts} */
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const part of match[1].split('|')) {
    const [, n, kind] = /(\d+)\s+(passed|failed|skipped|todo)/.exec(part) ?? [];
    if (!n || !kind) continue;
    if (kind === 'passed') counts.passed += Number(n);
    else if (kind === 'failed') counts.failed += Number(n);
    else counts.skipped += Number(n);
  }
  return counts;
}

/**
 * Runs a command with its output passed through, and collects the Vitest summary counts and failures it prints.
 * @param {string[]} command
 * @returns {Promise<Outcome>}
 */
function runCommand(command) {
  const [program, ...args] = command;
  if (!program) throw new Error('empty command');
  return new Promise((resolve) => {
    const child = spawn(program, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      // Keep colours although stdout is a pipe to us, when a person is watching.
      env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
    });
    /** @type {Counts | undefined} */
    let counts;
    /** @type {Failure[]} */
    const failures = [];
    /** @type {string[]} */
    const flaky = [];
    /** @type {Record<'stdout' | 'stderr', string>} */
    const pending = { stdout: '', stderr: '' };
    /** @param {'stdout' | 'stderr'} stream @param {string} chunk */
    const scan = (stream, chunk) => {
      const lines = (pending[stream] + chunk).split('\n');
      pending[stream] = lines.pop() ?? '';
      for (const line of lines) {
        const plain = line.replace(ANSI, '');
        const failedTest = FAILED_TEST.exec(plain)?.[1];
        if (failedTest) failures.push({ test: failedTest });
        const last = failures.at(-1);
        const error = ERROR_LINE.exec(plain)?.[1];
        if (last && !last.error && error) last.error = error.slice(0, 300);
        const flakyLine = FLAKY_LINE.exec(plain)?.[0];
        if (flakyLine) flaky.push(flakyLine.slice(0, 800));
        const found = countsFrom(line);
        if (!found) continue;
        counts ??= { passed: 0, failed: 0, skipped: 0 };
        counts.passed += found.passed;
        counts.failed += found.failed;
        counts.skipped += found.skipped;
      }
    };
    child.stdout.setEncoding('utf8').on('data', (/** @type {string} */ chunk) => {
      process.stdout.write(chunk);
      scan('stdout', chunk);
    });
    child.stderr.setEncoding('utf8').on('data', (/** @type {string} */ chunk) => {
      process.stderr.write(chunk);
      scan('stderr', chunk);
    });
    child.on('close', (code, signal) => {
      scan('stdout', '\n');
      scan('stderr', '\n');
      resolve({ code: code ?? (signal ? 1 : 0), counts, failures, flaky });
    });
  });
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** @type {({ name: string, ok: boolean, ms: number } & Omit<Outcome, 'code'>)[]} */
const results = [];
const started = Date.now();
let failed = false;

for (const [index, step] of STEPS.entries()) {
  const label = `[${index + 1}/${STEPS.length}] ${step.name}`;
  console.log(`\n${'='.repeat(8)} ${label} ${'='.repeat(Math.max(8, 100 - label.length))}`);
  const stepStart = Date.now();
  /** @type {Outcome} */
  let outcome;
  if ('run' in step) {
    step.run(); // exits the process itself on failure
    outcome = { code: 0, counts: undefined, failures: [], flaky: [] };
  } else {
    console.log(`$ ${step.command.join(' ')}`);
    outcome = await runCommand(step.command);
  }
  const ok = outcome.code === 0;
  results.push({
    name: step.name,
    ok,
    ms: Date.now() - stepStart,
    counts: outcome.counts,
    failures: outcome.failures,
    flaky: outcome.flaky,
  });
  if (!ok) {
    failed = true;
    break;
  }
}

console.log(`\n${'='.repeat(8)} Summary ${'='.repeat(93)}`);
for (const result of results) {
  const tests = result.counts
    ? `  ${result.counts.passed} passed, ${result.counts.failed} failed` +
      (result.counts.skipped ? `, ${result.counts.skipped} skipped` : '')
    : '';
  console.log(
    `${result.ok ? 'ok  ' : 'FAIL'}  ${result.name.padEnd(30)} ${seconds(result.ms).padStart(8)}${tests}`,
  );
  for (const failure of result.failures) {
    console.log(`        failed: ${failure.test}`);
    if (failure.error) console.log(`                ${failure.error}`);
  }
  for (const line of result.flaky) console.log(`        ${line}`);
}
for (const step of STEPS.slice(results.length))
  console.log(`skip  ${step.name} (not run: an earlier step failed)`);

const totals = results.reduce(
  (sum, r) => ({
    passed: sum.passed + (r.counts?.passed ?? 0),
    failed: sum.failed + (r.counts?.failed ?? 0),
  }),
  { passed: 0, failed: 0 },
);
const stepsOk = results.filter((r) => r.ok).length;
console.log(
  `\n${totals.passed} tests passed, ${totals.failed} failed; ${stepsOk}/${STEPS.length} steps ok ` +
    `in ${seconds(Date.now() - started)}${failed ? ' — FAILED' : ''}`,
);
process.exit(failed ? 1 : 0);
