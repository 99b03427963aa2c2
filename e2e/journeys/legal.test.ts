import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { checkA11y } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import {
  expectAuthShell,
  expectDashboard,
  expectPath,
  expectSignedInLayout,
  expectVisible,
  heading,
} from '../support/layout.ts';
import { VIEWPORTS, type ViewportName } from '../support/screenshots.ts';
import { ACCOUNTS, type Lang } from '../support/texts.ts';

/** Texts of the legal pages (apps/web/src/locales/*\/legal.ts, pages.ts and layout.ts). */
const TEXT = {
  en: {
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    contents: 'Contents',
    prevails: 'The Spanish version prevails',
    otherLanguage: 'Leer en español',
    inForce: 'In force since April 20, 2017',
    lastModified: 'Last modified January 21, 2022',
    jurisdiction: '17. Governing law and jurisdiction',
    requests: '8. How to send a request',
    courts: /competent courts of Guadalajara, Jalisco/,
    // The contact page's hours (the default CARE_HOURS), quoted from GET /club.
    careHours: /Monday – Friday, 9\sAM – 8\sPM; Saturday, 9\sAM – 6\sPM/,
    reply: /within 20 business days of receiving your complete request/,
    effect: /within the 15 business days that follow our answer/,
    blocked: /we block it instead of deleting it/,
    form: 'request form (text file)',
    addressAt: 'with its address at',
    backToContents: 'Back to contents',
    formHeading: 'PERSONAL DATA RIGHTS REQUEST',
  },
  es: {
    terms: 'Términos y condiciones',
    privacy: 'Aviso de privacidad',
    contents: 'Contenido',
    prevails: 'Prevalece la versión en español',
    otherLanguage: 'Read in English',
    inForce: 'Vigente desde el 20 de abril de 2017',
    lastModified: 'Última modificación: 21 de enero de 2022',
    jurisdiction: '17. Legislación aplicable y jurisdicción',
    requests: '8. Cómo enviar una solicitud',
    courts: /tribunales competentes de Guadalajara, Jalisco/,
    // The contact page's hours (the default CARE_HOURS), quoted from GET /club.
    careHours: /Lunes – viernes, 9\sa\.\s?m\. – 8\sp\.\s?m\.; Sábado, 9\sa\.\s?m\. – 6\sp\.\s?m\./,
    reply: /20 días hábiles contados desde que recibamos tu solicitud completa/,
    effect: /dentro de los 15 días hábiles siguientes a nuestra respuesta/,
    blocked: /en lugar de eliminarlos los bloqueamos/,
    form: 'formato de solicitud (archivo de texto)',
    addressAt: 'con domicilio en',
    backToContents: 'Volver al contenido',
    formHeading: 'SOLICITUD DE DERECHOS SOBRE DATOS PERSONALES',
  },
} as const;

const SHOTS = '/tmp/shots/legal/';

interface Club {
  name: string;
  care_phone: string;
  care_email: string;
  address: string;
}

async function club(page: Page): Promise<Club> {
  const response = await page.request.get('/api/v1/club');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Club }).data;
}

function footerLink(page: Page, name: string) {
  return page.getByRole('contentinfo').getByRole('link', { name, exact: true });
}

/**
 * The heading is in view below the sticky header (when there is one), near the top of the viewport unless
 * the page ends before it could scroll that far (the last section).
 */
async function expectScrolledTo(page: Page, id: string): Promise<void> {
  const where = await page.evaluate((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    const header = document.querySelector('header.MuiAppBar-root')?.getBoundingClientRect().bottom ?? 0;
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    return { top: box?.top ?? -1, bottom: box?.bottom ?? -1, header, atEnd, height: window.innerHeight };
  }, id);
  expect(where.top).toBeGreaterThanOrEqual(where.header);
  expect(where.bottom).toBeLessThanOrEqual(where.height);
  if (!where.atEnd) expect(where.top).toBeLessThan(220);
}

/** The heading a table-of-contents entry leads to, by the entry's text ("17. Governing law…"). */
async function followContents(page: Page, lang: Lang, entry: string, id: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: TEXT[lang].contents, exact: true });
  await nav.getByRole('link', { name: entry, exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id);
  await expect.poll(() => new URL(page.url()).hash).toBe(`#${id}`);
  await expectScrolledTo(page, id);
  expect(await page.getByRole('heading', { level: 2, name: entry, exact: true }).isVisible()).toBe(true);
}

