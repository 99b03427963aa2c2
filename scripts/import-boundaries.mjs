#!/usr/bin/env node
// The import boundaries of both apps and the shared package, on resolved paths (run by `npm run lint`).
// Every import, re-export and literal dynamic import of the sources is parsed (oxc, through rolldown's
// parser, so `import type` counts too), its specifier resolved to a repository path (relative paths
// normalised, `@vida/*` mapped to its workspace folder) and matched against RULES: `../../../features/x` and
// `@vida/api/...` cannot sneak past a rule the way they could past a pattern on the specifier's text.
// `node scripts/import-boundaries.mjs [root]` prints each crossing and exits 1 when there is one;
// scripts/import-boundaries.test.ts proves every rule fires on probe files.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'rolldown/experimental';

/**
 * @typedef {object} Rule
 * @property {string} name
 * @property {RegExp} from  the importing file, as a path from the repository root
 * @property {RegExp} to    the imported file
 * @property {(from: RegExpExecArray, to: RegExpExecArray, target: string, file: string) => boolean} [unless]
 * @property {string} message
 */

const TEST_FILE = /\.test\.tsx?$/;

/** @type {Rule[]} */
export const RULES = [
  {
    name: 'web-feature-to-feature',
    from: /^apps\/web\/src\/features\/([^/]+)\//,
    to: /^apps\/web\/src\/features\/([^/]+)\//,
    unless: (from, to) => from[1] === to[1],
    message:
      'A feature never imports another feature: move the shared piece down to lib/ or components/, or compose the features in app/.',
  },
  {
    name: 'web-feature-to-app',
    from: /^apps\/web\/src\/features\//,
    to: /^apps\/web\/src\/app\//,
    // A page test may render the whole app, routes and guards included.
    unless: (_from, _to, _target, file) => TEST_FILE.test(file),
    message: 'Features never import app/ (dependencies point shared → lib → features → app).',
  },
  {
    name: 'web-lib-to-app-or-feature',
    from: /^apps\/web\/src\/(lib|components)\//,
    to: /^apps\/web\/src\/(app|features)\//,
    message:
      'lib/ and components/ never import app/ or a feature (dependencies point shared → lib → features → app).',
  },
  {
    name: 'api-module-to-module',
    from: /^apps\/api\/src\/modules\/([^/]+)\//,
    to: /^apps\/api\/src\/modules\/([^/]+)\/(.*)$/,
    unless: (from, to) => from[1] === to[1] || to[2] === 'index.ts',
    message:
      'A module imports another module only through its public entry (modules/<name>/index.ts); app.ts and cli/ compose modules.',
  },
  {
    name: 'api-module-to-composition',
    from: /^apps\/api\/src\/modules\//,
    to: /^apps\/api\/src\/(app\.ts|server\.ts|cli\/)/,
    message: 'Modules never import app.ts, server.ts or cli/: those compose the modules.',
  },
  {
    name: 'api-plugin-to-module',
    from: /^apps\/api\/src\/plugins\//,
    to: /^apps\/api\/src\/modules\//,
    message:
      'Plugins never import a module: declare the interface the plugin needs and let app.ts hand the module in.',
  },
  {
    name: 'api-lib-or-db-to-module',
    from: /^apps\/api\/src\/(lib|db)\//,
    to: /^apps\/api\/src\/modules\//,
    message:
      "The API's lib/ and db/ never import a module: move the shared piece into lib/, or compose in src/cli/.",
  },
  {
    name: 'shared-to-app',
    from: /^packages\/shared\//,
    to: /^apps\//,
    message: '@vida/shared never imports an app: the apps depend on it, not the other way round.',
  },
  {
    name: 'app-to-app',
    from: /^apps\/([^/]+)\/src\//,
    to: /^apps\/([^/]+)\//,
    unless: (from, to) => from[1] === to[1],
    // Tests outside src/ may start another app (the API's payment tests start the card sandbox).
    message: 'An app never imports another app: share through @vida/shared.',
  },
];

/** The folders whose files are checked: the `src` of every app and package. */
const SOURCE_PARENTS = ['apps', 'packages'];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'migrations', 'public']);

/** @param {string} dir @param {string[]} found @returns {string[]} */
function sourceFiles(dir, found = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.'))
        sourceFiles(join(dir, entry.name), found);
    } else if (SOURCE_FILE.test(entry.name)) {
      found.push(join(dir, entry.name));
    }
  }
  return found;
}

