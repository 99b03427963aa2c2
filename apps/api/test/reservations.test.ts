import {
  AddReservationAnswerSchema,
  addDays,
  clubDay,
  dataEnvelope,
  earliestArrival,
  formatLongDay,
  NOT_FOUND_CODE,
  type Reservation,
  ReservationRequestedSchema,
  ReservationSchema,
  splitReservations,
} from '@vida/shared';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DEMO_ACCOUNTS, UNATTACHED_RESERVATIONS } from '../src/db/seed/demo.ts';
import { lastNameMatches } from '../src/modules/reservations/reservations.service.ts';
import { bearer, type Lang, signIn, useTestApp } from './support/harness.ts';
import { lastMailTo, mailsTo } from './support/mail.ts';

const ctx = useTestApp();

const ListSchema = dataEnvelope(z.array(ReservationSchema.strict()));
const day = (offset: number) => addDays(clubDay(new Date()), offset);

async function tokenOf(email: string): Promise<string> {
  return (await signIn(ctx.app, email)).access_token;
}

function call(token: string, method: 'GET' | 'POST', url: string, lang: Lang = 'en', payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token, lang),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function list(token: string): Promise<Reservation[]> {
  const response = await call(token, 'GET', '/user_reservations/all');
  expect(response.statusCode).toBe(200);
  return ListSchema.parse(response.json()).data;
}

async function hotelId(name: string): Promise<number> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/reservation_hotels' });
  const hotels = dataEnvelope(z.array(z.object({ id: z.number(), name: z.string() }))).parse(
    response.json(),
  ).data;
  const hotel = hotels.find((h) => h.name === name);
  if (!hotel) throw new Error(`hotel ${name} missing`);
  return hotel.id;
}

const john = UNATTACHED_RESERVATIONS.john;

async function attachPayload(overrides: Record<string, unknown> = {}) {
  return {
    property: await hotelId(john.hotel),
    confirmation_number: john.number,
    check_in_date: day(john.arrivalOffset),
    traveler_last_name: 'Miller',
    ...overrides,
  };
}

/** Asks to attach John's unattached reservation, with `overrides` in place of its details. */
async function attach(token: string, lang: Lang, overrides: Record<string, unknown> = {}) {
  return call(token, 'POST', '/add_reservation_to_profile', lang, await attachPayload(overrides));
}

describe('GET /api/v1/user_reservations/all', () => {
  it('lists Ana’s stays; the shared rules sort them into upcoming, past and cancelled', async () => {
    const reservations = await list(await tokenOf(DEMO_ACCOUNTS.ana));
    const lists = splitReservations(reservations, day(0));
    expect(lists.upcoming.map((r) => r.reservation_number)).toEqual(['VP-YKMHZZS7', 'VP-J9FT3N9R']);
    expect(lists.past.map((r) => r.reservation_number)).toEqual(['VP-6LCTNSKV', 'VP-2FMSJ3FY']);
    expect(lists.cancelled.map((r) => r.reservation_number)).toEqual(['VP-6AW3SB5L']);
    expect(reservations.map((r) => r.reservation_number)).toContain('VP-ZX98PS3D'); // status 9: left out by the client
    expect(reservations.find((r) => r.reservation_number === 'VP-YKMHZZS7')).toMatchObject({
      hotel: 'Grand Luxxe Nuevo Vallarta',
      number_of_adults: 2,
      number_of_children: 1,
      room_type: 'Grand Luxxe Spa Suite',
      reservation_status: 2,
    });
  });

  it('gives each member only their own; 401 without a token; 404 for another type', async () => {
    const johns = await list(await tokenOf(DEMO_ACCOUNTS.john));
    expect(johns.map((r) => r.reservation_number).sort()).toEqual(['VP-AGFKGF2E', 'VP-VLGEJRL3']);
    expect(JSON.stringify(johns)).not.toContain('Ana');
    expect(await list(await tokenOf(DEMO_ACCOUNTS.guest))).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user_reservations/all' })).statusCode).toBe(
      401,
    );
    const other = await call(await tokenOf(DEMO_ACCOUNTS.ana), 'GET', '/user_reservations/upcoming', 'es');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: NOT_FOUND_CODE });
  });
});

