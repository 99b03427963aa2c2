/**
 * Inlines src/boot/early-requests.ts into the built index.html with the chunk lists it preloads (decision
 * 007). The API allows the inline script by its SHA-256, computed from the built index.html at start-up, so
 * the script may change with every build. Build only: the dev server loads modules one by one anyway.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Plugin, type Rolldown, transformWithOxc } from 'vite';
import type { EarlyPreloads } from '../../src/boot/early-requests.ts';
import { LOGIN_SHELL_PATHS } from './boot-shells.ts';

const sourceFile = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

const BOOT = sourceFile('boot/early-requests.ts');
const MEMBER_ROOTS = [sourceFile('app/layouts/signed-in-layout.tsx')];
const VISITOR_ROOTS = [
  sourceFile('app/layouts/public-layout.tsx'),
  sourceFile('features/auth/pages/auth-page.tsx'),
];
const CATALOGUES = { en: sourceFile('locales/en/core.ts'), es: sourceFile('locales/es/core.ts') };
const LANGUAGES = ['en', 'es'] as const;
/** The Latin subsets of the two variable fonts main.tsx imports (@fontsource-variable). */
const FONTS = [/inter-latin-wght-normal.*\.woff2$/, /playfair-display-latin-wght-normal.*\.woff2$/];
/** The spot in index.html the script goes. */
const MARKER = '<!-- early-requests -->';

/**
 * The members' pages with a Lighthouse budget (issue 11): their chunk and catalogues (as app/routes.tsx
 * loads them) start with the shell instead of after the app has started. A page left out, or a module moved,
 * still loads, one round trip later; the build warns about entries it cannot find.
 */
const MEMBER_PAGES: Record<string, { page: string; namespaces: string[] }> = {
  '/dashboard': { page: 'app/dashboard-page.tsx', namespaces: ['club', 'partners'] },
  '/my-reservations': {
    page: 'features/reservations/pages/my-reservations-page.tsx',
    namespaces: ['reservations'],
  },
  '/messages-center': { page: 'features/messages/pages/messages-center-page.tsx', namespaces: ['inbox'] },
  '/my-vida-vacations-payments': {
    page: 'features/payments/pages/payments-page.tsx',
    namespaces: ['account'],
  },
  '/my-vida-vacations-payments_history': {
    page: 'features/payments/pages/payments-history-page.tsx',
    namespaces: ['account'],
  },
};

/**
 * The chunks `roots` load, their imports included, less the entry (the page loads it anyway) and less the
 * `skip` list's (already preloaded).
 */
function chunksFrom(chunks: Rolldown.OutputChunk[], roots: string[], skip: string[] = []): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const queue = chunks
    .filter((chunk) => chunk.facadeModuleId !== null && roots.includes(chunk.facadeModuleId))
    .map((chunk) => chunk.fileName);
  if (queue.length !== roots.length)
    throw new Error(`early requests: no chunk for one of ${roots.join(', ')}`);
  for (const path of skip) byFile.delete(path.replace(/^\//, ''));
  const found = new Set<string>();
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const chunk = byFile.get(file);
    if (!chunk || chunk.isEntry || found.has(file)) continue;
    found.add(file);
    queue.push(...chunk.imports);
  }
  return [...found].map((file) => `/${file}`);
}

function catalogue(chunks: Rolldown.OutputChunk[], id: string): string {
  const chunk = chunks.find((c) => c.facadeModuleId === id);
  if (!chunk) throw new Error(`early requests: no chunk for ${id}`);
  return `/${chunk.fileName}`;
}

export function earlyRequests(): Plugin {
  return {
    name: 'vida:early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((file) => file.type === 'chunk');
        const member = chunksFrom(chunks, MEMBER_ROOTS);
        const pages: EarlyPreloads['pages'] = {};
        for (const [path, { page, namespaces }] of Object.entries(MEMBER_PAGES)) {
          try {
            const code = chunksFrom(chunks, [sourceFile(page)], member);
            const texts = (language: (typeof LANGUAGES)[number]) =>
              namespaces.map((namespace) =>
                catalogue(chunks, sourceFile(`locales/${language}/${namespace}.ts`)),
              );
            pages[path] = { en: [...code, ...texts('en')], es: [...code, ...texts('es')] };
          } catch (error) {
            this.warn(`${path} is not preloaded: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('early requests: the build has no entry');
        const assets = Object.values(context.bundle ?? {}).filter((file) => file.type === 'asset');
        const fonts = FONTS.map((pattern) => {
          const font = assets.find((file) => pattern.test(file.fileName));
          if (!font) throw new Error(`early requests: no font matches ${pattern}`);
          return `/${font.fileName}`;
        });
        const preloads: EarlyPreloads = {
          entry: `/${entry.fileName}`,
          fonts,
          member,
          visitor: chunksFrom(chunks, VISITOR_ROOTS),
          catalogues: { en: catalogue(chunks, CATALOGUES.en), es: catalogue(chunks, CATALOGUES.es) },
          pages,
          // A member's page opens on the signed-in frame; those with a budget are the ones that matter most.
          shells: { login: LOGIN_SHELL_PATHS, member: Object.keys(MEMBER_PAGES) },
        };
        // Types stripped and `export` dropped: a classic script, its function called once.
        const { code } = await transformWithOxc(await readFile(BOOT, 'utf8'), BOOT, { lang: 'ts' });
        const body = code.replace(/^export /gm, '');
        // Where index.html marks it: before the stylesheet, since an inline script after a stylesheet waits for
        // it, and the parser (which finds the login shell's artwork) with it; after the charset.
        if (!html.includes(MARKER)) throw new Error(`early requests: index.html has no ${MARKER}`);
        const script = `(() => {\n${body}\nstartEarlyRequests(window, ${JSON.stringify(preloads)});\n})();`;
        return html.replace(MARKER, () => `<script>${script}</script>`);
      },
    },
  };
}