/**
 * The workspace folder of each `@vida/*` package name, from the root package.json's workspaces.
 * @param {string} root
 * @returns {Map<string, string>}
 */
function workspaceFolders(root) {
  /** @type {{ workspaces?: string[] }} */
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const folders = new Map();
  for (const folder of manifest.workspaces ?? []) {
    try {
      /** @type {{ name?: string }} */
      const workspace = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
      if (workspace.name) folders.set(workspace.name, folder);
    } catch {
      // A workspace without a manifest has no name to import it by.
    }
  }
  return folders;
}

/**
 * The repository path an import names, or undefined for a package outside the repository.
 * @param {string} file  importing file, from the root
 * @param {string} specifier
 * @param {Map<string, string>} workspaces
 * @returns {string | undefined}
 */
function resolveSpecifier(file, specifier, workspaces) {
  if (specifier.startsWith('.')) return posix.normalize(posix.join(posix.dirname(file), specifier));
  const [, name, rest] = /^(@[^/]+\/[^/]+|[^/@][^/]*)(?:\/(.*))?$/.exec(specifier) ?? [];
  const folder = name && workspaces.get(name);
  if (!folder) return undefined;
  return rest ? posix.join(folder, rest) : `${folder}/`;
}

/**
 * The specifiers a file imports, with their offsets: static imports and re-exports (type-only ones too) and
 * dynamic imports of a string literal.
 * @param {string} path
 * @param {string} source
 * @returns {{ specifier: string, start: number }[]}
 */
function importsOf(path, source) {
  const { module, errors } = parseSync(path, source);
  if (errors.length > 0) throw new Error(`${path}: ${errors[0]?.message ?? 'cannot be parsed'}`);
  const found = module.staticImports.map((i) => ({ specifier: i.moduleRequest.value, start: i.start }));
  for (const exported of module.staticExports) {
    // Every entry of `export { a, b } from '…'` names the same module: one import.
    const request = exported.entries.find((entry) => entry.moduleRequest)?.moduleRequest;
    if (request) found.push({ specifier: request.value, start: exported.start });
  }
  for (const dynamic of module.dynamicImports) {
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(
      source.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end),
    );
    if (literal?.[2] !== undefined) found.push({ specifier: literal[2], start: dynamic.start });
  }
  return found;
}

/**
 * @typedef {object} Crossing
 * @property {string} file      importing file, from the root
 * @property {number} line
 * @property {string} specifier as written
 * @property {string} target    the resolved path
 * @property {string} rule
 * @property {string} message
 */

/**
 * Checks every source file under `root` against RULES.
 * @param {string} root
 * @returns {{ files: number, imports: number, crossings: Crossing[] }}
 */
export function checkBoundaries(root) {
  const workspaces = workspaceFolders(root);
  const files = SOURCE_PARENTS.flatMap((parent) =>
    readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => sourceFiles(join(root, parent, entry.name, 'src'))),
  );
  /** @type {Crossing[]} */
  const crossings = [];
  let imports = 0;
  for (const absolute of files) {
    const file = relative(root, absolute).split(sep).join('/');
    const rules = RULES.map((rule) => ({ rule, from: rule.from.exec(file) })).filter((r) => r.from);
    if (rules.length === 0) continue;
    const source = readFileSync(absolute, 'utf8');
    for (const { specifier, start } of importsOf(file, source)) {
      imports += 1;
      const target = resolveSpecifier(file, specifier, workspaces);
      if (target === undefined) continue;
      for (const { rule, from } of rules) {
        const to = rule.to.exec(target);
        if (!from || !to || rule.unless?.(from, to, target, file)) continue;
        const line = source.slice(0, start).split('\n').length;
        crossings.push({ file, line, specifier, target, rule: rule.name, message: rule.message });
      }
    }
  }
  return { files: files.length, imports, crossings };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const { files, imports, crossings } = checkBoundaries(root);
  for (const c of crossings) {
    console.error(`${c.file}:${c.line}: ${c.rule}: '${c.specifier}' (${c.target})\n  ${c.message}`);
  }
  const ms = Math.round(performance.now() - started);
  console.log(
    `import boundaries: ${crossings.length} crossing${crossings.length === 1 ? '' : 's'} in ${files} files ` +
      `(${imports} imports, ${RULES.length} rules, ${ms} ms)`,
  );
  process.exit(crossings.length > 0 ? 1 : 0);
}
