/**
 * `npm run i18n:check -w @vida/web`: fails when
 *  - a key exists in one language only (app catalogues and the shared `messages`),
 *  - a value is empty,
 *  - a `t('…')` key literal used in src/ is missing from the English catalogue.
 * TypeScript already rejects most of these (typed `t()`, `es` typed against `en`); this also covers keys
 * built at run time and catches values that are empty strings.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@vida/shared';
import { en } from '../src/locales/en/index.ts';
import { es } from '../src/locales/es/index.ts';

type Tree = { [key: string]: string | Tree };

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const catalogues: Record<'en' | 'es', Record<string, Tree>> = {
  en: { ...en, messages: messages.en },
  es: { ...es, messages: messages.es },
};
const DEFAULT_NS = 'common';
const problems: string[] = [];

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

// 1 and 2: same keys in both languages, no empty values.
const namespaces = new Set([...Object.keys(catalogues.en), ...Object.keys(catalogues.es)]);
for (const ns of namespaces) {
  const enKeys = flatten(catalogues.en[ns] ?? {});
  const esKeys = flatten(catalogues.es[ns] ?? {});
  for (const key of enKeys.keys()) if (!esKeys.has(key)) problems.push(`${ns}:${key} exists in en only`);
  for (const key of esKeys.keys()) if (!enKeys.has(key)) problems.push(`${ns}:${key} exists in es only`);
  for (const [lang, keys] of [
    ['en', enKeys],
    ['es', esKeys],
  ] as const) {
    for (const [key, value] of keys) if (!value.trim()) problems.push(`${ns}:${key} is empty in ${lang}`);
  }
}

// 3: every literal key used with t() resolves in English.
function resolve(ns: string, path: string): string | Tree | undefined {
  let node: string | Tree | undefined = catalogues.en[ns];
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

function keyExists(ns: string, key: string): boolean {
  return (
    typeof resolve(ns, key) === 'string' ||
    typeof resolve(ns, `${key}_one`) === 'string' ||
    typeof resolve(ns, `${key}_other`) === 'string'
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'locales' || entry.name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const NS_OF_FILE = /useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")?/g;
const T_CALL = /\bt\(\s*(['"`])((?:(?!\1).)*)\1/g;
const NS_OPTION = /\{\s*ns:\s*'([^']+)'/;
let checked = 0;

for (const file of sourceFiles(SRC)) {
  const text = readFileSync(file, 'utf8');
  const fileNamespaces = new Set<string>();
  for (const match of text.matchAll(NS_OF_FILE)) {
    const arg = match[1];
    if (!arg) fileNamespaces.add(DEFAULT_NS);
    else
      for (const ns of arg.matchAll(/'([^']+)'|"([^"]+)"/g)) fileNamespaces.add(ns[1] ?? ns[2] ?? DEFAULT_NS);
  }
  if (fileNamespaces.size === 0) fileNamespaces.add(DEFAULT_NS);

  for (const match of text.matchAll(T_CALL)) {
    const raw = match[2] ?? '';
    const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 80);
    const explicitNs = NS_OPTION.exec(after)?.[1];
    const [nsPart, keyPart] = raw.includes(':') ? (raw.split(':', 2) as [string, string]) : [undefined, raw];
    const candidates = nsPart ? [nsPart] : explicitNs ? [explicitNs] : [...fileNamespaces];
    const where = `${relative(SRC, file)}: t('${raw}')`;
    checked += 1;
    if (match[1] === '`' && keyPart.includes('${')) {
      // A key built at run time: its fixed prefix must at least lead somewhere in the catalogue.
      const prefix = keyPart.slice(0, keyPart.indexOf('${')).replace(/\.$/, '');
      if (prefix && !candidates.some((ns) => typeof resolve(ns, prefix) === 'object')) {
        problems.push(`${where} — no "${prefix}" group in ${candidates.join(' or ')}`);
      }
      continue;
    }
    if (!candidates.some((ns) => keyExists(ns, keyPart))) {
      problems.push(`${where} — not in the en catalogue (${candidates.join(', ')})`);
    }
  }
}

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `i18n check: ${namespaces.size} namespaces match in en and es, no empty values, ${checked} t() keys resolve.`,
);
