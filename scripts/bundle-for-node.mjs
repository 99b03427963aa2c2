/**
 * How the API and the card sandbox are built for production: each entry a whole JavaScript program (ESM, Node 20,
 * source maps linked so stack traces name our TypeScript files). Our code and the shared package are bundled;
 * every npm dependency, the shared package's too, stays an import resolved from node_modules (some read files
 * beside their own modules: PGlite's WebAssembly, pdfkit's fonts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const SHARED = '@vida/shared';
const SHARED_MANIFEST = join(import.meta.dirname, '../packages/shared/package.json');

/** @param {string} file @returns {string[]} */
const dependencies = (file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')).dependencies ?? {});

/**
 * @param {string} workspaceDir the workspace whose package.json names its dependencies
 * @param {Pick<import('esbuild').BuildOptions, 'entryPoints' | 'outdir' | 'outfile'>} output
 */
export async function bundleForNode(workspaceDir, output) {
  const external = [
    ...new Set([...dependencies(join(workspaceDir, 'package.json')), ...dependencies(SHARED_MANIFEST)]),
  ]
    .filter((name) => name !== SHARED)
    .flatMap((name) => [name, `${name}/*`]);
  await build({
    absWorkingDir: workspaceDir,
    ...output,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
