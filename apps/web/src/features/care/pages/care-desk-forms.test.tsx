import { screen, waitFor, within } from '@testing-library/react';
import {
  CareStayRequestSchema,
  CareThreadSchema,
  ContactReasonSchema,
  HotelSchema,
  InboxItemSchema,
} from '@vida/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../../lib/i18n.ts';
import { answer, answerBody, fail, serveApi } from '../../../test/api.ts';
import { FUTURE, renderRoutes, resetApp } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
import { startStaffSession } from '../lib/staff-session.ts';

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
    window.location.hash = '';
  });

  it('refuses a short password and a mismatch under their fields, focusing the first, and sends nothing', async () => {
    const calls = serveApi();
    const user = setupUser();
    renderRoutes([{ path: '/care/set-password', element: <CareSetPasswordPage /> }], '/care/set-password');
    await user.type(field(/New password/), 'short');
    await user.type(field(/Repeat the password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('The password must have at least 12 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/New password/)));
    expect(field(/Repeat the password/).value).toBe('other');
    expect(calls).toHaveLength(0);
  });

  it('puts the API’s password message under the field and keeps what was typed', async () => {
    serveApi(
      fail('put', '/care/password', 400, {
        message: '',
        errors: { password: ['This password appeared in a breach.'] },
      }),
    );
    const user = setupUser();
    renderRoutes([{ path: '/care/set-password', element: <CareSetPasswordPage /> }], '/care/set-password');
    // Pasted: one input event per field, where typing re-checks the form at every key.
    await user.click(field(/New password/));
    await user.paste('Correct#Horse#2026');
    await user.click(field(/Repeat the password/));
    await user.paste('Correct#Horse#2026');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('This password appeared in a breach.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/New password/)));
    expect(field(/New password/).value).toBe('Correct#Horse#2026');
  });
});

const STAY = {
  id: 41,
  user_id: 1,
  reservation_number: null,
  member_name: 'John Miller',
  member_email: 'john@example.com',
  member_number: '100200301',
  language: 'en' as const,
  hotel_id: 3,
  hotel: 'Sea Garden',
  arriving_date: '2027-03-01',
  departing_date: '2027-03-08',
  guests: 2,
  unit_type: 'Studio',
  room_type: 'Studio',
  flexible_dates: false,
  flexible_destinations: false,
  requested_at: '2026-11-20T10:00:00.000Z',
  hours_left: 30,
  earliest_arrival: '2026-11-28',
  held_stays: [],
};

describe('the desk’s stay confirmation (react-hook-form with the API’s confirmation rule)', () => {
  let CareStayRequestsPage: typeof import('./care-stay-requests-page.tsx').CareStayRequestsPage;
  beforeEach(async () => {
    await resetApp('en');
    await i18n.loadNamespaces(['care']);
    ({ CareStayRequestsPage } = await import('./care-stay-requests-page.tsx'));
    startStaffSession({ access_token: 'staff-1', expires_at: FUTURE() });
  });
  afterEach(() => {
    sessionStorage.clear();
  });

  it('refuses what the rule refuses under the fields, focusing the first, then sends the hotel as a number', async () => {
    const calls = serveApi(
      answer('get', '/care/stay-requests', z.array(CareStayRequestSchema), [STAY]),
      answer('get', '/reservation_hotels', z.array(HotelSchema), [{ id: 3, name: 'Sea Garden' }]),
      answerBody('post', '/care/stay-requests/41/confirm', z.object({ message: z.string() }), {
        message: 'The member was told.',
      }),
    );
    const user = setupUser();
    renderRoutes([{ path: '/care/stay-requests', element: <CareStayRequestsPage /> }], '/care/stay-requests');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText(/Room type/));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send the confirmation' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText(/Confirmation number/)),
    );
    expect(calls.some((c) => c.path.endsWith('/confirm'))).toBe(false);

    await user.click(within(dialog).getByLabelText(/Confirmation number/));
    await user.paste('VP-101');
    await user.click(within(dialog).getByLabelText(/Room type/));
    await user.paste('Master Room');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send the confirmation' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/confirm'))?.body).toBeDefined());
    expect(calls.find((c) => c.path.endsWith('/confirm'))?.body).toEqual({
      confirmation_number: 'VP-101',
      hotel_id: 3,
      room_type: 'Master Room',
      arriving_date: '2027-03-01',
      departing_date: '2027-03-08',
    });
  }, 30_000);

  it('warns before confirming dates that overlap another stay of the member or come before the earliest day, and confirms anyway', async () => {
    const held = {
      reservation_number: 'VP-900',
      hotel: 'Grand Luxxe',
      arriving_date: '2027-03-05',
      departing_date: '2027-03-10',
    };
    const calls = serveApi(
      answer('get', '/care/stay-requests', z.array(CareStayRequestSchema), [
        { ...STAY, arriving_date: '2026-01-10', held_stays: [held] },
      ]),
      answer('get', '/reservation_hotels', z.array(HotelSchema), [{ id: 3, name: 'Sea Garden' }]),
      answerBody('post', '/care/stay-requests/41/confirm', z.object({ message: z.string() }), {
        message: 'The member was told.',
      }),
    );
    const user = setupUser();
    renderRoutes([{ path: '/care/stay-requests', element: <CareStayRequestsPage /> }], '/care/stay-requests');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'John Miller already holds a stay at Grand Luxxe from 2027-03-05 to 2027-03-10 (VP-900): these dates overlap it. Confirm only if the member agreed.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(/^The arrival is before .*, the first day the club takes a stay/),
    ).toBeTruthy();
    await user.click(within(dialog).getByLabelText(/Confirmation number/));
    await user.paste('VP-102');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send the confirmation' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/confirm'))?.body).toMatchObject({
        confirmation_number: 'VP-102',
        arriving_date: '2026-01-10',
      }),
    );
  }, 30_000);
});

