/**
 * Build-time knowledge of the login page (`/` and `/login`), whose JavaScript has a budget of 200 KB gzip with React (decision 007)
 * (issue 2; `npm run bench` measures it in Chromium): how its code is grouped into chunks, and a check that
 * fails the build when it outgrows the budget or pulls in code it must load only on demand.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

const sourceFile = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

const MAIN = sourceFile('main.tsx');
/** The signed-in shell: the layout every member page renders inside. */
const SIGNED_IN_LAYOUT = sourceFile('app/layouts/signed-in-layout.tsx');
/** The lazy routes the login page renders. */
const LOGIN_ROUTES = [
  sourceFile('app/layouts/public-layout.tsx'),
  sourceFile('features/auth/pages/auth-page.tsx'),
];
/** Loaded when a visitor first touches the login form (its zod schema): kept apart from the members' chunks. */
const LOGIN_VALIDATION = sourceFile('features/auth/lib/login-validation.ts');
/** Loaded on demand by the login page of every first-time visitor: part of what it costs. */
const PASSWORD_NOTICE = sourceFile('features/auth/components/password-notice-dialog.tsx');
const CATALOGUES = [sourceFile('locales/en/index.ts'), sourceFile('locales/es/index.ts')];

export const LOGIN_BUDGET_KB = 200;
export const LAZY_CHUNK_BUDGET_KB = 60;
/** Code the login page loads only when the member starts on the form, or never. */
const NOT_ON_LOGIN_PAGE = /[\\/]node_modules[\\/](react-hook-form|@hookform|zod|altcha)[\\/]/;

/** The date picker (MUI X, dayjs and our field around them): only the screens with a date field load it. */
const DATE_PICKER =
  /[\\/]node_modules[\\/](@mui[\\/]x-date-pickers|@mui[\\/]x-internals|dayjs)[\\/]|[\\/]components[\\/]ui[\\/](form-)?date-field\.tsx$/;

type ModuleGraph = { getModuleInfo: (id: string) => Rolldown.ModuleInfo | null };

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
const outsideDatePicker = (info: Rolldown.ModuleInfo) => (DATE_PICKER.test(info.id) ? [] : info.importedIds);
const allImports = (info: Rolldown.ModuleInfo) => [...info.importedIds, ...info.dynamicallyImportedIds];

/**
 * Modules the login routes share with other lazily loaded code. Left to the automatic chunking, they spread
 * over a dozen small chunks keyed by which routes use them, each compressed on its own; together they
 * compress better. Modules only one route uses stay in that route's chunk; the entry's are in its own group.
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
  const shared = new Set<string>();
  for (const id of walk(graph, LOGIN_ROUTES, staticImports)) {
    if (!initial.has(id) && !LOGIN_ROUTES.includes(id) && (uses.get(id) ?? 0) > 1) shared.add(id);
  }
  return shared;
}

/**
 * Modules the signed-in pages share: the signed-in shell's own imports and anything two or more lazily loaded
 * signed-in screens use (MUI components, the shared schemas, query helpers). Left to the automatic chunking
 * they arrive as 40-odd files of 1–5 KB, keyed by which screens use them; over HTTP/1.1 (six connections)
 * that is several round trips before a member's page can render (decision 007). One chunk, fetched together
 * with the layout and the page, is one round trip. Code only one screen uses stays in that screen's chunk.
 */
