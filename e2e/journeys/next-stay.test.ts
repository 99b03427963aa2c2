import {
  clubDay,
  earliestArrival,
  formatLongDay,
  type Reservation,
  reservationLabel,
  splitReservations,
  translateMessage,
} from '@vida/shared';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs, waitForCaptcha } from '../support/auth.ts';
import { typeDate } from '../support/dates.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectPath, expectVisible } from '../support/layout.ts';
import { type Member, newMember } from '../support/members.ts';
import { saveScreenshot, VIEWPORTS } from '../support/screenshots.ts';
import { DEMO_PASSWORD, type Lang } from '../support/texts.ts';

/** Texts of the dashboard's stay card and the request form (apps/web/src/locales/*\/reservations.ts). */
const TEXT = {
  en: {
    nextStay: 'Your next stay',
    destination: 'Destination',
    arrival: 'Arrival',
    departure: 'Departure',
    unitType: 'Unit type',
    studio: 'Studio',
    toSummary: 'Continue to the summary',
    oneMoreStep: 'One more step',
    send: 'Send request',
    changeStay: 'Change the stay',
  },
  es: {
    nextStay: 'Tu próxima estancia',
    destination: 'Destino',
    arrival: 'Llegada',
    departure: 'Salida',
    unitType: 'Tipo de unidad',
    studio: 'Estudio',
    toSummary: 'Continuar al resumen',
    oneMoreStep: 'Un paso más',
    send: 'Enviar solicitud',
    changeStay: 'Cambiar la estancia',
  },
} as const;

/** The desk's second agent (demo staff), whom no other journey signs in: this journey enrols them. */
const AGENT = 'agent2@vida-portal.example';

const addDay = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The member's next confirmed stay, by the rule the dashboard follows (the club's day). */
async function nextConfirmed(page: Page): Promise<Reservation> {
  const stays = await page.evaluate(
    async () => (await (await fetch('/api/v1/user_reservations/all')).json()).data as Reservation[],
  );
  const next = splitReservations(stays, clubDay(new Date())).upcoming.find(
    (r) => reservationLabel(r.reservation_status) === 'confirmed',
  );
  if (!next) throw new Error('the pool member has no upcoming confirmed stay');
  return next;
}

async function shoot(page: Page, name: string, lang: Lang, target: ReturnType<Page['getByRole']>) {
  for (const viewport of ['mobile', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    // Its top just under the sticky header.
    await target.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -96);
    });
    await saveScreenshot(page, name, viewport, lang);
  }
}

/** Sees the next stay on the dashboard, then asks for a stay inside it and is refused with it named. */
async function nextStayAndRefusal(page: Page, member: Member, lang: Lang): Promise<Reservation> {
  const t = TEXT[lang];
  await loginAs(page, member.email, member.password);
  await expectDashboard(page, lang, member.firstName);
  const next = await nextConfirmed(page);
  const card = page.getByRole('region', { name: t.nextStay, exact: true });
  await expectVisible(card);
  await expectVisible(card.getByText(next.hotel, { exact: true }));
  await expectVisible(card.getByText(next.reservation_number, { exact: true }));
  expect(await card.locator('time').first().textContent()).toBe(formatLongDay(next.arriving_date, lang));
  // The server draws it (decision 017): the page's HTML carries the stay before any script runs.
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).toContain(next.reservation_number);
  await checkA11yAtRest(page, `dashboard with the next stay (${lang})`);
  await shoot(page, 'next-stay-dashboard', lang, card);
  await page.setViewportSize(VIEWPORTS.desktop);

  // A stay from the day after its arrival (never before the first day the club takes): inside it.
  const [, from = ''] = [addDay(next.arriving_date, 1), earliestArrival(new Date())].sort();
  await page.goto('/request-reservation');
  const destination = page.getByRole('combobox', { name: t.destination });
  await expect.poll(() => destination.getByRole('option', { name: 'The Grand Bliss Joya' }).count()).toBe(1);
  await destination.selectOption({ label: 'The Grand Bliss Joya' });
  await typeDate(page, t.arrival, from, lang);
  await typeDate(page, t.departure, addDay(from, 2), lang);
  await page.getByRole('combobox', { name: t.unitType }).selectOption({ label: t.studio });
  await page.getByRole('button', { name: t.toSummary, exact: true }).click();
  await expectPath(page, '/reservation-summary');
  await expectVisible(page.getByRole('heading', { name: t.oneMoreStep }));
  await page.getByRole('button', { name: t.send, exact: true }).click();
  const refusal = translateMessage(lang, 'stay_overlaps', {
    hotel: next.hotel,
    arrival: formatLongDay(next.arriving_date, lang),
    departure: formatLongDay(next.departing_date, lang),
    number: next.reservation_number,
  });
  const alert = page.getByRole('alert').filter({ hasText: refusal });
  await expectVisible(alert);
  await expectVisible(alert.getByRole('link', { name: t.changeStay }));
  await checkA11yAtRest(page, `overlapping request refused (${lang})`);
  await shoot(page, 'next-stay-refusal', lang, alert);
  await page.setViewportSize(VIEWPORTS.desktop);
  return next;
}

