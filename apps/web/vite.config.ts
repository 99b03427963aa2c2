import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type Plugin, type Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';

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

type ModuleGraph = { getModuleInfo: (id: string) => Rolldown.ModuleInfo | null };

const sourceFile = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const MAIN = sourceFile('./src/main.tsx');
/** The lazy routes of the login page (`/` and `/login`). */
const LOGIN_ROUTES = [
  sourceFile('./src/app/layouts/public-layout.tsx'),
  sourceFile('./src/features/auth/pages/auth-page.tsx'),
];

function walk(graph: ModuleGraph, roots: readonly string[], follow: (info: Rolldown.ModuleInfo) => string[]) {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (info) queue.push(...follow(info));
  }
  return seen;
}

const staticImports = (info: Rolldown.ModuleInfo) => info.importedIds;
const allImports = (info: Rolldown.ModuleInfo) => [...info.importedIds, ...info.dynamicallyImportedIds];

/**
 * The modules the login routes share with other lazily loaded code, which the automatic chunking would spread
 * over a dozen small chunks (each compressed on its own, which costs the login page a few KB). Modules only
 * one route uses stay in that route's chunk.
 */
function sharedByLoginRoutes(graph: ModuleGraph): Set<string> {
  const initial = walk(graph, [MAIN], staticImports);
  const lazyEntries = [...walk(graph, [MAIN], allImports)].filter(
    (id) => !initial.has(id) && (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
  );
  const uses = new Map<string, number>();
  for (const entry of lazyEntries) {
    for (const id of walk(graph, [entry], staticImports)) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  const login = new Set<string>();
  for (const id of walk(graph, LOGIN_ROUTES, staticImports)) {
    if (!initial.has(id) && !LOGIN_ROUTES.includes(id) && (uses.get(id) ?? 0) > 1) login.add(id);
  }
  return login;
}

const sharedCache = new WeakMap<object, Set<string>>();
function isSharedByLoginRoutes(id: string, graph: ModuleGraph): boolean {
  // The graph answers with the same objects during one chunking pass: cache per pass.
  const key = graph.getModuleInfo(MAIN);
  if (!key) return false;
  let shared = sharedCache.get(key);
  if (!shared) {
    shared = sharedByLoginRoutes(graph);
    sharedCache.set(key, shared);
  }
  return shared.has(id);
}

const MUI_CSS_VARIABLES =
  /[\\/]@mui[\\/]material[\\/]styles[\\/](createThemeWithVars|ThemeProviderWithVars)\.mjs$/;

/**
 * Our theme does not use CSS variables (`createTheme` without `cssVariables` or `colorSchemes`), yet MUI's
 * `createTheme` and `ThemeProvider` bundle the CSS-variables theme and provider behind runtime branches that
 * never run for such a theme: ~8 KB gzip on every page. In the build, those two modules become stubs that
 * fail loudly if a theme ever takes that branch (then delete this plugin).
 */
function withoutMuiCssVariables(): Plugin {
  const fail =
    "() => { throw new Error('MUI CSS variables are stubbed out: see withoutMuiCssVariables in apps/web/vite.config.ts'); }";
  return {
    name: 'vida:without-mui-css-variables',
    apply: 'build',
    load(id) {
      const module = MUI_CSS_VARIABLES.exec(id)?.[1];
      if (module === 'createThemeWithVars')
        return `export default ${fail};\nexport const createGetCssVar = ${fail};`;
      if (module === 'ThemeProviderWithVars') {
        return [
          'CssVarsProvider',
          'useColorScheme',
          'getInitColorSchemeScript',
          'Experimental_CssVarsProvider',
        ]
          .map((name) => `export const ${name} = ${fail};`)
          .join('\n');
      }
      return null;
    },
  };
}

export default defineConfig({
  plugins: [react(), withoutMuiCssVariables()],
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
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Inline data: URIs would need a looser CSP; every asset stays a file.
    assetsInlineLimit: 0,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports in one chunk, rather than split by which lazy chunks share it.
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: (id, graph) => (isSharedByLoginRoutes(id, graph) ? 'public' : null),
              priority: 1,
            },
          ],
        },
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
