import { screen, waitFor, within } from '@testing-library/react';
import {
  AutoPayChangeSchema,
  type AutoPayContract,
  AutoPayContractSchema,
  AutoPayOverviewSchema,
  addDays,
  CreditCardListSchema,
  clubDay,
  type PaymentItem,
} from '@vida/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { saveSession } from '../../../lib/session.ts';
import { answer, answerBody, serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import { JOHNS_VISA, seaGardenContract } from '../../../test/payment-fixtures.ts';
import { clubOf, profileOf, renderRoutes, resetApp, signedInSession } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';

const day = (offset: number) => addDays(clubDay(new Date()), offset);
const item = (id: number, offset: number, amount: number): PaymentItem => ({
  id,
  amount_due: amount,
  closing_cost: 0,
  late_fee: 0,
  invoice_amount: amount,
  due_date: day(offset),
  fee_type: null,
});

const CONTRACT = seaGardenContract({
  payment_types: { down: [], monthly: [item(11, -10, 100), item(13, 20, 300)], cash_out: [], other_fees: [] },
});
const MASTERCARD = {
  ...JOHNS_VISA,
  id: 6,
  is_default: false,
  card_type: 'mastercard' as const,
  card_number: '•••• 5454',
};

const OFF: AutoPayContract = {
  contract_id: CONTRACT.contract_id,
  contract_number: CONTRACT.contract_number,
  currency: 'USD',
  enrolment: null,
  consent: { version: '2026-11-1', text: 'I authorize the club to charge my saved card on each due date.' },
  overdue: [{ id: 11, due_date: day(-10), amount: 100 }],
  next_charge: { id: 13, due_date: day(20), amount: 300 },
};

describe('the AutoPay panel on Payments', () => {
  beforeEach(async () => {
    await resetApp('en');
    saveSession(signedInSession());
  });

  it('offers the overdue instalment, turns on only with the tick, with the default card and the version shown', async () => {
    const user = setupUser();
    const calls = serveApi(
      ...memberBasics({
        profile: profileOf({ language_id: 'en', contracts: [CONTRACT], payments: 1 }),
        club: clubOf({ payments_enabled: true }),
      }),
      answerBody('get', '/credit_cards', CreditCardListSchema, {
        data: [MASTERCARD, JOHNS_VISA],
        meta: { page: 1, per_page: 1000, total: 2 },
      }),
      answer('get', '/autopay', AutoPayOverviewSchema, { contracts: [], notices: [] }),
      answer('get', `/autopay/contracts/${CONTRACT.contract_id}`, AutoPayContractSchema, OFF),
      answerBody('put', `/autopay/contracts/${CONTRACT.contract_id}`, AutoPayChangeSchema, {
        data: {
          ...OFF,
          enrolment: {
            card: { id: JOHNS_VISA.id, card_type: 'visa', last_four: '1881' },
            consented_at: new Date().toISOString(),
            consent_version: '2026-11-1',
          },
        },
        message: 'AutoPay is on. We emailed you a confirmation.',
      }),
    );
    renderRoutes(routes, '/my-vida-vacations-payments');
    const panel = await screen.findByRole('region', { name: 'AutoPay' }, { timeout: 10_000 });
    expect(await within(panel).findByText('Off')).toBeTruthy();
    expect(
      within(panel).getByText(
        'You have 1 overdue installment (USD 100.00). AutoPay does not charge it: pay it now.',
      ),
    ).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/payment-method/monthly',
    );

    await user.click(within(panel).getByRole('button', { name: 'Turn on AutoPay' }));
    const dialog = await screen.findByRole('dialog', { name: 'AutoPay for contract SG-2022-012046' });
    expect(within(dialog).getByText(OFF.consent.text)).toBeTruthy();
    expect(within(dialog).getByText('Terms (version 2026-11-1)')).toBeTruthy();
    // The default card is proposed, whatever the list's order.
    expect((within(dialog).getByRole('radio', { name: /\(default\)$/ }) as HTMLInputElement).checked).toBe(
      true,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Tick the box to agree to the terms.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.click(within(dialog).getByLabelText('I agree to these terms and authorize these charges.'));
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      card_id: JOHNS_VISA.id,
      consent_version: '2026-11-1',
    });
    expect(await within(panel).findByText('On')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Turn off AutoPay' })).toBeTruthy();
  }, 30_000);
});
