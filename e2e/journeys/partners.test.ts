import type { Locator, Page } from 'playwright-core';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectPath, expectVisible, heading } from '../support/layout.ts';
import { waitForQuietNetwork } from '../support/network.ts';
import { saveFullPageShot, VIEWPORTS } from '../support/screenshots.ts';
import { ACCOUNTS, escapeRegExp, type Lang, UI } from '../support/texts.ts';

/** Texts of the partners screens (apps/web/src/locales/*\/partners.ts, pages.ts and common.ts). */
const TEXT = {
  en: {
    exchanges: 'Exchanges',
    partners: 'Your exchange partners',
    visit: 'Visit website',
    newTab: '(opens in a new tab)',
    none: 'You have no exchange partners yet. Customer Care can tell you how to join one.',
    next: 'Next',
    slide: 'slide',
    buy: 'Buy tickets',
    learnMore: 'Learn more',
    readMore: 'Read more',
    back: 'Back to the dashboard',
    destinations: 'Destination highlights',
    strip: 'Exchange your week',
    stripButton: 'Learn more about exchange partners',
  },
  es: {
    exchanges: 'Intercambios',
    partners: 'Tus socios de intercambio',
    visit: 'Visitar sitio web',
    newTab: '(se abre en una pestaña nueva)',
    none: 'Aún no tienes socios de intercambio. Atención a Socios puede decirte cómo afiliarte a uno.',
    next: 'Siguiente',
    slide: 'diapositiva',
    buy: 'Comprar boletos',
    learnMore: 'Conoce más',
    readMore: 'Leer más',
    back: 'Volver al inicio',
    destinations: 'Destinos destacados',
    strip: 'Intercambia tu semana',
    stripButton: 'Conoce más sobre los socios de intercambio',
  },
} as const;

const SHOTS = '/tmp/shots/partners/';
const TABLET = { width: 900, height: 900 };

/** Phones never scroll sideways (a slider's track must not widen the page). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

/** A link whose accessible name starts with `text` (external links add the new-tab note). */
const linkStarting = (page: Page, text: string): Locator =>
  page.getByRole('link', { name: new RegExp(`^${escapeRegExp(text)}`) });

const carousel = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: TEXT[lang].partners, exact: true });
const partnerList = (page: Page, lang: Lang) =>
  page.getByRole('list', { name: TEXT[lang].partners, exact: true });

/** Slides the member can see (the others are aria-hidden and inert). */
const slidesInView = (page: Page, lang: Lang) =>
  page.locator(`[aria-roledescription="${TEXT[lang].slide}"]:not([aria-hidden="true"])`).count();

interface Destination {
  id: number;
  name: string;
  description: string;
  read_more_link: string;
  buy_link: string;
  logo: string | null;
}

/** The destinations as the API lists them for the signed-in member, in the UI's language. */
function destinations(page: Page): Promise<Destination[]> {
  return page.evaluate(async () => {
    // The page's session cookie goes with it.
    const response = await fetch('/api/v1/destination_highlights', {
      headers: { 'Accept-Language': document.documentElement.lang },
    });
    const body = (await response.json()) as { data: { data: Destination[] } };
    return body.data.data;
  });
}

async function openExchanges(page: Page, lang: Lang): Promise<void> {
  await page.goto('/exchanges');
  await expectVisible(heading(page, TEXT[lang].exchanges));
  await expectVisible(page.getByRole('article').first());
}

