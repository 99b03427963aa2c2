import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, earliestArrival } from '@vida/shared';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { hotelsQueryOptions } from '../../../lib/reference-data/hotels.ts';
import { noteServerDate } from '../../../lib/server-clock.ts';
import { saveSession } from '../../../lib/session.ts';
import { clubOf, mockApi, profileOf, renderRoutes, resetApp, tokenPair } from '../../../test/render.tsx';

const HOTELS = [{ id: 2, name: 'Vidanta Riviera Maya' }];

/** The signed-in app's calls, each answered with the server's clock in its `Date` header. */
function api(serverNow: () => Date) {
  return mockApi(({ url }) => {
    const headers = { Date: serverNow().toUTCString() };
    if (url === '/api/v1/profile') return { status: 200, body: { data: profileOf() }, headers };
    if (url === '/api/v1/reservation_hotels') return { status: 200, body: { data: HOTELS }, headers };
    if (url === '/api/v1/club') return { status: 200, body: { data: clubOf() }, headers };
    if (/\/(faqs|contact_reasons|countries)$/.test(url)) return { status: 200, body: { data: [] }, headers };
    if (url === '/api/v1/user_reservations/all') return { status: 200, body: { data: [] }, headers };
    return { status: 404, body: { message: 'Not found.', code: 604 }, headers };
  });
}

/**
 * Opens the calendar of the date field labelled `label` and reads it as the member sees it: the month shown
 * and its first day that can be picked (`YYYY-MM-DD`, from the day buttons' own timestamps).
 */
async function firstEnabledDay(label: string): Promise<{ first: string; disabled: string[] }> {
  const group = await screen.findByRole('group', { name: label }, { timeout: 20_000 });
  const field = group.closest('.MuiFormControl-root') as HTMLElement;
  fireEvent.click(within(field).getByRole('button', { name: 'Choose date' }));
  const grid = await screen.findByRole('grid');
  const days = within(grid)
    .getAllByRole('gridcell')
    .filter((cell): cell is HTMLButtonElement => cell instanceof HTMLButtonElement);
  const iso = (cell: HTMLElement) => dayjs(Number(cell.dataset.timestamp)).format('YYYY-MM-DD');
  const first = days.find((cell) => !cell.disabled);
  if (!first) throw new Error('no day can be picked');
  const disabled = days.filter((cell) => cell.disabled).map(iso);
  fireEvent.keyDown(grid, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
  return { first: iso(first), disabled };
}

/** The browser's clock reads `now` from here on; the member signs in then (a session lasts an hour). */
function browserClockAt(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  saveSession(tokenPair());
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
    vi.unstubAllGlobals();
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
    renderRoutes(routes, PATHS.requestReservation);
    fireEvent.click(
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
