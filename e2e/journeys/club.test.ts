import { mkdirSync } from 'node:fs';
import { addDays, clubDay } from '@vida/shared';
import type { Page } from 'playwright-core';
import { checkA11y } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { dateFieldText, fieldDate, typeDate } from '../support/dates.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectPath, expectVisible, heading, painted } from '../support/layout.ts';
import { waitForQuietNetwork } from '../support/network.ts';
import { VIEWPORTS, type ViewportName } from '../support/screenshots.ts';
import { ACCOUNTS, type Lang } from '../support/texts.ts';

/** Texts of the dashboard and club screens (apps/web/src/locales/*\/club.ts, dashboard.ts, pages.ts). */
const TEXT = {
  en: {
    memberId: 'Member ID',
    details: 'Your details',
    toAccount: 'Go to My Account',
    whatItIs: 'What is Vida Vacations?',
    howItWorks: 'How it works',
    play: (title: string) => `Play video: ${title}`,
    close: 'Close',
    destination: 'Destination',
    arrival: 'Arrival',
    departure: 'Departure',
    guests: 'Guests',
    filterSubmit: 'Request a reservation',
    request: 'Request a reservation',
    about: 'About Vida',
    benefits: 'What your membership includes',
    faqs: 'Frequently asked questions',
    contactLink: 'Contact Customer Care',
    contact: 'Contact us',
    clubBenefits: 'Club benefits',
    clubSite: 'Go to the Club Freedom site (opens in a new tab)',
    guestTitle: 'Guest account',
    exchanges: 'Exchange your week',
    moreAbout: 'More about Vida Vacations',
  },
  es: {
    memberId: 'Número de socio',
    details: 'Tus datos',
    toAccount: 'Ir a Mi cuenta',
    whatItIs: '¿Qué es Vida Vacations?',
    howItWorks: 'Cómo funciona',
    play: (title: string) => `Reproducir video: ${title}`,
    close: 'Cerrar',
    destination: 'Destino',
    arrival: 'Llegada',
    departure: 'Salida',
    guests: 'Huéspedes',
    filterSubmit: 'Solicitar una reservación',
    request: 'Solicitar una reservación',
    about: 'Acerca de Vida',
    benefits: 'Lo que incluye tu membresía',
    faqs: 'Preguntas frecuentes',
    contactLink: 'Contactar a Atención a Socios',
    contact: 'Contáctanos',
    clubBenefits: 'Beneficios del club',
    clubSite: 'Ir al sitio de Club Freedom (se abre en una pestaña nueva)',
    guestTitle: 'Cuenta de invitado',
    exchanges: 'Intercambia tu semana',
    moreAbout: 'Más sobre Vida Vacations',
  },
} as const;

const MEMBERS = {
  es: {
    email: ACCOUNTS.ana,
    name: 'Ana',
    memberId: '100200300',
    resort: 'Grand Luxxe',
    mail: 'ana.garcia@example.com',
  },
  en: {
    email: ACCOUNTS.john,
    name: 'John',
    memberId: '100200301',
    resort: 'The Grand Bliss',
    mail: 'john.miller@example.com',
  },
} as const;

const SHOTS = '/tmp/shots/home/';
const day = (offset: number) => addDays(clubDay(new Date()), offset);

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const link = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function shot(page: Page, name: string, viewport: ViewportName, lang: Lang, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  if (fullPage) {
    // Lazy images (the video posters) load as they come into view: scroll down once, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
  }
  await painted(page);
  await page.screenshot({
    path: `${SHOTS}${name}-${viewport}-${lang}.png`,
    fullPage,
    animations: 'disabled',
  });
}

/** What the page's <video> will play: its source, captions track and poster, and whether it can play. */
async function videoFacts(page: Page, scope = 'main') {
  return page.locator(`${scope} video`).evaluate(async (element) => {
    const video = element as HTMLVideoElement;
    const track = video.querySelector('track');
    // Enough of the file to know its length proves the server hands out a playable MP4.
    if (video.readyState < 1) {
      video.preload = 'auto';
      video.load();
      await new Promise((resolve) => {
        video.addEventListener('loadedmetadata', resolve, { once: true });
        video.addEventListener('error', resolve, { once: true });
        setTimeout(resolve, 10_000);
      });
    }
    const cues = video.textTracks[0];
    if (cues && cues.mode !== 'showing') cues.mode = 'showing';
    // The default track loads on its own; wait until its cues are parsed.
    for (let i = 0; i < 50 && !cues?.cues?.length; i++) await new Promise((r) => setTimeout(r, 100));
    return {
      source: new URL(video.querySelector('source')?.src ?? '', location.href).pathname,
      type: video.querySelector('source')?.type ?? '',
      captions: new URL(track?.src ?? '', location.href).pathname,
      kind: track?.kind ?? '',
      srclang: track?.srclang ?? '',
      poster: new URL(video.poster, location.href).pathname,
      controls: video.controls,
      duration: Math.round(video.duration),
      cues: cues?.cues?.length ?? 0,
    };
  });
}

