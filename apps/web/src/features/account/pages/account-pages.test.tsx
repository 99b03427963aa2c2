import { act, screen, waitFor, within } from '@testing-library/react';
import { CreditCardListSchema, ProfileSchema, ProfileUpdateResponseSchema } from '@vida/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { answer, answerBody, apiServer, fail, serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import { profileOf, renderRoutes, resetApp, signedInSession } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';

const noPayments = { down: [], monthly: [], cash_out: [], other_fees: [] };

function contractOf(id: number, resort: string, total: number, used: number, status = 'Active') {
  return {
    contract_id: id,
    contract_number: `C-${id}`,
    contract_status: status,
    resort,
    user_id: 1,
    affiliation: null,
    currency_id: 1,
    balance: 0,
    finance: 0,
    loan_payment_amount: 0,
    pay_in_full: 0,
    maintenance_fee: 0,
    room_type: 'Suite',
    contract_date: 1_600_000_000,
    total_weeks: total,
    used_weeks: used,
    weeks_available: total - used,
    payment_types: noPayments,
    payments: [],
  };
}

const THREE = [
  contractOf(1, 'Grand Luxxe', 35, 12),
  contractOf(2, 'The Grand Bliss', 20, 0, 'Pending'),
  contractOf(3, 'Mayan Palace Nuevo Vallarta Beach', 10, 4, 'Blocked'),
  contractOf(4, 'Sea Garden', 8, 8, 'Cancelled'),
];

/** The member with `profile`, no saved cards, and `extra` answers (they come first). */
function api(profile: Record<string, unknown>, ...extra: Parameters<typeof serveApi>) {
  return serveApi(
    ...extra,
    ...memberBasics({ profile: profileOf(profile) }),
    answerBody('get', '/credit_cards', CreditCardListSchema, {
      data: [],
      meta: { page: 1, per_page: 1000, total: 0 },
    }),
  );
}

const NOT_THE_PASSWORD = {
  message: 'Please check the highlighted fields.',
  code: 'validation_failed',
  errors: { current_password: ['The current password is not correct.'] },
};

const usage = (text: string) => screen.findByText(text);

describe('My Account', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
  });

  it('rotates three contracts round the middle slot; the active one drives the weeks', async () => {
    api({ language_id: 'en', contracts: THREE, mobile_phone: null, home_phone: '+52 33 3615 0000' });
    const user = setupUser();
    renderRoutes(routes, '/my-account');
    const region = await screen.findByRole('region', { name: 'Your contracts' }, { timeout: 4000 });
    const slides = () =>
      within(region)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label'));
    // The cancelled contract is not shown; three contracts start on the middle one.
    expect(slides()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(within(region).getByRole('button', { pressed: true }).textContent).toContain('C-2');
    await usage('0 of 20 weeks used');

    await user.click(within(region).getByRole('button', { name: 'Next' }));
    expect(slides()).toEqual(['2 of 3', '3 of 3', '1 of 3']);
    await usage('4 of 10 weeks used');
    // A long name is cut at 20 characters on screen and whole for assistive technology.
    const long = within(region).getByRole('button', { pressed: true });
    expect(long.getAttribute('title')).toBe('Mayan Palace Nuevo Vallarta Beach');
    expect(long.textContent).toContain('Mayan Palace Nuevo V…');

    act(() => long.focus());
    await user.keyboard('{ArrowRight}');
    await usage('12 of 35 weeks used');
    // Pressing a side card brings it to the middle.
    await user.click(within(region).getByRole('button', { name: /C-3/ }));
    await usage('4 of 10 weeks used');

    // Profile block, badges, the way to the reservations and the voice panel.
    expect(screen.getByText('+52 33 3615 0000')).toBeTruthy();
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Unread messages/ }).getAttribute('href')).toBe(
      '/messages-center',
    );
    // Nothing is due on these contracts: the count of payments due now, in the plural.
    expect(screen.getByRole('link', { name: /Payments due now/ }).textContent).toContain('0');
    expect(screen.getByRole('link', { name: 'My Reservations' }).getAttribute('href')).toBe(
      '/my-reservations',
    );
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/edit-profile');
    expect(screen.getByRole('heading', { name: 'Voice authentication' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Grand Luxxe' })).toBeTruthy();
  }, 15_000);

  it('moves a contract named in the navigation state to the middle', async () => {
    api({ language_id: 'en', contracts: THREE });
    const { router } = renderRoutes(routes, '/messages-center');
    await act(() => router.navigate('/my-account', { state: { contractId: 1 } }));
    const region = await screen.findByRole('region', { name: 'Your contracts' }, { timeout: 4000 });
    const pressed = within(region).getByRole('button', { pressed: true });
    expect(pressed.textContent).toContain('C-1');
    expect(pressed.closest('[role="group"]')?.getAttribute('aria-label')).toBe('1 of 3');
    expect(
      within(region)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['3 of 3', '1 of 3', '2 of 3']);
    await usage('12 of 35 weeks used');
  });

  it('shows what waits for customer care', async () => {
    api({
      language_id: 'en',
      pending_change: {
        requested_at: '2026-11-20T10:00:00.000Z',
        fields: { mobile_phone: '+52 33 9999 0000', email: 'ana.new@example.com' },
        email_confirmed: false,
      },
    });
    renderRoutes(routes, '/my-account');
    await screen.findByRole('heading', { name: 'Changes being verified' }, { timeout: 4000 });
    expect(screen.getByText(/within 1–3 days/)).toBeTruthy();
    expect(screen.getByText('+52 33 9999 0000')).toBeTruthy();
    expect(
      screen.getByText('Confirm your new e-mail with the link we sent to ana.new@example.com.'),
    ).toBeTruthy();
    expect(screen.getByText('There are no contracts associated with your membership.')).toBeTruthy();
  });
});