describe('exchange partners', () => {
  test('Ana (es, three partners): a grid at 1334 px, a carousel at 900 and 390 px', async ({ page }) => {
    const t = TEXT.es;
    await loginAs(page, ACCOUNTS.ana);
    await expectDashboard(page, 'es', 'Ana');
    await openExchanges(page, 'es');

    const grid = partnerList(page, 'es');
    await expectVisible(grid);
    expect(await grid.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'RCI',
      'Interval',
      'SFX',
    ]);
    expect(await carousel(page, 'es').count()).toBe(0);
    const visit = linkStarting(page, t.visit);
    expect(await visit.count()).toBe(3);
    expect(await visit.first().getAttribute('target')).toBe('_blank');
    expect(await visit.first().getAttribute('href')).toBe('https://www.rci.com/');
    expect(await visit.first().getAttribute('aria-label')).toBe(`${t.visit}: RCI ${t.newTab}`);
    await checkA11yAtRest(page, 'exchanges grid (es)');
    await saveFullPageShot(page, SHOTS, 'exchanges', 'desktop', 'es');

    await page.setViewportSize(TABLET);
    await expectVisible(carousel(page, 'es'));
    expect(await partnerList(page, 'es').count()).toBe(0);
    expect(await slidesInView(page, 'es')).toBe(2);
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 2, name: 'SFX' }));
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'RCI' }).count()).toBe(0);
    await checkA11yAtRest(page, 'exchanges carousel at 900 px (es)');

    await page.setViewportSize(VIEWPORTS.mobile);
    await expectVisible(carousel(page, 'es'));
    await expect.poll(() => slidesInView(page, 'es')).toBe(1);
    await checkA11yAtRest(page, 'exchanges carousel at 390 px (es)');
    await expectNoSidewaysScroll(page);
    await saveFullPageShot(page, SHOTS, 'exchanges', 'mobile', 'es');
  });

  test('John (en, five partners): a carousel at every width', async ({ page }) => {
    const t = TEXT.en;
    await loginAs(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    await openExchanges(page, 'en');

    await expectVisible(carousel(page, 'en'));
    expect(await page.locator('article h2').allTextContents()).toEqual([
      'RCI',
      'Interval',
      'DAE',
      'ICE Gallery',
      'ThirdHome International',
    ]);
    expect(await slidesInView(page, 'en')).toBe(3);
    expect(await linkStarting(page, t.visit).count()).toBe(3);
    await checkA11yAtRest(page, 'exchanges carousel at 1334 px (en)');
    await saveFullPageShot(page, SHOTS, 'exchanges', 'desktop', 'en');
    // Through to the last partner.
    const next = page.getByRole('button', { name: t.next, exact: true });
    await next.click();
    await next.click();
    await expectVisible(page.getByRole('heading', { level: 2, name: 'ThirdHome International' }));

    await page.setViewportSize(TABLET);
    await expectVisible(carousel(page, 'en'));
    await expect.poll(() => slidesInView(page, 'en')).toBe(2);

    await page.setViewportSize(VIEWPORTS.mobile);
    await expectVisible(carousel(page, 'en'));
    await expect.poll(() => slidesInView(page, 'en')).toBe(1);
    await checkA11yAtRest(page, 'exchanges carousel at 390 px (en)');
    await expectNoSidewaysScroll(page);
    await saveFullPageShot(page, SHOTS, 'exchanges', 'mobile', 'en');
  });

  test('the guest account has no partners: a notice, then home', async ({ page }) => {
    await loginAs(page, ACCOUNTS.guest);
    await expectPath(page, '/dashboard');
    await page.goto('/exchanges');
    await expectVisible(page.getByText(TEXT.en.none, { exact: true }));
    await expectPath(page, '/dashboard');
    await checkA11yAtRest(page, 'no exchange partners notice (en)');
  });
});

