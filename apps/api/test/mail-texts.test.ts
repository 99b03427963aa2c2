/**
 * Every server-side text as a member or customer care reads it (mails, care notifications, calendar
 * events), in both languages, against a recorded copy: moving the words into the catalogues must not
 * change a character (`__snapshots__/mail-texts.test.ts.snap`).
 */
import type { Language, Reservation } from '@vida/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { MailMessage } from '../src/lib/mail/mailer.ts';
import { createAccountMailer } from '../src/modules/accounts/account-mails.ts';
import { renderCareNotification } from '../src/modules/messages/message-mails.ts';
import { createProfileMailer } from '../src/modules/profile-update/profile-mails.ts';
import { calendarTexts } from '../src/modules/reservations/calendar.ts';
import { createReservationMailer, longDate } from '../src/modules/reservations/reservation-mails.ts';
import type { StayRequest } from '../src/modules/reservations/stay-request.ts';
import { testConfig } from './support/harness.ts';

const LANGUAGES: Language[] = ['en', 'es'];
const NOW = new Date('2026-11-20T15:00:00Z');

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

function capture() {
  const sent: MailMessage[] = [];
  return { sent, mail: { enqueue: async (m: MailMessage) => sent.push(m) } };
}

const text = (m: MailMessage | undefined) => ({ subject: m?.subject, text: m?.text, html: m?.html });

const stay = (language: Language): StayRequest & { reservationNumber: string } => ({
  userId: 1,
  isMember: language === 'es',
  memberNumber: language === 'es' ? '100200300' : null,
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana.garcia@example.com',
  phone: language === 'es' ? '+52 55 1234 5678' : null,
  country: 'MX',
  language,
  hotelId: 1,
  hotel: 'The Grand Bliss Joya',
  arrivingDate: '2026-12-24',
  departingDate: '2026-12-31',
  guests: 3,
  adults: language === 'es' ? 2 : 1,
  children: language === 'es' ? 1 : 0,
  unitType: 'two_bedroom',
  roomType: language === 'es' ? 'Suite de dos recámaras' : 'Two Bedroom Suite',
  promoCode: language === 'es' ? 'VERANO' : null,
  addTransportation: language === 'es',
  flexibleDates: true,
  flexibleDestinations: false,
  travelers:
    language === 'es'
      ? [
          { age: 'adult', first_name: 'Carlos', last_name: 'Hernández', email: 'carlos@example.com' },
          { age: 'child', first_name: 'Sofía', last_name: 'Hernández', email: null },
        ]
      : [],
  reservationNumber: 'VR-ABC2345',
});

describe.each(LANGUAGES)('server-side texts in %s', (language) => {
  // A fixed signing key: the development default is derived from the checkout path, which differs per clone.
  const config = testConfig({
    CARE_LANGUAGE: language,
    PUBLIC_URL: 'https://portal.example',
    LINK_SIGNING_KEY: 'mail-texts-test-link-signing-key-0123456789',
  });

  it('account mails: verification link and reset code', async () => {
    const { sent, mail } = capture();
    const mailer = createAccountMailer(mail as never, config, {} as Db);
    await mailer.sendVerification({ id: 42, email: 'maria@example.com', firstName: 'María', language });
    await mailer.sendResetCode({ email: 'maria@example.com', language }, '123456', {} as Db);
    expect(sent.map(text)).toMatchSnapshot();
  });

  it('profile mails: e-mail confirmation, approval, rejection', async () => {
    const { sent, mail } = capture();
    const mailer = createProfileMailer(mail, config.club);
    const to = { email: 'ana@example.com', firstName: 'Ana', language };
    await mailer.sendEmailConfirmation(to, 'https://portal.example/edit-profile?confirm-email=1');
    const requested = new Date('2026-11-02T10:00:00Z');
    const fields = { email: 'ana.new@example.com', address_line_2: null, mobile_phone: '+52 55 1111 2222' };
    await mailer.sendApproved(to, fields, requested, {} as Db);
    await mailer.sendRejected(to, requested, {} as Db);
    expect(sent.map(text)).toMatchSnapshot();
  });

  it('reservation mails: acknowledgement, care notification, confirmation', async () => {
    const { sent, mail } = capture();
    const mailer = createReservationMailer(mail as never, config);
    await mailer.sendRequestAcknowledgement(stay(language), {} as Db);
    await mailer.notifyCareOfRequest(stay(language), {} as Db);
    await mailer.sendConfirmation('ana@example.com', language, 'Ana García', stay(language));
    expect(sent.map(text)).toMatchSnapshot();
  });

  it('care notifications of contact messages and replies', () => {
    const contact = renderCareNotification(
      config.club,
      'contact',
      'John Miller',
      'Exchanges',
      {
        message: 'How do I deposit a week?',
        phone: '+1 312 555 0148',
        email: 'john@example.com',
        needToContactMe: true,
      },
      7,
    );
    const reply = renderCareNotification(
      config.club,
      'reply',
      'John Miller',
      'Re: Exchanges',
      { message: 'Thanks' },
      7,
    );
    expect([contact, reply]).toMatchSnapshot();
  });

  it('calendar event texts for every status', () => {
    const base: Reservation = {
      reservation_id: 1,
      reservation_number: 'VR-ABC2345',
      reservation_status: 1,
      hotel: 'The Grand Bliss Joya',
      hotel_id: 1,
      arriving_date: '2026-12-24',
      departing_date: '2026-12-31',
      number_of_adults: 2,
      number_of_children: 1,
      guest: 'Ana García',
      room_type: 'Two Bedroom Suite',
    };
    const texts = [1, 2, 3, 4, 5, 7, 42].map((status) =>
      calendarTexts(language, 'Vida Vacations', { ...base, reservation_status: status }),
    );
    expect(texts).toMatchSnapshot();
  });
});

describe('the stay mails’ days', () => {
  it('are worded in each language by a formatter made once (the write bench found four made per request)', () => {
    const first = { en: longDate('en', '2026-12-12'), es: longDate('es', '2026-12-12') };
    expect(first.en).toBe('Saturday, December 12, 2026');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(longDate('en', '2026-12-12')).toBe(first.en);
      expect(longDate('es', '2026-12-12')).toBe(first.es);
      expect(longDate('es', '2026-12-19')).not.toBe(first.es);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
