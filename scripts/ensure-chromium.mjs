#!/usr/bin/env node
// Makes sure the browser the e2e suite drives is present. As root (CI containers) we install Debian's
// package ourselves; as a normal user we refuse to guess at sudo and say exactly what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CHROMIUM = '/usr/bin/chromium';

/** @param {string} command @param {string[]} args */
function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(
      `ensure-chromium: "${command} ${args.join(' ')}" failed (exit ${result.status ?? 'signal'}).`,
    );
    process.exit(1);
  }
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `ensure-chromium: ${CHROMIUM} is missing. The browser tests need Debian's "chromium" package.\n` +
        'Install it as root, then run the tests again:\n\n    sudo apt-get update && sudo apt-get install -y chromium\n',
    );
    process.exit(1);
  }
  console.log(`ensure-chromium: ${CHROMIUM} is missing; installing Debian's "chromium" package.`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  if (!existsSync(CHROMIUM)) {
    console.error(`ensure-chromium: installed "chromium" but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureChromium();
  console.log(`ensure-chromium: ${CHROMIUM} is present.`);
}