async function expectVideo(page: Page, scope: string, name: string, lang: Lang) {
  const facts = await videoFacts(page, scope);
  expect(facts).toMatchObject({
    source: `/media/${name}-${lang}.mp4`,
    type: 'video/mp4',
    captions: `/media/${name}-${lang}.vtt`,
    kind: 'captions',
    srclang: lang,
    poster: `/media/${name}-${lang}-poster.jpg`,
    controls: true,
  });
  expect(facts.duration).toBeGreaterThanOrEqual(20);
  expect(facts.duration).toBeLessThanOrEqual(30);
  expect(facts.cues).toBeGreaterThan(3);
}

/**
 * The video dialog: opens from its card, plays the language's video, holds focus, and gives focus back to
 * the card's button when it closes (Escape or the close button).
 */
async function watchVideo(page: Page, lang: Lang, title: string, name: string) {
  const t = TEXT[lang];
  const opener = button(page, t.play(title));
  const dialog = page.getByRole('dialog', { name: title });
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

  await opener.click();
  await expectVisible(dialog);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(focusedName).toBe(t.play(title));

  await opener.click();
  await expectVisible(dialog);
  await expectVideo(page, '[role="dialog"]', name, lang);
  await checkA11y(page, `video dialog ${name} (${lang})`);
  // Focus stays in the dialog however far one tabs (through the player's own controls and round again).
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  await button(page, t.close).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(focusedName).toBe(t.play(title));
}

async function memberDashboard(page: Page, lang: Lang) {
  const t = TEXT[lang];
  const member = MEMBERS[lang];
  await loginAs(page, member.email);
  await expectDashboard(page, lang, member.name);
  const card = page.getByRole('region', { name: lang === 'es' ? 'Tarjeta de socio' : 'Membership card' });
  await expectVisible(card.getByText(member.memberId, { exact: true }));
  await expectVisible(card.getByText(t.memberId, { exact: true }));
  await expectVisible(card.getByRole('img', { name: member.resort, exact: true }));
  const details = page.getByRole('region', { name: t.details });
  await expectVisible(details.getByText(member.mail, { exact: true }));
  expect(await link(page, t.toAccount).getAttribute('href')).toBe('/my-account');
  await expectVisible(page.getByRole('heading', { name: t.moreAbout }));
  // The partners' sections: destinations (they load) and the exchange strip.
  await expectVisible(page.getByRole('heading', { name: t.exchanges }));
  await expectVisible(
    page.getByRole('region', { name: lang === 'es' ? 'Destinos' : 'Destinations', exact: true }),
  );
  await waitForQuietNetwork(page);
  await checkA11y(page, `dashboard (${lang})`);
}

/** Submitting the filter drops a stay in progress and opens the request form with the filter's values. */
async function filterToRequest(page: Page, lang: Lang, hotel: string) {
  const t = TEXT[lang];
  await page.evaluate((stay) => localStorage.setItem('vida.reservation', JSON.stringify({ stay })), {
    destination: '999',
    guests: 6,
    arrivingDate: day(90),
    departingDate: day(95),
    unitType: '',
    promoCode: 'OLD',
    addTransportation: false,
    flexibleDestination: true,
    flexibleDates: true,
  });
  await expect.poll(() => combobox(page, t.destination).getByRole('option', { name: hotel }).count()).toBe(1);
  await combobox(page, t.destination).selectOption({ label: hotel });
  await typeDate(page, t.arrival, day(30), lang);
  await typeDate(page, t.departure, day(34), lang);
  await combobox(page, t.guests).selectOption('2');
  await button(page, t.filterSubmit).click();
  await expectPath(page, '/request-reservation');
  await expectVisible(heading(page, t.request));
  await expect
    .poll(() =>
      combobox(page, t.destination).evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text),
    )
    .toBe(hotel);
  expect(await dateFieldText(page, t.arrival)).toBe(fieldDate(day(30), lang));
  expect(await dateFieldText(page, t.departure)).toBe(fieldDate(day(34), lang));
  await expectVisible(page.getByText(lang === 'es' ? '2 huéspedes' : '2 guests', { exact: true }));
}

