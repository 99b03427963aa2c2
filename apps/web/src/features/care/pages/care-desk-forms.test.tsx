import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { mockApi, renderRoutes, resetApp } from '../../../test/render.tsx';

// Loaded once the texts are in, as the routes load them (their modules add to the `messages` catalogue).
let CareSetPasswordPage: typeof import('./care-set-password-page.tsx').CareSetPasswordPage;

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('the desk’s set-password form (react-hook-form with the API’s password rule)', () => {
  beforeEach(async () => {
    await resetApp('en');
    await i18n.loadNamespaces(['care']);
    ({ CareSetPasswordPage } = await import('./care-set-password-page.tsx'));
    window.location.hash = '#token=set-1';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = '';
  });

  it('refuses a short password and a mismatch under their fields, focusing the first, and sends nothing', async () => {
    const calls = mockApi(() => undefined);
    renderRoutes([{ path: '/care/set-password', element: <CareSetPasswordPage /> }], '/care/set-password');
    fireEvent.change(field(/New password/), { target: { value: 'short' } });
    fireEvent.change(field(/Repeat the password/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('The password must have at least 12 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/New password/)));
    expect(field(/Repeat the password/).value).toBe('other');
    expect(calls).toHaveLength(0);
  });

  it('puts the API’s password message under the field and keeps what was typed', async () => {
    mockApi(({ url }) =>
      url === '/api/v1/care/password'
        ? {
            status: 400,
            body: { message: '', errors: { password: ['This password appeared in a breach.'] } },
          }
        : undefined,
    );
    renderRoutes([{ path: '/care/set-password', element: <CareSetPasswordPage /> }], '/care/set-password');
    fireEvent.change(field(/New password/), { target: { value: 'Correct#Horse#2026' } });
    fireEvent.change(field(/Repeat the password/), { target: { value: 'Correct#Horse#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('This password appeared in a breach.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/New password/)));
    expect(field(/New password/).value).toBe('Correct#Horse#2026');
  });
});
