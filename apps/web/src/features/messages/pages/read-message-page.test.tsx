import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MessageThread } from '@vida/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { saveSession } from '../../../lib/session.ts';
import { mockApi, profileOf, renderRoutes, resetApp, tokenPair } from '../../../test/render.tsx';

const NOW = new Date().toISOString();

function threadOf(overrides: Partial<MessageThread> = {}): MessageThread {
  return {
    id: 7,
    reason: 'Reservations',
    subject: 'Moving my stay',
    date: NOW,
    from_name: 'Vida Member Care',
    to_name: 'Ana García',
    from: 'care',
    message: 'We can move it.',
    message_type: 'support',
    replied: true,
    read_at: null,
    unread_messages: 1,
    nr_of_messages: 1,
    phone: null,
    email: null,
    need_to_contact_me: false,
    conversations: [
      {
        id: 7,
        date: NOW,
        from_name: 'Ana García',
        to_name: 'Vida Vacations customer care',
        from: 'member',
        message: 'Can I move my stay? <b>bold</b>',
        read_at: NOW,
      },
      {
        id: 8,
        date: NOW,
        from_name: 'Vida Member Care',
        to_name: 'Ana García',
        from: 'care',
        message: 'We can move it.',
        read_at: null,
      },
    ],
    ...overrides,
  };
}

function api(thread: MessageThread | null, replyStatus = 201) {
  let unread = 2;
  return mockApi(({ url, method, body }) => {
    if (url === '/api/v1/profile')
      return { status: 200, body: { data: profileOf({ language_id: 'en', unread_messages: unread }) } };
    if (/\/(faqs|contact_reasons|reservation_hotels)$/.test(url)) return { status: 200, body: { data: [] } };
    if (url === '/api/v1/messages/7' && method === 'GET')
      return thread ? { status: 200, body: { data: thread } } : undefined;
    if (url === '/api/v1/messages/7/mark-as-read' && method === 'POST') {
      unread = 1;
      return { status: 200, body: { data: { unread_messages: unread } } };
    }
    if (url === '/api/v1/messages/7' && method === 'POST') {
      if (replyStatus !== 201)
        return { status: replyStatus, body: { message: 'An error occurred, please try again.' } };
      const text = (body as { message: string }).message;
      return {
        status: 201,
        body: {
          data: {
            id: 9,
            date: NOW,
            from_name: 'Ana García',
            to_name: 'Vida Vacations customer care',
            from: 'member',
            message: text,
            read_at: NOW,
          },
        },
      };
    }
    return undefined;
  });
}

describe('read message page', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(tokenPair());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('marks an unread thread read as it opens and the bell drops without a reload', async () => {
    const calls = api(threadOf());
    renderRoutes(routes, '/messages/7');
    await screen.findByRole('heading', { level: 1, name: 'Moving my stay' }, { timeout: 4000 });
    await screen.findByRole('link', { name: 'Messages (1 unread)' });
    expect(calls.filter((c) => c.url.endsWith('/mark-as-read'))).toHaveLength(1);
    // The latest message is open; HTML shows as text.
    expect(screen.getByText('We can move it.')).toBeTruthy();
    expect(screen.getByText('Can I move my stay? <b>bold</b>', { exact: false })).toBeTruthy();
  });

  it('does not mark a thread that has nothing unread', async () => {
    const calls = api(threadOf({ unread_messages: 0, read_at: NOW }));
    renderRoutes(routes, '/messages/7');
    await screen.findByRole('heading', { level: 1, name: 'Moving my stay' }, { timeout: 4000 });
    expect(calls.some((c) => c.url.endsWith('/mark-as-read'))).toBe(false);
  });

  it('replies: button, form with send disabled while empty, confirmation, then the button after 5 s', async () => {
    api(threadOf());
    renderRoutes(routes, '/messages/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Reply' }, { timeout: 4000 }));
    const send = screen.getByRole('button', { name: 'Send reply' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Thanks!' } });
    await waitFor(() => expect(send.disabled).toBe(false));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(send);
    await screen.findByText('Your reply was sent. Customer care usually answers within 24 hours.');
    expect(screen.getByText('Thanks!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    await screen.findByRole('button', { name: 'Reply' });
  });

  it('keeps what was typed when sending fails', async () => {
    api(threadOf(), 500);
    renderRoutes(routes, '/messages/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Reply' }, { timeout: 4000 }));
    const box = screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Please call me' } });
    const send = screen.getByRole('button', { name: 'Send reply' }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await screen.findByText('An error occurred, please try again.');
    expect(box.value).toBe('Please call me');
  });

  it('offers no reply on alerts', async () => {
    api(threadOf({ message_type: 'alert', reason: null, unread_messages: 0 }));
    renderRoutes(routes, '/messages/7');
    await screen.findByRole('heading', { level: 1, name: 'Moving my stay' }, { timeout: 4000 });
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.getByText(/cannot be answered/)).toBeTruthy();
  });

  it('shows the not-found page for an unknown or foreign id', async () => {
    api(null);
    renderRoutes(routes, '/messages/7');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 4000 });
  });
});