const THREAD = {
  thread_id: 12,
  user_id: 1,
  subject: 'Moving my stay',
  reason: 'Reservations',
  member_name: 'Ana García',
  member_email: 'ana@example.com',
  member_number: '100200302',
  language: 'es' as const,
  phone: null,
  email: null,
  need_to_contact_me: false,
  closed_at: null,
  last_message_id: 90,
  messages: [
    {
      id: 90,
      from: 'member' as const,
      from_name: 'Ana García',
      message: '¿Puedo mover mi estancia?',
      date: '2026-11-26T10:00:00.000Z',
      read_at: null,
    },
  ],
};

describe('the desk’s answer to a thread (react-hook-form with the API’s reply rule)', () => {
  let CareInboxPage: typeof import('./care-inbox-page.tsx').CareInboxPage;
  beforeEach(async () => {
    await resetApp('en');
    await i18n.loadNamespaces(['care']);
    ({ CareInboxPage } = await import('./care-inbox-page.tsx'));
    startStaffSession({ access_token: 'staff-1', expires_at: FUTURE() });
  });
  afterEach(() => {
    sessionStorage.clear();
  });

  it('puts the API’s message under the answer, focuses it and keeps what was typed', async () => {
    const calls = serveApi(
      answer('get', '/care/inbox', z.array(InboxItemSchema), [
        {
          thread_id: 12,
          subject: THREAD.subject,
          reason: THREAD.reason,
          reason_id: 1,
          member_name: THREAD.member_name,
          member_email: THREAD.member_email,
          member_number: THREAD.member_number,
          language: 'es',
          contact_message: true,
          need_to_contact_me: false,
          preview: '¿Puedo mover…',
          waiting_since: '2026-11-26T10:00:00.000Z',
          hours_left: 20,
        },
      ]),
      answer('get', '/care/threads/12', CareThreadSchema, THREAD),
      fail('post', '/care/threads/12/replies', 400, {
        message: '',
        errors: { message: ['Write a shorter answer.'] },
      }),
      answer('get', '/contact_reasons', z.array(ContactReasonSchema), []),
    );
    const user = setupUser();
    renderRoutes([{ path: '/care', element: <CareInboxPage /> }], '/care');
    await user.click(await screen.findByRole('button', { name: /Ana García/ }, { timeout: 10_000 }));
    const reply = (await screen.findByLabelText(/Your answer/)) as HTMLTextAreaElement;
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/replies'))).toBe(false);

    await user.click(reply);
    await user.paste('Sí, claro.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Write a shorter answer.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/replies'))?.body).toEqual({
      message: 'Sí, claro.',
      last_message_id: 90,
    });
    await waitFor(() => expect(document.activeElement).toBe(reply));
    expect(reply.value).toBe('Sí, claro.');
  }, 30_000);
});
