/**
 * Component tests run in jsdom with the app's i18n. Any console.error fails the test (ARCHITECTURE.md rule
 * 6): React warnings, act() warnings and unexpected errors are bugs, not noise.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { apiServer } from './src/test/api.ts';

// jsdom has no layout: ScrollRestoration's scrollTo is a no-op here rather than a "not implemented" warning.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// findBy*/waitFor wait up to 5 s (1 s by default): a lazily loaded page can take longer on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

let consoleErrors: unknown[][] = [];

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => apiServer.close());

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (consoleErrors.length > 0) {
    const rendered = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    consoleErrors = [];
    throw new Error(`console.error was called during the test:\n${rendered}`);
  }
});
