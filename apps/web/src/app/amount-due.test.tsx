import { act, screen, within } from '@testing-library/react';
import {
  addDays,
  CardFingerprintSchema,
  type Contract,
  ContractListSchema,
  CreditCardListSchema,
  clubDay,
  DestinationHighlightListSchema,
  ExchangesDataSchema,
  type PaymentItem,
} from '@vida/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../lib/session.ts';
import { answer, answerBody, serveApi } from '../test/api.ts';
import { memberBasics } from '../test/member-api.ts';
import { seaGardenContract } from '../test/payment-fixtures.ts';
import { clubOf, profileOf, renderRoutes, resetApp, signedInSession } from '../test/render.tsx';
import { setupUser } from '../test/user.ts';
import { routes } from './routes.tsx';

/** YYYY-MM-DD `offset` days from the club's today, the day the page judges due dates by. */
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

const none = { down: [], monthly: [], cash_out: [], other_fees: [] };

/** John's world: five open items on four contracts, two of them late (one in each USD contract). */
const BLISS = seaGardenContract({
  contract_id: 1,
  contract_number: 'TGB-2019-007731',
  resort: 'The Grand Bliss',
  payment_types: { ...none, monthly: [item(11, -2, 610.35, { late_fee: 25 }), item(12, 28, 610.35)] },
});
const MAYAN = seaGardenContract({
  contract_id: 2,
  contract_number: 'MP-2020-003318',
  resort: 'Mayan Palace',
  currency_id: 1,
  payment_types: { ...none, monthly: [item(21, 25, 2140)] },
});
const ESTATES = seaGardenContract({
  contract_id: 3,
  contract_number: 'TE-2018-000912',
  resort: 'The Estates',
  contract_status: 'Blocked',
  payment_types: {
    ...none,
    // The renovation fee is the oldest; the usage fee (first in the fee types' order) is not due yet.
    other_fees: [
      item(31, -60, 2380, { late_fee: 75, fee_type: 'Renovation Fee' }),
      item(32, 40, 900, { fee_type: 'Usage Fee' }),
    ],
  },
});
const SEA = seaGardenContract({
  payment_types: { ...none, down: [item(41, 15, 1200, { closing_cost: 150 })] },
});
const JOHN: Contract[] = [BLISS, ESTATES, MAYAN, SEA];

function api({ contracts = JOHN, enabled = true }: { contracts?: Contract[]; enabled?: boolean } = {}) {
  return serveApi(
    ...memberBasics({
      // `payments` is the API's own count, which the screens no longer show: a stale figure must not leak.
      profile: profileOf({ language_id: 'en', first_name: 'John', contracts, payments: 7 }),
      club: clubOf({
        payments_enabled: enabled,
        care_hours: [{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '20:00' }],
      }),
    }),
    answer('get', '/exchanges', ExchangesDataSchema, []),
    answer('get', '/destination_highlights', DestinationHighlightListSchema, { data: [] }),
    answer('get', '/user_contracts', ContractListSchema, contracts),
    answer('get', '/card-checkout/fingerprint', CardFingerprintSchema, {
      session_id: 'fp-1',
      script_url: 'http://127.0.0.1:1/fp.js',
    }),
    answerBody('get', '/credit_cards', CreditCardListSchema, {
      data: [],
      meta: { page: 1, per_page: 1000, total: 0 },
    }),
  );
}

const amountDueCard = () =>
  screen.findByRole('region', { name: /Amount due|Monto a pagar/ }, { timeout: 6000 });
const activeContract = () =>
  within(screen.getByRole('region', { name: 'Your contracts' })).getByRole('button', { pressed: true });

