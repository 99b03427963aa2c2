/**
 * One voice (issue 29): every route in both languages, read as a reader does (`document.body.innerText`),
 * holds no word of the other language and no developer wording. One browser, one sign-in per role and
 * language: the visitor's pages, a member's, a guest's and the care desk's.
 */
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs, waitForCaptcha } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectVisible, heading, painted } from '../support/layout.ts';
import { newGuest } from '../support/members.ts';
import { waitForQuietNetwork } from '../support/network.ts';
import { voiceFindings } from '../support/one-voice.ts';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../support/screenshots.ts';
import { ACCOUNTS, apiMessage, DEMO_PASSWORD, type Lang } from '../support/texts.ts';

const LANGS = ['en', 'es'] as const satisfies readonly Lang[];

const VISITOR_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/account/verify/resend-email',
  '/terms-and-conditions',
  '/privacy-policy',
  '/no-such-page',
  '/care/login',
];

/**
 * The signed-in routes a member reaches without a state of its own that the layout walk does not read (it
 * checks the voice of its eighteen section pages, with the same members and languages: layout.test.ts).
 */
const MEMBER_ROUTES = [
  '/reservation-summary',
  '/reservation-found',
  '/payment-method/monthly',
  '/destination-highlights/1',
  '/about',
  '/fail-payment/declined',
  '/cancelled-payment/cancelled',
  '/success-tokenization',
];

const GUEST_ROUTES = [
  '/dashboard',
  '/my-account',
  '/edit-profile',
  '/my-reservations',
  '/request-reservation',
  '/add-reservation-to-profile',
  '/messages-center',
  '/pre-registration',
  '/FAQs',
  '/about',
  '/contact',
];

const DESK_ROUTES = [
  '/care',
  '/care/profile-changes',
  '/care/stay-requests',
  '/care/members?q=garc',
  '/care/audit',
];

/** A staff account no other journey signs in with (care.test.ts and next-stay.test.ts enrol the others). */
const DESK_STAFF = 'agent3@vida-portal.example';
let deskSecret = '';

/** Errors the pages report, checked at the end of each journey (4xx answers are the app's to handle). */
const pageErrors: string[] = [];

async function openPage(browser: Browser, baseUrl: string, lang: Lang, viewport: ViewportName = 'desktop') {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: lang === 'es' ? 'es-MX' : 'en-US',
    viewport: VIEWPORTS[viewport],
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(20_000);
  await context.addInitScript((language) => {
    try {
      if (!localStorage.getItem('vida.language')) localStorage.setItem('vida.language', language);
    } catch {
      // about:blank has no storage of its own.
    }
  }, lang);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
      pageErrors.push(message.text());
  });
  return page;
}

/** Opens a route and waits for it to settle. */
async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await waitForQuietNetwork(page);
  await painted(page);
}

/** Reads each route and notes what on it belongs to the other language (or to no language). */
async function readRoutes(
  page: Page,
  lang: Lang,
  routes: readonly string[],
  findings: string[],
  names: readonly string[] = [],
): Promise<void> {
  for (const path of routes) {
    await openRoute(page, path);
    findings.push(...(await voiceFindings(page, lang, path, names)));
  }
}

/** All of a journey's findings at once, one a line, so one run shows every page to fix. */
const expectNone = (findings: string[]) => expect(findings.join('\n')).toBe('');