describe('POST /api/v1/reservation_requested', () => {
  const stay = async () => ({
    destination: await hotelId('The Grand Bliss Joya'),
    arriving_date: day(30),
    departing_date: day(35),
    guests: 3,
    unit_type: 'two_bedroom',
    promo_code: 'SUMMER',
    add_transportation: true,
    flexible_dates: false,
    flexible_destinations: true,
  });

  it('stores Ana’s request as a requested stay, acknowledges in Spanish and tells customer care', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const response = await call(token, 'POST', '/reservation_requested', 'en', {
      ...(await stay()),
      is_member: true,
      travelers: [
        { age: 'adult', first_name: 'Carlos', last_name: 'Hernández', email: 'Carlos.H@example.com' },
        { age: 'child', first_name: 'Sofía', last_name: 'Hernández García' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const created = dataEnvelope(ReservationRequestedSchema).parse(response.json()).data;
    expect(created.reservation_number).toMatch(/^VR-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);

    const mine = (await list(token)).find((r) => r.reservation_number === created.reservation_number);
    expect(mine).toMatchObject({
      reservation_status: 1,
      hotel: 'The Grand Bliss Joya',
      number_of_adults: 2,
      number_of_children: 1,
      guest: 'Ana García',
      room_type: 'Suite de dos recámaras',
    });

    // Ana's account reads Spanish: her acknowledgement is in Spanish whatever the request's language.
    const ack = await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.ana);
    expect(ack).toMatchObject({ language: 'es', subject: 'Recibimos tu solicitud de reservación' });
    expect(ack?.text).toContain('24 horas');
    expect(ack?.text).toContain(created.reservation_number);
    expect(ack?.text).toContain('The Grand Bliss Joya');

    const care = await lastMailTo(ctx.database.db, ctx.config.club.careEmail);
    expect(care?.subject).toBe('Nueva solicitud de reservación de Ana García');
    for (const fact of [
      '100200300',
      'Carlos Hernández <carlos.h@example.com>',
      'Sofía Hernández García (menor)',
      'SUMMER',
    ])
      expect(care?.text).toContain(fact);
  });

  const nonMember = async (overrides: Record<string, unknown> = {}) => ({
    ...(await stay()),
    guests: 1,
    is_member: false,
    first_name: 'Grace',
    last_name: 'Visitor',
    email: 'grace.travels@example.com',
    phone: '+1 312 555 0100',
    country: 'US',
    ...overrides,
  });

  it('limits requests (each mails the address given) to 5 an hour per account, then 429', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.guest);
    // A week apart: requests that overlap would be refused before the limit is reached.
    for (let i = 0; i < 5; i++) {
      const dates = { arriving_date: day(30 + 7 * i), departing_date: day(35 + 7 * i) };
      expect(
        (await call(token, 'POST', '/reservation_requested', 'en', await nonMember(dates))).statusCode,
      ).toBe(201);
    }
    const blocked = await call(token, 'POST', '/reservation_requested', 'es', await nonMember());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().code).toBe('too_many_attempts');
    expect(await mailsTo(ctx.database.db, 'grace.travels@example.com')).toHaveLength(5);
  });

  it.each([
    ['a link', 'Claim your prize at http://evil.example'],
    ['a bare domain', 'evil.example'],
    ['www', 'www'],
    ['digits', 'R2D2'],
    ['markup', '<b>Grace</b>'],
  ])('refuses a name with %s: nothing is mailed', async (_, name) => {
    const token = await tokenOf(DEMO_ACCOUNTS.guest);
    const response = await call(
      token,
      'POST',
      '/reservation_requested',
      'es',
      await nonMember({ first_name: name }),
    );
    if (name === 'www') {
      // Letters only: a name, however odd.
      expect(response.statusCode).toBe(201);
      return;
    }
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      first_name: ['Usa solo letras, espacios, apóstrofos, guiones y puntos después de iniciales.'],
    });
    expect(await mailsTo(ctx.database.db, 'grace.travels@example.com')).toHaveLength(0);
  });

  it('takes names with accents, apostrophes, hyphens and initials', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.guest);
    const response = await call(
      token,
      'POST',
      '/reservation_requested',
      'en',
      await nonMember({ first_name: 'José-María J.', last_name: 'O’Neil Núñez Jr.' }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('takes a non-member’s contact data and acknowledges in the request language', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.guest);
    const response = await call(token, 'POST', '/reservation_requested', 'es', await nonMember());
    expect(response.statusCode).toBe(201);
    const ack = await lastMailTo(ctx.database.db, 'grace.travels@example.com');
    expect(ack).toMatchObject({ language: 'es', subject: 'Recibimos tu solicitud de reservación' });
    const care = await lastMailTo(ctx.database.db, ctx.config.club.careEmail);
    expect(care?.text).toContain('No es socio');
    expect((await list(token)).map((r) => r.guest)).toEqual(['Grace Visitor']);
  });

  it('refuses is_member for an account without a member id, in the request language', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.guest);
    const response = await call(token, 'POST', '/reservation_requested', 'es', {
      ...(await stay()),
      is_member: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      is_member: ['Esta cuenta no tiene número de socio: ingresa tus datos de contacto.'],
    });
  });

  it.each<[Lang, Record<string, unknown>, Record<string, string[]>]>([
    ['es', { departing_date: day(29) }, { departing_date: ['La salida no puede ser antes de la llegada.'] }],
    ['en', { destination: 99999 }, { destination: ['Choose one of the club’s hotels.'] }],
    ['es', { guests: 0 }, { guests: ['Los huéspedes deben ser entre 1 y 9.'] }],
    [
      'en',
      {
        travelers: Array.from({ length: 9 }, () => ({
          age: 'adult',
          first_name: 'A',
          last_name: 'B',
          email: 'a@example.com',
        })),
      },
      { travelers: ['At most 8 additional travelers.'] },
    ],
    [
      'es',
      { travelers: [{ age: 'adult', first_name: 'A', last_name: 'B', email: 'nope' }] },
      { 'travelers.0.email': ['Ingresa un correo electrónico válido.'] },
    ],
    [
      'en',
      { is_member: false, email: 'bad' },
      {
        first_name: ['This field is required.'],
        last_name: ['This field is required.'],
        phone: ['This field is required.'],
        country: ['This field is required.'],
        email: ['Enter a valid e-mail address.'],
      },
    ],
  ])('%s: %j → 400 with field messages', async (lang, change, errors) => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const response = await call(token, 'POST', '/reservation_requested', lang, {
      ...(await stay()),
      is_member: true,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors });
    expect(await mailsTo(ctx.database.db, DEMO_ACCOUNTS.ana)).toEqual([]);
  });
});

