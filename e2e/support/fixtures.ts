import { mkdirSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@vida/test-kit/chromium';
import { type Browser, type BrowserContext, type ConsoleMessage, chromium, type Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { trackRequests } from './network.ts';

export const FAILURE_DIR = new URL('../screenshots/failures/', import.meta.url).pathname;

/**
 * Problems the page reported. Every journey fails on a console error or an uncaught exception, except
 * messages a test declares it expects — in practice Chromium's own "Failed to load resource: … status of
 * 400" line, which it logs for every 4xx answer the app handles on purpose (wrong password, 409, …).
 */
export class PageProblems {
  readonly list: string[] = [];
  private readonly allowed: RegExp[] = [];

  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  /** Allows Chromium's network log line for an expected HTTP error status. */
  allowHttpStatus(status: number): void {
    this.allow(new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`));
  }

  record(text: string): void {
    if (!this.allowed.some((pattern) => pattern.test(text))) this.list.push(text);
  }
}

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console.${message.type()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

export const test = base
  // biome-ignore lint/correctness/noEmptyPattern: Vitest requires a destructuring pattern for fixture arguments
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    onCleanup(() => browser.close());
    return browser;
  })
  // biome-ignore lint/correctness/noEmptyPattern: Vitest requires a destructuring pattern for fixture arguments
  .extend('baseUrl', { scope: 'file' }, async ({}): Promise<string> => inject('baseUrl'))
  // The browser's language, which the app follows until a language is chosen; `test.override` changes it.
  .extend('locale', 'en-US' as string)
  // The once-only "have you updated your password?" dialog covers the login form of an owner from the previous
  // app arriving from the activation link; journeys other than the ones about it start as visitors who have
  // already closed it.
  .extend('passwordNoticeSeen', true as boolean)
  .extend(
    'context',
    async ({ browser, baseUrl, locale, passwordNoticeSeen }, { onCleanup }): Promise<BrowserContext> => {
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale,
        viewport: { width: 1334, height: 900 },
        reducedMotion: 'reduce',
      });
      context.setDefaultTimeout(15_000);
      if (passwordNoticeSeen) {
        await context.addInitScript(() => {
          if (!localStorage.getItem('vida.passwordNoticeSeen'))
            localStorage.setItem('vida.passwordNoticeSeen', 'e2e');
        });
      }
      onCleanup(() => context.close());
      return context;
    },
  )
  .extend('problems', async (): Promise<PageProblems> => new PageProblems())
  .extend('page', async ({ context, problems, task }, { onCleanup }): Promise<Page> => {
    const page = await context.newPage();
    // A member's page arrives drawn by the server and answers taps once the app has taken it over (decision
    // 017): a journey acts on it from then on, as a member's tap would land.
    const untilHydrated = () =>
      page.waitForFunction(() => {
        const root = document.documentElement;
        return !root.hasAttribute('data-ssr') || root.hasAttribute('data-hydrated');
      });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const answer = await goto(url, options);
      await untilHydrated();
      return answer;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const answer = await reload(options);
      await untilHydrated();
      return answer;
    };
    trackRequests(page);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.record(describeConsole(message));
    });
    page.on('pageerror', (error) => problems.record(`uncaught ${error.name}: ${error.message}`));
    onCleanup(async () => {
      // Fixture cleanup runs before onTestFailed handlers, when the page is still open.
      if (task.result?.state === 'fail' || problems.list.length > 0) {
        mkdirSync(FAILURE_DIR, { recursive: true });
        const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 100);
        await page.screenshot({ path: `${FAILURE_DIR}${name}.png`, fullPage: true }).catch(() => undefined);
      }
      if (problems.list.length > 0) {
        throw new Error(
          `The page reported ${problems.list.length} problem(s):\n  ${problems.list.join('\n  ')}`,
        );
      }
    });
    return page;
  });

export { describe, expect } from 'vitest';