/** The common clauses of the terms (spec section 1), with the club's name and phone from GET /club. */
async function expectTerms(page: Page, lang: Lang, facts: Club): Promise<void> {
  const t = TEXT[lang];
  await expectVisible(heading(page, t.terms));
  await expectVisible(page.getByText(t.prevails, { exact: true }));
  await expectVisible(page.getByText(t.inForce, { exact: true }));
  await expectVisible(page.getByText(t.lastModified, { exact: true }));
  await expectVisible(page.getByText(t.courts));
  await expectVisible(page.getByText(t.careHours));
  expect(await page.getByText(facts.name).count()).toBeGreaterThan(2);
  await expectVisible(page.getByRole('link', { name: facts.care_phone, exact: true }));
  expect(await page.getByRole('heading', { level: 2 }).count()).toBe(18); // contents + 17 sections
}

async function expectPrivacy(page: Page, lang: Lang, facts: Club): Promise<void> {
  const t = TEXT[lang];
  await expectVisible(heading(page, t.privacy));
  await expectVisible(page.getByText(t.prevails, { exact: true }));
  await expectVisible(page.getByText(t.inForce, { exact: true }));
  await expectVisible(page.getByText(t.lastModified, { exact: true }));
  await expectVisible(page.getByText(t.reply));
  await expectVisible(page.getByText(t.effect));
  await expectVisible(page.getByText(t.blocked));
  // The Controller's street address (CLUB_ADDRESS), as the LFPDPPP expects of a privacy notice.
  await expectVisible(page.getByText(`${t.addressAt} ${facts.address},`));
  // The address is named where the requests are explained and again in the contact clauses.
  const email = page.getByRole('link', { name: facts.care_email, exact: true }).first();
  await expectVisible(email);
  expect(await email.getAttribute('href')).toBe(`mailto:${facts.care_email}`);
  // The downloadable request form, in the page's language.
  const form = page.getByRole('link', { name: t.form, exact: true });
  const href = await form.getAttribute('href');
  expect(href).toBe(`/legal/arco-request-${lang}.txt`);
  expect(await form.getAttribute('download')).not.toBeNull();
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
  const body = await response.text();
  expect(body).toContain(t.formHeading);
  expect(body).toContain(lang === 'es' ? '20 días hábiles' : '20 business days');
}

async function shot(page: Page, name: string, viewport: ViewportName, lang: Lang, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: `${SHOTS}${name}-${viewport}-${lang}.png`,
    animations: 'disabled',
    fullPage,
  });
}

