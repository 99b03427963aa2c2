import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { peekRememberedLocation } from '../lib/return-to.ts';
import { getSession, saveSession } from '../lib/session.ts';
import { fail, serveApi } from '../test/api.ts';
import { memberBasics } from '../test/member-api.ts';
import { PAST, profileOf, renderRoutes, resetApp, signedInSession } from '../test/render.tsx';
import { setupUser } from '../test/user.ts';
import { routes } from './routes.tsx';
import { connectSession } from './session-events.ts';

function api(profile = profileOf({ language_id: 'en' })) {
  return serveApi(
    ...memberBasics({ profile }),
    // No content, so no schema to check it by.
    http.post('*/api/v1/logout', () => new HttpResponse(null, { status: 204 })),
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });

describe('route table and access classes (spec section 2)', () => {
  beforeEach(async () => {
    await resetApp('en');
    localStorage.setItem('vida.passwordNoticeSeen', '1');
  });

  it('sends a visitor from a signed-in page home and remembers where they were going', async () => {
    api();
    const { router } = renderRoutes(routes, '/my-account?tab=cards');
    await heading('Welcome back');
    expect(router.state.location.pathname).toBe('/');
    expect(peekRememberedLocation()).toBe('/my-account?tab=cards');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
  });

  it('sends a signed-in member from public pages to the dashboard', async () => {
    api();
    saveSession(signedInSession());
    const { router } = renderRoutes(routes, '/login');
    await heading('Welcome, Ana');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('Hello, Ana')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Messages (2 unread)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Account' })).toBeTruthy();
  });

  it('treats an expired token as signed out and forgets it', async () => {
    api();
    saveSession(signedInSession(PAST()));
    const { router } = renderRoutes(routes, '/dashboard');
    await heading('Welcome back');
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()).toBeNull();
    expect(peekRememberedLocation()).toBe('/dashboard');
  });

  it('opens terms and privacy to everyone, in the layout of the session', async () => {
    api();
    renderRoutes(routes, '/terms-and-conditions');
    await heading('Terms and Conditions');
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByText(/All rights reserved/)).toBeTruthy();
    // Spec section 9: the app version shows.
    expect(screen.getByText(/All rights reserved/).textContent).toContain('Version 1.0');
  });

  it('shows open pages in the signed-in layout when signed in', async () => {
    api();
    saveSession(signedInSession());
    renderRoutes(routes, '/privacy-policy');
    await heading('Privacy Policy');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('shows the not-found page for any other path, in either layout', async () => {
    api();
    const first = renderRoutes(routes, '/no/such/page');
    await heading('Page not found');
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    first.unmount();
    saveSession(signedInSession());
    renderRoutes(routes, '/no/such/page');
    await heading('Page not found');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('logs out from the menu: server call, cleared session and cache, home, notice', async () => {
    const calls = api();
    const user = setupUser();
    saveSession(signedInSession());
    const { router } = renderRoutes(routes, '/dashboard');
    await heading('Welcome, Ana');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(menu).getByText('Ana García')).toBeTruthy();
    await user.click(within(menu).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('You have logged out.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.some((c) => c.path === '/api/v1/logout' && c.method === 'POST')).toBe(true);
    expect(getSession()).toBeNull();
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(peekRememberedLocation()).toBeNull();
  });

  it('logs out on any 401 and remembers the page', async () => {
    serveApi(
      fail('get', '/profile', 401, {
        message: 'You are not signed in. Please follow the login steps.',
        code: 'unauthenticated',
      }),
    );
    saveSession(signedInSession());
    const { router } = renderRoutes(routes, '/my-reservations');
    connectSession(router);
    await heading('Welcome back');
    await waitFor(() => expect(getSession()).toBeNull());
    expect(await screen.findByText('You are not signed in. Please follow the login steps.')).toBeTruthy();
    expect(peekRememberedLocation()).toBe('/my-reservations');
  });
});