describe('the next stay and no overlaps', () => {
  test.override('locale', 'es-MX');
  test('a member (es) sees their next stay on the dashboard; a request inside it is refused naming it', async ({
    page,
    problems,
  }) => {
    problems.allowHttpStatus(409);
    await nextStayAndRefusal(page, newMember('es'), 'es');
  });
});

describe('the next stay, and the desk warned of an overlap', () => {
  test('a member (en) is refused an overlapping stay; an agent confirming their request on those dates is warned', async ({
    page,
    browser,
    baseUrl,
    problems,
  }) => {
    problems.allowHttpStatus(409);
    const member = newMember('en');
    const next = await nextStayAndRefusal(page, member, 'en');

    // A request that overlaps nothing, well after the next stay.
    const later = addDay(next.departing_date, 200);
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/v1/reservation_requested', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      {
        destination: next.hotel_id,
        arriving_date: later,
        departing_date: addDay(later, 3),
        guests: 1,
        unit_type: 'studio',
        is_member: true,
      },
    );
    expect(status).toBe(201);

    // The agent's first sign-in: password and captcha, the authenticator's key, a code, recovery codes.
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS.desktop,
      reducedMotion: 'reduce',
    });
    const agent = await context.newPage();
    await agent.goto('/care/login');
    await agent.getByLabel('Work e-mail').fill(AGENT);
    await agent.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await waitForCaptcha(agent);
    await agent.getByRole('button', { name: 'Continue', exact: true }).click();
    const secret = (await agent.getByTestId('totp-secret').textContent())?.trim() ?? '';
    await agent.getByLabel('Authenticator code').fill(await generate({ secret }));
    await agent.getByRole('button', { name: 'Turn on and sign in', exact: true }).click();
    await agent.getByRole('button', { name: 'I have saved them: go to the inbox', exact: true }).click();
    await agent.waitForURL(/\/care$/);

    await agent.getByRole('link', { name: 'Stay requests', exact: true }).click();
    const request = agent
      .getByRole('region')
      .filter({ hasText: `${member.firstName} ${member.lastName}` })
      .filter({ hasText: member.email });
    await request.getByRole('button', { name: 'Confirm', exact: true }).click();
    const dialog = agent.getByRole('dialog');
    await expectVisible(dialog);
    // The member asked for other dates on the phone: the agent moves the stay onto their next one.
    await typeDate(agent, 'Arrival', addDay(next.arriving_date, 1), 'en');
    await typeDate(agent, 'Departure', addDay(next.arriving_date, 3), 'en');
    const warning = dialog.getByRole('alert').filter({ hasText: next.reservation_number });
    await expectVisible(warning);
    expect(await warning.textContent()).toContain(`already holds a stay at ${next.hotel}`);
    await checkA11yAtRest(agent, 'care confirm dialog with the overlap warning');
    await saveScreenshot(agent, 'next-stay-desk-warning', 'desktop', 'en');
    await context.close();
  });
});