describe('club and dashboard', () => {
  test('Ana’s dashboard in Spanish: club card, details, the video in Spanish, the filter', async ({
    page,
  }) => {
    await memberDashboard(page, 'es');
    await watchVideo(page, 'es', TEXT.es.whatItIs, 'what-it-is');
    await watchVideo(page, 'es', TEXT.es.howItWorks, 'how-it-works');
    await filterToRequest(page, 'es', 'Sea Garden Mazatlán');
  });

  test('John’s dashboard in English: club card, details, the video in English, the filter', async ({
    page,
  }) => {
    await memberDashboard(page, 'en');
    await watchVideo(page, 'en', TEXT.en.howItWorks, 'how-it-works');
    await filterToRequest(page, 'en', 'The Grand Bliss Nuevo Vallarta');
  });

  test('a guest’s dashboard has no club card, contracts or exchanges', async ({ page }) => {
    await loginAs(page, ACCOUNTS.guest);
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByRole('heading', { name: TEXT.en.guestTitle }));
    await expectVisible(button(page, TEXT.en.play(TEXT.en.whatItIs)));
    expect(await page.getByRole('region', { name: 'Membership card' }).count()).toBe(0);
    expect(await page.getByText(TEXT.en.memberId, { exact: true }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: TEXT.en.exchanges }).count()).toBe(0);
    await waitForQuietNetwork(page);
    await checkA11y(page, 'guest dashboard (en)');
  });

  for (const lang of ['es', 'en'] as const) {
    test(`about, FAQs and club benefits, ${lang}`, async ({ page }) => {
      const t = TEXT[lang];
      await loginAs(page, MEMBERS[lang].email);
      await expectDashboard(page, lang, MEMBERS[lang].name);

      await page.goto('/about');
      await expectVisible(heading(page, t.about));
      const benefits = page.getByRole('region', { name: t.benefits });
      await expect.poll(() => benefits.getByRole('listitem').count()).toBe(8);
      await expectVideo(page, 'main', 'what-it-is', lang);
      await checkA11y(page, `about (${lang})`);

      await page.goto('/FAQs');
      await expectVisible(heading(page, t.faqs));
      const first = page.locator('main').getByRole('button', { expanded: false }).first();
      await expectVisible(first);
      const question = page.locator(`[id="${await first.getAttribute('id')}"]`);
      const controls = (await question.getAttribute('aria-controls')) ?? '';
      await checkA11y(page, `FAQs (${lang})`);
      // By keyboard: Enter opens a question, Space closes it again.
      await question.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
      const answer = page.locator(`[id="${controls}"]`);
      await expectVisible(answer);
      // The answer's HTML is rendered (paragraphs and links), not shown as text.
      expect(await answer.locator('p').count()).toBeGreaterThan(0);
      expect(await answer.textContent()).not.toContain('<p>');
      await checkA11y(page, `FAQs with an answer open (${lang})`);
      await page.keyboard.press('Space');
      await expect.poll(() => question.getAttribute('aria-expanded')).toBe('false');
      await link(page, t.contactLink).click();
      await expectPath(page, '/contact');
      await expectVisible(heading(page, t.contact));

      await page.goto('/club-freedom-benefits');
      await expectVisible(heading(page, t.clubBenefits));
      await expectVisible(page.getByRole('img', { name: 'Club Freedom', exact: true }));
      const site = link(page, t.clubSite);
      await expectVisible(site);
      expect(await site.getAttribute('href')).toBe('https://www.vidavacations.com');
      expect(await site.getAttribute('target')).toBe('_blank');
      expect(await site.getAttribute('rel')).toContain('noopener');
      await checkA11y(page, `club benefits (${lang})`);
    });
  }

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    for (const lang of ['en', 'es'] as const) {
      test(`screenshots, ${viewport}, ${lang}`, async ({ page }) => {
        const t = TEXT[lang];
        await page.setViewportSize(VIEWPORTS[viewport]);
        await loginAs(page, MEMBERS[lang].email);
        await expectDashboard(page, lang, MEMBERS[lang].name);
        await waitForQuietNetwork(page);
        await checkA11y(page, `dashboard (${viewport}, ${lang})`);
        await shot(page, 'dashboard', viewport, lang);
        if (viewport === 'desktop') {
          // The filter's in-between layout (four fields in a row, the button under them).
          await page.setViewportSize({ width: 1000, height: 900 });
          await shot(page, 'dashboard-1000', viewport, lang);
          await page.setViewportSize(VIEWPORTS[viewport]);
        }

        await button(page, t.play(t.whatItIs)).click();
        await expectVisible(page.getByRole('dialog', { name: t.whatItIs }));
        await painted(page);
        await shot(page, 'video-dialog', viewport, lang, false);
        await page.keyboard.press('Escape');

        await page.goto('/about');
        await expectVisible(heading(page, t.about));
        await waitForQuietNetwork(page);
        await checkA11y(page, `about (${viewport}, ${lang})`);
        await shot(page, 'about', viewport, lang);

        await page.goto('/FAQs');
        await expectVisible(heading(page, t.faqs));
        const second = page.locator('main').getByRole('button', { expanded: false }).nth(1);
        await expectVisible(second);
        const question = page.locator(`[id="${await second.getAttribute('id')}"]`);
        await question.click();
        await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
        await checkA11y(page, `FAQs (${viewport}, ${lang})`);
        await shot(page, 'faqs', viewport, lang);

        await page.goto('/club-freedom-benefits');
        await expectVisible(heading(page, t.clubBenefits));
        await waitForQuietNetwork(page);
        await checkA11y(page, `club benefits (${viewport}, ${lang})`);
        await shot(page, 'club-benefits', viewport, lang);
      });
    }
  }

  test('screenshot of a guest’s dashboard on a phone', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await loginAs(page, ACCOUNTS.guest);
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByRole('heading', { name: TEXT.en.guestTitle }));
    await waitForQuietNetwork(page);
    await shot(page, 'dashboard-guest', 'mobile', 'en');
  });
});
