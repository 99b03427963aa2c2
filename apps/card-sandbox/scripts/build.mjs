/**
 * `npm run build -w @vida/card-sandbox`: the sandbox as one JavaScript module, `dist/server.js`, which
 * `npm run start -w @vida/card-sandbox` (and so `npm start`) runs without a TypeScript compiler. The
 * shared package is bundled; npm dependencies, the shared package's too, stay imports from node_modules.
 * Plain JavaScript, like the API's build script: node runs it without a TypeScript loader to start first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const SANDBOX_DIR = join(import.meta.dirname, '..');
const BUNDLED = '@vida/shared';

/** @param {string} file @returns {string[]} */
const dependencies = (file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')).dependencies);
const external = [
  ...dependencies(join(SANDBOX_DIR, 'package.json')),
  ...dependencies(join(SANDBOX_DIR, '../../packages/shared/package.json')),
]
  .filter((name) => name !== BUNDLED)
  .flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: SANDBOX_DIR,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
});
