import { screen, waitFor, within } from '@testing-library/react';
import {
  AutoPayOverviewSchema,
  CardCheckoutSchema,
  CardFingerprintSchema,
  CountryOptionSchema,
  CreditCardListSchema,
  CreditCardUpdateResponseSchema,
  ReauthenticationSchema,
} from '@vida/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { routes } from '../../../app/routes.tsx';
import { connectSession } from '../../../app/session-events.ts';
import { getSession, saveSession } from '../../../lib/session.ts';
import { answer, answerBody, apiServer, fail, serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import { profileOf, renderRoutes, resetApp, signedInSession } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';

const YEAR = new Date().getFullYear();

function cardOf(
  id: number,
  type: 'visa' | 'mastercard',
  last4: string,
  isDefault: boolean,
  expYear = YEAR + 2,
) {
  return {
    id,
    status: 1,
    is_default: isDefault,
    card_type: type,
    card_number: `•••• ${last4}`,
    exp_month: 8,
    exp_year: expYear,
    card_holder_name: 'Ana García',
    first_name: 'Ana',
    last_name: 'García',
    address: 'Reforma 250',
    country: 'MX',
    state: 'CDMX',
    city: 'Ciudad de México',
    post_code: '06600',
  };
}

const CARDS = [cardOf(1, 'visa', '4242', true), cardOf(2, 'mastercard', '5454', false)];
const SIGNED = { url: 'https://provider.test/token/create', fields: { access_key: 'a', signature: 's=' } };

const SIGNED_OUT = 'You were signed out after too many wrong passwords. Please sign in again.';

const NEEDS_PASSWORD = { message: 'Please confirm your password.', code: 'reauthentication_required' };

/**
 * The fake API: a password confirmation is needed first, as the real one answers (confirming installs the
 * answers a confirmed member gets). `tooManyWrong`: the confirmation answers as after the fifth wrong password
 * in a row (the sign-in is over, refresh included).
 */
function api({ tooManyWrong = false } = {}) {
  const confirmed = [
    answer('post', '/card-checkout', CardCheckoutSchema, SIGNED),
    answerBody('put', '/credit_cards/2', CreditCardUpdateResponseSchema, {
      data: null,
      message: 'Your card has been removed.',
    }),
  ];
  return serveApi(
    ...memberBasics({
      profile: profileOf({
        address_line_1: 'Reforma 250',
        city: 'Ciudad de México',
        states: 'CDMX',
        postal_code: '',
      }),
    }),
    answer('get', '/countries', z.array(CountryOptionSchema), [
      { id: 1, value: 'MX', label: 'Mexico', name: 'Mexico', language: 'en' },
    ]),
    answerBody('get', '/credit_cards', CreditCardListSchema, {
      data: CARDS,
      meta: { page: 1, per_page: 1000, total: 2 },
    }),
    answer('get', '/card-checkout/fingerprint', CardFingerprintSchema, FINGERPRINT),
    // AutoPay charges the Mastercard for one contract.
    answer('get', '/autopay', AutoPayOverviewSchema, {
      contracts: [
        {
          contract_id: 9,
          contract_number: 'GLX-2021-004512',
          card: { id: 2, card_type: 'mastercard', last_four: '5454' },
          consented_at: '2026-11-01T15:00:00.000Z',
        },
      ],
      notices: [],
    }),
    ...(tooManyWrong
      ? [
          fail('post', '/reauthenticate', 401, { message: SIGNED_OUT, code: 'reauthentication_signed_out' }),
          fail('post', '/token/refresh', 401, { message: 'Please sign in.', code: 'invalid_refresh_token' }),
        ]
      : [
          answer('post', '/reauthenticate', ReauthenticationSchema, () => {
            apiServer.use(...confirmed);
            return { valid_until: new Date().toISOString() };
          }),
        ]),
    fail('post', '/card-checkout', 403, NEEDS_PASSWORD),
    fail('put', '/credit_cards/2', 403, NEEDS_PASSWORD),
  );
}

const FINGERPRINT = {
  session_id: '0123456789abcdef0123456789abcdef',
  script_url:
    'http://127.0.0.1:3100/fp/tags.js?org_id=1snn5n9w&session_id=vida_sandbox0123456789abcdef0123456789abcdef',
};

describe('saved cards on Edit Profile', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
  });

  it('checks the billing details, asks for consent and the password, then posts the signed fields to the provider', async () => {
    const calls = api();
    const user = setupUser();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderRoutes(routes, '/edit-profile');
    await user.click(await screen.findByRole('button', { name: 'Add a card' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    expect(within(dialog).getByLabelText(/^First name/)).toHaveProperty('value', 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/v1/card-checkout')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Postal code/), '06600');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const consent = await screen.findByRole('dialog', { name: 'Continue to the secure card page' });
    await user.click(within(consent).getByRole('button', { name: 'Go to the secure page' }));
    const password = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(password).getByLabelText('Password'), 'Vacation#2026');
    await user.click(within(password).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe(SIGNED.url);
    expect(form.method).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual(SIGNED.fields);
    const checkouts = calls.filter((c) => c.path === '/api/v1/card-checkout');
    expect(checkouts).toHaveLength(2);
    expect(checkouts[1]?.body).toMatchObject({
      bill_to_address_postal_code: '06600',
      is_default: false,
      device_fingerprint_id: FINGERPRINT.session_id,
    });
    // The provider's fingerprint script ran on this page, at the end of <body>, before leaving for the provider.
    expect(
      [...document.body.querySelectorAll('script')].map((script) => script.getAttribute('src')),
    ).toContain(FINGERPRINT.script_url);
    expect(JSON.stringify(checkouts[1]?.body)).not.toMatch(/card_number|cvv/);
  }, 30_000);

  it('opens the add form when sent from a payment, whose page the provider’s reply then leads back to', async () => {
    api();
    const user = setupUser();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const returnTo = '/payment-method/monthly?contractId=7';
    renderRoutes(routes, `/edit-profile?${new URLSearchParams({ addCard: '1', returnTo })}`);
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' }, { timeout: 10_000 });
    await user.type(within(dialog).getByLabelText(/^Postal code/), '06600');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const consent = await screen.findByRole('dialog', { name: 'Continue to the secure card page' });
    await user.click(within(consent).getByRole('button', { name: 'Go to the secure page' }));
    const password = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(password).getByLabelText('Password'), 'Vacation#2026');
    await user.click(within(password).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(sessionStorage.getItem('vida.checkoutOrigin')).toBe(returnTo);
    submit.mockRestore();
  }, 30_000);

  it('never takes another site as the way back', async () => {
    api();
    renderRoutes(routes, `/edit-profile?${new URLSearchParams({ addCard: '1', returnTo: '//evil.test/x' })}`);
    await screen.findByRole('button', { name: 'Add a card' }, { timeout: 10_000 });
    expect(screen.queryByRole('dialog', { name: 'Add a card' })).toBeNull();
  }, 30_000);

  it('deletes a card after its confirmation and the password, and shows the card details', async () => {
    const calls = api();
    const user = setupUser();
    renderRoutes(routes, '/edit-profile');
    await user.click(
      await screen.findByRole('button', { name: /^Details\s*:\s*Visa ending in 4242$/ }, { timeout: 10_000 }),
    );
    const details = await screen.findByRole('dialog', { name: 'Card details' });
    expect(within(details).getByText('Reforma 250')).toBeTruthy();
    expect(within(details).queryByRole('button', { name: 'Continue' })).toBeNull();
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: /^Delete\s*:\s*Mastercard ending in 5454$/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this card?' });
    // Said before anything is deleted: the card AutoPay charges.
    expect(
      await within(confirm).findByText(
        'AutoPay charges this card for contract GLX-2021-004512: deleting it turns AutoPay off there.',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete card' }));
    const password = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(password).getByLabelText('Password'), 'Vacation#2026');
    await user.click(within(password).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').length).toBe(2), { timeout: 10_000 });
    // The snackbar is its own lazy chunk.
    expect(await screen.findByText('Your card has been removed.', {}, { timeout: 10_000 })).toBeTruthy();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => (c.body as { status: number }).status)).toEqual([0, 0]);
  }, 30_000);

  it('says a refusal in the dialog the member is looking at, keeping what they entered', async () => {
    const calls = api();
    const paused =
      'For your security, adding or changing cards is paused after several attempts. Please try again in 12 min.';
    apiServer.use(
      fail('post', '/card-checkout', 429, { message: paused, code: 'too_many_attempts' }),
      fail('put', '/credit_cards/2', 409, { message: 'This card cannot be deleted now.', code: 'conflict' }),
    );
    const user = setupUser();
    renderRoutes(routes, '/edit-profile');
    await user.click(await screen.findByRole('button', { name: 'Add a card' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await user.type(within(dialog).getByLabelText(/^Postal code/), '06600');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const consent = await screen.findByRole('dialog', { name: 'Continue to the secure card page' });
    await user.click(within(consent).getByRole('button', { name: 'Go to the secure page' }));
    expect((await within(consent).findByRole('alert')).textContent).toBe(paused);
    // Agreeing again sends the same billing details.
    await user.click(within(consent).getByRole('button', { name: 'Go to the secure page' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/v1/card-checkout')).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.path === '/api/v1/card-checkout');
    expect(second?.body).toEqual(first?.body);
    expect(first?.body).toMatchObject({ bill_to_address_postal_code: '06600' });
    await user.click(within(consent).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: /^Delete\s*:\s*Mastercard ending in 5454$/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete card' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('This card cannot be deleted now.');
  }, 30_000);

  it('leaves for the home page with the API’s message when wrong passwords ended the sign-in', async () => {
    api({ tooManyWrong: true });
    const user = setupUser();
    const { router } = renderRoutes(routes, '/edit-profile');
    connectSession(router);
    await user.click(
      await screen.findByRole(
        'button',
        { name: /^Delete\s*:\s*Mastercard ending in 5454$/ },
        { timeout: 10_000 },
      ),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete card' }));
    const password = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(password).getByLabelText('Password'), 'Wrong#2026x');
    await user.click(within(password).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(getSession()).toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    expect(await screen.findByText(SIGNED_OUT, {}, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);
});
