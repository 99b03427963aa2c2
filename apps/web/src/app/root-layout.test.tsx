import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, resetApp } from '../test/render.tsx';
import { RootLayout } from './root-layout.tsx';

/** The positions React Router keeps for the tab (sessionStorage), as a page load before this one left them. */
function keptPositions(positions: Record<string, number>) {
  sessionStorage.setItem('react-router-scroll-positions', JSON.stringify(positions));
}

async function load(path: string) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  renderRoutes(
    [{ path: '/', Component: RootLayout, children: [{ path: '*', element: <h1>Page</h1> }] }],
    path,
  );
  await screen.findByRole('heading', { name: 'Page' });
  return scrollTo;
}

describe('the scroll position on a page load', () => {
  beforeEach(() => resetApp('en'));
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('is not the one of the page the member left for another site (the card provider), but the top', async () => {
    // The payments page, first of its page load (key "default"), was scrolled when the member went on to pay.
    keptPositions({ default: 148 });
    const scrollTo = await load('/cancelled-payment/cancelled');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 148);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('is kept for the same page loaded again', async () => {
    keptPositions({ '/my-reservations': 300 });
    expect(await load('/my-reservations')).toHaveBeenCalledWith(0, 300);
  });
});
