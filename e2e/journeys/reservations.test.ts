import { mkdirSync } from 'node:fs';
import { addDays, clubDay, formatLongDay } from '@vida/shared';
import type { Page } from 'playwright-core';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { DATE_FIELD_PLACEHOLDER, dateField, dateFieldText, fieldDate, typeDate } from '../support/dates.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectPath, expectVisible, heading } from '../support/layout.ts';
import { newGuest, newMember, phoneBooking } from '../support/members.ts';
import { waitForQuietNetwork } from '../support/network.ts';
import { saveFullPageShot, VIEWPORTS, type ViewportName } from '../support/screenshots.ts';
import { ACCOUNTS, type Lang } from '../support/texts.ts';

/** Texts of the reservation screens (apps/web/src/locales/*\/reservations.ts and dashboard.ts). */
const TEXT = {
  en: {
    request: 'Request a reservation',
    destination: 'Destination',
    arrival: 'Arrival',
    departure: 'Departure',
    unitType: 'Unit type',
    moreGuests: 'One guest more',
    toSummary: 'Continue to the summary',
    summary: 'Reservation summary',
    oneMoreStep: 'One more step',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    country: 'Country',
    traveller: (n: number) => `Traveler ${n}`,
    save: (n: number) => `Save traveler: Traveler ${n}`,
    edit: (n: number) => `Edit: Traveler ${n}`,
    child: 'Child (under 12)',
    cancel: 'Cancel',
    send: 'Send request',
    thanks: 'Thank you for your request',
    toMyReservations: 'Go to My Reservations',
    myReservations: 'My Reservations',
    upcoming: 'Upcoming',
    past: 'Past',
    cancelled: 'Canceled',
    add: 'Add a reservation',
    addTitle: 'Add a reservation to your profile',
    property: 'Property',
    confirmationNumber: 'Confirmation number',
    checkIn: 'Check-in date',
    lastNameTraveller: 'Traveler’s last name',
    find: 'Find my reservation',
    notFound: 'No reservation was found with these details.',
    found: 'We found your reservation',
    verify: 'See it in My Reservations',
    sendConfirmation: (n: string) => `Send confirmation: ${n}`,
    addToCalendar: (n: string) => `Add to calendar: ${n}`,
    confirmationTitle: 'Send the confirmation',
    sendButton: 'Send',
    sent: 'We have sent the confirmation to your e-mail.',
    requested: 'Requested',
    confirmed: 'Confirmed',
    filterSubmit: 'Request a reservation',
    preTitle: 'Pre-register your stay',
    preAction: 'Go to online pre-check-in',
    invalidEmail: 'Enter a valid e-mail address.',
    invalidDate: 'Enter a valid date.',
  },
  es: {
    request: 'Solicitar una reservación',
    destination: 'Destino',
    arrival: 'Llegada',
    departure: 'Salida',
    unitType: 'Tipo de unidad',
    moreGuests: 'Un huésped más',
    toSummary: 'Continuar al resumen',
    summary: 'Resumen de la reservación',
    oneMoreStep: 'Un paso más',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    country: 'País',
    traveller: (n: number) => `Viajero ${n}`,
    save: (n: number) => `Guardar viajero: Viajero ${n}`,
    edit: (n: number) => `Editar: Viajero ${n}`,
    child: 'Menor (menos de 12 años)',
    cancel: 'Cancelar',
    send: 'Enviar solicitud',
    thanks: 'Gracias por tu solicitud',
    toMyReservations: 'Ir a Mis reservaciones',
    myReservations: 'Mis reservaciones',
    upcoming: 'Próximas',
    past: 'Pasadas',
    cancelled: 'Canceladas',
    add: 'Agregar una reservación',
    addTitle: 'Agrega una reservación a tu perfil',
    property: 'Propiedad',
    confirmationNumber: 'Número de confirmación',
    checkIn: 'Fecha de llegada',
    lastNameTraveller: 'Apellido del viajero',
    find: 'Buscar mi reservación',
    notFound: 'No se encontró ninguna reservación con estos datos.',
    found: 'Encontramos tu reservación',
    verify: 'Verla en Mis reservaciones',
    sendConfirmation: (n: string) => `Enviar confirmación: ${n}`,
    addToCalendar: (n: string) => `Agregar al calendario: ${n}`,
    confirmationTitle: 'Enviar la confirmación',
    sendButton: 'Enviar',
    sent: 'Te enviamos la confirmación a tu correo electrónico.',
    requested: 'Solicitada',
    confirmed: 'Confirmada',
    filterSubmit: 'Solicitar una reservación',
    preTitle: 'Prerregistra tu estancia',
    preAction: 'Ir al pre check-in en línea',
    invalidEmail: 'Ingresa un correo electrónico válido.',
    invalidDate: 'Ingresa una fecha válida.',
  },
} as const;

