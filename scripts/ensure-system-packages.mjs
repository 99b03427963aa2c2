#!/usr/bin/env node
// Makes sure the Debian programs the tests drive are present: Chromium for the browser suite and pdftotext
// (poppler-utils) to read invoices back in the API suite. As root (CI containers) we install the packages
// ourselves; as a normal user we refuse to guess at sudo and say exactly what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What the tests need: a program's path and the Debian package that provides it. */
const NEEDED = [
  { path: '/usr/bin/chromium', pkg: 'chromium', why: 'the browser tests' },
  { path: '/usr/bin/pdftotext', pkg: 'poppler-utils', why: 'the invoice tests' },
];

/** @param {string} command @param {string[]} args */
function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(
      `ensure-system-packages: "${command} ${args.join(' ')}" failed (exit ${result.status ?? 'signal'}).`,
    );
    process.exit(1);
  }
}

export function ensureSystemPackages() {
  const missing = NEEDED.filter((n) => !existsSync(n.path));
  if (missing.length === 0) return;
  const packages = missing.map((n) => n.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    const lines = missing.map((n) => `  ${n.path} (Debian's "${n.pkg}", for ${n.why})`).join('\n');
    console.error(
      `ensure-system-packages: missing:\n${lines}\nInstall them as root, then run the tests again:\n\n` +
        `    sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\n`,
    );
    process.exit(1);
  }
  console.log(`ensure-system-packages: installing Debian's ${packages.join(', ')}.`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', ...packages]);
  const still = missing.filter((n) => !existsSync(n.path));
  if (still.length > 0) {
    console.error(
      `ensure-system-packages: installed, but ${still.map((n) => n.path).join(', ')} still missing.`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureSystemPackages();
  console.log(`ensure-system-packages: ${NEEDED.map((n) => n.path).join(' and ')} present.`);
}
