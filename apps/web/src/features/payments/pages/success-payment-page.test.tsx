import { screen, within } from '@testing-library/react';
import { type Receipt, ReceiptSchema } from '@vida/shared';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { saveSession } from '../../../lib/session.ts';
import { answer, fail, serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import { profileOf, renderRoutes, resetApp, signedInSession } from '../../../test/render.tsx';

const ORDER = '6f1c2f8e-1111-4222-8333-444455556666';
const OTHER = '6f1c2f8e-1111-4222-8333-999999999999';

/** John's down payment on Sea Garden (1,200.00 + 150.00 closing costs) and his overdue Bliss instalment's twin. */
const RECEIPT: Receipt = {
  order: ORDER,
  number: 'VP-2026-000123',
  // 15:31 UTC is 10:31 in Cancún (UTC−5 all year).
  paid_at: '2026-11-27T15:31:00.000Z',
  amount: 1985.35,
  currency: 'USD',
  payment_type: 'down',
  monthly_type: null,
  contract: { id: 7, number: 'SG-2022-012046', resort: 'Sea Garden' },
  items: [
    {
      id: 31,
      due_date: '2026-12-12',
      fee_type: null,
      amount: 1200,
      closing_cost: 150,
      late_fee: 0,
      paid_off: true,
      included: false,
    },
    // Covered in part: the rest of it stays due.
    {
      id: 32,
      due_date: '2026-10-12',
      fee_type: null,
      amount: 610.35,
      closing_cost: 0,
      late_fee: 25,
      paid_off: false,
      included: false,
    },
  ],
  card: { type: 'visa', last_four: '1881' },
  next_instalment: { due_date: '2026-12-25', amount: 610.35 },
};

/** The member and the receipt API: `ORDER` is John's; any other order is not found (foreign or made up). */
function api(language: 'en' | 'es') {
  return serveApi(
    ...memberBasics({ profile: profileOf({ language_id: language }) }),
    answer('get', `/orders/${ORDER}/receipt`, ReceiptSchema, RECEIPT),
    fail('get', `/orders/${OTHER}/receipt`, 404, { message: 'Not found.', code: 604 }),
  );
}

/** The text of each item line (the item, then its parts apart), spaces made plain. */
const itemLines = () =>
  within(screen.getByRole('region', { name: /What was paid|Conceptos pagados/ }))
    .getAllByRole('listitem')
    .filter((li) => li.querySelector('ul') === null)
    .map((li) => li.textContent?.replace(/\s/g, ' '));

const facts = () =>
  Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s/g, ' ')]),
  );

