import { screen, waitFor, within } from '@testing-library/react';
import { DestinationHighlightListSchema, ExchangesDataSchema } from '@vida/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../lib/session.ts';
import { readItem, STORAGE_KEYS, writeItem } from '../lib/storage.ts';
import { answer, serveApi } from '../test/api.ts';
import { memberBasics } from '../test/member-api.ts';
import { clubOf, enterDate, profileOf, renderRoutes, resetApp, signedInSession } from '../test/render.tsx';
import { setupUser } from '../test/user.ts';
import { routes } from './routes.tsx';

const CLUB = clubOf({ media_base_url: 'https://cdn.example/vida/' });

function api(profile: Record<string, unknown>) {
  return serveApi(
    ...memberBasics({
      profile: profileOf(profile),
      club: CLUB,
      hotels: [{ id: 7, name: 'Sea Garden Mazatlán' }],
    }),
    answer('get', '/exchanges', ExchangesDataSchema, []),
    answer('get', '/destination_highlights', DestinationHighlightListSchema, { data: [] }),
  );
}

describe('dashboard', () => {
  beforeEach(() => saveSession(signedInSession()));

  it('shows the member’s club card, details and the videos in Spanish from the configured media base', async () => {
    await resetApp('es');
    saveSession(signedInSession());
    api({ language_id: 'es', resort_name: 'The Grand Bliss', mobile_phone: '+52 55 1234 5678' });
    const user = setupUser();
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Te damos la bienvenida, Ana' }, { timeout: 4000 });

    const card = screen.getByRole('region', { name: 'Tarjeta de socio' });
    expect(within(card).getByText('100200300')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'The Grand Bliss' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Tus datos' });
    expect(within(details).getByText('ana.garcia@example.com')).toBeTruthy();
    expect(within(details).getByText('+52 55 1234 5678')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Mi cuenta' }).getAttribute('href')).toBe('/my-account');

    const open = await screen.findByRole('button', { name: 'Reproducir video: ¿Qué es Vida Vacations?' });
    // The posters follow the club's media base once /club has answered.
    await waitFor(() =>
      expect(
        document.querySelector('section[aria-labelledby="more-about-title"] img')?.getAttribute('src'),
      ).toBe('https://cdn.example/vida/what-it-is-es-poster.jpg'),
    );
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: '¿Qué es Vida Vacations?' });
    const video = dialog.querySelector('video');
    expect(video?.querySelector('source')?.getAttribute('src')).toBe(
      'https://cdn.example/vida/what-it-is-es.mp4',
    );
    const track = video?.querySelector('track');
    expect(track?.getAttribute('src')).toBe('https://cdn.example/vida/what-it-is-es.vtt');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('srclang')).toBe('es');
    expect(video?.getAttribute('poster')).toBe('https://cdn.example/vida/what-it-is-es-poster.jpg');
    // Another origin: captions need CORS, so the element asks for it.
    expect(video?.getAttribute('crossorigin')).toBe('anonymous');

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('clears a stay in progress and opens the request form with the filter’s values', async () => {
    await resetApp('en');
    saveSession(signedInSession());
    api({ language_id: 'en' });
    writeItem(STORAGE_KEYS.reservation, JSON.stringify({ stay: { destination: '1' } }));
    const user = setupUser();
    const { router } = renderRoutes(routes, '/dashboard');
    await screen.findByRole('option', { name: 'Sea Garden Mazatlán' }, { timeout: 4000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destination' }), '7');
    // The filter's picker arrives after the dashboard has painted.
    await screen.findByRole('group', { name: 'Arrival' }, { timeout: 4000 });
    enterDate('Arrival', '03/01/2031');
    enterDate('Departure', '03/05/2031');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Guests' }), '3');
    await user.click(screen.getByRole('button', { name: 'Request a reservation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/request-reservation'));
    expect(router.state.location.state).toEqual({
      filter: { destination: '7', arrivingDate: '2031-03-01', departingDate: '2031-03-05', guests: 3 },
    });
    expect(readItem(STORAGE_KEYS.reservation)).toBeNull();
  });

  it('shows a guest no club card, contracts or exchanges', async () => {
    await resetApp('en');
    saveSession(signedInSession());
    api({ language_id: 'en', vida_member_id: null, first_name: 'Grace', last_name: 'Visitor' });
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Grace' }, { timeout: 4000 });
    expect(screen.getByRole('heading', { name: 'Guest account' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Membership card' })).toBeNull();
    expect(screen.queryByText('Contracts', { exact: true })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Exchange your week' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video: What is Vida Vacations?' })).toBeTruthy();
  });

  // Issue 29: a guest never goes round in a loop (My Account → My Reservations → back to the dashboard).
  it('offers a guest only what a guest can use, in the menu and on My Account', async () => {
    await resetApp('en');
    saveSession(signedInSession());
    api({ language_id: 'en', vida_member_id: null, first_name: 'Grace', last_name: 'Visitor' });
    const user = setupUser();
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Grace' }, { timeout: 4000 });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    const entries = menu.getAllByRole('link').map((link) => link.textContent);
    expect(entries).toEqual([
      'Home',
      'My Account',
      'Request Reservation',
      'My Reservations',
      'Pre-registration',
      'My Messages22 unread',
      'About',
      'Contact',
      'FAQs',
    ]);
    expect(menu.queryByRole('button', { name: 'My Vida Vacations' })).toBeNull();

    await user.click(menu.getByRole('link', { name: 'My Account' }));
    await screen.findByRole('heading', { level: 2, name: 'Your stays' }, { timeout: 8000 });
    expect(screen.queryByRole('heading', { name: 'Your contracts' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My Reservations' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a reservation' }).getAttribute('href')).toBe(
      '/request-reservation',
    );
    expect(screen.getByRole('link', { name: 'Add a reservation' }).getAttribute('href')).toBe(
      '/add-reservation-to-profile',
    );
  });

  it('keeps the members’ menu for a member', async () => {
    await resetApp('en');
    saveSession(signedInSession());
    api({ language_id: 'en' });
    const user = setupUser();
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana' }, { timeout: 4000 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    for (const name of ['My contracts', 'Payments', 'Payment history', 'Club benefits', 'Exchanges']) {
      expect(menu.getByRole('link', { name })).toBeTruthy();
    }
  });
});
