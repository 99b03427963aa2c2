import type { Page } from 'playwright-core';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectVisible } from '../support/layout.ts';
import { waitForQuietNetwork } from '../support/network.ts';
import { voiceFindings } from '../support/one-voice.ts';
import { saveFullPageShot, VIEWPORTS, type ViewportName } from '../support/screenshots.ts';
import { ACCOUNTS, type Lang } from '../support/texts.ts';

/** Full-page copies of every section's pages for people to look at (issue 15: one layout system, the art). */
const SHOTS = '/tmp/shots/layout/';

const MEMBER: Record<Lang, { email: string; firstName: string; fullName: string }> = {
  en: { email: ACCOUNTS.john, firstName: 'John', fullName: 'John Miller' },
  es: { email: ACCOUNTS.ana, firstName: 'Ana', fullName: 'Ana García' },
};

/** The signed-in pages with a header band, one per section scene and page width, by the name of the shot. */
const ROUTES: Record<string, string> = {
  dashboard: '/dashboard',
  'my-account': '/my-account',
  'edit-profile': '/edit-profile',
  'my-reservations': '/my-reservations',
  'request-reservation': '/request-reservation',
  'add-reservation': '/add-reservation-to-profile',
  'pre-registration': '/pre-registration',
  messages: '/messages-center',
  contact: '/contact',
  contracts: '/my-vida-vacations-contracts',
  payments: '/my-vida-vacations-payments',
  'payments-history': '/my-vida-vacations-payments_history',
  benefits: '/club-freedom-benefits',
  faqs: '/FAQs',
  exchanges: '/exchanges',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  'not-found': '/no-such-page',
};

/** Eighteen pages, each with axe and a full-page copy, on a shared 2-core machine. */
const PAGES_TIMEOUT = { timeout: 600_000 };

/** A contract number as the club writes them: two to four letters, the year, six digits. */
const CONTRACT_NUMBER = /[A-Z]{2,4}-\d{4}-\d{6}/g;

interface Wrapped {
  text: string;
  lines: number;
}

/** Every contract number on the page that the browser laid out on more than one line. */
function wrappedContractNumbers(page: Page): Promise<Wrapped[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source, 'g');
    const found: Wrapped[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index ?? 0);
        range.setEnd(node, (match.index ?? 0) + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const lines = new Set(rects.map((r) => Math.round(r.top))).size;
        if (lines > 1) found.push({ text: match[0], lines });
      }
    }
    return found;
  }, CONTRACT_NUMBER.source);
}

/** How far the page scrolls sideways (0 when nothing is wider than the viewport). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectVisible(page.getByRole('heading', { level: 1 }).first());
  await waitForQuietNetwork(page);
}

describe('one layout system (issue 15, items 9 and 10)', () => {
  for (const lang of ['en', 'es'] as const) {
    test(
      `phones: contract numbers on one line, nothing scrolls sideways, axe clean (${lang})`,
      PAGES_TIMEOUT,
      async ({ page }) => {
        await page.setViewportSize(VIEWPORTS.mobile);
        await loginAs(page, MEMBER[lang].email);
        await expectDashboard(page, lang, MEMBER[lang].firstName);
        for (const [name, path] of Object.entries(ROUTES)) {
          await open(page, path);
          expect(await sidewaysScroll(page), `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
          expect(await wrappedContractNumbers(page), `${name}: a contract number split across lines`).toEqual(
            [],
          );
          await checkA11yAtRest(page, `${name} (mobile, ${lang})`);
          await saveFullPageShot(page, SHOTS, name, 'mobile', lang);
        }
        // The contract's own window, where the number sits beside its label.
        await open(page, ROUTES.contracts ?? '');
        await page.getByRole('list').getByRole('button').first().click();
        await expectVisible(page.getByRole('dialog'));
        expect(await wrappedContractNumbers(page)).toEqual([]);
      },
    );

    test(
      `desktop: every section's page, axe clean, in one voice (${lang})`,
      PAGES_TIMEOUT,
      async ({ page }) => {
        const viewport: ViewportName = 'desktop';
        await page.setViewportSize(VIEWPORTS[viewport]);
        await loginAs(page, MEMBER[lang].email);
        await expectDashboard(page, lang, MEMBER[lang].firstName);
        // Issue 29: no word of the other language (one-voice.test.ts reads the member's other routes).
        const voice: string[] = [];
        for (const [name, path] of Object.entries(ROUTES)) {
          await open(page, path);
          expect(await sidewaysScroll(page), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
          await checkA11yAtRest(page, `${name} (desktop, ${lang})`);
          voice.push(...(await voiceFindings(page, lang, path, [MEMBER[lang].fullName])));
          await saveFullPageShot(page, SHOTS, name, viewport, lang);
        }
        expect(voice.join('\n')).toBe('');
      },
    );
  }

  test('the Terms’ contents list beside the text scrolls within the window, with the end reachable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1334, height: 700 });
    await loginAs(page, MEMBER.en.email);
    await expectDashboard(page, 'en', MEMBER.en.firstName);
    await open(page, ROUTES.terms ?? '');
    const nav = page.getByRole('navigation', { name: 'Contents', exact: true });
    const last = nav.getByRole('link').last();
    // The list is taller than the window: it scrolls, and its last entry can be scrolled into view.
    const box = await nav.evaluate((el) => {
      const scroller = el.parentElement as HTMLElement;
      return {
        scrolls: scroller.scrollHeight > scroller.clientHeight,
        overflow: getComputedStyle(scroller).overflowY,
      };
    });
    expect(box).toEqual({ scrolls: true, overflow: 'auto' });
    await last.scrollIntoViewIfNeeded();
    expect(await last.isVisible()).toBe(true);
  });
});