describe('legal pages', () => {
  describe('signed out, English browser', () => {
    test('the login footer leads to both documents in the auth shell', async ({ page }) => {
      const facts = await club(page);
      await page.goto('/login');
      await footerLink(page, TEXT.en.terms).click();
      await expectPath(page, '/terms-and-conditions');
      await expectTerms(page, 'en', facts);
      await expectAuthShell(page);
      await checkA11y(page, 'terms, signed out (en)');
      await followContents(page, 'en', TEXT.en.jurisdiction, 'jurisdiction');
      // And back to the contents from the end of the section.
      await page.getByRole('link', { name: TEXT.en.backToContents }).last().click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('legal-contents');

      await footerLink(page, TEXT.en.privacy).click();
      await expectPath(page, '/privacy-policy');
      await expectPrivacy(page, 'en', facts);
      await expectAuthShell(page);
      await checkA11y(page, 'privacy, signed out (en)');
      await followContents(page, 'en', TEXT.en.requests, 'requests');
    });

    test('a link to a section opens the document there; the notice switches to Spanish', async ({ page }) => {
      await page.goto('/privacy-policy#cookies');
      await expectVisible(heading(page, TEXT.en.privacy));
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('cookies');
      await expectScrolledTo(page, 'cookies');

      await page.getByRole('button', { name: TEXT.en.otherLanguage, exact: true }).click();
      await expectVisible(heading(page, TEXT.es.privacy));
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
      await expectVisible(page.getByText(TEXT.es.inForce, { exact: true }));
    });
  });

  describe('signed out, Spanish browser', () => {
    test.override('locale', 'es-MX');
    test('los enlaces del pie de página del inicio de sesión llevan a ambos documentos', async ({ page }) => {
      const facts = await club(page);
      await page.goto('/login');
      await footerLink(page, TEXT.es.privacy).click();
      await expectPath(page, '/privacy-policy');
      await expectPrivacy(page, 'es', facts);
      await expectAuthShell(page);
      await checkA11y(page, 'privacy, signed out (es)');
      await followContents(page, 'es', TEXT.es.requests, 'requests');

      await footerLink(page, TEXT.es.terms).click();
      await expectPath(page, '/terms-and-conditions');
      await expectTerms(page, 'es', facts);
      await expectAuthShell(page);
      await checkA11y(page, 'terms, signed out (es)');
      await followContents(page, 'es', TEXT.es.jurisdiction, 'jurisdiction');
    });
  });

  test('signed in (John, English): both documents in the signed-in layout', async ({ page }) => {
    const facts = await club(page);
    await loginAs(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    await footerLink(page, TEXT.en.terms).click();
    await expectPath(page, '/terms-and-conditions');
    await expectTerms(page, 'en', facts);
    await expectSignedInLayout(page, 'en');
    await checkA11y(page, 'terms, signed in (en)');
    await followContents(page, 'en', TEXT.en.jurisdiction, 'jurisdiction');

    await footerLink(page, TEXT.en.privacy).click();
    await expectPath(page, '/privacy-policy');
    await expectPrivacy(page, 'en', facts);
    await expectSignedInLayout(page, 'en');
    await checkA11y(page, 'privacy, signed in (en)');
    await followContents(page, 'en', TEXT.en.requests, 'requests');
    // Beside the text on wide screens, the contents mark the section being read.
    const contents = page.getByRole('navigation', { name: TEXT.en.contents, exact: true });
    await expect
      .poll(() => contents.getByRole('link', { name: TEXT.en.requests }).getAttribute('aria-current'))
      .toBe('location');
    expect(await contents.locator('[aria-current]').count()).toBe(1);
  });

  test('signed in (Ana, Spanish): both documents in the signed-in layout', async ({ page }) => {
    const facts = await club(page);
    await loginAs(page, ACCOUNTS.ana);
    await expectDashboard(page, 'es', 'Ana');
    await footerLink(page, TEXT.es.privacy).click();
    await expectPath(page, '/privacy-policy');
    await expectPrivacy(page, 'es', facts);
    await expectSignedInLayout(page, 'es');
    await checkA11y(page, 'privacy, signed in (es)');
    await followContents(page, 'es', TEXT.es.requests, 'requests');

    await footerLink(page, TEXT.es.terms).click();
    await expectPath(page, '/terms-and-conditions');
    await expectTerms(page, 'es', facts);
    await expectSignedInLayout(page, 'es');
    await checkA11y(page, 'terms, signed in (es)');
  });

  describe(`screenshots (${SHOTS})`, () => {
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      for (const lang of ['en', 'es'] as const) {
        test(`${viewport}, ${lang}: signed out and signed in`, async ({ page }) => {
          const t = TEXT[lang];
          await page.setViewportSize(VIEWPORTS[viewport]);
          await page.addInitScript((language) => localStorage.setItem('vida.language', language), lang);
          await page.goto('/terms-and-conditions');
          await expectVisible(page.getByText(t.inForce, { exact: true }));
          await shot(page, 'terms-public', viewport, lang);
          await page.getByRole('note').evaluate((note) => note.scrollIntoView({ block: 'start' }));
          await shot(page, 'terms-public-notice', viewport, lang);
          await followContents(page, lang, t.jurisdiction, 'jurisdiction');
          await shot(page, 'terms-public-section', viewport, lang);
          await page.goto('/privacy-policy#requests');
          await expectVisible(page.getByRole('link', { name: t.form, exact: true }));
          await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('requests');
          await shot(page, 'privacy-public-requests', viewport, lang);

          await loginAs(page, lang === 'en' ? ACCOUNTS.john : ACCOUNTS.ana);
          await expectDashboard(page, lang, lang === 'en' ? 'John' : 'Ana');
          await page.goto('/privacy-policy');
          await expectVisible(page.getByText(t.inForce, { exact: true }));
          await expectSignedInLayout(page, lang);
          await expectVisible(page.getByText(lang === 'en' ? 'Hello, John' : 'Hola, Ana', { exact: true }));
          await checkA11y(page, `privacy, signed in (${viewport}, ${lang})`);
          await shot(page, 'privacy-signed-in', viewport, lang);
          await followContents(page, lang, t.requests, 'requests');
          await shot(page, 'privacy-signed-in-section', viewport, lang);
          await page.goto('/terms-and-conditions');
          await expectVisible(page.getByText(t.inForce, { exact: true }));
          await expectVisible(page.getByText(lang === 'en' ? 'Hello, John' : 'Hola, Ana', { exact: true }));
          await shot(page, 'terms-signed-in', viewport, lang);
        });
      }
    }
  });
});
