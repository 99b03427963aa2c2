import { addDays, careMessages, clubDay } from '@vida/shared';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { checkA11y, checkA11yAtRest } from '../support/a11y.ts';
import { loginAs, waitForCaptcha } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectVisible, heading } from '../support/layout.ts';
import { type Member, newMember } from '../support/members.ts';
import { trackRequests } from '../support/network.ts';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../support/screenshots.ts';
import { DEMO_PASSWORD, type Lang } from '../support/texts.ts';

// The desk works on the suite's portal, whose queues hold other journeys' work too (their messages, stay
// requests, profile changes): each journey finds and decides what its own members sent.
const fullName = (member: Member) => `${member.firstName} ${member.lastName}`;

/** Demo staff (apps/api/src/db/seed/demo.ts, README "Customer-care desk"). */
const STAFF = {
  agent: 'agent@vida-portal.example',
  admin: 'admin@vida-portal.example',
} as const;

/** Texts of the desk (apps/web/src/locales/*\/care.ts and pages.ts). */
const T = {
  en: {
    signIn: 'Care desk sign-in',
    email: 'Work e-mail',
    password: 'Password',
    continue: 'Continue',
    code: 'Authenticator code',
    enrol: 'Turn on and sign in',
    recoveryTitle: 'Save your recovery codes',
    recoveryContinue: 'I have saved them: go to the inbox',
    verify: 'Sign in',
    inbox: 'Inbox',
    answer: 'Your answer',
    send: 'Send answer',
    sent: 'Answer sent. The member has been notified.',
    profileChanges: 'Profile changes',
    approve: 'Approve',
    stayRequests: 'Stay requests',
    confirm: 'Confirm',
    decline: 'Decline',
    confirmationNumber: 'Confirmation number',
    roomType: 'Room type',
    saveConfirm: 'Confirm and send the confirmation',
    reason: 'Reason (the member reads it)',
    saveDecline: 'Decline and notify',
    members: 'Member lookup',
    search: 'E-mail, member ID or name',
    audit: 'Audit log',
    signOut: 'Sign out',
    shortcuts: 'Keyboard shortcuts',
  },
  es: {
    signIn: 'Acceso al escritorio de atención',
    inbox: 'Bandeja de entrada',
    profileChanges: 'Cambios de perfil',
    stayRequests: 'Solicitudes de estancia',
    members: 'Buscar socios',
    audit: 'Bitácora de auditoría',
    shortcuts: 'Atajos de teclado',
  },
} as const;

/** Uncaught errors and console errors of every page the journeys open (checked at the end of each). */
const pageErrors: string[] = [];

/** The admin's authenticator secret once enrolled (the second journey signs in with a code). */
let adminSecret = '';

const url = (path: string) => `${inject('baseUrl')}${path}`;

async function newPage(
  browser: Browser,
  locale = 'en-US',
  viewport: ViewportName = 'desktop',
): Promise<Page> {
  const context = await browser.newContext({
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
  trackRequests(page);
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
      pageErrors.push(message.text());
  });
  return page;
}

/** A code for the authenticator's secret; `stepsAhead` skips a step already used (each code works once). */
const totp = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function passwordStep(page: Page, email: string): Promise<void> {
  await page.goto(url('/care/login'));
  await expectVisible(heading(page, T.en.signIn));
  await page.getByLabel(T.en.email).fill(email);
  await page.getByLabel(T.en.password, { exact: true }).fill(DEMO_PASSWORD);
  await waitForCaptcha(page);
  await page.getByRole('button', { name: T.en.continue, exact: true }).click();
}

/** First sign-in: password, QR code (the test reads the key shown for typing by hand), first code. */
async function enrol(page: Page, email: string): Promise<string> {
  await passwordStep(page, email);
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await checkA11y(page, 'care enrolment');
  await page.getByLabel(T.en.code).fill(await totp(secret));
  await page.getByRole('button', { name: T.en.enrol, exact: true }).click();
  await expectVisible(page.getByRole('heading', { level: 2, name: T.en.recoveryTitle }));
  expect(await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
  await checkA11y(page, 'care recovery codes');
  await page.getByRole('button', { name: T.en.recoveryContinue, exact: true }).click();
  await page.waitForURL(/\/care$/);
  return secret;
}

/** A member's own API call from their signed-in page (its session cookie goes with it). */
async function asMember(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );
}