describe('what is owed, at a glance (issue 24)', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
  });

  it('the dashboard shows the amount due per currency, the late ones, the next date, and Pay now opens the oldest item’s payment form', async () => {
    api();
    const user = setupUser();
    renderRoutes(routes, '/dashboard');
    const card = await amountDueCard();
    // 610.35 + 25.00 late fee, and 2,380.00 + 75.00: both USD, due; nothing in MXN is due yet.
    expect(card.textContent).toMatch(/USD\s3,090\.35/);
    expect(card.textContent).not.toMatch(/MXN/);
    expect(within(card).getByText('2 payments due now')).toBeTruthy();
    expect(within(card).getByText('2 overdue')).toBeTruthy();
    // The next is the Sea Garden down payment in 15 days: 1,200.00 + 150.00 closing cost.
    expect(within(card).getByText(/^Next payment: USD\s1,350\.00 on /)).toBeTruthy();
    // The at-a-glance count is the same count, labelled with what it counts.
    expect(screen.getByRole('link', { name: /Payments due now/ }).textContent).toContain('2');

    await user.click(within(card).getByRole('link', { name: 'Pay now' }));
    // The oldest is the Estates' renovation fee (60 days late): its contract's other fees, that fee chosen
    // (not the usage fee the form would start on), labelled late, its total to pay.
    const renovation = await screen.findByRole('radio', { name: /^Renovation fee/ }, { timeout: 6000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Other fees' })).toBeTruthy();
    expect(screen.getByText(/TE-2018-000912/)).toBeTruthy();
    expect((renovation as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByTestId('payment-applied')).getByText('Overdue')).toBeTruthy();
    expect(screen.getByTestId('payment-total').textContent).toMatch(/USD\s2,455\.00/);
  }, 20_000);

  it('counts in the singular: 1 payment due now, 1 overdue', async () => {
    api({ contracts: [MAYAN, BLISS] });
    renderRoutes(routes, '/dashboard');
    const card = await amountDueCard();
    expect(within(card).getByText('1 payment due now')).toBeTruthy();
    expect(within(card).getByText('1 overdue')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Payment due now/ }).textContent).toContain('1');
  }, 15_000);

  it('with nothing due shows so, with the next date, and no way to pay', async () => {
    api({ contracts: [MAYAN] });
    renderRoutes(routes, '/dashboard');
    const card = await amountDueCard();
    expect(within(card).getByText('Nothing due now.')).toBeTruthy();
    expect(within(card).getByText(/^Next payment: MXN\s2,140\.00 on /)).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByText(/overdue/)).toBeNull();
  }, 15_000);

  it('the menu badge and My Account count the same payments due now, in Spanish plurals', async () => {
    await resetApp('es');
    saveSession(signedInSession());
    api();
    const user = setupUser();
    renderRoutes(routes, '/my-account');
    const card = await amountDueCard();
    expect(within(card).getByText('2 pagos pendientes a la fecha')).toBeTruthy();
    expect(within(card).getByText('2 vencidos')).toBeTruthy();
    const tile = await screen.findByRole('link', { name: /Pagos pendientes a la fecha/ });
    expect(tile.textContent).toContain('2');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = await screen.findByRole('dialog', { name: 'Menú principal' });
    expect(within(menu).getByRole('link', { name: /Pagos/ }).textContent).toContain(
      '2 pagos pendientes a la fecha',
    );
  }, 15_000);

  it('Payments marks each contract due or late, and the overdue notice’s Pay link opens the oldest late item’s payment form', async () => {
    api();
    const user = setupUser();
    renderRoutes(routes, { pathname: '/my-vida-vacations-payments', state: { contractId: SEA.contract_id } });
    const notice = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(notice.textContent).toContain('You have 2 overdue payments.');
    expect(activeContract().textContent).toContain('SG-2022-012046');
    const region = screen.getByRole('region', { name: 'Your contracts' });
    const card = (number: string) =>
      within(region)
        .getAllByRole('button')
        .find((button) => button.textContent?.includes(number));
    expect(card('TGB-2019-007731')?.textContent).toContain('Overdue');
    expect(card('TE-2018-000912')?.textContent).toContain('Overdue');
    expect(card('MP-2020-003318')?.textContent).not.toMatch(/Overdue|Due now/);
    expect(card('SG-2022-012046')?.textContent).not.toMatch(/Overdue|Due now/);

    // The late kind of payment on a contract says how many are late.
    expect(screen.getByRole('link', { name: /Down Payment/ }).textContent).not.toContain('overdue');

    await user.click(within(notice).getByRole('link', { name: 'Pay' }));
    // Straight to the form, as the amount-due card's Pay now: the Estates' renovation fee, 60 days late, chosen.
    const renovation = await screen.findByRole('radio', { name: /^Renovation fee/ }, { timeout: 6000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Other fees' })).toBeTruthy();
    expect(screen.getByText(/TE-2018-000912/)).toBeTruthy();
    expect((renovation as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByTestId('payment-applied')).getByText('Overdue')).toBeTruthy();
  }, 20_000);

  it('the contract modal opens Payments on that contract', async () => {
    api();
    const user = setupUser();
    renderRoutes(routes, '/my-vida-vacations-contracts');
    await user.click(await screen.findByRole('button', { name: /MP-2020-003318/ }, { timeout: 6000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('link', { name: 'Go to payments' }));
    await screen.findByRole('heading', { name: 'What do you want to pay?' }, { timeout: 6000 });
    // Not the contract Payments would start on by itself (the first with something to pay).
    expect(activeContract().textContent).toContain('MP-2020-003318');
  }, 20_000);

  it('with PAYMENTS_ENABLED off nothing invites a payment; the amount due shows with how to pay by phone', async () => {
    api({ enabled: false });
    const user = setupUser();
    const { router } = renderRoutes(routes, '/dashboard');
    const card = await amountDueCard();
    expect(card.textContent).toMatch(/USD\s3,090\.35/);
    expect(within(card).queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(within(card).getByText(/To pay, call Customer Care/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: '800 000 8432' }).getAttribute('href')).toBe(
      'tel:8000008432',
    );
    expect(within(card).getByText(/^Monday – Friday, 9\sAM – 8\sPM \(CST\)$/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Payments due now/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: /^Payments/ }).textContent).toBe('Payments');
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));

    await act(() => router.navigate('/my-account'));
    await amountDueCard();
    expect(screen.queryByRole('link', { name: /Payments due now/ })).toBeNull();

    // Payments marks what is late and says how to pay instead of offering a type to pay.
    await act(() => router.navigate('/my-vida-vacations-payments'));
    const howToPay = await screen.findByRole('region', { name: 'How to pay' }, { timeout: 6000 });
    expect(within(howToPay).getByText('To pay, call Customer Care:')).toBeTruthy();
    expect(within(howToPay).getByRole('link', { name: '800 000 8432' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Other fees|Monthly Payments/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay' })).toBeNull();

    await act(() => router.navigate('/my-vida-vacations-contracts'));
    await user.click(await screen.findByRole('button', { name: /MP-2020-003318/ }, { timeout: 6000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('MP-2020-003318')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Go to payments' })).toBeNull();
  }, 25_000);
});
