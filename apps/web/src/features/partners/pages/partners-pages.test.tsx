import { render, screen, waitFor, within } from '@testing-library/react';
import {
  DestinationHighlightListSchema,
  DestinationHighlightSchema,
  ExchangesDataSchema,
} from '@vida/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AppProviders } from '../../../app/providers.tsx';
import { routes } from '../../../app/routes.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { saveSession } from '../../../lib/session.ts';
import { answer, serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import { profileOf, renderRoutes, resetApp, signedInSession } from '../../../test/render.tsx';
import { DestinationCarousel } from '../components/destination-carousel.tsx';
import { ExchangePartnerStrip } from '../components/exchange-partner-strip.tsx';

const SITE = 'https://www.vidavacations.com';
const DESTINATIONS = [
  {
    id: 11,
    name: 'Jungala',
    location: 'Riviera Maya',
    description: 'A jungle park.',
    image_location: 'jungle-park',
    read_more_link: `${SITE}/jungala`,
    buy_link: `${SITE}/jungala/tickets`,
    logo: 'jungala',
  },
  {
    id: 12,
    name: 'Palacio Maya',
    location: 'Riviera Maya',
    description: 'A palace.',
    image_location: 'palace',
    read_more_link: `${SITE}/palace`,
    buy_link: `${SITE}/palace/more`,
    logo: null,
  },
  {
    id: 13,
    name: 'Beachland',
    location: 'Nuevo Vallarta',
    description: '',
    image_location: 'beach',
    read_more_link: '#',
    buy_link: '#',
    logo: null,
  },
  {
    id: 14,
    name: 'Cirque du Soleil JOYA',
    location: 'Riviera Maya',
    description: 'A show.',
    image_location: 'joya',
    read_more_link: '#',
    buy_link: `${SITE}/joya`,
    logo: 'joya',
  },
] satisfies z.input<typeof DestinationHighlightSchema>[];

/** The member's exchange memberships (`null`: none at all) and the club's destination highlights. */
function api(memberships: string[] | null) {
  return serveApi(
    ...memberBasics({ profile: profileOf({ language_id: 'en' }) }),
    answer(
      'get',
      '/exchanges',
      ExchangesDataSchema,
      memberships === null
        ? []
        : [memberships.map((MembershipType) => ({ MembershipType, membership_number: null }))],
    ),
    answer('get', '/destination_highlights', DestinationHighlightListSchema, { data: DESTINATIONS }),
    ...DESTINATIONS.map((destination) =>
      answer('get', `/destination_highlights/${destination.id}`, DestinationHighlightSchema, destination),
    ),
  );
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}

describe('partners screens', () => {
  beforeEach(async () => {
    await resetApp('en');
    await i18n.loadNamespaces(['partners']);
    saveSession(signedInSession());
    setWidth(1334);
  });

  it('exchanges: three partners in a grid on a wide desktop, other memberships ignored', async () => {
    api(['RCI', 'Interval', 'SFX', 'VIDA LIFESTYLE']);
    renderRoutes(routes, '/exchanges');
    await screen.findByRole('heading', { level: 1, name: 'Exchanges' }, { timeout: 4000 });
    const list = await screen.findByRole('list', { name: 'Your exchange partners' }, { timeout: 4000 });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['RCI', 'Interval', 'SFX']);
    const visit = within(list).getAllByRole('link', { name: /^Visit website/ });
    expect(visit).toHaveLength(3);
    expect(visit[0]?.getAttribute('target')).toBe('_blank');
    expect(visit[0]?.getAttribute('aria-label')).toBe('Visit website: RCI (opens in a new tab)');
    expect(visit[0]?.getAttribute('href')).toBe('https://www.rci.com/');
    expect(screen.queryByRole('region', { name: 'Your exchange partners' })).toBeNull();
  });

  it('exchanges: the same three as a carousel at 900 px', async () => {
    setWidth(900);
    api(['RCI', 'Interval', 'SFX']);
    renderRoutes(routes, '/exchanges');
    const region = await screen.findByRole('region', { name: 'Your exchange partners' }, { timeout: 4000 });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
  });

  it('exchanges: none → a warning and the dashboard', async () => {
    api(null);
    const { router } = renderRoutes(routes, '/exchanges');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 4000 });
    await screen.findByText('You have no exchange partners yet. Customer Care can tell you how to join one.');
  });

  it('destination: the first one sells tickets; # links are hidden', async () => {
    api([]);
    renderRoutes(routes, '/destination-highlights/11');
    await screen.findByRole('heading', { level: 1, name: 'Jungala' }, { timeout: 4000 });
    await screen.findByRole('link', { name: /^Buy tickets/ }, { timeout: 4000 });
    expect(screen.getByRole('link', { name: /^Read more/ }).getAttribute('href')).toBe(`${SITE}/jungala`);
    expect(screen.getByRole('img', { name: 'Jungala' })).toBeTruthy();
  });

  it('destination: the others learn more, and a # read-more is hidden', async () => {
    api([]);
    renderRoutes(routes, '/destination-highlights/14');
    await screen.findByRole('heading', { level: 1, name: 'Cirque du Soleil JOYA' }, { timeout: 4000 });
    await screen.findByRole('link', { name: /^Learn more/ }, { timeout: 4000 });
    expect(screen.queryByRole('link', { name: /^Buy tickets/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Read more/ })).toBeNull();
  });

  it('destination: an unknown id shows the not-found treatment', async () => {
    api([]);
    renderRoutes(routes, '/destination-highlights/999');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 4000 });
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('dashboard pieces: a card is a link only with a description; the strip shows the member’s own partners and goes to Exchanges', async () => {
    api(['Interval International', 'RCI', 'Club Freedom', 'rci']);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <DestinationCarousel />
              <ExchangePartnerStrip />
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { level: 3, name: 'Jungala' }, { timeout: 4000 });
    const links = screen
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .filter((href) => href?.startsWith('/destination-highlights/'));
    expect(links).toEqual(['/destination-highlights/11', '/destination-highlights/12']);
    const beachland = screen.getByRole('heading', { level: 3, name: 'Beachland' });
    expect(beachland.closest('a')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Learn more about exchange partners' }).getAttribute('href'),
    ).toBe('/exchanges');
    // The same partners as the Exchanges page, in the club's order, each once.
    const strip = screen.getByRole('region', { name: /Exchange your week/ });
    await waitFor(() =>
      expect(
        within(strip)
          .getAllByRole('img')
          .map((img) => img.getAttribute('aria-label')),
      ).toEqual(['RCI', 'Interval']),
    );
  });

  it('dashboard strip: a member without exchange partners sees none', async () => {
    api(null);
    const router = createMemoryRouter([{ path: '/', element: <ExchangePartnerStrip /> }], {
      initialEntries: ['/'],
    });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await waitFor(() => expect(queryClient.getQueryData(['exchanges'])).toEqual([]));
    expect(screen.queryByRole('region', { name: /Exchange your week/ })).toBeNull();
  });
});