const day = (offset: number) => addDays(clubDay(new Date()), offset);

async function memberSignedIn(browser: Browser, member: Member): Promise<Page> {
  const page = await newPage(browser, member.language === 'es' ? 'es-MX' : 'en-US');
  await page.goto(url('/login'));
  await loginAs(page, member.email, member.password);
  await page.waitForURL(/\/dashboard$/);
  return page;
}

/** The unread count the header's bell announces ("Mensajes (3 sin leer)"). */
const bellCount = async (page: Page): Promise<number> => {
  const text = await page
    .getByRole('link', { name: /^(Messages|Mensajes) \(\d+/ })
    .first()
    .textContent();
  return Number(/\((\d+)/.exec(text ?? '')?.[1] ?? 'NaN');
};

describe('customer-care desk', () => {
  test('an agent answers a member, approves another’s address, decides the first one’s stays; an admin reads the audit', async ({
    browser,
  }) => {
    // One member (es) writes to care and requests two stays; another (en) asks for a new address.
    const writer = newMember('es');
    const mover = newMember('en');
    const writerPage = await memberSignedIn(browser, writer);
    expect(
      await asMember(writerPage, 'POST', '/messages', {
        reason: 1,
        message: '¿Puedo llevar a mi perro a Riviera Maya?',
      }),
    ).toBe(201);
    const hotels = await writerPage.evaluate(
      async () =>
        (await (await fetch('/api/v1/reservation_hotels')).json()).data as { id: number; name: string }[],
    );
    const joya = hotels.find((h) => h.name === 'The Grand Bliss Joya')?.id;
    // Days 67–119 hold none of the pool member's seeded stays (apps/api/src/db/seed/scale.ts): no overlap.
    for (const arrive of [70, 80]) {
      expect(
        await asMember(writerPage, 'POST', '/reservation_requested', {
          destination: joya,
          arriving_date: day(arrive),
          departing_date: day(arrive + 4),
          guests: 2,
          unit_type: 'master_room',
          is_member: true,
          travelers: [],
        }),
      ).toBe(201);
    }
    await writerPage.reload();
    const badgeBefore = await bellCount(writerPage);
    const moverPage = await memberSignedIn(browser, mover);
    expect(
      await asMember(moverPage, 'PUT', '/profile', { address_line_1: '742 Lakeshore Drive, Apt 9' }),
    ).toBe(200);

    // The agent's first sign-in: password and captcha, QR code, code, recovery codes.
    const agent = await newPage(browser);
    await enrol(agent, STAFF.agent);
    // Inés's account speaks Spanish; she switches the desk to English (saved for her next sign-in).
    await expect.poll(() => agent.locator('html').getAttribute('lang')).toBe('es');
    await agent.getByRole('button', { name: 'English', exact: true }).click();
    await expect.poll(() => agent.locator('html').getAttribute('lang')).toBe('en');
    await expectVisible(agent.getByRole('heading', { name: T.en.shortcuts }));
    await checkA11yAtRest(agent, 'care inbox');
    expect(await agent.getByRole('link', { name: 'Audit log' }).count()).toBe(0);

    // The members' earlier threads wait too (the pool's seed): j opens the oldest, then the new question is
    // chosen; r goes to the answer box.
    const question = agent.getByRole('button').filter({ hasText: /mi perro a Riviera Maya/ });
    await question.waitFor();
    await agent.keyboard.press('j');
    await expect
      .poll(() =>
        agent
          .getByRole('list', { name: T.en.inbox })
          .getByRole('button')
          .first()
          .getAttribute('aria-current'),
      )
      .toBe('true');
    await question.click();
    await expectVisible(agent.getByRole('heading', { level: 2, name: /Reserva|Reservations/ }));
    await agent.keyboard.press('r');
    await agent.keyboard.type('Sí: el resort acepta mascotas pequeñas.');
    await checkA11yAtRest(agent, 'care thread');
    await agent.getByRole('button', { name: T.en.send, exact: true }).click();
    await expectVisible(agent.getByText(T.en.sent, { exact: true }));

    // The member sees the answer and the badge rises.
    await writerPage.reload();
    await expect.poll(() => bellCount(writerPage)).toBe(badgeBefore + 1);
    await writerPage.goto(url('/messages-center'));
    await writerPage
      .getByRole('link')
      .filter({ hasText: /mascotas/ })
      .first()
      .click();
    await expectVisible(writerPage.getByText('Sí: el resort acepta mascotas pequeñas.', { exact: true }));

    // The address change: before/after, approved, and the member's profile shows it.
    await agent.getByRole('link', { name: T.en.profileChanges, exact: true }).click();
    const change = agent
      .getByRole('region')
      .filter({ has: agent.getByRole('cell', { name: '742 Lakeshore Drive, Apt 9' }) });
    await expectVisible(change);
    await checkA11yAtRest(agent, 'care profile changes');
    await change.getByRole('button', { name: T.en.approve, exact: true }).click();
    await expectVisible(agent.getByText(careMessages.en.care_decision_saved, { exact: true }));
    await moverPage.goto(url('/my-account'));
    await expectVisible(moverPage.getByText(/742 Lakeshore Drive, Apt 9/).first());

    // The first member's stays: the first confirmed, the second declined.
    await agent.getByRole('link', { name: T.en.stayRequests, exact: true }).click();
    const stays = agent.getByRole('region', { name: fullName(writer), exact: true });
    await expect.poll(() => stays.count()).toBe(2);
    await checkA11yAtRest(agent, 'care stay requests');
    await stays.first().getByRole('button', { name: T.en.confirm, exact: true }).click();
    // A number of the member's own: the confirmation number is unique across the club's stays.
    const confirmation = `VP-E2E-${writer.memberNumber}`;
    await agent.getByLabel(T.en.confirmationNumber).fill(confirmation);
    await agent.getByLabel(T.en.roomType).fill('Master Room');
    await checkA11y(agent, 'care confirm dialog');
    await agent.getByRole('button', { name: T.en.saveConfirm, exact: true }).click();
    await expectVisible(agent.getByText(careMessages.en.care_decision_saved, { exact: true }));
    await expect.poll(() => stays.count()).toBe(1);
    await stays.getByRole('button', { name: T.en.decline, exact: true }).click();
    await agent.getByLabel(T.en.reason).fill('No hay disponibilidad en esas fechas.');
    await agent.getByRole('button', { name: T.en.saveDecline, exact: true }).click();
    await expect.poll(() => stays.count()).toBe(0);
    await writerPage.goto(url('/my-reservations'));
    await expectVisible(writerPage.getByText(confirmation).first());

    // Member lookup, read-only.
    await agent.getByRole('link', { name: 'Members', exact: true }).click();
    await agent.getByLabel(T.en.search).fill(mover.memberNumber ?? '');
    await agent.getByRole('button', { name: 'Search', exact: true }).click();
    await agent.getByRole('link', { name: fullName(mover), exact: true }).click();
    await expectVisible(agent.getByText(/742 Lakeshore Drive, Apt 9/));
    await checkA11yAtRest(agent, 'care member record');

    await agent.getByRole('button', { name: T.en.signOut, exact: true }).click();
    await expectVisible(heading(agent, T.en.signIn));

    // The admin reads the audit log.
    const admin = await newPage(browser);
    adminSecret = await enrol(admin, STAFF.admin);
    await admin.getByRole('link', { name: 'Audit log', exact: true }).click();
    await expectVisible(heading(admin, T.en.audit));
    // Actions by name, in the staff member's language (issue 29), not as their codes.
    for (const action of [
      'Conversation answered',
      'Profile change approved',
      'Stay confirmed',
      'Stay declined',
    ]) {
      await expectVisible(admin.getByRole('cell', { name: action, exact: true }).first());
    }
    await checkA11yAtRest(admin, 'care audit');
    expect(pageErrors).toEqual([]);
  });

  // Four sign-in pages and twenty desk screens with axe: longer than a journey's usual minute.
  test('every desk screen in both languages on desktop and phone, axe-clean; a later sign-in takes a code', {
    timeout: 300_000,
  }, async ({ browser }) => {
    // Fresh work for the queues: one member (es) writes and asks for a stay, another (en) asks for a new phone.
    const writerPage = await memberSignedIn(browser, newMember('es'));
    expect(
      await asMember(writerPage, 'POST', '/messages', {
        reason: 1,
        message: '¿A qué hora es el check-in en Nuevo Vallarta?',
        need_to_contact_me: true,
      }),
    ).toBe(201);
    expect(
      await asMember(writerPage, 'POST', '/reservation_requested', {
        destination: 1,
        arriving_date: day(70),
        departing_date: day(74),
        guests: 3,
        unit_type: 'two_bedroom',
        is_member: true,
        travelers: [],
      }),
    ).toBe(201);
    const moverPage = await memberSignedIn(browser, newMember('en'));
    expect(await asMember(moverPage, 'PUT', '/profile', { mobile_phone: '+1 312 555 0199' })).toBe(200);

    for (const lang of ['en', 'es'] satisfies Lang[]) {
      for (const viewport of ['desktop', 'mobile'] satisfies ViewportName[]) {
        const page = await newPage(browser, lang === 'es' ? 'es-MX' : 'en-US', viewport);
        await page.goto(url('/care/login'));
        await expectVisible(heading(page, T[lang].signIn));
        await waitForCaptcha(page);
        await checkA11yAtRest(page, `care login (${lang}, ${viewport})`);
        await saveScreenshot(page, 'care-login', viewport, lang);
        await page.context().close();
      }
    }

    // The admin enrolled in the journey above: now the desk asks for a code.
    const page = await newPage(browser);
    await passwordStep(page, STAFF.admin);
    await page.getByLabel(T.en.code).fill(await totp(adminSecret, 1));
    await checkA11y(page, 'care code step');
    await page.getByRole('button', { name: T.en.verify, exact: true }).click();
    await expectVisible(heading(page, T.en.inbox));

    const screens = [
      { path: '/care', name: 'care-inbox', title: 'inbox' },
      { path: '/care/profile-changes', name: 'care-profile-changes', title: 'profileChanges' },
      { path: '/care/stay-requests', name: 'care-stay-requests', title: 'stayRequests' },
      { path: '/care/members?q=garc', name: 'care-members', title: 'members' },
      { path: '/care/audit', name: 'care-audit', title: 'audit' },
    ] as const;
    for (const lang of ['en', 'es'] satisfies Lang[]) {
      await page.getByRole('button', { name: lang === 'es' ? 'Español' : 'English', exact: true }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
      for (const viewport of ['desktop', 'mobile'] satisfies ViewportName[]) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        for (const screen of screens) {
          await page.goto(url(screen.path));
          await expectVisible(heading(page, T[lang][screen.title]));
          if (screen.name === 'care-inbox') {
            await page
              .getByRole('button')
              .filter({ hasText: /check-in en Nuevo Vallarta/ })
              .first()
              .click();
            await expectVisible(page.getByText('¿A qué hora es el check-in en Nuevo Vallarta?').last());
            // The suite's other waiting threads push the chosen one down the list: back to the top, where the
            // open conversation is, for the screenshot.
            await page.evaluate(() => window.scrollTo(0, 0));
          }
          await checkA11yAtRest(page, `${screen.name} (${lang}, ${viewport})`);
          await saveScreenshot(page, screen.name, viewport, lang);
        }
      }
    }
    expect(pageErrors).toEqual([]);
  });
});
