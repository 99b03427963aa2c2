import { act, screen } from '@testing-library/react';
import { TIMINGS } from '@vida/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissNotification, notify } from '../lib/notifications.ts';
import { renderRoutes, resetApp } from '../test/render.tsx';
import { setupUser } from '../test/user.ts';
import { Notifications } from './notification-host.tsx';

describe('notification snackbar', () => {
  beforeEach(async () => {
    await resetApp('en');
  });
  afterEach(() => {
    act(() => dismissNotification());
    vi.useRealTimers();
  });

  it('shows the translated message, closes on request and hides itself after the delay', async () => {
    const user = setupUser();
    renderRoutes([{ path: '/', Component: Notifications }], '/');
    act(() => notify('success', 'logged_out'));
    expect(await screen.findByText('You have logged out.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
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