const SHOTS = '/tmp/vida-reservations-screenshots/';
mkdirSync(SHOTS, { recursive: true });
/** A day relative to the club's today, the day the server's demo data and the pool's stays count from. */
const day = (offset: number) => addDays(clubDay(new Date()), offset);

/** The outbox as the developers' mailbox lists it: recipient and subject of each message, newest first. */
async function mailbox(page: Page): Promise<{ to: string; subject: string; id: string }[]> {
  const response = await page.request.get('/dev/mailbox');
  expect(response.status()).toBe(200);
  const html = await response.text();
  return [
    ...html.matchAll(
      /<tr><td>(\d+)<\/td><td>[^<]*<\/td><td>([^<]*)<\/td><td>[^<]*<\/td><td><a [^>]*>([^<]*)<\/a>/g,
    ),
  ].map((m) => ({ id: m[1] ?? '', to: m[2] ?? '', subject: (m[3] ?? '').replace(/&#39;/g, "'") }));
}

async function mailText(page: Page, id: string): Promise<string> {
  return (await page.request.get(`/dev/mailbox/${id}/text`)).text();
}

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function waitForHotels(page: Page, name: string, option: string): Promise<void> {
  await expect.poll(() => combobox(page, name).getByRole('option', { name: option }).count()).toBe(1);
}

/** Fills the stay form (destination, dates, unit type) and goes on to the summary. */
async function requestStay(
  page: Page,
  lang: Lang,
  hotel: string,
  unitType: string,
  from: number,
  nights: number,
) {
  const t = TEXT[lang];
  await waitForHotels(page, t.destination, hotel);
  await combobox(page, t.destination).selectOption({ label: hotel });
  await typeDate(page, t.arrival, day(from), lang);
  await typeDate(page, t.departure, day(from + nights), lang);
  await combobox(page, t.unitType).selectOption({ label: unitType });
  await button(page, t.toSummary).click();
  await expectPath(page, '/reservation-summary');
  await expectVisible(page.getByRole('heading', { name: t.oneMoreStep }));
}

async function fillTraveller(
  page: Page,
  lang: Lang,
  n: number,
  values: { first: string; last: string; email?: string; child?: boolean },
) {
  const t = TEXT[lang];
  const entry = page.getByRole('group', { name: t.traveller(n), exact: true });
  if (values.child) await entry.getByRole('radio', { name: t.child }).check();
  await entry.getByRole('textbox', { name: t.firstName, exact: true }).fill(values.first);
  await entry.getByRole('textbox', { name: t.lastName, exact: true }).fill(values.last);
  if (values.email !== undefined)
    await entry.getByRole('textbox', { name: t.email, exact: true }).fill(values.email);
  if (values.child) expect(await entry.getByRole('textbox', { name: t.email, exact: true }).count()).toBe(0);
}

describe('reservations', () => {
  test('a member (es) requests a stay from the dashboard filter with two more travellers, one a child, and a reload in the middle', async ({
    page,
  }) => {
    const t = TEXT.es;
    const member = newMember('es');
    await loginAs(page, member.email, member.password);
    await expectDashboard(page, 'es', member.firstName);
    await waitForHotels(page, t.destination, 'The Grand Bliss Joya');
    await combobox(page, t.destination).selectOption({ label: 'The Grand Bliss Joya' });
    await typeDate(page, t.arrival, day(90), 'es');
    await typeDate(page, t.departure, day(95), 'es');
    await combobox(page, 'Huéspedes').selectOption('3');
    await checkA11yAtRest(page, 'dashboard with the reservation filter (es)');
    await button(page, t.filterSubmit).click();

    // The filter's values arrive as navigation state.
    await expectPath(page, '/request-reservation');
    await expectVisible(heading(page, t.request));
    await expect.poll(() => combobox(page, t.destination).inputValue()).not.toBe('');
    expect(await dateFieldText(page, t.arrival)).toBe(fieldDate(day(90), 'es'));
    expect(await dateFieldText(page, t.departure)).toBe(fieldDate(day(95), 'es'));
    await expectVisible(page.getByText('3 huéspedes', { exact: true }));
    await combobox(page, t.unitType).selectOption({ label: 'Suite de dos recámaras' });
    await checkA11yAtRest(page, 'request reservation (es)');
    await button(page, t.toSummary).click();

    await expectPath(page, '/reservation-summary');
    await expectVisible(heading(page, t.summary));
    await expectVisible(page.getByRole('heading', { name: 'The Grand Bliss Joya' }));
    await expectVisible(page.getByText('Suite de dos recámaras', { exact: true }));
    // Guests minus one: two new, open traveller entries.
    await expectVisible(page.getByRole('group', { name: t.traveller(2), exact: true }));
    expect(await page.getByRole('radio', { name: 'Socio' }).isChecked()).toBe(true);
    await checkA11yAtRest(page, 'reservation summary (es)');

    await fillTraveller(page, 'es', 1, {
      first: 'Carlos',
      last: 'Hernández',
      email: 'carlos.hernandez@example.com',
    });
    await button(page, t.save(1)).click();
    await expectVisible(page.getByText('Carlos Hernández', { exact: true }));
    await fillTraveller(page, 'es', 2, { first: 'Sofía', last: 'Hernández' });

    // A reload in the middle keeps the saved traveller and what was typed for the other.
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: t.oneMoreStep }));
    await expectVisible(page.getByText('Carlos Hernández', { exact: true }));
    const second = page.getByRole('group', { name: t.traveller(2), exact: true });
    expect(await second.getByRole('textbox', { name: t.firstName, exact: true }).inputValue()).toBe('Sofía');
    await fillTraveller(page, 'es', 2, { first: 'Sofía', last: 'Hernández García', child: true });
    await button(page, t.save(2)).click();
    await expectVisible(page.getByText('Sofía Hernández García', { exact: true }));

    // Edit shows the entry again; cancel hides a saved one.
    await button(page, t.edit(1)).click();
    const first = page.getByRole('group', { name: t.traveller(1), exact: true });
    expect(await first.getByRole('textbox', { name: t.firstName, exact: true }).inputValue()).toBe('Carlos');
    await first.getByRole('button', { name: t.cancel, exact: true }).click();
    await expectVisible(page.getByText('Carlos Hernández', { exact: true }));
    await checkA11yAtRest(page, 'reservation summary with saved travellers (es)');

    await button(page, t.send).click();
    const dialog = page.getByRole('dialog', { name: t.thanks });
    await expectVisible(dialog);
    const number = (await dialog.textContent())?.match(/VR-[0-9A-Z]{8}/)?.[0];
    expect(number).toBeTruthy();
    await checkA11yAtRest(page, 'thank-you dialog (es)');
    await page.screenshot({ path: `${SHOTS}thank-you-desktop-es.png`, animations: 'disabled' });
    expect(await page.evaluate(() => localStorage.getItem('vida.reservation'))).toBeNull();
    await dialog.getByRole('button', { name: t.toMyReservations }).click();

    await expectPath(page, '/my-reservations');
    const card = page.getByRole('article').filter({ hasText: number ?? '' });
    await expectVisible(card);
    await expectVisible(card.getByText(t.requested, { exact: true }));
    await expectVisible(card.getByText('1 menor', { exact: false }));

    // The acknowledgement in the member's language, and customer care's notification.
    const mails = await mailbox(page);
    const ack = mails.find(
      (m) => m.to === member.email && m.subject === 'Recibimos tu solicitud de reservación',
    );
    expect(ack).toBeTruthy();
    const text = await mailText(page, ack?.id ?? '');
    expect(text).toContain('24 horas');
    expect(text).toContain(number ?? '');
    expect(
      mails.some(
        (m) => m.subject === `Nueva solicitud de reservación de ${member.firstName} ${member.lastName}`,
      ),
    ).toBe(true);
  });

  test('the non-member account requests a stay with contact data; bad input keeps what was typed', async ({
    page,
    problems,
  }) => {
    problems.allowHttpStatus(400);
    const t = TEXT.en;
    const guest = newGuest('en');
    await loginAs(page, guest.email, guest.password);
    await expectDashboard(page, 'en', guest.firstName);
    await page.goto('/request-reservation');
    await expectVisible(heading(page, t.request));
    await requestStay(page, 'en', 'Sea Garden Mazatlán', 'Studio', 20, 4);
    // No member id: no member toggle, the contact form instead, prefilled from the account.
    expect(await page.getByRole('radio', { name: 'Member' }).count()).toBe(0);
    expect(await textbox(page, t.firstName).inputValue()).toBe(guest.firstName);
    // One guest: no additional travellers to start with.
    expect(await page.getByRole('group', { name: t.traveller(1), exact: true }).count()).toBe(0);

    await textbox(page, t.email).fill('grace.travels@example');
    await textbox(page, t.phone).fill('+1 312 555 0100');
    await button(page, t.send).click();
    await expectVisible(page.getByText(t.invalidEmail, { exact: true }));
    expect(await textbox(page, t.phone).inputValue()).toBe('+1 312 555 0100');
    await checkA11yAtRest(page, 'summary with errors (en)');

    await textbox(page, t.email).fill('grace.travels@example.com');
    await expect
      .poll(() => combobox(page, t.country).getByRole('option', { name: 'Canada' }).count())
      .toBe(1);
    await combobox(page, t.country).selectOption({ label: 'Canada' });
    await button(page, t.send).click();
    await expectVisible(page.getByRole('dialog', { name: t.thanks }));
    const mails = await mailbox(page);
    expect(
      mails.some(
        (m) => m.to === 'grace.travels@example.com' && m.subject === 'We received your reservation request',
      ),
    ).toBe(true);
    await page.getByRole('button', { name: t.toMyReservations }).click();
    await expectPath(page, '/my-reservations');
    await expectVisible(page.getByRole('heading', { name: 'Sea Garden Mazatlán' }));
  });

  test('a member (en) adds a stay booked by phone to the profile, sends its confirmation and adds it to the calendar', async ({
    page,
  }) => {
    const t = TEXT.en;
    const member = newMember('en');
    const stay = phoneBooking(member);
    await loginAs(page, member.email, member.password);
    await expectDashboard(page, 'en', member.firstName);
    await page.goto('/my-reservations');
    await expectVisible(heading(page, t.myReservations));
    await page.getByRole('link', { name: t.add, exact: true }).click();
    await expectPath(page, '/add-reservation-to-profile');
    await expectVisible(heading(page, t.addTitle));
    await waitForHotels(page, t.property, stay.hotel);
    await combobox(page, t.property).selectOption({ label: stay.hotel });
    await textbox(page, t.confirmationNumber).fill(stay.number);
    // A half-typed date is not a missing one: the form asks for a valid date.
    await dateField(page, t.checkIn).getByRole('spinbutton').first().click();
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await button(page, t.find).click();
    await expectVisible(page.getByText(t.invalidDate, { exact: true }));
    await typeDate(page, t.checkIn, day(stay.arrivalOffset), 'en');
    // A misspelt traveller's name finds nothing.
    await textbox(page, t.lastNameTraveller).fill(`${stay.lastName}x`);
    await button(page, t.find).click();
    await expectVisible(page.getByText(t.notFound, { exact: true }));
    expect(await textbox(page, t.confirmationNumber).inputValue()).toBe(stay.number);
    await checkA11yAtRest(page, 'add reservation, not found (en)');

    await textbox(page, t.lastNameTraveller).fill(stay.lastName);
    await button(page, t.find).click();
    await expectPath(page, '/reservation-found');
    await expectVisible(heading(page, t.found));
    await expectVisible(page.getByText(stay.number, { exact: true }));
    await expectVisible(page.getByText(t.confirmed, { exact: true }));
    await expectVisible(page.getByText(stay.roomType, { exact: true }));
    await checkA11yAtRest(page, 'reservation found (en)');
    await page.getByRole('link', { name: t.verify }).click();

    await expectPath(page, '/my-reservations');
    await expectVisible(page.getByRole('article').filter({ hasText: stay.number }));
    const download = page.waitForEvent('download');
    await button(page, t.addToCalendar(stay.number)).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`reservation-${stay.number}.ics`);

    await button(page, t.sendConfirmation(stay.number)).click();
    const dialog = page.getByRole('dialog', { name: t.confirmationTitle });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(member.email));
    await checkA11yAtRest(page, 'send-confirmation dialog (en)');
    await page.screenshot({ path: `${SHOTS}send-confirmation-desktop-en.png`, animations: 'disabled' });
    await dialog.getByRole('button', { name: t.sendButton, exact: true }).click();
    await expectVisible(page.getByText(t.sent, { exact: true }));
    const mails = await mailbox(page);
    const mail = mails.find((m) => m.to === member.email && m.subject === `Your reservation ${stay.number}`);
    expect(mail).toBeTruthy();
    const text = await mailText(page, mail?.id ?? '');
    for (const fact of [stay.hotel, '2 adults, 1 child', stay.roomType, stay.number])
      expect(text).toContain(fact);
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    for (const lang of ['en', 'es'] as const) {
      test(`the reservation screens, ${viewport}, ${lang}`, async ({ page }) => {
        const t = TEXT[lang];
        const member =
          lang === 'es' ? { email: ACCOUNTS.ana, name: 'Ana' } : { email: ACCOUNTS.john, name: 'John' };
        await page.setViewportSize(VIEWPORTS[viewport]);
        await loginAs(page, member.email);
        await expectDashboard(page, lang, member.name);
        await waitForQuietNetwork(page);
        await saveFullPageShot(page, SHOTS, 'dashboard', viewport, lang);

        await page.goto('/my-reservations');
        await expectVisible(heading(page, t.myReservations));
        await expectVisible(page.getByRole('article').first());
        if (viewport === 'mobile') {
          // Past and cancelled fold into accordions on phones.
          const past = page.getByRole('button', { name: new RegExp(`^${t.past} \\(`) });
          await expectVisible(past);
          expect(await past.getAttribute('aria-expanded')).toBe('false');
          await past.click();
          await expect.poll(() => past.getAttribute('aria-expanded')).toBe('true');
        } else {
          await expectVisible(page.getByRole('heading', { level: 2, name: new RegExp(`^${t.past}`) }));
          await expectVisible(page.getByRole('heading', { level: 2, name: new RegExp(`^${t.cancelled}`) }));
        }
        await checkA11yAtRest(page, `my reservations (${viewport}, ${lang})`);
        await saveFullPageShot(page, SHOTS, 'my-reservations', viewport, lang);

        await page.goto('/request-reservation');
        await expectVisible(heading(page, t.request));
        await button(page, t.moreGuests).click();
        await requestStay(
          page,
          lang,
          'Mayan Palace Puerto Peñasco',
          lang === 'es' ? 'Estudio' : 'Studio',
          60,
          3,
        );
        await checkA11yAtRest(page, `summary (${viewport}, ${lang})`);
        await saveFullPageShot(page, SHOTS, 'reservation-summary', viewport, lang);
        await page.goBack();
        await expectVisible(heading(page, t.request));
        await saveFullPageShot(page, SHOTS, 'request-reservation', viewport, lang);

        await page.goto('/add-reservation-to-profile');
        await expectVisible(heading(page, t.addTitle));
        await checkA11yAtRest(page, `add reservation (${viewport}, ${lang})`);
        await saveFullPageShot(page, SHOTS, 'add-reservation', viewport, lang);
        // The date field in the portal's language whatever the browser's (en-US here): DD/MM/AAAA in Spanish,
        // and a calendar that names its month in the same language.
        const checkIn = dateField(page, t.checkIn);
        expect((await checkIn.getByRole('spinbutton').allInnerTexts()).join('/')).toBe(
          DATE_FIELD_PLACEHOLDER[lang],
        );
        await checkIn.getByRole('button').click();
        const calendar = page.getByRole('dialog');
        await expectVisible(calendar);
        const month = new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', { month: 'long' }).format(
          new Date(),
        );
        await expectVisible(calendar.getByText(new RegExp(`^${month} \\d{4}$`)));
        await checkA11yAtRest(page, `add reservation, calendar open (${viewport}, ${lang})`);
        await page.screenshot({
          path: `${SHOTS}add-reservation-calendar-${viewport}-${lang}.png`,
          animations: 'disabled',
        });
        await page.keyboard.press('Escape');
        await expect.poll(() => calendar.count()).toBe(0);
        // Adding a reservation one already holds finds it again (and changes nothing: the demo members only
        // read here).
        const own =
          lang === 'es'
            ? { hotel: 'Grand Luxxe Nuevo Vallarta', number: 'VP-YKMHZZS7', from: 21, last: 'García' }
            : { hotel: 'The Grand Bliss Nuevo Vallarta', number: 'VP-AGFKGF2E', from: 45, last: 'Miller' };
        await waitForHotels(page, t.property, own.hotel);
        await combobox(page, t.property).selectOption({ label: own.hotel });
        await textbox(page, t.confirmationNumber).fill(own.number);
        await typeDate(page, t.checkIn, day(own.from), lang);
        await textbox(page, t.lastNameTraveller).fill(own.last);
        await button(page, t.find).click();
        await expectVisible(heading(page, t.found));
        await checkA11yAtRest(page, `reservation found (${viewport}, ${lang})`);
        await saveFullPageShot(page, SHOTS, 'reservation-found', viewport, lang);
        // The list names the stay's days in the stay pages' one format per language.
        await page.goto('/my-reservations');
        const card = page.getByRole('article').filter({ hasText: own.number });
        await expectVisible(card);
        expect(await card.locator('time').first().textContent()).toBe(formatLongDay(day(own.from), lang));

        await page.goto('/pre-registration');
        await expectVisible(heading(page, t.preTitle));
        const link = page.getByRole('link', { name: t.preAction });
        await expectVisible(link);
        expect(await link.getAttribute('href')).toBe('https://checkin.vida-portal.example/');
        await checkA11yAtRest(page, `pre-registration (${viewport}, ${lang})`);
        await saveFullPageShot(page, SHOTS, 'pre-registration', viewport, lang);
      });
    }
  }
});