describe('one voice on every route', () => {
  test('a visitor’s pages, in English and in Spanish', { timeout: 120_000 }, async ({ browser, baseUrl }) => {
    const findings: string[] = [];
    for (const lang of LANGS) {
      const page = await openPage(browser, baseUrl, lang);
      await readRoutes(page, lang, VISITOR_ROUTES, findings);
      await page.context().close();
    }
    expectNone(findings);
    expect(pageErrors).toEqual([]);
  });

  test('a member’s pages: John in English, Ana in Spanish', { timeout: 240_000 }, async ({
    browser,
    baseUrl,
  }) => {
    const members = [
      { lang: 'en', email: ACCOUNTS.john, names: ['John Miller'] },
      { lang: 'es', email: ACCOUNTS.ana, names: ['Ana García'] },
    ] as const;
    const findings: string[] = [];
    for (const { lang, email, names } of members) {
      const page = await openPage(browser, baseUrl, lang);
      await loginAs(page, email);
      await page.waitForURL(/\/dashboard$/);
      await readRoutes(page, lang, MEMBER_ROUTES, findings, names);
      // A thread of their own, as the messages centre lists it first.
      await openRoute(page, '/messages-center');
      await page.locator('main a[href^="/messages/"]').first().click();
      await page.waitForURL(/\/messages\/\d+$/);
      const thread = new URL(page.url()).pathname;
      await readRoutes(page, lang, [thread], findings, names);
      await page.context().close();
    }
    expectNone(findings);
    expect(pageErrors).toEqual([]);
  });

  test('a guest’s pages, in English and in Spanish', { timeout: 180_000 }, async ({ browser, baseUrl }) => {
    const findings: string[] = [];
    for (const lang of LANGS) {
      const guest = newGuest(lang);
      const page = await openPage(browser, baseUrl, lang);
      await loginAs(page, guest.email, guest.password);
      await page.waitForURL(/\/dashboard$/);
      await readRoutes(page, lang, GUEST_ROUTES, findings, [`${guest.firstName} ${guest.lastName}`]);
      // My Account offers a guest their stays, not My Reservations (which sends one without stays home).
      await openRoute(page, '/my-account');
      await checkA11yAtRest(page, `guest's My Account (${lang})`);
      for (const viewport of ['desktop', 'mobile'] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await painted(page);
        await saveScreenshot(page, 'one-voice-guest-account', viewport, lang);
      }
      await page.context().close();
    }
    expectNone(findings);
    expect(pageErrors).toEqual([]);
  });

  test('the care desk, in English and in Spanish', { timeout: 180_000 }, async ({ browser, baseUrl }) => {
    const page = await openPage(browser, baseUrl, 'en');
    await page.goto('/care/login');
    await page.getByLabel('Work e-mail').fill(DESK_STAFF);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await waitForCaptcha(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // A retry of this journey finds the authenticator already set up: it signs in with a later code.
    if (!deskSecret) {
      deskSecret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
      await page.getByLabel('Authenticator code').fill(await generate({ secret: deskSecret }));
      await page.getByRole('button', { name: 'Turn on and sign in', exact: true }).click();
      await page.getByRole('button', { name: 'I have saved them: go to the inbox', exact: true }).click();
    } else {
      const later = Math.floor(Date.now() / 1000) + 30;
      await page.getByLabel('Authenticator code').fill(await generate({ secret: deskSecret, epoch: later }));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    }
    await expectVisible(heading(page, 'Inbox'));
    const findings: string[] = [];
    for (const lang of LANGS) {
      if (lang === 'es') {
        await page.getByRole('button', { name: 'Español', exact: true }).click();
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
      }
      await readRoutes(page, lang, DESK_ROUTES, findings);
      // A member's record: contracts, payments, stays and conversations as the desk names them.
      await openRoute(page, '/care/members?q=garc');
      await page.getByRole('link', { name: 'Ana García', exact: true }).click();
      await expectVisible(page.getByRole('region', { name: lang === 'es' ? 'Contratos' : 'Contracts' }));
      await waitForQuietNetwork(page);
      findings.push(...(await voiceFindings(page, lang, 'member record', ['Ana García'])));
      if (lang === 'es') {
        await checkA11yAtRest(page, 'care member record (es)');
        for (const viewport of ['desktop', 'mobile'] as const) {
          await page.setViewportSize(VIEWPORTS[viewport]);
          await painted(page);
          await saveScreenshot(page, 'one-voice-care-member', viewport, 'es');
        }
        await page.setViewportSize(VIEWPORTS.desktop);
      }
    }
    await page.context().close();
    expectNone(findings);
    expect(pageErrors).toEqual([]);
  });
});

// Issue 29, first impressions: the seeded owner from the previous app signs in with the app's password.
describe('an owner from the previous app', () => {
  test('is welcomed at the first sign-in, in both languages and sizes, not shown an error', {
    timeout: 120_000,
  }, async ({ browser, baseUrl }) => {
    for (const lang of LANGS) {
      for (const viewport of ['desktop', 'mobile'] as const) {
        const page = await openPage(browser, baseUrl, lang, viewport);
        await loginAs(page, 'legacy.owner@example.com', DEMO_PASSWORD);
        const notice = page.getByRole('alert').filter({ hasText: apiMessage(lang, 'previous_app_welcome') });
        await expectVisible(notice);
        expect(await notice.getAttribute('data-severity')).toBe('info');
        await checkA11yAtRest(page, `previous-app welcome (${lang}, ${viewport})`);
        await saveScreenshot(page, 'previous-app-welcome', viewport, lang);
        await page.context().close();
      }
    }
    expect(pageErrors).toEqual([]);
  });
});
