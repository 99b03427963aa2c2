import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { loginPageBudget, loginPageChunkGroups } from './scripts/vite/login-page.ts';
import { muiWithoutCssVariables } from './scripts/vite/mui-without-css-variables.ts';
import { precompress } from './scripts/vite/precompress.ts';

const isVitest = process.env.VITEST === 'true';

/**
 * The React API, Preact's runtime: react-dom alone is 63 KB gzip, more than a third of the login page's
 * 150 KB budget (docs/decisions/003-preact-runtime.md). Components keep importing from 'react'.
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig({
  plugins: [react(), muiWithoutCssVariables(), loginPageBudget(), precompress()],
  resolve: isVitest
    ? {
        // Component tests run on React itself (its test tooling is CommonJS and would mix two runtimes);
        // the browser suite runs the Preact build that ships.
        // Two copies of react-router (CJS and ESM) break its context under vitest (STACK-NOTES.md).
        conditions: ['module-sync', ...defaultClientConditions],
      }
    : { alias: preactCompat },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    // WEB_DIST_DIR is also where the API serves the app from (relative to where npm was started, as there).
    outDir: process.env.WEB_DIST_DIR
      ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.WEB_DIST_DIR)
      : 'dist',
    emptyOutDir: true,
    manifest: true,
    // Inline data: URIs would need a looser CSP; every asset stays a file.
    assetsInlineLimit: 0,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: loginPageChunkGroups },
      },
      treeshake: {
        // The shared package's modules only declare schemas and constants: an unused module (say the profile
        // schemas on the login page) must not drag zod into a chunk just because it builds schemas on load.
        moduleSideEffects: (id: string) => (id.includes('/packages/shared/src/') ? false : undefined),
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
