#!/usr/bin/env node
// `npm test -w @vida/e2e`: the journeys in two halves at once, each half with its own portal, database, card
// sandbox and browser (support/global-setup.ts runs once per Vitest process), so the halves share no account,
// rate limit or mailbox. One journey at a time keeps the CPU half idle (it waits on the browser and the
// server), so two halves take about half the time on CI's two cores. Inside a half, journeys still run one
// after another. With arguments (a file, `-t name`), or E2E_SHARDS=1, Vitest runs once as before.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const HERE = import.meta.dirname;
const args = process.argv.slice(2);
const shardCount = Number(process.env.E2E_SHARDS ?? 2);

/**
 * The journey files in `count` halves of about equal length. A file's size follows the time its journeys
 * take closely enough (the big ones walk every page in both languages), and needs no record of past runs.
 * @param {number} count
 * @returns {string[][]}
 */
function shards(count) {
  const files = readdirSync(join(HERE, 'journeys'))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => ({ path: `journeys/${name}`, size: statSync(join(HERE, 'journeys', name)).size }))
    .sort((a, b) => b.size - a.size || a.path.localeCompare(b.path));
  const halves = Array.from({ length: count }, () => ({ size: 0, paths: /** @type {string[]} */ ([]) }));
  for (const file of files) {
    const lightest = halves.reduce((best, half) => (half.size < best.size ? half : best));
    lightest.paths.push(file.path);
    lightest.size += file.size;
  }
  return halves.map((half) => half.paths.sort());
}

/**
 * Runs Vitest on `files`, passing its output on a whole line at a time, so two halves' lines never mix
 * within a line (the root test runner reads the summary lines of both).
 * @param {string[]} files
 * @returns {Promise<number>}
 */
function vitest(files) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...files], {
      cwd: HERE,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [from, to] of /** @type {const} */ ([
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])) {
      let pending = '';
      from.setEncoding('utf8');
      from.on('data', (/** @type {string} */ chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        if (lines.length > 0) to.write(`${lines.join('\n')}\n`);
      });
      from.on('end', () => {
        if (pending) to.write(`${pending}\n`);
      });
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (args.length > 0 || shardCount <= 1) {
  const child = spawn('npx', ['vitest', 'run', ...args], { cwd: HERE, stdio: 'inherit' });
  child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  const halves = shards(shardCount);
  halves.forEach((paths, index) => {
    console.log(`e2e half ${index + 1} of ${halves.length}: ${paths.join(' ')}`);
  });
  const codes = await Promise.all(halves.map((paths) => vitest(paths)));
  process.exit(codes.some((code) => code !== 0) ? 1 : 0);
}
