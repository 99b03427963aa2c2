import { act, screen, waitFor, within } from '@testing-library/react';
import {
  addDays,
  CardFingerprintSchema,
  type Contract,
  CreditCardListSchema,
  clubDay,
  type PaymentHistoryItem,
  PaymentHistoryListSchema,
  type PaymentItem,
  PaymentResultSchema,
} from '@vida/shared';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { saveSession } from '../../../lib/session.ts';
import { answer, answerBody, fail, failUntilRecovered, serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import { JOHNS_VISA, seaGardenContract } from '../../../test/payment-fixtures.ts';
import { clubOf, profileOf, renderRoutes, resetApp, signedInSession } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';

/** YYYY-MM-DD `offset` days from today: overdue and upcoming items stay so whenever the test runs. */
const day = (offset: number) => addDays(clubDay(new Date()), offset);

function item(id: number, offset: number, amount: number, extra: Partial<PaymentItem> = {}): PaymentItem {
  return {
    id,
    amount_due: amount,
    closing_cost: 0,
    late_fee: 0,
    invoice_amount: amount,
    due_date: day(offset),
    fee_type: null,
    ...extra,
  };
}

/**
 * A USD contract: two instalments overdue (100.00 + 10.00 late fee, 200.00) and one upcoming (300.00);
 * pay in full 550.00; a usage fee (40.00) and a renovation fee (60.00 + 5.00 late fee).
 */
const CONTRACT = seaGardenContract({
  pay_in_full: 550,
  payment_types: {
    down: [],
    monthly: [item(11, -40, 100, { late_fee: 10 }), item(12, -10, 200), item(13, 20, 300)],
    cash_out: [],
    other_fees: [
      item(21, -3, 40, { fee_type: 'Usage Fee' }),
      item(22, 30, 60, { fee_type: 'Renovation Fee', late_fee: 5 }),
    ],
  },
});

/** Only an upcoming cash out: not due, so not the contract the payments page starts on. */
const UPCOMING: Contract = {
  ...CONTRACT,
  contract_id: 9,
  contract_number: 'MP-2020-003318',
  resort: 'Mayan Palace',
  payment_types: { down: [], monthly: [], cash_out: [item(41, 90, 9600)], other_fees: [] },
};

/** Nothing to pay: the payment-type choice says so. */
const PAID_UP: Contract = {
  ...CONTRACT,
  contract_id: 8,
  contract_number: 'TGM-2023-006214',
  resort: 'The Grand Mayan',
  payment_types: { down: [], monthly: [], cash_out: [], other_fees: [] },
};

const DECLINED = {
  message:
    'Your bank declined this payment and nothing was charged. Try another card, or call your bank to ask why.',
  code: 'payment_declined',
};

/** The n-th device-fingerprint session the API gives (GET /card-checkout/fingerprint). */
const fingerprintOf = (n: number) => ({
  session_id: `fp-session-${n}`,
  script_url: `http://127.0.0.1:3100/fp/tags.js?org_id=1snn5n9w&session_id=vida_sandboxfp-session-${n}`,
});
const scriptsInBody = () => [...document.body.querySelectorAll('script')].map((s) => s.getAttribute('src'));

/** What every payment page asks for: the member (`profile` overrides), whether paying is on, the saved card. */
const paymentBasics = (profile: Record<string, unknown>, enabled = true) => [
  ...memberBasics({
    profile: profileOf({ language_id: 'en', ...profile }),
    club: clubOf({ payments_enabled: enabled }),
  }),
  answerBody('get', '/credit_cards', CreditCardListSchema, {
    data: [JOHNS_VISA],
    meta: { page: 1, per_page: 1000, total: 1 },
  }),
];

/** The API the payment pages talk to; `extra` answers the rest (the charge, the history, the download). */
function api({
  enabled = true,
  extra = [],
}: {
  enabled?: boolean;
  extra?: Parameters<typeof serveApi>;
} = {}) {
  let sessions = 0;
  return serveApi(
    ...extra,
    ...paymentBasics({ contracts: [PAID_UP, CONTRACT, UPCOMING], payments: 3 }, enabled),
    answer('get', '/card-checkout/fingerprint', CardFingerprintSchema, () => fingerprintOf(++sessions)),
  );
}

const declined = () => [fail('post', '/payment', 402, DECLINED)];

/** The payment form, reached as the payment-type choice reaches it: the contract in navigation state. */
function openForm(type: string, contract: Contract = CONTRACT) {
  return renderRoutes(routes, { pathname: `/payment-method/${type}`, state: { contract } });
}

const total = () => screen.getByTestId('payment-total').textContent ?? '';
const payButton = () => screen.getByRole('button', { name: /^Pay / });

describe('payment pages', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
    // The scripts an earlier test's form added stay in <body>.
    for (const script of document.body.querySelectorAll('script')) script.remove();
  });

  it('offers the payment types of the contract with payments due, and opens the chosen one’s form', async () => {
    const user = setupUser();
    api();
    const { router } = renderRoutes(routes, '/my-vida-vacations-payments');
    // The contract with something to pay is the active one, though the other comes first.
    const monthly = await screen.findByRole('link', { name: /Monthly Payments/ }, { timeout: 10_000 });
    // Each type says what it pays; the count and the total are of the same items (those paid by default).
    expect(monthly.textContent).toMatch(/Pays your installments: the ones due.*2 items · USD\s310\.00/);
    const fees = screen.getByRole('link', { name: /Other fees/ });
    expect(fees.textContent).toMatch(/1 item · USD\s40\.00/);
    expect(screen.queryByRole('link', { name: /Down Payment|Cash Out/ })).toBeNull();

    await user.click(monthly);
    await screen.findByRole('radiogroup', { name: 'How much do you want to pay?' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/payment-method/monthly');
    // The contract number is its own unbreakable span inside the sentence (components/ui/no-wrap.tsx).
    const contract = screen.getByText('SG-2022-012046');
    expect(contract.parentElement?.textContent).toBe('Contract SG-2022-012046 · Sea Garden');
  }, 30_000);

  it('says when a contract has nothing to pay', async () => {
    api();
    renderRoutes(routes, {
      pathname: '/my-vida-vacations-payments',
      state: { contractId: PAID_UP.contract_id },
    });
    expect(
      await screen.findByText('Nothing to pay on this contract.', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Monthly Payments/ })).toBeNull();
  }, 30_000);

  it('goes back to payments on the contract the form was for', async () => {
    const user = setupUser();
    api();
    const { router } = openForm('cash_out', UPCOMING);
    await user.click(await screen.findByRole('link', { name: 'Back to payments' }, { timeout: 10_000 }));
    expect(await screen.findByRole('link', { name: /Cash Out/ }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-vida-vacations-payments');
    expect(screen.queryByRole('link', { name: /Monthly Payments/ })).toBeNull();
  }, 30_000);

  it('totals the three monthly modes: the instalments due, pay in full, the chosen months', async () => {
    const user = setupUser();
    const calls = api();
    openForm('monthly');
    await waitFor(() => expect(total()).toMatch(/USD\s310\.00/), { timeout: 10_000 });
    // The instalments due (with their late fee), listed; not the upcoming one.
    expect(screen.getByText(/USD\s100\.00 \(\+ late fee USD\s10\.00\)/)).toBeTruthy();
    expect(screen.queryByText(/USD\s300\.00/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: /^Pay in full/ }));
    await waitFor(() => expect(total()).toMatch(/USD\s550\.00/));

    await user.click(screen.getByRole('radio', { name: /^Choose months/ }));
    await waitFor(() => expect(total()).toMatch(/USD\s0\.00/));
    expect(payButton()).toHaveProperty('disabled', true);
    const months = within(screen.getByRole('group', { name: 'Months to pay' }));
    expect(months.getAllByRole('checkbox')).toHaveLength(3);
    await user.click(months.getAllByRole('checkbox')[2] as HTMLElement);
    await waitFor(() => expect(total()).toMatch(/USD\s300\.00/));
    await user.click(months.getAllByRole('checkbox')[0] as HTMLElement);
    await waitFor(() => expect(total()).toMatch(/USD\s410\.00/));
    expect(payButton().textContent).toMatch(/Pay USD\s410\.00/);
    expect(calls.some((c) => c.path === '/api/v1/payment')).toBe(false);
  }, 30_000);

  it('pays the chosen fee type of other fees, after the consent dialog', async () => {
    const user = setupUser();
    const calls = api({
      extra: [
        answer(
          'post',
          '/payment',
          PaymentResultSchema,
          {
            id: '6f1c2f8e-1111-4222-8333-444455556666',
            status: 2,
            amount: 65,
            currency: 'USD',
            payment_type: 'other_fees',
            last_four: '1881',
            created_at: new Date().toISOString(),
          },
          201,
        ),
      ],
    });
    const { router } = openForm('other_fees');
    const fee = await screen.findByRole('radiogroup', { name: 'Fee to pay' }, { timeout: 10_000 });
    expect(
      within(fee)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Usage Fee', 'Renovation Fee']);
    await waitFor(() => expect(total()).toMatch(/USD\s40\.00/));
    // The values stay the club's names; the labels are the member's words.
    await user.click(within(fee).getByRole('radio', { name: /^Renovation fee · USD\s65\.00/ }));
    await waitFor(() => expect(total()).toMatch(/USD\s65\.00/));

    // The CVV first: without it the form says so and nothing is asked.
    await user.click(payButton());
    expect(
      await screen.findByText('Enter the 3 digits of the security code on the back of the card.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(screen.getByLabelText(/Security code/), '123');
    await user.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog.textContent).toMatch(
      /We will charge USD\s65\.00 to your card ending in 1881 for contract SG-2022-012046/,
    );
    // Cancel charges nothing; paying sends the fee type, the items shown and the form's key.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path === '/api/v1/payment')).toBe(false);
    await user.click(payButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm your payment' })).getByRole('button', {
        name: 'Pay now',
      }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/success-payment/6f1c2f8e-1111-4222-8333-444455556666'),
    );
    const posted = calls.filter((c) => c.path === '/api/v1/payment');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      order_amount: '65.00',
      max_amount: '65.00',
      contract_id: 7,
      card_id: 5,
      cvv: '123',
      paymentType: 'other_fees',
      paymentTypeIds: [22],
      fee_type: 'Renovation Fee',
      device_fingerprint_id: 'fp-session-1',
    });
    expect(posted[0]?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,128}$/);
    // The session sent is the one whose script the form's page ran, at the end of <body>.
    expect(calls.filter((c) => c.path === '/api/v1/card-checkout/fingerprint')).toHaveLength(1);
    expect(scriptsInBody()).toEqual([fingerprintOf(1).script_url]);
  }, 30_000);

  it('starts a device-fingerprint session as the form opens and renews it before paying once 25 minutes old', async () => {
    const user = setupUser();
    const calls = api({ extra: declined() });
    openForm('monthly');
    await user.type(await screen.findByLabelText(/Security code/, undefined, { timeout: 10_000 }), '000');
    await waitFor(() => expect(scriptsInBody()).toEqual([fingerprintOf(1).script_url]));
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    const payNow = async () => {
      await user.click(payButton());
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Confirm your payment' })).getByRole('button', {
          name: 'Pay now',
        }),
      );
      await screen.findByText(DECLINED.message, undefined, { timeout: 10_000 });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await payNow();
    // The member comes back to the form 26 minutes later: a new session, its script run, its id sent.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now + 26 * 60_000);
    await payNow();
    const posted = calls.filter((c) => c.path === '/api/v1/payment');
    expect(posted.map((c) => (c.body as { device_fingerprint_id?: string }).device_fingerprint_id)).toEqual([
      'fp-session-1',
      'fp-session-2',
    ]);
    expect(calls.filter((c) => c.path === '/api/v1/card-checkout/fingerprint')).toHaveLength(2);
    expect(scriptsInBody()).toEqual([fingerprintOf(1).script_url, fingerprintOf(2).script_url]);
  }, 30_000);

  it('shows the server’s decline message and stays on the form, ready for another try', async () => {
    const user = setupUser();
    const calls = api({ extra: declined() });
    const { router } = openForm('monthly');
    await user.type(await screen.findByLabelText(/Security code/, undefined, { timeout: 10_000 }), '000');
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    await user.click(payButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm your payment' })).getByRole('button', {
        name: 'Pay now',
      }),
    );
    expect(await screen.findByText(DECLINED.message, undefined, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/payment-method/monthly');
    expect(calls.filter((c) => c.path === '/api/v1/payment')).toHaveLength(1);
    // A settled answer: the next try is a new attempt with a new key.
    await user.click(payButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm your payment' })).getByRole('button', {
        name: 'Pay now',
      }),
    );
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/v1/payment')).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.path === '/api/v1/payment');
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  }, 30_000);

  it.each([
    [409, 'payment_pending'],
    [507, 'payment_pending'],
    [409, 'payment_in_progress'],
  ])(
    'after a "being confirmed" answer (%i %s) says so for good and offers no second payment (issue 23)',
    async (status, code) => {
      const user = setupUser();
      const calls = api({
        extra: [
          fail('post', '/payment', status, {
            message: 'Your payment is being confirmed with the card provider.',
            code,
          }),
        ],
      });
      const { router } = openForm('monthly');
      await user.type(await screen.findByLabelText(/Security code/, undefined, { timeout: 10_000 }), '123');
      await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
      await user.click(payButton());
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Confirm your payment' })).getByRole('button', {
          name: 'Pay now',
        }),
      );
      const notice = await screen.findByText(/Your payment is being confirmed with the bank/, undefined, {
        timeout: 10_000,
      });
      expect(notice.closest('[role="status"]')?.textContent).toContain("Please don't pay again");
      // The dialog and the pay button are gone: the notice's heading has the focus, not the page's <body>.
      await waitFor(() =>
        expect(document.activeElement).toBe(
          screen.getByRole('heading', { name: 'Waiting for the bank’s answer' }),
        ),
      );
      expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
      expect(screen.queryByLabelText(/Security code/)).toBeNull();
      expect(screen.getByRole('link', { name: 'See payment history' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/payment-method/monthly');
      expect(calls.filter((c) => c.path === '/api/v1/payment')).toHaveLength(1);
    },
    30_000,
  );

  it('a contract with a payment being confirmed says so on the payments page and on that type’s form', async () => {
    const confirming: Contract = {
      ...CONTRACT,
      payments: [
        {
          id: 77,
          uuid: '6f1c2f8e-1111-4222-8333-444455550077',
          created_at: new Date().toISOString(),
          status: 1,
          payment_type: 'monthly',
          amount: 310,
          currency: 'USD',
          last_four: '1881',
          invoice: false,
        },
      ],
    };
    serveApi(...paymentBasics({ contracts: [confirming] }));
    renderRoutes(routes, '/my-vida-vacations-payments');
    expect(
      await screen.findByText(
        /A payment of USD\s310\.00 on this contract is being confirmed with the bank/,
        undefined,
        {
          timeout: 10_000,
        },
      ),
    ).toBeTruthy();
    await resetApp('en');
    saveSession(signedInSession());
    openForm('monthly', confirming);
    expect(
      await screen.findByText(/Your payment is being confirmed with the bank/, undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  }, 30_000);

  it('with PAYMENTS_ENABLED off, both pages say paying is unavailable and offer nothing to pay', async () => {
    const notice = 'Payments through the portal are not available at the moment. Please call Customer Care.';
    api({ enabled: false });
    const view = renderRoutes(routes, '/my-vida-vacations-payments');
    expect(await screen.findByText(notice, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Monthly Payments/ })).toBeNull();
    view.unmount();

    openForm('monthly');
    expect(await screen.findByText(notice, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('payment-total')).toBeNull();
    expect(screen.queryByLabelText(/Security code/)).toBeNull();
  }, 30_000);

  it('shows "no data available" without a contract in navigation state, with a way back', async () => {
    api();
    renderRoutes(routes, '/payment-method/monthly');
    expect(await screen.findByText('No data available.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to payments' }).getAttribute('href')).toBe(
      '/my-vida-vacations-payments',
    );
    expect(screen.queryByTestId('payment-total')).toBeNull();
  }, 30_000);

  it('goes back when the chosen type has no items on the contract', async () => {
    api();
    const { router } = renderRoutes(routes, '/my-vida-vacations-payments');
    await screen.findByRole('link', { name: /Monthly Payments/ }, { timeout: 10_000 });
    await act(() => router.navigate('/payment-method/down', { state: { contract: CONTRACT } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-vida-vacations-payments'));
  }, 30_000);
});

describe('payments history page', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
  });
  // The invoice download stubs URL's blob functions.
  afterEach(() => vi.unstubAllGlobals());

  const history = (payments: PaymentHistoryItem[]) =>
    answer('get', '/payment_history', PaymentHistoryListSchema, [
      {
        contract_id: 7,
        contract_number: 'SG-2022-012046',
        resort: 'Sea Garden',
        contract_status: 'Active',
        payments,
      },
      {
        contract_id: 9,
        contract_number: 'MP-2020-003318',
        resort: 'Mayan Palace',
        contract_status: 'Blocked',
        payments: [],
      },
    ]);

  it('says no payments were made through the portal when there are none', async () => {
    api({ extra: [history([])] });
    renderRoutes(routes, '/my-vida-vacations-payments_history');
    expect(
      await screen.findByText('No payments have been made through the portal.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: /SG-2022-012046/ })).toBeNull();
  }, 30_000);

  it('says the history could not be loaded, not a blank page, and loads it on “Try again”', async () => {
    const user = setupUser();
    const { handler, recover } = failUntilRecovered('get', '/payment_history', PaymentHistoryListSchema, [
      {
        contract_id: 7,
        contract_number: 'SG-2022-012046',
        resort: 'Sea Garden',
        contract_status: 'Active',
        payments: [],
      },
    ]);
    api({ extra: [handler] });
    renderRoutes(routes, '/my-vida-vacations-payments_history');
    const failed = await screen.findByText(
      'We could not load your payment history.',
      {},
      { timeout: 10_000 },
    );
    const alert = failed.closest('[role="alert"]') as HTMLElement;
    recover();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payments have been made through the portal.')).toBeTruthy();
    expect(screen.queryByText('We could not load your payment history.')).toBeNull();
  }, 30_000);

  it('lists a contract’s payments and downloads a row’s invoice under the server’s file name', async () => {
    const user = setupUser();
    const order = '6f1c2f8e-1111-4222-8333-444455556666';
    const fileName = `invoice-${order}-2026-11-21.pdf`;
    const calls = api({
      extra: [
        history([
          {
            id: 31,
            uuid: order,
            created_at: '2026-11-21T10:00:00.000Z',
            status: 2,
            payment_type: 'down',
            amount: 1350,
            currency: 'USD',
            last_four: '1881',
            invoice: true,
          },
        ]),
        // A PDF, not JSON: no schema to check it against.
        http.get(
          `*/api/v1/orders/${order}/download`,
          () =>
            new HttpResponse('%PDF-1.3', {
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': `attachment; filename="${fileName}"`,
              },
            }),
        ),
      ],
    });
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderRoutes(routes, '/my-vida-vacations-payments_history');
    const row = (await screen.findAllByRole('row', undefined, { timeout: 10_000 }))[1];
    if (!row) throw new Error('no payment row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells.slice(0, 5)).toEqual([
      '2026-11-21',
      'Down Payment',
      'USD 1,350.00',
      '•••• 1881',
      'Approved',
    ]);
    await user.click(within(row).getByRole('button', { name: 'Download the receipt of 2026-11-21' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls.some((c) => c.path === `/api/v1/orders/${order}/download`)).toBe(true);
    expect(clicked[0]?.download).toBe(fileName);
    expect(clicked[0]?.href).toBe('blob:invoice');
  }, 30_000);

  it('shows a payment still being confirmed as such, without an invoice yet', async () => {
    api({
      extra: [
        history([
          {
            id: 5,
            uuid: '6f1c2f8e-1111-4222-8333-444455550005',
            created_at: '2026-11-26T10:00:00.000Z',
            status: 1,
            payment_type: 'monthly',
            amount: 1350,
            currency: 'USD',
            last_four: '1881',
            invoice: false,
          },
        ]),
      ],
    });
    renderRoutes(routes, '/my-vida-vacations-payments_history');
    const row = (await screen.findAllByRole('row', undefined, { timeout: 10_000 }))[1];
    if (!row) throw new Error('no payment row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells.slice(4)).toEqual(['Being confirmed', 'Once confirmed']);
    // Set apart from the settled payments as a pill in the warning tone, not plain text like them.
    expect(within(row).getByText('Being confirmed').dataset.tone).toBe('warning');
    expect(within(row).queryByRole('button')).toBeNull();
  }, 30_000);

  it('offers no download for a payment the club recorded (it has no invoice), only for the portal’s', async () => {
    const row = (id: number, created_at: string, invoice: boolean): PaymentHistoryItem => ({
      id,
      uuid: `6f1c2f8e-1111-4222-8333-44445555${id}`,
      created_at,
      status: 3,
      payment_type: 'monthly',
      amount: 100,
      currency: 'USD',
      last_four: '1881',
      invoice,
    });
    api({
      extra: [
        history([row(42, '2026-11-20T10:00:00.000Z', true), row(41, '2026-08-12T10:00:00.000Z', false)]),
      ],
    });
    renderRoutes(routes, '/my-vida-vacations-payments_history');
    const [, portal, club] = await screen.findAllByRole('row', undefined, { timeout: 10_000 });
    if (!portal || !club) throw new Error('payment rows missing');
    expect(within(portal).getByRole('button', { name: 'Download the receipt of 2026-11-20' })).toBeTruthy();
    expect(within(club).queryByRole('button')).toBeNull();
    expect(within(club).queryByRole('link')).toBeNull();
    expect(within(club).getByText('Paid outside the portal')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Download the receipt/ })).toHaveLength(1);
  }, 30_000);
});
