import { screen, within } from '@testing-library/react';
import {
  addDays,
  clubDay,
  DestinationHighlightListSchema,
  ExchangesDataSchema,
  formatLongDay,
  type Reservation,
} from '@vida/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../lib/session.ts';
import { answer, serveApi } from '../test/api.ts';
import { memberBasics } from '../test/member-api.ts';
import { profileOf, renderRoutes, resetApp, signedInSession } from '../test/render.tsx';
import { routes } from './routes.tsx';

const today = clubDay(new Date());
const day = (offset: number) => addDays(today, offset);

function stay(id: number, status: number, from: number, nights: number, extra: Partial<Reservation> = {}) {
  return {
    reservation_id: id,
    reservation_number: `VP-${id}`,
    reservation_status: status,
    hotel: `Hotel ${id}`,
    hotel_id: id,
    arriving_date: day(from),
    departing_date: day(from + nights),
    number_of_adults: 2,
    number_of_children: 0,
    guest: 'Ana García',
    room_type: 'One Bedroom Suite',
    ...extra,
  };
}

function dashboard(reservations: Reservation[]) {
  serveApi(
    ...memberBasics({ profile: profileOf({}), hotels: [], reservations }),
    answer('get', '/exchanges', ExchangesDataSchema, []),
    answer('get', '/destination_highlights', DestinationHighlightListSchema, { data: [] }),
  );
  renderRoutes(routes, '/dashboard');
}

const SLOW = { timeout: 20_000 };

describe('the dashboard’s next stay', SLOW, () => {
  beforeEach(() => saveSession(signedInSession()));

  it('shows the next confirmed stay with its dates, nights, room, number, travellers, calendar and pre-registration', async () => {
    await resetApp('en');
    saveSession(signedInSession());
    dashboard([
      stay(1, 3, -20, 5),
      // Sooner, but cancelled or only requested: not the next stay.
      stay(2, 5, 3, 2),
      stay(3, 1, 5, 2),
      stay(4, 2, 10, 7, {
        hotel: 'Grand Luxxe Nuevo Vallarta',
        number_of_children: 1,
        room_type: 'Master Room',
      }),
      stay(5, 2, 40, 3),
    ]);
    const card = await screen.findByRole('region', { name: 'Your next stay' }, SLOW);
    expect(within(card).getByText('Grand Luxxe Nuevo Vallarta')).toBeTruthy();
    expect(within(card).getByText('Confirmed')).toBeTruthy();
    expect(card.textContent).toContain(
      `${formatLongDay(day(10), 'en')} – ${formatLongDay(day(17), 'en')} (7 nights)`,
    );
    expect(within(card).getByText('VP-4')).toBeTruthy();
    expect(within(card).getByText('Ana García · 2 adults, 1 child')).toBeTruthy();
    expect(within(card).getByText('Master Room')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Pre-register' }).getAttribute('href')).toBe(
      '/pre-registration',
    );
    expect(within(card).getByRole('link', { name: 'All my reservations' }).getAttribute('href')).toBe(
      '/my-reservations',
    );
  });

  it('without a confirmed stay, shows the latest request and its state, in Spanish', async () => {
    await resetApp('es');
    saveSession(signedInSession());
    dashboard([stay(6, 1, 30, 4), stay(8, 1, 20, 2, { hotel: 'Sea Garden Mazatlán' }), stay(9, 5, 12, 3)]);
    const card = await screen.findByRole('region', { name: 'Tu última solicitud' }, SLOW);
    expect(within(card).getByText('Sea Garden Mazatlán')).toBeTruthy();
    expect(within(card).getByText('Solicitada')).toBeTruthy();
    expect(card.textContent).toContain(
      `${formatLongDay(day(20), 'es')} – ${formatLongDay(day(22), 'es')} (2 noches)`,
    );
    expect(card.textContent).toContain('Solicitud VP-8: el club responde en menos de 24 horas');
  });

  it('with no stay ahead, offers to request one or add one', async () => {
    await resetApp('en');
    saveSession(signedInSession());
    dashboard([stay(1, 3, -20, 5), stay(2, 5, 3, 2)]);
    const card = await screen.findByRole('region', { name: 'Your next stay' }, SLOW);
    expect(card.textContent).toContain('You have no stays planned yet.');
    expect(within(card).getByRole('link', { name: 'Request a reservation' }).getAttribute('href')).toBe(
      '/request-reservation',
    );
    expect(within(card).getByRole('link', { name: 'Add a reservation' }).getAttribute('href')).toBe(
      '/add-reservation-to-profile',
    );
  });
});
