/**
 * `npm run build -w @vida/api`: the server as one JavaScript module, `dist/server.js`, which `npm start`
 * runs, and each operator command as one more (`dist/cli/*.js`, which `npm run db:migrate` and the others
 * run). Production then loads no TypeScript compiler: without it, no loader thread runs beside the server
 * (its garbage collections took CPU from requests on a two-core machine), start-up compiles nothing, and
 * `npm ci --omit=dev` is enough to run them. This script is plain JavaScript for the same reason: node
 * runs it at once, where starting tsx first took longer than the bundling.
 * Our own code and the shared package are bundled; every npm dependency stays an import
 * (`scripts/bundle-for-node.mjs`).
 */
import { join } from 'node:path';
import { bundleForNode } from '../../../scripts/bundle-for-node.mjs';

const COMMANDS = ['migrate', 'seed', 'import-legacy', 'care-profile-changes', 'staff-create', 'jobs'];

// Each entry is a whole program: no chunks shared between them, so the server stays one module.
await bundleForNode(join(import.meta.dirname, '..'), {
  entryPoints: {
    server: 'src/server.ts',
    ...Object.fromEntries(COMMANDS.map((name) => [`cli/${name}`, `src/cli/${name}.ts`])),
  },
  outdir: 'dist',
});
