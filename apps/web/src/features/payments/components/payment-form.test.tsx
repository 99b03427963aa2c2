import { screen, waitFor, within } from '@testing-library/react';
import {
  addDays,
  CardFingerprintSchema,
  CreditCardListSchema,
  clubDay,
  dataEnvelope,
  HostedPaymentSchema,
  PaymentResultSchema,
} from '@vida/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { rememberCheckoutOrigin, rememberReturnState } from '../../../lib/hosted-checkout.ts';
import { saveSession } from '../../../lib/session.ts';
import { answer, answerBody, fail, serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import { JOHNS_VISA, seaGardenContract } from '../../../test/payment-fixtures.ts';
import { profileOf, renderRoutes, resetApp, signedInSession } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';

const inDays = (offset: number) => addDays(clubDay(new Date()), offset);

/** One USD instalment overdue (120.00). */
const CONTRACT = seaGardenContract({
  pay_in_full: 120,
  payment_types: {
    down: [],
    monthly: [
      {
        id: 11,
        amount_due: 120,
        closing_cost: 0,
        late_fee: 0,
        invoice_amount: 120,
        due_date: inDays(-10),
        fee_type: null,
      },
    ],
    cash_out: [],
    other_fees: [],
  },
});

/** The payment form's world; `charge` answers the payment (none: the API's 404). */
function api(...charge: Parameters<typeof serveApi>) {
  return serveApi(
    ...memberBasics({ profile: profileOf({ language_id: 'en', contracts: [CONTRACT] }) }),
    answer('get', '/card-checkout/fingerprint', CardFingerprintSchema, {
      session_id: 'fp-1',
      script_url: 'http://127.0.0.1:1/fp.js',
    }),
    answerBody('get', '/credit_cards', CreditCardListSchema, {
      data: [JOHNS_VISA],
      meta: { page: 1, per_page: 1000, total: 1 },
    }),
    ...charge,
  );
}

const openForm = () =>
  renderRoutes(routes, { pathname: '/payment-method/monthly', state: { contract: CONTRACT } });
const payButton = () => screen.getByRole('button', { name: /^Pay / });
const securityCode = () => screen.getByLabelText(/Security code/) as HTMLInputElement;
/** Goes on from the consent dialog (its title and button in the test's language). */
const confirmInDialog = async (user: ReturnType<typeof setupUser>, dialog: string, button: string) =>
  user.click(
    within(await screen.findByRole('dialog', { name: dialog })).getByRole('button', { name: button }),
  );

describe('payment form (react-hook-form with the shared payment rule)', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
  });
  afterEach(() => {
    for (const script of document.body.querySelectorAll('script')) script.remove();
  });

  it('refuses a missing security code under the field and puts the focus there', async () => {
    api();
    const user = setupUser();
    openForm();
    await screen.findByLabelText(/Security code/, undefined, { timeout: 10_000 });
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    await user.click(payButton());
    // John's card is a Visa: its code has 3 digits (an American Express one 3 or 4).
    expect(
      await screen.findByText('Enter the 3 digits of the security code on the back of the card.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(securityCode());
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);

  it('puts a 400’s messages under their fields, the first focused, the amount’s under the amount, and keeps what was typed', async () => {
    api(
      fail('post', '/payment', 400, {
        message: '',
        errors: { cvv: ['The security code is not valid.'], order_amount: ['The amount changed.'] },
      }),
    );
    const user = setupUser();
    openForm();
    await user.type(await screen.findByLabelText(/Security code/, undefined, { timeout: 10_000 }), '999');
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    await user.click(payButton());
    await confirmInDialog(user, 'Confirm your payment', 'Pay now');
    expect(
      await screen.findByText('The security code is not valid.', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getAllByText('The amount changed.').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(securityCode()));
    expect(securityCode().value).toBe('999');
  }, 30_000);

  it('pays with a new card on the provider’s page: no CVV here, “save this card” sent, the signed fields posted', async () => {
    const signed = {
      url: 'http://127.0.0.1:3100/pay',
      fields: { transaction_type: 'sale,create_payment_token', reference_number: 'order-1', signature: 's' },
      order: 'order-1',
    };
    const calls = api(
      answerBody('post', '/payment/hosted', dataEnvelope(HostedPaymentSchema), { data: signed }),
    );
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const user = setupUser();
    openForm();
    await user.click(await screen.findByRole('radio', { name: 'A new card' }, { timeout: 10_000 }));
    expect(screen.queryByLabelText(/Security code/)).toBeNull();
    const save = screen.getByRole('checkbox', { name: 'Save this card for future payments' });
    expect(save).toHaveProperty('checked', true);
    await user.click(save);
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    await user.click(payButton());
    const consent = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(consent.textContent).toMatch(/card provider’s secure page.*120\.00.*SG-/);
    await user.click(within(consent).getByRole('button', { name: 'Continue to the card page' }));

    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe(signed.url);
    expect(Object.fromEntries(new FormData(form))).toEqual(signed.fields);
    const [started] = calls.filter((c) => c.path === '/api/v1/payment/hosted');
    expect(started?.body).toEqual({
      order_amount: '120.00',
      max_amount: '120.00',
      contract_id: CONTRACT.contract_id,
      paymentType: 'monthly',
      paymentTypeIds: [11],
      monthlyType: 'monthly',
      save_card: false,
      device_fingerprint_id: 'fp-1',
    });
    expect(started?.headers.get('idempotency-key')).toBeTruthy();
    // The result pages lead back to this payment.
    expect(sessionStorage.getItem('vida.checkoutOrigin')).toBe('/payment-method/monthly');
    submit.mockRestore();
  }, 30_000);

  it('comes back from the provider’s pages to the same payment: contract, mode and items', async () => {
    api();
    const user = setupUser();
    rememberCheckoutOrigin('/payment-method/monthly');
    rememberReturnState('/payment-method/monthly', { contract: CONTRACT, choice: { monthlyType: 'full' } });
    renderRoutes(routes, '/success-tokenization');
    await user.click(await screen.findByRole('link', { name: 'Back to the payment' }, { timeout: 10_000 }));
    const full = await screen.findByRole('radio', { name: /Pay in full/ }, { timeout: 10_000 });
    expect(full).toHaveProperty('checked', true);
    expect(screen.getByText(/SG-2022-012046/)).toBeTruthy();
    sessionStorage.clear();
  }, 30_000);

  it('offers adding a card in the profile that comes back to this payment', async () => {
    api();
    openForm();
    const link = await screen.findByRole('link', { name: 'Add a card' }, { timeout: 10_000 });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/edit-profile');
    expect(href.searchParams.get('addCard')).toBe('1');
    expect(href.searchParams.get('returnTo')).toBe('/payment-method/monthly');
  }, 30_000);

  it('takes the amount the member types, says how it is applied, and sends it with the total shown as the ceiling', async () => {
    const calls = api(
      answer(
        'post',
        '/payment',
        PaymentResultSchema,
        {
          id: '6f1c2f8e-1111-4222-8333-444455556666',
          status: 2,
          amount: 50,
          currency: 'USD',
          payment_type: 'monthly',
          last_four: '1881',
          created_at: new Date().toISOString(),
        },
        201,
      ),
    );
    const user = setupUser();
    openForm();
    const amount = (await screen.findByLabelText(/Amount to pay/, undefined, {
      timeout: 10_000,
    })) as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe('120.00'));
    expect(screen.getByText(/^Up to USD\s120\.00\. You may pay less/)).toBeTruthy();
    expect(screen.getByTestId('payment-applied').textContent).toMatch(/paid off with USD\s120\.00/);

    // Above the total due for the items: refused under the field, nothing asked.
    await user.clear(amount);
    await user.type(amount, '1,000');
    await user.type(securityCode(), '123');
    await user.click(payButton());
    expect(await screen.findByText('Enter at most the total due for this payment.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(amount);
    await user.type(amount, '50');
    expect(screen.getByTestId('payment-applied').textContent).toMatch(
      /USD\s50\.00 paid, USD\s70\.00 stays due/,
    );
    expect(screen.getByTestId('payment-total').textContent).toMatch(/USD\s50\.00/);
    await user.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog.textContent).toMatch(/We will charge USD\s50\.00/);
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/v1/payment')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/v1/payment')?.body).toMatchObject({
      order_amount: '50',
      max_amount: '120.00',
      paymentTypeIds: [11],
    });
  }, 30_000);

  it('says what paying in full pays (the remaining balance, no late fees, the contract paid off) and does not let it be changed', async () => {
    api();
    const user = setupUser();
    openForm();
    const full = await screen.findByRole('radio', { name: /^Pay in full/ }, { timeout: 10_000 });
    expect(full.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(full.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(
      /remaining balance, USD\s120\.00, in one payment\. No late fees are charged.*the contract is paid off/,
    );
    await user.click(full);
    const amount = screen.getByLabelText(/Amount to pay/) as HTMLInputElement;
    expect(amount.readOnly).toBe(true);
    expect(screen.getByText('Paying in full is always the whole remaining balance.')).toBeTruthy();
  }, 30_000);

  it('keeps a Visa’s security code to 3 digits', async () => {
    api();
    const user = setupUser();
    openForm();
    await user.type(await screen.findByLabelText(/Security code/, undefined, { timeout: 10_000 }), '1234');
    expect(securityCode().value).toBe('123');
    expect(securityCode().maxLength).toBe(3);
    expect(screen.getByText('The 3 digits on the back of the card.')).toBeTruthy();
  }, 30_000);

  it('a wrong security code: marks the CVV field and keeps the reason beside Pay, in the member’s language; "try another card" goes to the cards', async () => {
    await resetApp('es');
    saveSession(signedInSession());
    api(
      fail('post', '/payment', 402, {
        message:
          'El código de seguridad no corresponde a esta tarjeta, así que no se hizo ningún cargo. Revisa el código impreso en la tarjeta y vuelve a pagar, o intenta con otra tarjeta.',
        code: 'payment_declined_cvv',
        errors: { cvv: ['Este código de seguridad no corresponde a la tarjeta.'] },
      }),
    );
    const user = setupUser();
    openForm();
    const cvv = (await screen.findByLabelText(/Código de seguridad/, undefined, {
      timeout: 10_000,
    })) as HTMLInputElement;
    await user.type(cvv, '000');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Pagar / })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: /^Pagar / }));
    await confirmInDialog(user, 'Confirma tu pago', 'Pagar ahora');
    const notice = await screen.findByTestId('payment-decline', undefined, { timeout: 10_000 });
    expect(notice.textContent).toMatch(/El pago no se realizó.*no corresponde a esta tarjeta/);
    expect(screen.getByText('Este código de seguridad no corresponde a la tarjeta.')).toBeTruthy();
    expect(cvv.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(cvv));
    // Lasting: not a toast that goes away.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByTestId('payment-decline')).toBeTruthy();

    await user.click(within(notice).getByRole('button', { name: 'Intentar con otra tarjeta' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Visa/ }));
    expect(cvv.value).toBe('');
    // The member did try another card: the notice about the last one is stale and goes.
    await user.click(screen.getByRole('radio', { name: /tarjeta nueva/i }));
    await waitFor(() => expect(screen.queryByTestId('payment-decline')).toBeNull());
  }, 30_000);

  it('paying paused after too many attempts (429): the server’s words stay beside Pay in the member’s language, whichever card is chosen, not in a toast', async () => {
    await resetApp('es');
    saveSession(signedInSession());
    const paused =
      'Por tu seguridad, los pagos con tarjeta se pausan tras varios intentos, y no se hizo ningún cargo. Vuelve a intentarlo en 15 min.';
    api(fail('post', '/payment', 429, { message: paused, code: 'too_many_attempts' }));
    const user = setupUser();
    openForm();
    await user.type(
      await screen.findByLabelText(/Código de seguridad/, undefined, { timeout: 10_000 }),
      '123',
    );
    const pay = () => screen.getByRole('button', { name: /^Pagar / });
    await waitFor(() => expect(pay()).toHaveProperty('disabled', false));
    await user.click(pay());
    await confirmInDialog(user, 'Confirma tu pago', 'Pagar ahora');
    const notice = await screen.findByTestId('payment-decline', undefined, { timeout: 10_000 });
    expect(notice.textContent).toMatch(/El pago no se realizó.*Vuelve a intentarlo en 15 min\./);
    // Another card would be paused too: no such offer, and choosing one keeps the notice.
    expect(within(notice).queryByRole('button')).toBeNull();
    // The consent dialog has closed (until then the page behind it is hidden from assistive technology).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('radio', { name: /tarjeta nueva/i }));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getAllByText(paused)).toHaveLength(1);
  }, 30_000);

  it('starting a new card’s payment paused (429): the server’s words stay beside Pay, and nothing goes to the provider', async () => {
    const paused =
      'For your security, paying by card is paused after several attempts, and nothing was charged. Please try again in 15 min.';
    api(fail('post', '/payment/hosted', 429, { message: paused, code: 'too_many_attempts' }));
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const user = setupUser();
    openForm();
    await user.click(await screen.findByRole('radio', { name: 'A new card' }, { timeout: 10_000 }));
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    await user.click(payButton());
    await confirmInDialog(user, 'Confirm your payment', 'Continue to the card page');
    const notice = await screen.findByTestId('payment-decline', undefined, { timeout: 10_000 });
    expect(notice.textContent).toContain(paused);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getAllByText(paused)).toHaveLength(1);
    expect(submit).not.toHaveBeenCalled();
    submit.mockRestore();
  }, 30_000);

  it.each([
    {
      language: 'en' as const,
      mode: /^Installments due/,
      hint: /^The 2 installments due up to today, with their late fees: USD\s145\.00\. Overdue \(due before today\): 1\.$/,
      overdue: 'Overdue',
    },
    {
      language: 'es' as const,
      mode: /^Mensualidades a la fecha/,
      hint: /^Las 2 mensualidades pendientes a la fecha, con sus recargos: USD\s145\.00\. Vencidas \(antes de hoy\): 1\.$/,
      overdue: 'Vencido',
    },
  ])(
    'the "due" mode counts what is due up to today and says how many of them are overdue, as the items are labelled ($language)',
    async ({ language, mode, hint, overdue }) => {
      await resetApp(language);
      saveSession(signedInSession());
      const today = clubDay(new Date());
      const line = (id: number, due_date: string, amount_due: number, late_fee = 0) => ({
        id,
        amount_due,
        closing_cost: 0,
        late_fee,
        invoice_amount: amount_due,
        due_date,
        fee_type: null,
      });
      const contract = seaGardenContract({
        pay_in_full: 500,
        payment_types: {
          down: [],
          // Late (with its fee), due today, due later.
          monthly: [
            line(21, addDays(today, -3), 100, 5),
            line(22, today, 40),
            line(23, addDays(today, 20), 7),
          ],
          cash_out: [],
          other_fees: [],
        },
      });
      serveApi(
        ...memberBasics({ profile: profileOf({ language_id: language, contracts: [contract] }) }),
        answer('get', '/card-checkout/fingerprint', CardFingerprintSchema, {
          session_id: 'fp-1',
          script_url: 'http://127.0.0.1:1/fp.js',
        }),
        answerBody('get', '/credit_cards', CreditCardListSchema, {
          data: [JOHNS_VISA],
          meta: { page: 1, per_page: 1000, total: 1 },
        }),
      );
      renderRoutes(routes, { pathname: '/payment-method/monthly', state: { contract } });
      const due = await screen.findByRole('radio', { name: mode }, { timeout: 10_000 });
      const described = document.getElementById(due.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toMatch(hint);
      const items = within(screen.getByTestId('payment-applied')).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(within(items[0] as HTMLElement).getByText(overdue)).toBeTruthy();
      expect(within(items[1] as HTMLElement).queryByText(overdue)).toBeNull();
    },
    30_000,
  );

  it('labels an overdue instalment as such, and judges due by the club’s day (Cancún’s evening is tomorrow in UTC)', async () => {
    const today = clubDay(new Date());
    const tomorrow = addDays(today, 1);
    const line = (id: number, due_date: string, amount_due: number) => ({
      id,
      amount_due,
      closing_cost: 0,
      late_fee: 0,
      invoice_amount: amount_due,
      due_date,
      fee_type: null,
    });
    const contract = seaGardenContract({
      pay_in_full: 500,
      payment_types: {
        down: [],
        // Late, due today at the club, due tomorrow at the club (already "today" in UTC).
        monthly: [line(21, addDays(today, -3), 100), line(22, today, 40), line(23, tomorrow, 7)],
        cash_out: [],
        other_fees: [],
      },
    });
    serveApi(
      ...memberBasics({ profile: profileOf({ language_id: 'en', contracts: [contract] }) }),
      answer('get', '/card-checkout/fingerprint', CardFingerprintSchema, {
        session_id: 'fp-1',
        script_url: 'http://127.0.0.1:1/fp.js',
      }),
      answerBody('get', '/credit_cards', CreditCardListSchema, {
        data: [JOHNS_VISA],
        meta: { page: 1, per_page: 1000, total: 1 },
      }),
    );
    // 21:00 in Cancún; only the clock is faked (the page's timers run).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${tomorrow}T02:00:00Z`) });
    try {
      // A session that is current on that clock.
      saveSession(signedInSession());
      renderRoutes(routes, { pathname: '/payment-method/monthly', state: { contract } });
      const applied = await screen.findByTestId('payment-applied', undefined, { timeout: 10_000 });
      // What is due at the club: the late instalment and today's, not tomorrow's.
      expect(screen.getByTestId('payment-total').textContent).toMatch(/140\.00/);
      const items = within(applied).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(within(items[0] as HTMLElement).getByText('Overdue')).toBeTruthy();
      // Due today is not late yet.
      expect(within(items[1] as HTMLElement).queryByText('Overdue')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);
});