function sharedBySignedInPages(graph: ModuleGraph, excluded: Set<string>): Set<string> {
  const initial = walk(graph, [MAIN], staticImports);
  const lazyEntries = [...walk(graph, [MAIN], allImports)].filter(
    (id) => !initial.has(id) && (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
  );
  const uses = new Map<string, number>();
  for (const entry of lazyEntries) {
    // What only the date picker needs (popper, dialog, transitions) goes with the picker, not to every page.
    for (const id of walk(graph, [entry], outsideDatePicker)) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  const shell = walk(graph, [SIGNED_IN_LAYOUT], staticImports);
  // Whatever the login page loads, at first or once the form is touched, stays out: it must not fetch the
  // members' chunks.
  const onLoginPage = walk(
    graph,
    [...LOGIN_ROUTES, PASSWORD_NOTICE, LOGIN_VALIDATION, ...CATALOGUES],
    staticImports,
  );
  const shared = new Set<string>();
  for (const [id, count] of uses) {
    // Not checked against the entry's modules: the entry's group claims those first, and some modules it
    // imports only on paper (zod, behind the shared package's side-effect-free modules) belong here.
    if (
      excluded.has(id) ||
      onLoginPage.has(id) ||
      lazyEntries.includes(id) ||
      NOT_ON_MEMBER_SHELL.test(id) ||
      DATE_PICKER.test(id)
    ) {
      continue;
    }
    if (count > 1 || shell.has(id)) shared.add(id);
  }
  return shared;
}

/** Big libraries only some forms use: they stay with those screens rather than load on every member page. */
const NOT_ON_MEMBER_SHELL =
  /[\\/]node_modules[\\/](react-hook-form|@hookform|altcha|embla-carousel[^\\/]*)[\\/]/;

const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

type Groups = { public: Set<string>; member: Set<string> };
const groupsPerPass = new WeakMap<object, Groups>();

/** The login page's and the signed-in shell's groups, computed once per chunking pass. */
function groupsOf(graph: ModuleGraph): Groups | null {
  // The graph hands out the same objects during one chunking pass.
  const key = graph.getModuleInfo(MAIN);
  if (!key) return null;
  let groups = groupsPerPass.get(key);
  if (!groups) {
    const shared = sharedByLoginRoutes(graph);
    groups = { public: shared, member: sharedBySignedInPages(graph, shared) };
    groupsPerPass.set(key, groups);
  }
  return groups;
}

/** `output.codeSplitting.groups` for the build. */
export const loginPageChunkGroups: Rolldown.CodeSplittingGroup[] = [
  // Everything the entry imports in one chunk, rather than split by which lazy chunks also use it.
  { name: 'app', tags: ['$initial'], priority: 5 },
  { name: (id, graph) => (groupsOf(graph)?.public.has(id) ? 'public' : null), priority: 4 },
  // zod in a file of its own: the login form fetches it on first touch, every member page with the shared
  // schemas (a group takes its modules' imports along: this one must claim zod before the members' groups).
  { name: (id) => (/[\\/]node_modules[\\/]zod[\\/]/.test(id) ? 'zod' : null), priority: 3 },
  // The shared package's schemas likewise: the login form's schema is one of them, and it must not come
  // inside the members' chunk (which would bring the members' libraries along).
  { name: (id) => (/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id) ? 'schemas' : null), priority: 3 },
  // Two files rather than one of ~100 KB: libraries (MUI's components, zod) and our own shared code. A group
  // takes its modules' imports along, so the libraries' group must claim them first.
  {
    name: (id, graph) => (groupsOf(graph)?.member.has(id) && isLibrary(id) ? 'member-libs' : null),
    priority: 2,
  },
  { name: (id, graph) => (groupsOf(graph)?.member.has(id) ? 'member' : null), priority: 1 },
  // Last, so the shared MUI parts it uses stay in the members' chunks: the picker in one file of its own,
  // fetched with the few screens that have a date field.
  { name: (id) => (DATE_PICKER.test(id) ? 'date-picker' : null), priority: 0 },
];

/** The files `roots` load: themselves and their static imports, transitively. */
function importClosure(byFile: Map<string, Rolldown.OutputChunk>, roots: string[]): Set<string> {
  const queue = [...roots];
  const loaded = new Set<string>();
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (loaded.has(file)) continue;
    loaded.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return loaded;
}

const gzipKb = (code: string) => gzipSync(code, { level: 9 }).length / 1024;

/**
 * Fails the build when the login page's JavaScript (entry, login routes, password notice, the larger
 * catalogue, and everything they import) exceeds its budget, when it contains code that must load on demand
 * (react-hook-form, zod, the captcha), or when a lazily loaded chunk exceeds its own budget.
 */
export function loginPageBudget(): Plugin {
  return {
    name: 'vida:login-page-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const isRoot = (chunk: Rolldown.OutputChunk) =>
        chunk.isEntry ||
        (chunk.facadeModuleId !== null && [...LOGIN_ROUTES, PASSWORD_NOTICE].includes(chunk.facadeModuleId));
      // One language's catalogues load: count the larger.
      const catalogue = chunks
        .filter((chunk) => chunk.facadeModuleId !== null && CATALOGUES.includes(chunk.facadeModuleId))
        .sort((a, b) => gzipKb(b.code) - gzipKb(a.code))[0];
      const queue = [...chunks.filter(isRoot), ...(catalogue ? [catalogue] : [])].map(
        (chunk) => chunk.fileName,
      );
      const loaded = importClosure(byFile, queue);
      const problems: string[] = [];
      // Touching the login form loads its schema: that must not bring the members' shared chunks along.
      const validation = chunks.find((chunk) => chunk.facadeModuleId === LOGIN_VALIDATION);
      const onTouch = importClosure(byFile, validation ? [validation.fileName] : []);
      const members = [...onTouch].filter((file) => /^member(-libs)?$/.test(byFile.get(file)?.name ?? ''));
      if (members.length > 0) problems.push(`the login form's validation loads ${members.join(', ')}`);
      let total = 0;
      for (const file of loaded) {
        const chunk = byFile.get(file);
        if (!chunk) continue;
        total += gzipKb(chunk.code);
        const misplaced = chunk.moduleIds.filter((id) => NOT_ON_LOGIN_PAGE.test(id));
        if (misplaced.length > 0) {
          problems.push(`${file} (loaded by the login page) contains ${misplaced.slice(0, 3).join(', ')}`);
        }
      }
      if (total > LOGIN_BUDGET_KB) {
        problems.push(
          `the login page loads ${total.toFixed(1)} KB gzip of JavaScript (budget ${LOGIN_BUDGET_KB} KB)`,
        );
      }
      // Every chunk loaded on demand: the routes and the chunks they share (the date picker, the members').
      for (const chunk of chunks.filter((c) => !c.isEntry && !loaded.has(c.fileName))) {
        const kb = gzipKb(chunk.code);
        if (kb > LAZY_CHUNK_BUDGET_KB) {
          problems.push(
            `${chunk.fileName} is ${kb.toFixed(1)} KB gzip (budget ${LAZY_CHUNK_BUDGET_KB} KB per lazy chunk)`,
          );
        }
      }
      if (problems.length > 0) this.error(`JavaScript budget:\n  ${problems.join('\n  ')}`);
      this.info(
        `login page JavaScript: ${total.toFixed(1)} KB gzip in ${loaded.size} files (budget ${LOGIN_BUDGET_KB} KB)`,
      );
    },
  };
}
