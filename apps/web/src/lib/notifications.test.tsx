import { act, fireEvent, screen } from '@testing-library/react';
import { TIMINGS } from '@vida/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifications } from '../app/notifications.tsx';
import { renderRoutes, resetApp } from '../test/render.tsx';
import { i18n } from './i18n.ts';
import { dismissNotification, notify, resolveMessage } from './notifications.ts';

describe('the underscore rule (spec section 4)', () => {
  beforeEach(async () => {
    await resetApp('en');
  });

  it('looks a key up in messages, then in the app notices, in the active language', async () => {
    expect(resolveMessage(i18n, 'wrong_credentials')).toBe('The e-mail or password is invalid.');
    expect(resolveMessage(i18n, 'logged_out')).toBe('You have logged out.');
    expect(resolveMessage(i18n, 'too_many_attempts', { seconds: 30 })).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
    await i18n.changeLanguage('es');
    expect(resolveMessage(i18n, 'wrong_credentials')).toBe(
      'El correo electrónico o la contraseña no son válidos.',
    );
    expect(resolveMessage(i18n, 'logged_out')).toBe('Has cerrado sesión.');
  });

  it('shows text without an underscore as it is, even if it happens to be a key elsewhere', () => {
    expect(resolveMessage(i18n, 'Profile saved.')).toBe('Profile saved.');
    expect(resolveMessage(i18n, 'appName')).toBe('appName');
  });

  it('shows an unknown key as written', () => {
    expect(resolveMessage(i18n, 'something_unknown')).toBe('something_unknown');
  });
});

describe('notification snackbar', () => {
  beforeEach(async () => {
    await resetApp('en');
  });
  afterEach(() => {
    act(() => dismissNotification());
    vi.useRealTimers();
  });

  it('shows the translated message, closes on request and hides itself after the delay', async () => {
    renderRoutes([{ path: '/', Component: Notifications }], '/');
    act(() => notify('success', 'logged_out'));
    expect(await screen.findByText('You have logged out.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByText('You have logged out.')).toBeNull());

    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => notify('error', 'Plain server text'));
    expect(await screen.findByText('Plain server text')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TIMINGS.notificationMs + 500);
    });
    await vi.waitFor(() => expect(screen.queryByText('Plain server text')).toBeNull());
  });
});