describe('Edit Profile', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
  });

  const base = {
    language_id: 'en',
    address_line_1: 'Av. Chapultepec 480',
    mobile_phone: '+52 33 1234 5678',
    home_phone: null,
  };

  it('blocks a save with no change', async () => {
    const calls = api(base);
    const user = setupUser();
    renderRoutes(routes, '/edit-profile');
    await screen.findByRole('textbox', { name: 'Address line 1' }, { timeout: 4000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('There is nothing to save: you have not changed anything.', undefined, {
      timeout: 4000,
    });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('sends the changed contact data with the preferences and shows the server’s answer', async () => {
    const calls = api(
      base,
      answerBody('put', '/profile', ProfileUpdateResponseSchema, {
        data: {
          profile: profileOf({
            ...base,
            pending_change: {
              requested_at: new Date().toISOString(),
              fields: { home_phone: '+52 33 3615 0000' },
              email_confirmed: true,
            },
          }),
          applied: [],
          pending: ['home_phone'],
          email_confirmation_sent: false,
        },
        message: 'Your profile has been updated. Customer Care will verify the changes within 1–3 days.',
      }),
    );
    const user = setupUser();
    renderRoutes(routes, '/edit-profile');
    const home = await screen.findByRole('textbox', { name: 'Home phone (optional)' }, { timeout: 4000 });
    await user.type(home, '+52 33 3615 0000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(
      'Your profile has been updated. Customer Care will verify the changes within 1–3 days.',
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      language_id: 'en',
      all_communications: true,
      monthly_communications: false,
      due_reminders: true,
      home_phone: '+52 33 3615 0000',
    });
    await screen.findByRole('heading', { name: 'Changes being verified' });
    expect((screen.getByRole('textbox', { name: 'Home phone (optional)' }) as HTMLInputElement).value).toBe(
      '+52 33 3615 0000',
    );
  });

  it('keeps what was typed and puts a 400’s messages on the fields', async () => {
    api(base, fail('put', '/profile', 400, NOT_THE_PASSWORD));
    const user = setupUser();
    renderRoutes(routes, '/edit-profile');
    const email = (await screen.findByRole(
      'textbox',
      { name: 'E-mail' },
      { timeout: 4000 },
    )) as HTMLInputElement;
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.clear(email);
    await user.paste('john.miller@example.com');
    // A new e-mail asks for the current password (re-authentication).
    const current = (await screen.findByLabelText('Current password')) as HTMLInputElement;
    await user.type(current, 'Not#MyPassword1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The current password is not correct.');
    expect(screen.getByText('Please check the highlighted fields.')).toBeTruthy();
    expect(email.value).toBe('john.miller@example.com');
    expect(current.value).toBe('Not#MyPassword1');
  });

  it('switches the language silently when only the language changed', async () => {
    const calls = api(
      base,
      answerBody('put', '/profile', ProfileUpdateResponseSchema, {
        data: {
          profile: profileOf({ ...base, language_id: 'es' }),
          applied: ['language_id'],
          pending: [],
          email_confirmation_sent: false,
        },
        message: 'Tu perfil se actualizó.',
      }),
    );
    const user = setupUser();
    renderRoutes(routes, '/edit-profile');
    await user.click(await screen.findByRole('radio', { name: 'Español' }, { timeout: 4000 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentLanguage()).toBe('es'));
    await screen.findByRole('button', { name: 'Guardar' });
    expect(screen.queryByText('Tu perfil se actualizó.')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/v1/profile' && c.method === 'GET').length).toBeGreaterThan(1);
  });

  it('turns payment reminders off apart from the club’s news, and shows them off once saved', async () => {
    const calls = api(
      base,
      answerBody('put', '/profile', ProfileUpdateResponseSchema, {
        data: {
          profile: profileOf({ ...base, due_reminders: false }),
          applied: ['due_reminders'],
          pending: [],
          email_confirmation_sent: false,
        },
        message: 'Your profile has been updated.',
      }),
    );
    const user = setupUser();
    renderRoutes(routes, '/edit-profile');
    const reminders = (await screen.findByLabelText('Payment reminders', undefined, {
      timeout: 4000,
    })) as HTMLInputElement;
    expect(reminders.checked).toBe(true);
    expect(screen.getByText(/7 days and 1 day before an installment or fee is due/)).toBeTruthy();
    await user.click(reminders);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your profile has been updated.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      language_id: 'en',
      all_communications: true,
      monthly_communications: false,
      due_reminders: false,
    });
    expect((screen.getByLabelText('Payment reminders') as HTMLInputElement).checked).toBe(false);
  });

  it('changes the password in its dialog: only the password fields go, the server judges the current one', async () => {
    // The first try is refused; the test lets the server accept the second below.
    const calls = api(base, fail('put', '/profile', 400, NOT_THE_PASSWORD));
    const user = setupUser();
    renderRoutes(routes, '/edit-profile');
    await user.click(await screen.findByRole('button', { name: 'Change password' }, { timeout: 4000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const current = within(dialog).getByLabelText('Current password');
    await user.click(current);
    await user.keyboard('{CapsLock}A');
    expect(within(dialog).getByText('Caps Lock is on.')).toBeTruthy();
    await user.keyboard('{CapsLock}');
    await user.clear(current);
    await user.type(current, 'Wrong#2026');
    await user.type(within(dialog).getByLabelText('New password'), 'Sunrise#2027');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Sunrise#2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    await within(dialog).findByText('The current password is not correct.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      current_password: 'Wrong#2026',
      new_password: 'Sunrise#2027',
      new_password_confirmation: 'Sunrise#2027',
      language_id: 'en',
      all_communications: true,
      monthly_communications: false,
    });
    apiServer.use(
      answerBody('put', '/profile', ProfileUpdateResponseSchema, {
        data: {
          profile: profileOf(base),
          applied: ['password'],
          pending: [],
          email_confirmation_sent: false,
        },
        message: 'Your profile has been updated.',
      }),
    );
    await user.clear(current);
    await user.type(current, 'Vacation#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    await screen.findByText('Your profile has been updated.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('confirms a new e-mail from the mailed link', async () => {
    const calls = api(base, answer('post', '/profile/email-confirmation', ProfileSchema, profileOf(base)));
    const { router } = renderRoutes(routes, '/edit-profile?confirm-email=7&expires=1900000000&signature=abc');
    await screen.findByText(
      'Your new e-mail address is confirmed. Customer Care will apply it within 1–3 days.',
      undefined,
      {
        timeout: 4000,
      },
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      id: '7',
      expires: '1900000000',
      signature: 'abc',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