describe('POST /api/v1/reservation_requested: the earliest arrival', () => {
  const request = async (lang: Lang, arriving_date: string) =>
    call(await tokenOf(DEMO_ACCOUNTS.ana), 'POST', '/reservation_requested', lang, {
      destination: await hotelId('The Grand Bliss Joya'),
      arriving_date,
      departing_date: addDays(arriving_date, 3),
      guests: 1,
      unit_type: 'studio',
      is_member: true,
    });

  // 23:59:30 on Feb 28 in Cancún, already March 1 in UTC (and in the browser of a member in Madrid): the
  // club's day decides, across a month end.
  const nearMidnight = new Date('2031-03-01T04:59:30Z');

  it.each<[Lang, string]>([
    ['en', 'Choose March 1, 2031 or a later day.'],
    ['es', 'Elige el 1 de marzo de 2031 o un día posterior.'],
  ])(
    '%s: accepts the first day of the shared rule and refuses the day before it, naming the day',
    async (lang, message) => {
      // Signed in on the real clock (sessions are judged by the database's); the rule reads this one.
      await tokenOf(DEMO_ACCOUNTS.ana);
      vi.useFakeTimers({ toFake: ['Date'], now: nearMidnight });
      try {
        const first = earliestArrival(new Date());
        expect(first).toBe('2031-03-01');
        const refused = await request(lang, addDays(first, -1));
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'validation_failed' });
        expect(refused.json().errors).toEqual({ arriving_date: [message] });
        expect((await request(lang, first)).statusCode).toBe(201);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('refuses a departure before the earliest day under its own field', async () => {
    const early = await call(await tokenOf(DEMO_ACCOUNTS.ana), 'POST', '/reservation_requested', 'es', {
      destination: await hotelId('The Grand Bliss Joya'),
      arriving_date: day(-3),
      departing_date: day(-1),
      guests: 1,
      unit_type: 'studio',
      is_member: true,
    });
    expect(early.statusCode).toBe(400);
    const named = formatLongDay(earliestArrival(new Date()), 'es');
    expect(early.json().errors).toEqual({
      arriving_date: [`Elige el ${named} o un día posterior.`],
      departing_date: [`Elige el ${named} o un día posterior.`],
    });
  });
});

describe('no overlapping stays', () => {
  // Ana holds VP-YKMHZZS7 (Grand Luxxe Nuevo Vallarta, confirmed, days 21–28), VP-J9FT3N9R (requested,
  // 75–80) and the cancelled VP-6AW3SB5L (40–45); John holds VP-AGFKGF2E (45–52).
  const ask = async (lang: Lang, from: number, to: number, email: string = DEMO_ACCOUNTS.ana) =>
    call(await tokenOf(email), 'POST', '/reservation_requested', lang, {
      destination: await hotelId('The Grand Bliss Joya'),
      arriving_date: day(from),
      departing_date: day(to),
      guests: 2,
      unit_type: 'studio',
      is_member: true,
    });

  it.each<[Lang, string]>([
    [
      'en',
      'These dates overlap your stay at Grand Luxxe Nuevo Vallarta from {a} to {d} (reservation VP-YKMHZZS7).',
    ],
    [
      'es',
      'Estas fechas se cruzan con tu estancia en Grand Luxxe Nuevo Vallarta del {a} al {d} (reservación VP-YKMHZZS7).',
    ],
  ])(
    '%s: refuses a request inside a held stay with 409, naming it; nothing is stored or mailed',
    async (lang, text) => {
      const message = text
        .replace('{a}', formatLongDay(day(21), lang))
        .replace('{d}', formatLongDay(day(28), lang));
      const before = await list(await tokenOf(DEMO_ACCOUNTS.ana));
      const refused = await ask(lang, 24, 30);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message,
        code: 'stay_overlaps',
        errors: { arriving_date: [message] },
      });
      expect(await list(await tokenOf(DEMO_ACCOUNTS.ana))).toEqual(before);
      expect(await mailsTo(ctx.database.db, DEMO_ACCOUNTS.ana)).toEqual([]);
    },
  );

  it.each<[string, number, number, string]>([
    ['starting before and ending inside', 18, 22, 'VP-YKMHZZS7'],
    ['around the whole stay', 20, 29, 'VP-YKMHZZS7'],
    ['leaving the day it arrives, inside', 22, 22, 'VP-YKMHZZS7'],
    ['overlapping a requested stay', 78, 82, 'VP-J9FT3N9R'],
  ])('refuses a stay %s', async (_, from, to, number) => {
    const refused = await ask('en', from, to);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(number);
  });

  it.each<[string, number, number]>([
    ['arriving the day the held stay leaves', 28, 31],
    ['leaving the day the held stay arrives', 15, 21],
    ['leaving the day it arrives, on a departure day', 28, 28],
    ['inside a cancelled stay', 41, 44],
  ])('accepts a stay %s', async (_, from, to) => {
    expect((await ask('en', from, to)).statusCode).toBe(201);
  });

  it('lets a member hold the dates another member holds', async () => {
    expect((await ask('en', 46, 49)).statusCode).toBe(201);
    expect((await ask('en', 46, 49, DEMO_ACCOUNTS.john)).statusCode).toBe(409);
  });

  it('refuses the second of two requests for the same dates, sent at once', async () => {
    const answers = await Promise.all([ask('en', 60, 63), ask('en', 61, 64)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses to add a reservation whose dates overlap a stay the member holds, naming it', async () => {
    const ana = await tokenOf(DEMO_ACCOUNTS.ana);
    const requested = dataEnvelope(ReservationRequestedSchema).parse((await ask('es', 101, 103)).json()).data;
    const own = UNATTACHED_RESERVATIONS.ana;
    const refused = await call(ana, 'POST', '/add_reservation_to_profile', 'es', {
      property: await hotelId(own.hotel),
      confirmation_number: own.number,
      check_in_date: day(own.arrivalOffset),
      traveler_last_name: own.lastName,
    });
    expect(refused.statusCode).toBe(409);
    const message = `Estas fechas se cruzan con tu estancia en The Grand Bliss Joya del ${formatLongDay(day(101), 'es')} al ${formatLongDay(day(103), 'es')} (reservación ${requested.reservation_number}).`;
    expect(refused.json()).toEqual({ message, code: 'stay_overlaps' });
    expect((await list(ana)).map((r) => r.reservation_number)).not.toContain(own.number);
  });
});

describe('POST /api/v1/add_reservation_to_profile', () => {
  it('attaches John’s reservation when every detail matches, once, and only for him', async () => {
    const johnToken = await tokenOf(DEMO_ACCOUNTS.john);
    const anaToken = await tokenOf(DEMO_ACCOUNTS.ana);

    // Ana knows the number but is not the traveller: not found, and nothing is attached.
    const ana = await attach(anaToken, 'es', { traveler_last_name: 'García' });
    expect(ana.statusCode).toBe(200);
    expect(AddReservationAnswerSchema.parse(ana.json())).toEqual({
      data: null,
      message: 'No se encontró ninguna reservación con estos datos.',
      code: 'reservation_not_found',
    });

    const response = await attach(johnToken, 'en', {
      confirmation_number: john.number.toLowerCase(),
      traveler_last_name: 'MILLER',
    });
    expect(response.statusCode).toBe(201);
    expect(dataEnvelope(ReservationSchema).parse(response.json()).data).toMatchObject({
      reservation_number: john.number,
      hotel: john.hotel,
      number_of_adults: 2,
      number_of_children: 1,
      room_type: 'Two Bedroom Suite',
      reservation_status: 2,
    });
    expect((await list(johnToken)).map((r) => r.reservation_number)).toContain(john.number);

    // Now John's: Ana (even with John's last name) cannot take it, and it never shows in her list.
    const again = await attach(anaToken, 'en');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      data: null,
      message: 'No reservation was found with these details.',
    });
    expect((await list(anaToken)).map((r) => r.reservation_number)).not.toContain(john.number);
    // John adding it twice finds it again.
    expect((await attach(johnToken, 'en')).statusCode).toBe(201);
  });

  it.each([
    ['another hotel', async () => ({ property: await hotelId('Sea Garden Ixtapa') })],
    ['another day', async () => ({ check_in_date: day(john.arrivalOffset + 1) })],
    ['another number', async () => ({ confirmation_number: 'VP-23456789' })],
    ['another last name', async () => ({ traveler_last_name: 'Mill' })],
  ])('does not attach with %s', async (_, change) => {
    const token = await tokenOf(DEMO_ACCOUNTS.john);
    const response = await attach(token, 'en', await change());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toBeNull();
  });

  it('throttles failed lookups: the 11th within an hour answers 429, per account and per IP', async () => {
    const guess = (token: string, n: number, ip = '10.5.0.1') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/add_reservation_to_profile',
        headers: bearer(token),
        remoteAddress: ip,
        payload: { ...base, confirmation_number: `VP-${String(n).padStart(8, '2')}` },
      });
    const base = await attachPayload();
    const guest = await tokenOf(DEMO_ACCOUNTS.guest);
    for (let n = 0; n < 10; n++) expect((await guess(guest, n)).statusCode).toBe(200);
    const blocked = await guess(guest, 10);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().code).toBe('too_many_attempts');
    // Per account: a new address does not help…
    expect((await guess(guest, 11, '10.5.0.2')).statusCode).toBe(429);
    // …and per IP: another account on the same address waits too.
    const john = await tokenOf(DEMO_ACCOUNTS.john);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/add_reservation_to_profile',
          headers: bearer(john),
          remoteAddress: '10.5.0.1',
          payload: base,
        })
      ).statusCode,
    ).toBe(429);
  });

  it('does not count lookups that find the reservation', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.john);
    for (let i = 0; i < 12; i++) {
      const response = await attach(token, 'en');
      expect(response.statusCode).toBe(201);
    }
  });

  it('gives reservations random numbers from an unambiguous alphabet, not a sequence', async () => {
    const numbers = [
      ...(await list(await tokenOf(DEMO_ACCOUNTS.ana))),
      ...(await list(await tokenOf(DEMO_ACCOUNTS.john))),
    ].map((r) => r.reservation_number);
    numbers.push(...Object.values(UNATTACHED_RESERVATIONS).map((r) => r.number));
    expect(numbers.length).toBeGreaterThan(8);
    for (const number of numbers) expect(number).toMatch(/^VP-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);
  });

  it('cannot attach another member’s reservation', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.john);
    const response = await call(token, 'POST', '/add_reservation_to_profile', 'en', {
      property: await hotelId('Grand Luxxe Nuevo Vallarta'),
      confirmation_number: 'VP-YKMHZZS7',
      check_in_date: day(21),
      traveler_last_name: 'García',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toBeNull();
  });

  it('answers 400 with every missing field, in Spanish', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.john);
    const response = await call(token, 'POST', '/add_reservation_to_profile', 'es', {
      check_in_date: '2026-02-30',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      property: ['Este campo es obligatorio.'],
      confirmation_number: ['Este campo es obligatorio.'],
      check_in_date: ['Ingresa una fecha válida.'],
      traveler_last_name: ['Este campo es obligatorio.'],
    });
  });

  it('matches last names without accents or case, compound ones by their end', () => {
    expect(lastNameMatches('Ana García', 'garcia')).toBe(true);
    expect(lastNameMatches('Sofía Hernández García', 'Hernández  García')).toBe(true);
    expect(lastNameMatches('Ana García', 'cía')).toBe(false);
    expect(lastNameMatches('Ana García', ' ')).toBe(false);
  });
});

