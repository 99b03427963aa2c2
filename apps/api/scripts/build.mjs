/**
 * `npm run build -w @vida/api`: the server as one JavaScript module, `dist/server.js`, which `npm start`
 * runs, and each operator command as one more (`dist/cli/*.js`, which `npm run db:migrate` and the others
 * run). Production then loads no TypeScript compiler: without it, no loader thread runs beside the server
 * (its garbage collections took CPU from requests on a two-core machine), start-up compiles nothing, and
 * `npm ci --omit=dev` is enough to run them. This script is plain JavaScript for the same reason: node
 * runs it at once, where starting tsx first took longer than the bundling.
 * Our own code and the shared package are bundled; every npm dependency stays an import, resolved from
 * node_modules as before (some read files beside their own modules: PGlite's WebAssembly, pdfkit's fonts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const API_DIR = join(import.meta.dirname, '..');
const BUNDLED = new Set(['@vida/shared']);
const COMMANDS = ['migrate', 'seed', 'import-legacy', 'care-profile-changes', 'staff-create'];

/** @type {{ dependencies: Record<string, string> }} */
const manifest = JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: API_DIR,
  // Each entry is a whole program: no chunks shared between them, so the server stays one module.
  entryPoints: {
    server: 'src/server.ts',
    ...Object.fromEntries(COMMANDS.map((name) => [`cli/${name}`, `src/cli/${name}.ts`])),
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  // Stack traces in the log name our TypeScript files (node runs it with --enable-source-maps).
  sourcemap: 'linked',
  logLevel: 'warning',
});
