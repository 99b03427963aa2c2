/**
 * `npm run build -w @vida/card-sandbox`: the sandbox as one JavaScript module, `dist/server.js`, which
 * `npm run start -w @vida/card-sandbox` (and so `npm start`) runs without a TypeScript compiler. The
 * shared package is bundled; npm dependencies, the shared package's too, stay imports from node_modules
 * (`scripts/bundle-for-node.mjs`, as for the API).
 * Plain JavaScript, like the API's build script: node runs it without a TypeScript loader to start first.
 */
import { join } from 'node:path';
import { bundleForNode } from '../../../scripts/bundle-for-node.mjs';

await bundleForNode(join(import.meta.dirname, '..'), {
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
});