describe('POST /api/v1/send_reservation_confirmation', () => {
  it('mails John the confirmation with hotel, dates, guests, room type and number', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.john);
    const response = await call(token, 'POST', '/send_reservation_confirmation', 'en', {
      reservation_number: 'VP-AGFKGF2E',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { message: 'We have sent the confirmation to your e-mail.' } });
    const mail = await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.john);
    expect(mail).toMatchObject({ language: 'en', subject: 'Your reservation VP-AGFKGF2E' });
    for (const fact of [
      'The Grand Bliss Nuevo Vallarta',
      '2 adults',
      'One Bedroom Suite',
      'VP-AGFKGF2E',
      'Arrival: ',
    ])
      expect(mail?.text).toContain(fact);
  });

  it('answers in Spanish; someone else’s or an unknown number is 404; a cancelled one 400', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const ok = await call(token, 'POST', '/send_reservation_confirmation', 'es', {
      reservation_number: 'VP-YKMHZZS7',
    });
    expect(ok.json()).toEqual({ data: { message: 'Te enviamos la confirmación a tu correo electrónico.' } });
    expect((await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.ana))?.subject).toBe(
      'Tu reservación VP-YKMHZZS7',
    );
    // A room type stored in English reads in Spanish; a product name stays as it is.
    expect((await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.ana))?.text).toContain(
      'Tipo de habitación: Grand Luxxe Spa Suite',
    );
    await call(token, 'POST', '/send_reservation_confirmation', 'es', { reservation_number: 'VP-J9FT3N9R' });
    expect((await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.ana))?.text).toContain(
      'Tipo de habitación: Suite de una recámara',
    );

    const johns = await call(token, 'POST', '/send_reservation_confirmation', 'es', {
      reservation_number: 'VP-AGFKGF2E',
    });
    expect(johns.statusCode).toBe(404);
    const cancelled = await call(token, 'POST', '/send_reservation_confirmation', 'es', {
      reservation_number: 'VP-6AW3SB5L',
    });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().message).toBe('Esta reservación está cancelada: no hay confirmación que enviar.');
    const empty = await call(token, 'POST', '/send_reservation_confirmation', 'en', {
      reservation_number: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ reservation_number: ['This field is required.'] });
  });
});

describe('GET /api/v1/reservations/{number}/calendar.ics', () => {
  it('downloads an upcoming stay as an all-day iCalendar event', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    const response = await call(token, 'GET', '/reservations/VP-YKMHZZS7/calendar.ics', 'es');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="reservation-VP-YKMHZZS7.ics"',
    );
    const body = response.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body).toContain(`DTSTART;VALUE=DATE:${day(21).replaceAll('-', '')}\r\n`);
    expect(body).toContain(`DTEND;VALUE=DATE:${day(28).replaceAll('-', '')}\r\n`);
    expect(body).toContain('SUMMARY:Vida Vacations: Grand Luxxe Nuevo Vallarta');
    expect(body).toContain('Reservación VP-YKMHZZS7');
  });

  it('is 404 for past, cancelled, someone else’s or unknown stays', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.ana);
    for (const number of ['VP-6LCTNSKV', 'VP-6AW3SB5L', 'VP-AGFKGF2E', 'nope!'])
      expect((await call(token, 'GET', `/reservations/${number}/calendar.ics`)).statusCode).toBe(404);
  });
});
