/**
 * Every web test file runs this first. Any console.error fails the test (ARCHITECTURE.md rule 6): React
 * warnings, act() warnings and unexpected errors are bugs, not noise.
 *
 * Only what every file needs lives here; each file pays for it. A file that meets the API imports
 * `src/test/api.ts` (directly or through `member-api.ts`), which starts msw for that file alone. A file that
 * needs no DOM says `// @vitest-environment node` on its first line and skips jsdom and Testing Library.
 */
import { afterEach, beforeEach, vi } from 'vitest';

const dom = typeof window === 'undefined' ? undefined : await import('@testing-library/react');

if (dom) {
  // jsdom has no layout: ScrollRestoration's scrollTo is a no-op here rather than a "not implemented" warning.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  // findBy*/waitFor wait up to 5 s (1 s by default): a lazily loaded page can take longer on a loaded machine.
  dom.configure({ asyncUtilTimeout: 5000 });
}

// A file without msw that reaches the network would talk to whatever listens on jsdom's origin: it fails
// instead, saying how to fake the API. msw, once listening, answers in front of this.
globalThis.fetch = async (input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  throw new Error(
    `fetch(${url}) in a test file without the API: import serveApi from src/test/api.ts, or mockApi for a fetch-layer test`,
  );
};

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  dom?.cleanup();
  vi.restoreAllMocks();
  if (dom) {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  if (consoleErrors.length > 0) {
    const rendered = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    consoleErrors = [];
    throw new Error(`console.error was called during the test:\n${rendered}`);
  }
});