describe('success payment page (the receipt)', () => {
  it('shows the receipt in English: amount, number, contract, each item with its parts, card, club time, next instalment', async () => {
    await resetApp('en');
    saveSession(signedInSession());
    const calls = api('en');
    renderRoutes(routes, `/success-payment/${ORDER}`);
    expect(await screen.findByTestId('receipt-amount', undefined, { timeout: 10_000 })).toHaveProperty(
      'textContent',
      'USD\u00a01,985.35',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Thank you for your payment' })).toBeTruthy();
    expect(screen.getByTestId('receipt-number').textContent).toBe('Receipt VP-2026-000123');
    expect(facts()).toEqual({
      Contract: 'SG-2022-012046 · Sea Garden',
      'Paid on': 'November 27, 2026 at 10:31 AM (Cancún time)',
      'Paid with': 'Visa ending in 1881',
      'Next installment': 'USD 610.35, due 2026-12-25',
    });
    expect(itemLines()).toEqual([
      'Down Payment · 2026-12-12USD 1,200.00',
      'Closing costsUSD 150.00',
      'Down Payment (part payment) · 2026-10-12USD 610.35',
      'Late feeUSD 25.00',
    ]);
    expect(screen.getByTestId('receipt-total').textContent?.replace(/\s/g, ' ')).toBe(
      'Total paidUSD 1,985.35',
    );
    expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to payments' }).getAttribute('href')).toBe(
      '/my-vida-vacations-payments',
    );
    expect(calls.some((c) => c.path === `/api/v1/orders/${ORDER}/receipt`)).toBe(true);
  }, 30_000);

  it('shows it in Spanish, with the day first and Cancún’s time', async () => {
    await resetApp('es');
    saveSession(signedInSession());
    api('es');
    renderRoutes(routes, `/success-payment/${ORDER}`);
    await screen.findByTestId('receipt-amount', undefined, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 2, name: 'Gracias por tu pago' })).toBeTruthy();
    expect(screen.getByTestId('receipt-number').textContent).toBe('Comprobante VP-2026-000123');
    const shown = facts();
    expect(shown.Contrato).toBe('SG-2022-012046 · Sea Garden');
    expect(shown['Fecha de pago']).toMatch(
      /^27 de noviembre de 2026 a las 10:31 a\.\s?m\. \(hora de Cancún\)$/,
    );
    expect(shown['Pagado con']).toBe('Visa con terminación 1881');
    expect(shown['Próxima mensualidad']).toBe('USD 610.35, vence el 25-12-2026');
    expect(itemLines()).toContain('Gastos de cierreUSD 150.00');
    expect(itemLines()).toContain('Enganche (pago parcial) · 12-10-2026USD 610.35');
    expect(itemLines()).toContain('Recargo por atrasoUSD 25.00');
    expect(screen.getByRole('button', { name: 'Descargar comprobante' })).toBeTruthy();
  }, 30_000);

  it.each([
    {
      language: 'en' as const,
      lines: [
        'Remaining balance — contract paid offMXN 181,270.00',
        'Installment · 2026-09-18Included',
        'Installment · 2026-10-18Included',
        'Late feesNone charged',
      ],
      total: 'Total paidMXN 181,270.00',
    },
    {
      language: 'es' as const,
      lines: [
        'Saldo restante — contrato liquidadoMXN 181,270.00',
        'Mensualidad · 18-09-2026Incluida',
        'Mensualidad · 18-10-2026Incluida',
        'Recargos por atrasoNo se cobran',
      ],
      total: 'Total pagadoMXN 181,270.00',
    },
  ])(
    'paying in full is one line that adds up: the remaining balance, the instalments it included, late fees waived ($language)',
    async ({ language, lines, total }) => {
      await resetApp(language);
      saveSession(signedInSession());
      const included = (id: number, due_date: string) => ({
        id,
        due_date,
        fee_type: null,
        amount: 0,
        closing_cost: 0,
        late_fee: 0,
        paid_off: true,
        included: true,
      });
      serveApi(
        ...memberBasics({ profile: profileOf({ language_id: language }) }),
        answer('get', `/orders/${ORDER}/receipt`, ReceiptSchema, {
          ...RECEIPT,
          amount: 181270,
          currency: 'MXN',
          payment_type: 'monthly',
          monthly_type: 'full',
          contract: { id: 3, number: 'GLX-2021-004512', resort: 'Grand Luxxe' },
          items: [included(2, '2026-09-18'), included(3, '2026-10-18')],
          next_instalment: null,
        }),
      );
      renderRoutes(routes, `/success-payment/${ORDER}`);
      await screen.findByTestId('receipt-amount', undefined, { timeout: 10_000 });
      expect(itemLines()).toEqual(lines);
      expect(screen.getByTestId('receipt-total').textContent?.replace(/\s/g, ' ')).toBe(total);
    },
    30_000,
  );

  it('is the not-found page for an order that is not the member’s or does not exist, and thanks no one', async () => {
    await resetApp('en');
    saveSession(signedInSession());
    api('en');
    renderRoutes(routes, `/success-payment/${OTHER}`);
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 10_000 });
    expect(screen.queryByText('Thank you for your payment')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  }, 30_000);
});