describe('destination highlights', () => {
  for (const lang of ['en', 'es'] as const) {
    const member =
      lang === 'es' ? { email: ACCOUNTS.ana, name: 'Ana' } : { email: ACCOUNTS.john, name: 'John' };

    test(`each destination's page (${lang})`, async ({ page, problems }) => {
      const t = TEXT[lang];
      problems.allowHttpStatus(404);
      await loginAs(page, member.email);
      await expectDashboard(page, lang, member.name);

      const list = await destinations(page);
      expect(list.map((d) => d.name)).toEqual([
        'Jungala',
        'Palacio Maya',
        'Beachland',
        'Cirque du Soleil JOYA',
        'The Reserve',
      ]);
      const [jungala, palace, beachland, joya, reserve] = list as [
        Destination,
        Destination,
        Destination,
        Destination,
        Destination,
      ];

      // The first destination sells tickets.
      await page.goto(`/destination-highlights/${jungala.id}`);
      await expectVisible(heading(page, jungala.name));
      await expectVisible(linkStarting(page, t.buy));
      expect(await linkStarting(page, t.buy).getAttribute('href')).toBe(jungala.buy_link);
      expect(await linkStarting(page, t.buy).getAttribute('target')).toBe('_blank');
      expect(await linkStarting(page, t.learnMore).count()).toBe(0);
      expect(await linkStarting(page, t.readMore).getAttribute('href')).toBe(jungala.read_more_link);
      await expectVisible(page.getByRole('img', { name: jungala.name, exact: true }));
      await checkA11yAtRest(page, `first destination (${lang})`);
      await saveFullPageShot(page, SHOTS, 'destination-first', 'desktop', lang);

      // The others learn more.
      await page.goto(`/destination-highlights/${palace.id}`);
      await expectVisible(heading(page, palace.name));
      await expectVisible(linkStarting(page, t.learnMore));
      expect(await linkStarting(page, t.buy).count()).toBe(0);
      expect(await page.getByRole('img', { name: palace.name, exact: true }).count()).toBe(0);
      await checkA11yAtRest(page, `second destination (${lang})`);

      // JOYA's read-more link is '#': hidden.
      expect(joya.read_more_link).toBe('#');
      await page.goto(`/destination-highlights/${joya.id}`);
      await expectVisible(heading(page, joya.name));
      await expectVisible(linkStarting(page, t.learnMore));
      expect(await linkStarting(page, t.readMore).count()).toBe(0);
      await expectVisible(page.getByRole('img', { name: joya.name, exact: true }));
      await checkA11yAtRest(page, `JOYA (${lang})`);

      // Beachland has no description and '#' links: reachable by its address, without buttons.
      await page.goto(`/destination-highlights/${beachland.id}`);
      await expectVisible(heading(page, beachland.name));
      for (const name of [t.buy, t.learnMore, t.readMore])
        expect(await linkStarting(page, name).count()).toBe(0);

      await page.goto(`/destination-highlights/${reserve.id}`);
      await expectVisible(heading(page, reserve.name));
      await expectVisible(page.getByRole('img', { name: reserve.name, exact: true }));
      await saveFullPageShot(page, SHOTS, 'destination-reserve', 'desktop', lang);

      // An unknown destination: the not-found page with a way back.
      await page.goto('/destination-highlights/999999');
      await expectVisible(heading(page, UI[lang].notFound));
      await expectVisible(page.getByRole('link', { name: t.back, exact: true }));
      await checkA11yAtRest(page, `unknown destination (${lang})`);

      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto(`/destination-highlights/${jungala.id}`);
      await expectVisible(heading(page, jungala.name));
      await checkA11yAtRest(page, `first destination at 390 px (${lang})`);
      await expectNoSidewaysScroll(page);
      await saveFullPageShot(page, SHOTS, 'destination-first', 'mobile', lang);
      await page.goto(`/destination-highlights/${joya.id}`);
      await expectVisible(heading(page, joya.name));
      await saveFullPageShot(page, SHOTS, 'destination-joya', 'mobile', lang);
    });

    test(`the dashboard's destination cards and exchange strip (${lang})`, async ({ page }) => {
      const t = TEXT[lang];
      await loginAs(page, member.email);
      await expectDashboard(page, lang, member.name);
      const [jungala, palace, beachland, joya, reserve] = (await destinations(page)) as [
        Destination,
        Destination,
        Destination,
        Destination,
        Destination,
      ];
      // The dashboard: a card opens its page only when it has a description; the strip goes to Exchanges.
      await expectVisible(page.getByRole('heading', { level: 2, name: t.destinations }));
      const cardLinks = page.locator('a[href^="/destination-highlights/"]');
      await expect
        .poll(() => cardLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
        .toEqual([jungala, palace, joya, reserve].map((d) => `/destination-highlights/${d.id}`));
      const beachCard = page.locator(`[data-destination="${beachland.id}"]`);
      expect(await beachCard.evaluate((el) => el.tagName)).not.toBe('A');
      expect(
        await beachCard.evaluate((el) => el.closest('a') === null && el.querySelector('a, button') === null),
      ).toBe(true);
      await expectVisible(page.getByRole('heading', { level: 2, name: t.strip }));
      expect(await page.getByRole('link', { name: t.stripButton, exact: true }).getAttribute('href')).toBe(
        '/exchanges',
      );

      await checkA11yAtRest(page, `dashboard (${lang})`);
      await waitForQuietNetwork(page);
      await saveFullPageShot(page, SHOTS, 'dashboard', 'desktop', lang);
      await page.locator(`a[href="/destination-highlights/${jungala.id}"]`).click();
      await expectVisible(heading(page, jungala.name));
      await page.goBack();
      await page.setViewportSize(VIEWPORTS.mobile);
      await expectVisible(page.getByRole('heading', { level: 2, name: t.destinations }));
      await checkA11yAtRest(page, `dashboard at 390 px (${lang})`);
      await expectNoSidewaysScroll(page);
      await saveFullPageShot(page, SHOTS, 'dashboard', 'mobile', lang);
    });
  }
});
