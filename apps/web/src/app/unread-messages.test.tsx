import { focusManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { UnreadCountSchema } from '@vida/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../lib/session.ts';
import { UNREAD_REFRESH_MS } from '../lib/unread-messages.ts';
import { answer, fail, serveApi } from '../test/api.ts';
import { memberBasics } from '../test/member-api.ts';
import { profileOf, renderRoutes, resetApp, signedInSession } from '../test/render.tsx';
import { routes } from './routes.tsx';

describe('unread badge refresh', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
  });
  afterEach(() => {
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('asks for the count once a minute and on focus, never right after the profile loaded', async () => {
    let unread = 2;
    const calls = serveApi(
      ...memberBasics({ profile: profileOf({ language_id: 'en', unread_messages: 2 }) }),
      answer('get', '/messages/unread-count', UnreadCountSchema, () => ({ unread_messages: unread })),
    );
    const counts = () => calls.filter((c) => c.path.endsWith('/unread-count')).length;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('link', { name: 'Messages (2 unread)' }, { timeout: 4000 });
    // A focus within the first minute asks nothing: the profile's count is fresh.
    act(() => focusManager.setFocused(true));
    expect(counts()).toBe(0);

    unread = 4;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS);
    });
    await screen.findByRole('link', { name: 'Messages (4 unread)' });
    expect(counts()).toBe(1);

    unread = 1;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS + 1);
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await screen.findByRole('link', { name: 'Messages (1 unread)' });
    expect(counts()).toBeLessThanOrEqual(3);
  });

  it('names the bell "Messages" with no number while the count is not known, never "0 unread"', async () => {
    serveApi(
      fail('get', '/profile', 503, { message: 'The service is unavailable.', code: 'unavailable' }),
      ...memberBasics(),
    );
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('link', { name: 'Messages' }, { timeout: 4000 });
    expect(screen.queryByRole('link', { name: /unread/ })).toBeNull();
  });
});
