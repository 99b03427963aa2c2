import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { FUTURE, mockApi, renderRoutes, resetApp } from '../../../test/render.tsx';
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

const STAY = {
  id: 41,
  user_id: 1,
  reservation_number: null,
  member_name: 'John Miller',
  member_email: 'john@example.com',
  member_number: '100200301',
  language: 'en',
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
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('refuses what the rule refuses under the fields, focusing the first, then sends the hotel as a number', async () => {
    const calls = mockApi(({ url }) => {
      if (url === '/api/v1/care/stay-requests') return { status: 200, body: { data: [STAY] } };
      if (url === '/api/v1/reservation_hotels')
        return { status: 200, body: { data: [{ id: 3, name: 'Sea Garden' }] } };
      if (url === '/api/v1/care/stay-requests/41/confirm')
        return { status: 200, body: { data: null, message: 'The member was told.' } };
      return undefined;
    });
    renderRoutes([{ path: '/care/stay-requests', element: <CareStayRequestsPage /> }], '/care/stay-requests');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Room type/), { target: { value: '' } });
    (within(dialog).getByLabelText(/Room type/) as HTMLInputElement).focus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and send the confirmation' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText(/Confirmation number/)),
    );
    expect(calls.some((c) => c.url.endsWith('/confirm'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Confirmation number/), { target: { value: 'VP-101' } });
    fireEvent.change(within(dialog).getByLabelText(/Room type/), { target: { value: 'Master Room' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and send the confirmation' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/confirm'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/confirm'))?.body).toEqual({
      confirmation_number: 'VP-101',
      hotel_id: 3,
      room_type: 'Master Room',
      arriving_date: '2027-03-01',
      departing_date: '2027-03-08',
    });
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
  language: 'es',
  phone: null,
  email: null,
  need_to_contact_me: false,
  closed_at: null,
  last_message_id: 90,
  messages: [
    {
      id: 90,
      from: 'member',
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
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('puts the API’s message under the answer, focuses it and keeps what was typed', async () => {
    const calls = mockApi(({ url }) => {
      if (url.startsWith('/api/v1/care/inbox'))
        return {
          status: 200,
          body: {
            data: [
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
            ],
          },
        };
      if (url === '/api/v1/care/threads/12') return { status: 200, body: { data: THREAD } };
      if (url === '/api/v1/care/threads/12/replies')
        return { status: 400, body: { message: '', errors: { message: ['Write a shorter answer.'] } } };
      if (url.startsWith('/api/v1/contact_reasons')) return { status: 200, body: { data: [] } };
      return undefined;
    });
    renderRoutes([{ path: '/care', element: <CareInboxPage /> }], '/care');
    fireEvent.click(await screen.findByRole('button', { name: /Ana García/ }, { timeout: 10_000 }));
    const answer = (await screen.findByLabelText(/Your answer/)) as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/replies'))).toBe(false);

    fireEvent.change(answer, { target: { value: 'Sí, claro.' } });
    screen.getByRole('button', { name: 'Send answer' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Write a shorter answer.')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/replies'))?.body).toEqual({
      message: 'Sí, claro.',
      last_message_id: 90,
    });
    await waitFor(() => expect(document.activeElement).toBe(answer));
    expect(answer.value).toBe('Sí, claro.');
  }, 30_000);
});
