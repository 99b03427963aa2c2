import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { bootShells } from './scripts/vite/boot-shells.ts';
import { earlyRequests } from './scripts/vite/early-requests.ts';
import { loginPageBudget, loginPageChunkGroups } from './scripts/vite/login-page.ts';
import { muiWithoutCssVariables } from './scripts/vite/mui-without-css-variables.ts';
import { paintFirst } from './scripts/vite/paint-first.ts';
import { passwordDictionaries } from './scripts/vite/password-dictionaries.ts';
import { precompress } from './scripts/vite/precompress.ts';

const isVitest = process.env.VITEST === 'true';

// WEB_DIST_DIR is also where the API serves the app from (relative to where npm was started, as there).
const clientOutDir = process.env.WEB_DIST_DIR
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.WEB_DIST_DIR)
  : 'dist';

/**
 * `vite build --ssr`: the server renderer of members' pages (src/server/render-page.tsx, decision 017), into a
 * folder beside the app's (`dist-server`), where the API finds it and no browser can ask for it. Everything
 * is bundled in, so the renderer runs the very code the browser hydrates with, MUI as transformed here.
 */
const serverBuild = defineConfig({
  plugins: [react(), muiWithoutCssVariables(), passwordDictionaries()],
  publicDir: false,
  // React's and MUI's production code, whatever NODE_ENV the API process runs with (their development
  // builds render several times slower and check what the tests already check).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: `${clientOutDir}-server`,
    emptyOutDir: true,
    target: 'node20',
    assetsInlineLimit: 0,
    rolldownOptions: { input: 'src/server/render-page.tsx' },
  },
});

const appBuild = defineConfig({
  plugins: [
    react(),
    muiWithoutCssVariables(),
    loginPageBudget(),
    earlyRequests(),
    bootShells(),
    paintFirst(),
    passwordDictionaries(),
    precompress(),
  ],
  // React 19 and react-dom themselves in every build, test and the dev server (decision 007).
  // Two copies of react-router (CJS and ESM) break its context under vitest (STACK-NOTES.md).
  resolve: isVitest ? { conditions: ['module-sync', ...defaultClientConditions] } : {},
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: clientOutDir,
    emptyOutDir: true,
    manifest: true,
    // Inline data: URIs would need a looser CSP; every asset stays a file.
    assetsInlineLimit: 0,
    target: 'es2022',
    // The entry (React, react-dom, MUI's core, the router) is ~530 KB before compression; what counts is the
    // gzip budget that scripts/vite/login-page.ts enforces, so Vite's raw-size warning only adds noise.
    chunkSizeWarningLimit: 600,
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
    // Page tests render whole routes with lazy chunks; on a busy 2-core machine the first render of a page
    // alone can take seconds, so the per-test budget is a hang detector rather than a speed check.
    testTimeout: 20_000,
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : appBuild));
