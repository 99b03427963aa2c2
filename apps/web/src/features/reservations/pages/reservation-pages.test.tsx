import { screen, waitFor, within } from '@testing-library/react';
import {
  addDays,
  CountryOptionSchema,
  formatLongDay,
  ReservationRequestedSchema,
  ReservationSchema,
} from '@vida/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { routes } from '../../../app/routes.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { hotelsQueryOptions } from '../../../lib/reference-data/hotels.ts';
import { saveSession } from '../../../lib/session.ts';
import { readItem, STORAGE_KEYS, writeItem } from '../../../lib/storage.ts';
import { answer, fail, serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import { enterDate, profileOf, renderRoutes, resetApp, signedInSession } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';

const HOTELS = [
  { id: 1, name: 'Grand Luxxe Nuevo Vallarta' },
  { id: 2, name: 'Vidanta Riviera Maya' },
];
const COUNTRIES = [
  { id: 1, value: 'MX', label: 'Mexico', name: 'Mexico', language: 'en' as const },
  { id: 2, value: 'US', label: 'United States', name: 'United States', language: 'en' as const },
];
const STAY = {
  destination: '2',
  guests: 1,
  arrivingDate: '2031-03-10',
  departingDate: '2031-03-15',
  unitType: 'one_bedroom',
  promoCode: '',
  addTransportation: false,
  flexibleDestination: false,
  flexibleDates: true,
};
const RESERVATION = {
  reservation_id: 7,
  reservation_number: 'VR-2031-0007',
  reservation_status: 2,
  hotel: 'Vidanta Riviera Maya',
  hotel_id: 2,
  arriving_date: '2031-03-10',
  departing_date: '2031-03-15',
  number_of_adults: 2,
  number_of_children: 1,
  guest: 'Ana García',
  room_type: 'One Bedroom Suite',
};

/** The signed-in app's reference calls, after whatever the test adds. */
function api(profile: Record<string, unknown>, ...handlers: Parameters<typeof serveApi>) {
  return serveApi(
    ...handlers,
    ...memberBasics({ profile: profileOf(profile), hotels: HOTELS, reservations: [RESERVATION] }),
    answer('get', '/countries', z.array(CountryOptionSchema), COUNTRIES),
  );
}

// The first render of a lazy route imports the page and its texts: on a busy machine that takes more than
// Testing Library's default second.
const SLOW = { timeout: 20_000 };

beforeAll(() => {
  // jsdom has no layout; an open traveller entry scrolls itself into view.
  Element.prototype.scrollIntoView = () => {};
});

/** The signed-in layout prefetches the hotels before a form mounts; a native select needs them then. */
function withHotels() {
  queryClient.setQueryData(hotelsQueryOptions('en').queryKey, HOTELS);
}

const summary = (stay: unknown = STAY) => ({ pathname: PATHS.reservationSummary, state: { stay } });

describe('reservation summary page', SLOW, () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
  });
  afterEach(() => {
    window.localStorage.clear();
  });

  it('without a stay, offers to start a request', async () => {
    api({});
    renderRoutes(routes, PATHS.reservationSummary);
    expect(
      await screen.findByText('There is no reservation to summarise. Start a new request.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a reservation' }).getAttribute('href')).toBe(
      PATHS.requestReservation,
    );
  });

  it('shows the stay and sends a member request with the stay, then thanks and goes to My Reservations', async () => {
    writeItem(STORAGE_KEYS.reservation, JSON.stringify({ stay: STAY }));
    const calls = api(
      {},
      answer(
        'post',
        '/reservation_requested',
        ReservationRequestedSchema,
        { reservation_id: 9, reservation_number: 'VR-9' },
        201,
      ),
    );
    const user = setupUser();
    const { router } = renderRoutes(routes, summary());
    expect(await screen.findByRole('heading', { name: 'Vidanta Riviera Maya' })).toBeTruthy();
    expect(screen.getByText('One Bedroom Suite')).toBeTruthy();
    expect(screen.getByText(/1 guest · No promo code/)).toBeTruthy();
    // A member with a member id requests as a member by default: no contact fields, no countries asked for.
    expect(screen.getByRole('radio', { name: 'Member' })).toHaveProperty('checked', true);
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    expect(screen.getByText('Only you are traveling.')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Airport transportation' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const dialog = await screen.findByRole('dialog', { name: 'Thank you for your request' });
    expect(within(dialog).getByText(/VR-9/)).toBeTruthy();
    const sent = calls.find((c) => c.path === '/api/v1/reservation_requested');
    expect(sent?.body).toEqual({
      is_member: true,
      destination: 2,
      arriving_date: '2031-03-10',
      departing_date: '2031-03-15',
      guests: 1,
      unit_type: 'one_bedroom',
      promo_code: '',
      add_transportation: true,
      flexible_dates: true,
      flexible_destinations: false,
      travelers: [],
    });
    expect(calls.some((c) => c.path === '/api/v1/countries')).toBe(false);
    // The draft is forgotten once the request is sent.
    expect(readItem(STORAGE_KEYS.reservation)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Go to My Reservations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.myReservations));
  });

  it('asks a guest for contact data, checks it, and puts the server field messages under the fields', async () => {
    const calls = api(
      { vida_member_id: null, mobile_phone: '+52 33 1234 5678' },
      fail('post', '/reservation_requested', 400, {
        message: 'Please check the highlighted fields.',
        errors: { email: ['This e-mail address is not accepted.'] },
      }),
    );
    const user = setupUser();
    renderRoutes(routes, summary());
    // Without a member id there is no choice: the contact data is asked for, pre-filled from the profile.
    const first = await screen.findByLabelText(/^First name/);
    expect(screen.queryByRole('radio', { name: 'Member' })).toBeNull();
    expect((first as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('+52 33 1234 5678');
    expect(await screen.findByRole('option', { name: 'Mexico' })).toBeTruthy();

    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.path === '/api/v1/reservation_requested')).toBe(false);

    await user.type(first, 'Lucía');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('This e-mail address is not accepted.')).toBeTruthy();
    expect(screen.getByText('Please check the highlighted fields.')).toBeTruthy();
    const sent = calls.find((c) => c.path === '/api/v1/reservation_requested')?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      is_member: false,
      first_name: 'Lucía',
      last_name: 'García',
      email: 'ana.garcia@example.com',
      phone: '+52 33 1234 5678',
      country: 'MX',
    });
    // Everything typed stays (also in storage, for a reload).
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Lucía');
    expect(readItem(STORAGE_KEYS.reservation)).toContain('Lucía');
  });

  it('a stay the API finds too soon (left open past the club’s midnight) says so and leads back to the dates', async () => {
    api(
      {},
      fail('post', '/reservation_requested', 400, {
        message: 'Please check the highlighted fields.',
        errors: { arriving_date: ['Choose March 11, 2031 or a later day.'] },
        code: 'validation_failed',
      }),
    );
    const user = setupUser();
    renderRoutes(routes, summary());
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    const alert = await screen.findByRole('alert');
    // The dates are not on this page: their own message, not "check the highlighted fields".
    expect(alert.textContent).toContain('Choose March 11, 2031 or a later day.');
    expect(alert.textContent).not.toContain('highlighted');
    expect(within(alert).getByRole('link', { name: 'Change the stay' }).getAttribute('href')).toBe(
      PATHS.requestReservation,
    );
  });

  it('a stay overlapping one the member holds is refused naming it; what was typed stays, the way back to the dates is offered', async () => {
    const refusal =
      'These dates overlap your stay at Sea Garden Mazatlán from March 9, 2031 to March 12, 2031 (reservation VP-100).';
    api(
      { first_name: 'Grace', member_id: null },
      fail('post', '/reservation_requested', 409, {
        message: refusal,
        errors: { arriving_date: [refusal] },
        code: 'stay_overlaps',
      }),
    );
    const user = setupUser();
    renderRoutes(routes, summary());
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(refusal);
    expect(within(alert).getByRole('link', { name: 'Change the stay' }).getAttribute('href')).toBe(
      PATHS.requestReservation,
    );
    // The stay is kept for the way back to the dates.
    expect(JSON.parse(readItem(STORAGE_KEYS.reservation) ?? '{}').stay).toEqual(STAY);
  });

  it('names the stay’s days in the stay pages’ one format', async () => {
    api({});
    renderRoutes(routes, summary());
    expect(await screen.findByText('March 10, 2031 – March 15, 2031', { exact: false })).toBeTruthy();
  });

  it('refuses to send while a traveller entry is still open', async () => {
    const calls = api({});
    const user = setupUser();
    renderRoutes(routes, summary());
    await user.click(await screen.findByRole('button', { name: 'Add a traveler' }));
    expect(await screen.findByText('Traveler 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Save or remove every traveler before sending the request.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/v1/reservation_requested')).toBe(false);
  });

  it('resumes what was typed for the same stay after a reload', async () => {
    writeItem(
      STORAGE_KEYS.reservation,
      JSON.stringify({
        stay: STAY,
        summary: {
          isMember: false,
          addTransportation: true,
          primary: {
            firstName: 'Rosa',
            lastName: 'Díaz',
            email: 'rosa@example.com',
            phone: '',
            country: 'US',
          },
          travellers: { entries: [], nextKey: 1 },
        },
      }),
    );
    api({});
    renderRoutes(routes, summary());
    expect(((await screen.findByLabelText(/^First name/)) as HTMLInputElement).value).toBe('Rosa');
    expect(screen.getByRole('radio', { name: /Guest/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: 'Airport transportation' })).toHaveProperty('checked', true);
  });
});

