import { act, screen, waitFor } from '@testing-library/react';
import {
  MessageItemSchema,
  type MessageThread,
  MessageThreadSchema,
  ReplyRequestSchema,
  UnreadCountSchema,
} from '@vida/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { saveSession } from '../../../lib/session.ts';
import { answer, fail, serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import { profileOf, renderRoutes, resetApp, signedInSession } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';

const NOW = new Date().toISOString();

function threadOf(overrides: Partial<MessageThread> = {}): MessageThread {
  return {
    id: 7,
    reason: 'Reservations',
    subject: 'Moving my stay',
    date: NOW,
    from_name: 'Vida Customer Care',
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
        from_name: 'Vida Customer Care',
        to_name: 'Ana García',
        from: 'care',
        message: 'We can move it.',
        read_at: null,
      },
    ],
    ...overrides,
  };
}

/** The thread (`null`: not the member's), its mark-as-read that drops the bell, and replies answering `replyStatus`. */
function api(thread: MessageThread | null, replyStatus = 201) {
  let unread = 2;
  return serveApi(
    ...memberBasics({ profile: () => profileOf({ language_id: 'en', unread_messages: unread }) }),
    thread
      ? answer('get', '/messages/7', MessageThreadSchema, thread)
      : fail('get', '/messages/7', 404, { message: 'Not found.', code: 604 }),
    answer('post', '/messages/7/mark-as-read', UnreadCountSchema, () => {
      unread = 1;
      return { unread_messages: unread };
    }),
    replyStatus === 201
      ? answer(
          'post',
          '/messages/7',
          MessageItemSchema,
          ({ body }) => ({
            id: 9,
            date: NOW,
            from_name: 'Ana García',
            to_name: 'Vida Vacations customer care',
            from: 'member' as const,
            message: ReplyRequestSchema.parse(body).message,
            read_at: NOW,
          }),
          201,
        )
      : fail('post', '/messages/7', replyStatus, { message: 'An error occurred, please try again.' }),
  );
}

describe('read message page', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks an unread thread read as it opens and the bell drops without a reload', async () => {
    const calls = api(threadOf());
    renderRoutes(routes, '/messages/7');
    await screen.findByRole('heading', { level: 1, name: 'Moving my stay' }, { timeout: 4000 });
    await screen.findByRole('link', { name: 'Messages (1 unread)' });
    expect(calls.filter((c) => c.path.endsWith('/mark-as-read'))).toHaveLength(1);
    // The latest message is open; HTML shows as text.
    expect(screen.getByText('We can move it.')).toBeTruthy();
    expect(screen.getByText('Can I move my stay? <b>bold</b>', { exact: false })).toBeTruthy();
    // The headings go down one level at a time: the messages are the second level, under the thread's title.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 2)).toHaveLength(2);
    levels.forEach((level, i) => {
      expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
    });
  });

  it('does not mark a thread that has nothing unread', async () => {
    const calls = api(threadOf({ unread_messages: 0, read_at: NOW }));
    renderRoutes(routes, '/messages/7');
    await screen.findByRole('heading', { level: 1, name: 'Moving my stay' }, { timeout: 4000 });
    expect(calls.some((c) => c.path.endsWith('/mark-as-read'))).toBe(false);
  });

  it('replies: button, form with send disabled while empty, confirmation, then the button after 5 s', async () => {
    api(threadOf());
    const user = setupUser();
    renderRoutes(routes, '/messages/7');
    await user.click(await screen.findByRole('button', { name: 'Reply' }, { timeout: 4000 }));
    const send = screen.getByRole('button', { name: 'Send reply' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Thanks!');
    await waitFor(() => expect(send.disabled).toBe(false));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(send);
    await screen.findByText('Your reply was sent. Customer Care usually answers within 24 hours.');
    expect(screen.getByText('Thanks!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    await screen.findByRole('button', { name: 'Reply' });
  });

  it('keeps what was typed when sending fails', async () => {
    api(threadOf(), 500);
    const user = setupUser();
    renderRoutes(routes, '/messages/7');
    await user.click(await screen.findByRole('button', { name: 'Reply' }, { timeout: 4000 }));
    const box = screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement;
    await user.type(box, 'Please call me');
    const send = screen.getByRole('button', { name: 'Send reply' }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    await user.click(send);
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
