import { addDays, clubDay } from '@vida/shared';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs, waitForCaptcha } from '../support/auth.ts';
import { typeDate } from '../support/dates.ts';
import { test as base, describe, expect } from '../support/fixtures.ts';
import { expectVisible, heading } from '../support/layout.ts';
import { type Member, phoneBooking } from '../support/members.ts';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../support/screenshots.ts';
import { startServer } from '../support/server.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { DEMO_PASSWORD, type Lang } from '../support/texts.ts';

// A portal of its own, mailing through SMTP_URL to a catcher on localhost, with a few members of its own: the
// decisions' mails really leave the API, and the desk's queue holds only this journey's requests.
const smtp = await startSmtpServer();
const portal = await startServer({
  env: { SMTP_URL: smtp.url, MAIL_FROM: 'Vida <no-reply@vida.test>', STAY_CANCEL_CUTOFF_DAYS: '14' },
  memberPool: 6,
});
afterAll(async () => {
  await portal.stop();
  await smtp.close();
});
// biome-ignore lint/correctness/noEmptyPattern: Vitest requires a destructuring pattern for fixture arguments
const test = base.extend('baseUrl', { scope: 'file' }, async ({}): Promise<string> => portal.baseUrl);

const used = new Set<string>();
/** A member of this portal's pool not used yet: a retry of the journey starts with members of its own. */
const memberIn = (lang: Lang): Member => {
  const member = portal.pool.members.find((m) => m.language === lang && !used.has(m.email));
  if (!member) throw new Error(`no ${lang} member left in the pool`);
  used.add(member.email);
  return member;
};
const fullName = (m: Member) => `${m.firstName} ${m.lastName}`;
const day = (offset: number) => addDays(clubDay(new Date()), offset);

/** Texts of My Reservations' dialog and the desk (apps/web/src/locales/*\/reservations.ts and care.ts). */
const T = {
  en: {
    change: (n: string) => `Change dates or room: ${n}`,
    changeTitle: 'Change your stay',
    arrival: 'New arrival',
    departure: 'New departure',
    roomType: 'Room type',
    reason: 'Reason',
    sendChange: 'Ask for the change',
    changeRequested: 'Change requested',
    changed: (n: string) => `Your stay ${n} was changed`,
    desk: 'Stay changes',
  },
  es: {
    cancel: (n: string) => `Cancelar estancia: ${n}`,
    cancelTitle: 'Cancelar tu estancia',
    cancelHelp: /Puedes cancelar en línea hasta el .* \(14 días antes de la llegada\)/,
    reason: 'Motivo',
    sendCancel: 'Pedir la cancelación',
    cancelRequested: 'Cancelación solicitada',
    notCancelled: (n: string) => `No pudimos cancelar tu estancia ${n}`,
    desk: 'Cambios de estancia',
  },
} as const;

const problems: string[] = [];

async function newPage(browser: Browser, locale: string, viewport: ViewportName = 'desktop') {
  const context: BrowserContext = await browser.newContext({
    baseURL: portal.baseUrl,
    locale,
    viewport: VIEWPORTS[viewport],
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(20_000);
  await context.addInitScript(() => {
    try {
      localStorage.setItem('vida.passwordNoticeSeen', 'e2e');
    } catch {
      // about:blank has no storage of its own.
    }
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    // Chromium logs every 4xx the app handles on purpose; anything else is a problem.
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.push(message.text());
  });
  return page;
}

/** The member signs in and adds the stay the club booked for them by phone (30 days ahead). */
async function memberWithStay(browser: Browser, member: Member): Promise<{ page: Page; number: string }> {
  const page = await newPage(browser, member.language === 'es' ? 'es-MX' : 'en-US');
  await page.goto('/login');
  await loginAs(page, member.email, member.password);
  await page.waitForURL(/\/dashboard$/);
  const stay = phoneBooking(member);
  const status = await page.evaluate(
    async (stay) => {
      const hotels = (await (await fetch('/api/v1/reservation_hotels')).json()).data as {
        id: number;
        name: string;
      }[];
      const response = await fetch('/api/v1/add_reservation_to_profile', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          property: hotels.find((h) => h.name === stay.hotel)?.id,
          confirmation_number: stay.number,
          check_in_date: stay.checkIn,
          traveler_last_name: stay.lastName,
        }),
      });
      return response.status;
    },
    { ...stay, checkIn: day(stay.arrivalOffset) },
  );
  expect(status).toBe(201);
  await page.goto('/my-reservations');
  await expectVisible(page.getByRole('article').filter({ hasText: stay.number }));
  return { page, number: stay.number };
}