describe('the other reservation pages', SLOW, () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
  });
  afterEach(() => {
    window.localStorage.clear();
  });

  it('request: takes the dashboard filter and goes on to the summary with the stay', async () => {
    api({});
    const user = setupUser();
    withHotels();
    const { router } = renderRoutes(routes, {
      pathname: PATHS.requestReservation,
      state: { filter: { destination: '2', arrivingDate: '2031-03-10', departingDate: '2031-03-15' } },
    });
    const destination = (await screen.findByLabelText(/^Destination/)) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Vidanta Riviera Maya' });
    expect(destination.value).toBe('2');
    await user.selectOptions(screen.getByLabelText(/^Unit type/), 'studio');
    await user.click(screen.getByRole('button', { name: 'Continue to the summary' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.reservationSummary));
    expect(router.state.location.state).toMatchObject({
      stay: { destination: '2', arrivingDate: '2031-03-10', departingDate: '2031-03-15', unitType: 'studio' },
    });
  });

  it('my reservations: lists the upcoming stays', async () => {
    api({});
    renderRoutes(routes, PATHS.myReservations);
    expect(await screen.findByText('Vidanta Riviera Maya')).toBeTruthy();
    expect(screen.getByText('No. VR-2031-0007')).toBeTruthy();
  });

  it('my reservations: splits upcoming and past by the club’s day, not the browser’s', async () => {
    // 23:30 the day before in Cancún, already the next day in Madrid: a stay arriving on the club's today is
    // still upcoming.
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Madrid';
    // The last 04:30 UTC that has passed: a clock set ahead of the real one would make the session look expired.
    const todayAt = Date.parse(`${new Date().toISOString().slice(0, 10)}T04:30:00Z`);
    const now = new Date(todayAt <= Date.now() ? todayAt : todayAt - 86_400_000);
    const clubToday = addDays(now.toISOString().slice(0, 10), -1);
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      api(
        {},
        answer('get', '/user_reservations/all', z.array(ReservationSchema), [
          { ...RESERVATION, arriving_date: clubToday, departing_date: addDays(clubToday, 3) },
        ]),
      );
      renderRoutes(routes, PATHS.myReservations);
      const upcoming = await screen.findByRole('region', { name: /^Upcoming/ });
      expect(within(upcoming).getByText('Vidanta Riviera Maya')).toBeTruthy();
      expect(upcoming.textContent).toContain(
        `${formatLongDay(clubToday, 'en')} – ${formatLongDay(addDays(clubToday, 3), 'en')}`,
      );
    } finally {
      vi.useRealTimers();
      process.env.TZ = zone;
    }
  });

  it('add: a reservation overlapping a held stay is refused naming it; what was typed stays', async () => {
    const refusal =
      'These dates overlap your stay at Sea Garden Mazatlán from March 9, 2031 to March 12, 2031 (reservation VP-100).';
    api({}, fail('post', '/add_reservation_to_profile', 409, { message: refusal, code: 'stay_overlaps' }));
    const user = setupUser();
    withHotels();
    renderRoutes(routes, PATHS.addReservation);
    await screen.findByRole('option', { name: 'Vidanta Riviera Maya' });
    await user.selectOptions(screen.getByLabelText(/^Property/), '2');
    await user.click(screen.getByLabelText(/^Confirmation number/));
    await user.paste('VR-2031-0007');
    enterDate('Check-in date', '03/10/2031');
    await user.click(screen.getByLabelText(/^Traveler’s last name/));
    await user.paste('García');
    await user.click(screen.getByRole('button', { name: 'Find my reservation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect((screen.getByLabelText(/^Confirmation number/) as HTMLInputElement).value).toBe('VR-2031-0007');
  });

  it('add: a miss keeps what was typed; a match opens the found page', async () => {
    let found = false;
    api(
      {},
      answer('post', '/add_reservation_to_profile', ReservationSchema.nullable(), () =>
        found ? RESERVATION : null,
      ),
    );
    const user = setupUser();
    withHotels();
    const { router } = renderRoutes(routes, PATHS.addReservation);
    await screen.findByRole('option', { name: 'Vidanta Riviera Maya' });
    await user.selectOptions(screen.getByLabelText(/^Property/), '2');
    // Pasted: one input event per field, where typing re-checks the form at every key.
    await user.click(screen.getByLabelText(/^Confirmation number/));
    await user.paste('VR-2031-0007');
    enterDate('Check-in date', '03/10/2031');
    await user.click(screen.getByLabelText(/^Traveler’s last name/));
    await user.paste('García');
    await user.click(screen.getByRole('button', { name: 'Find my reservation' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect((screen.getByLabelText(/^Confirmation number/) as HTMLInputElement).value).toBe('VR-2031-0007');

    found = true;
    await user.click(screen.getByRole('button', { name: 'Find my reservation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.reservationFound));
    expect(await screen.findByText('We found your reservation')).toBeTruthy();
    expect(screen.getByText('VR-2031-0007')).toBeTruthy();
  });

  it('found: without a reservation, offers to look one up', async () => {
    api({});
    renderRoutes(routes, PATHS.reservationFound);
    expect(await screen.findByText('There is no reservation to show. Look it up first.')).toBeTruthy();
  });

  it('pre-registration: links to the hotels’ pre-check-in in a new tab', async () => {
    api({});
    renderRoutes(routes, PATHS.preRegistration);
    const link = await screen.findByRole('link', { name: /Go to online pre-check-in/ });
    expect(link.getAttribute('href')).toBe('https://checkin.example/');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
