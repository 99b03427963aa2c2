// docs/performance.md is written by more than one part of `npm run bench`. A part that can run alone
// (`BENCH_ONLY=own-data`) keeps its table between markers of its own, so a partial run replaces its section
// and leaves the others' tables as the last run that measured them wrote them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './bench-kit.mjs';

/** @param {string} id */
const start = (id) => `<!-- bench:${id} -->`;
/** @param {string} id */
const end = (id) => `<!-- /bench:${id} -->`;

/**
 * Every marked section of a report, markers included, in their order.
 * @param {string} text @returns {string[]}
 */
export function sectionsOf(text) {
  return [...text.matchAll(/<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g)].map((m) => m[0]);
}

/**
 * The report with the section `id` holding `body`: in place of the old one, else at the end.
 * @param {string} text @param {string} id @param {string} body
 */
export function withSection(text, id, body) {
  const section = `${start(id)}\n\n${body.trim()}\n\n${end(id)}`;
  const old = sectionsOf(text).find((s) => s.startsWith(start(id)));
  if (old) return text.replace(old, () => section);
  return `${text.trimEnd()}\n\n${section}\n`;
}

/** Formats a report as `npm run lint` wants it (Biome formats Markdown tables too). @param {string} path */
export function formatReport(path) {
  execFileSync(join(REPO, 'node_modules/.bin/biome'), ['format', '--write', path], { stdio: 'ignore' });
}

/**
 * Writes one section into the report, keeping the rest of it.
 * @param {string} path @param {string} id @param {string} body
 */
export function writeSection(path, id, body) {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  writeFileSync(path, withSection(text, id, body));
  formatReport(path);
}