async function shot(page: Page, name: string, lang: Lang): Promise<void> {
  for (const viewport of ['desktop', 'mobile'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await saveScreenshot(page, name, viewport, lang);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

const totp = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** The agent's authenticator secret once enrolled (a retry of the journey signs in with a code). */
let agentSecret = '';

/**
 * The agent signs in: the first time on this portal with password and captcha, the authenticator and the
 * recovery codes; again (a retry) with a code.
 */
async function agentSignedIn(browser: Browser): Promise<Page> {
  const page = await newPage(browser, 'en-US');
  await page.goto('/care/login');
  await page.getByLabel('Work e-mail').fill('agent@vida-portal.example');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  if (agentSecret) {
    await page.getByLabel('Authenticator code').fill(await totp(agentSecret, 1));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  } else {
    agentSecret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    await page.getByLabel('Authenticator code').fill(await totp(agentSecret));
    await page.getByRole('button', { name: 'Turn on and sign in', exact: true }).click();
    await page.getByRole('button', { name: 'I have saved them: go to the inbox', exact: true }).click();
  }
  await page.waitForURL(/\/care$/);
  return page;
}

describe('changing and cancelling a stay', () => {
  test('a member changes a stay (en), another cancels one (es); the desk confirms one and declines the other; both read the outcome in Messages and by mail', {
    timeout: 300_000,
  }, async ({ browser }) => {
    const mover = memberIn('en');
    const canceller = memberIn('es');

    // The English member asks for other dates and a two-bedroom suite.
    const { page: en, number: moved } = await memberWithStay(browser, mover);
    await en.getByRole('button', { name: T.en.change(moved), exact: true }).click();
    const changeDialog = en.getByRole('dialog', { name: T.en.changeTitle });
    await expectVisible(changeDialog);
    await typeDate(en, T.en.arrival, day(60), 'en');
    await typeDate(en, T.en.departure, day(64), 'en');
    await changeDialog.getByRole('combobox', { name: T.en.roomType }).selectOption('two_bedroom');
    await changeDialog.getByRole('textbox', { name: T.en.reason }).fill('Our daughter has exams that week.');
    await checkA11yAtRest(en, 'stay change dialog (en)');
    await shot(en, 'stay-change-dialog', 'en');
    await changeDialog.getByRole('button', { name: T.en.sendChange, exact: true }).click();
    await expectVisible(en.getByRole('article').filter({ hasText: moved }).getByText(T.en.changeRequested));
    await expect.poll(() => en.getByRole('button', { name: T.en.change(moved) }).count()).toBe(0);

    // The Spanish member sees the cut-off before asking, and asks to cancel.
    const { page: es, number: cancelled } = await memberWithStay(browser, canceller);
    await es.getByRole('button', { name: T.es.cancel(cancelled), exact: true }).click();
    const cancelDialog = es.getByRole('dialog', { name: T.es.cancelTitle });
    await expectVisible(cancelDialog.getByText(T.es.cancelHelp));
    await cancelDialog.getByRole('textbox', { name: T.es.reason }).fill('No podremos viajar este año.');
    await checkA11yAtRest(es, 'stay cancel dialog (es)');
    await shot(es, 'stay-cancel-dialog', 'es');
    await cancelDialog.getByRole('button', { name: T.es.sendCancel, exact: true }).click();
    await expectVisible(
      es.getByRole('article').filter({ hasText: cancelled }).getByText(T.es.cancelRequested),
    );

    // The agent confirms the change and declines the cancellation with a reason.
    const agent = await agentSignedIn(browser);
    // Inés's desk speaks Spanish (unless a first attempt of this journey left it in English).
    await expect.poll(() => agent.locator('html').getAttribute('lang')).toMatch(/^(es|en)$/);
    if ((await agent.locator('html').getAttribute('lang')) === 'en')
      await agent.getByRole('button', { name: 'Español', exact: true }).click();
    await expect.poll(() => agent.locator('html').getAttribute('lang')).toBe('es');
    await agent.getByRole('link', { name: T.es.desk, exact: true }).click();
    await expectVisible(agent.getByRole('region', { name: new RegExp(fullName(mover)) }));
    await checkA11yAtRest(agent, 'care stay changes (es)');
    await shot(agent, 'care-stay-changes', 'es');
    await agent.getByRole('button', { name: 'English', exact: true }).click();
    await expect.poll(() => agent.locator('html').getAttribute('lang')).toBe('en');
    await expectVisible(heading(agent, T.en.desk));
    await checkA11yAtRest(agent, 'care stay changes (en)');
    await shot(agent, 'care-stay-changes', 'en');

    const since = smtp.received.length;
    const moveRequest = agent.getByRole('region', { name: new RegExp(fullName(mover)) });
    await moveRequest.getByRole('button', { name: 'Confirm the change', exact: true }).click();
    await expect.poll(() => moveRequest.count()).toBe(0);
    const moverMail = await smtp.waitFor(mover.email, since);
    expect(moverMail.subject).toBe(T.en.changed(moved));

    const cancelRequest = agent.getByRole('region', { name: new RegExp(fullName(canceller)) });
    await cancelRequest.getByRole('button', { name: 'Decline', exact: true }).click();
    const reason = agent.getByRole('dialog', { name: `Decline the request of ${fullName(canceller)}` });
    await reason
      .getByRole('textbox', { name: /Reason/ })
      .fill('La tarifa de su paquete no admite cancelación.');
    await reason.getByRole('button', { name: 'Decline and notify', exact: true }).click();
    await expect.poll(() => cancelRequest.count()).toBe(0);
    const cancellerMail = await smtp.waitFor(canceller.email, since);
    expect(cancellerMail.subject).toBe(T.es.notCancelled(cancelled));
    expect(cancellerMail.text).toContain('La tarifa de su paquete no admite cancelación.');

    // Each member reads the outcome in Messages; the stays show it.
    await en.goto('/messages-center');
    await expectVisible(en.getByRole('link').filter({ hasText: T.en.changed(moved) }));
    await en.goto('/my-reservations');
    const movedCard = en.getByRole('article').filter({ hasText: moved });
    await expectVisible(movedCard.getByText('Two Bedroom Suite'));
    expect(await movedCard.getByText(T.en.changeRequested).count()).toBe(0);
    await es.goto('/messages-center');
    await expectVisible(es.getByRole('link').filter({ hasText: T.es.notCancelled(cancelled) }));
    await es.goto('/my-reservations');
    await expectVisible(es.getByRole('button', { name: T.es.cancel(cancelled), exact: true }));

    expect(problems).toEqual([]);
  });
});
