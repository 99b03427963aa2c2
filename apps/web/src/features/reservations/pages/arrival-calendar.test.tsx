import { screen, waitFor, within } from '@testing-library/react';
import {
  ApiErrorSchema,
  addDays,
  ClubSchema,
  ContactReasonSchema,
  CountryOptionSchema,
  earliestArrival,
  FaqSchema,
  HotelSchema,
  ProfileSchema,
  ReservationSchema,
} from '@vida/shared';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { routes } from '../../../app/routes.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { hotelsQueryOptions } from '../../../lib/reference-data/hotels.ts';
import { noteServerDate } from '../../../lib/server-clock.ts';
import { saveSession } from '../../../lib/session.ts';
import { serveApi } from '../../../test/api.ts';
import { clubOf, profileOf, renderRoutes, resetApp, signedInSession } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';

const HOTELS = [{ id: 2, name: 'Vidanta Riviera Maya' }];

/**
 * The signed-in app's calls, each answered with the server's clock in its `Date` header (which `answer` does
 * not set): the content checked by the route's schema as `answer` does, any other path the API's 404.
 */
function api(serverNow: () => Date) {
  const headers = () => ({ Date: serverNow().toUTCString() });
  const dated = <S extends z.ZodType>(path: string, schema: S, data: z.input<S>) =>
    http.get(`*/api/v1${path}`, () =>
      HttpResponse.json({ data: schema.parse(data) }, { headers: headers() }),
    );
  return serveApi(
    dated('/profile', ProfileSchema, profileOf()),
    dated('/reservation_hotels', z.array(HotelSchema), HOTELS),
    dated('/club', ClubSchema, clubOf()),
    dated('/faqs', z.array(FaqSchema), []),
    dated('/contact_reasons', z.array(ContactReasonSchema), []),
    dated('/countries', z.array(CountryOptionSchema), []),
    dated('/user_reservations/all', z.array(ReservationSchema), []),
    http.all('*/api/*', () =>
      HttpResponse.json(ApiErrorSchema.parse({ message: 'Not found.', code: 604 }), {
        status: 404,
        headers: headers(),
      }),
    ),
  );
}

/**
 * Opens the calendar of the date field labelled `label` and reads it as the member sees it: the month shown
 * and its first day that can be picked (`YYYY-MM-DD`, from the day buttons' own timestamps).
 */
async function firstEnabledDay(label: string): Promise<{ first: string; disabled: string[] }> {
  const group = await screen.findByRole('group', { name: label }, { timeout: 20_000 });
  const field = group.closest('.MuiFormControl-root') as HTMLElement;
  const user = setupUser();
  await user.click(within(field).getByRole('button', { name: 'Choose date' }));
  const grid = await screen.findByRole('grid');
  const days = within(grid)
    .getAllByRole('gridcell')
    .filter((cell): cell is HTMLButtonElement => cell instanceof HTMLButtonElement);
  const iso = (cell: HTMLElement) => dayjs(Number(cell.dataset.timestamp)).format('YYYY-MM-DD');
  const first = days.find((cell) => !cell.disabled);
  if (!first) throw new Error('no day can be picked');
  const disabled = days.filter((cell) => cell.disabled).map(iso);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
  return { first: iso(first), disabled };
}

/** The browser's clock reads `now` from here on; the member signs in then (a session lasts an hour). */
function browserClockAt(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  saveSession(signedInSession());
}

describe('the stay calendars offer the API’s first arrival day', { timeout: 40_000 }, () => {
  beforeEach(async () => {
    await resetApp('en');
    queryClient.setQueryData(hotelsQueryOptions('en').queryKey, HOTELS);
  });
  afterEach(() => {
    vi.useRealTimers();
    // Back to the machine's clock: the next test learns its own server's.
    noteServerDate(new Date().toUTCString());
    window.localStorage.clear();
  });

  it('request form: 10:00 in Cancún, the first day offered is tomorrow there; today is greyed', async () => {
    // 15:00 UTC on March 10: still March 10 for any browser from UTC−12 to UTC+8, 10:00 at the club.
    const now = new Date('2031-03-10T15:00:00Z');
    browserClockAt(now);
    api(() => new Date());
    renderRoutes(routes, PATHS.requestReservation);

    const arrival = await firstEnabledDay('Arrival');
    expect(arrival.first).toBe(earliestArrival(now));
    expect(arrival.first).toBe('2031-03-11');
    expect(arrival.disabled).toContain('2031-03-10');
    // Nothing chosen yet: the departure offers the same first day.
    expect((await firstEnabledDay('Departure')).first).toBe('2031-03-11');
  });

  it('request form: a browser clock an hour slow before the club’s midnight follows the server’s clock, across the month end', async () => {
    // The browser thinks it is 23:30 on March 30 in Cancún; the server (its Date header) says 00:30 on the 31st.
    const browser = new Date('2031-03-31T04:30:00Z');
    const server = () => new Date(Date.now() + 60 * 60_000);
    browserClockAt(browser);
    api(server);
    renderRoutes(routes, PATHS.requestReservation);

    const arrival = await firstEnabledDay('Arrival');
    expect(earliestArrival(browser)).toBe('2031-03-31');
    expect(arrival.first).toBe(earliestArrival(server()));
    expect(arrival.first).toBe('2031-04-01');
  });

  it('request form: a stored arrival now too soon is refused in the form with the first allowed day named', async () => {
    const now = new Date('2031-03-10T15:00:00Z');
    browserClockAt(now);
    api(() => new Date());
    window.localStorage.setItem(
      'vida.reservation',
      JSON.stringify({
        stay: {
          destination: '2',
          guests: 1,
          arrivingDate: '2031-03-10',
          departingDate: addDays('2031-03-10', 4),
          unitType: 'studio',
          promoCode: '',
          addTransportation: false,
          flexibleDestination: true,
          flexibleDates: true,
        },
      }),
    );
    const user = setupUser();
    renderRoutes(routes, PATHS.requestReservation);
    await user.click(
      await screen.findByRole('button', { name: 'Continue to the summary' }, { timeout: 20_000 }),
    );
    expect(await screen.findByText('Choose March 11, 2031 or a later day.')).toBeTruthy();
  });

  it('dashboard filter: the same first day as the request form', async () => {
    const now = new Date('2031-03-10T15:00:00Z');
    browserClockAt(now);
    api(() => new Date());
    renderRoutes(routes, PATHS.dashboard);
    expect((await firstEnabledDay('Arrival')).first).toBe(earliestArrival(now));
  });
});
