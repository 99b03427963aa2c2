import { describe, expect, it } from 'vitest';
import { cvvIssue, PaymentRequestSchema, parseMoneyInput } from '../src/api/payments.ts';
import type { PaymentItem } from '../src/api/profile.ts';
import { allocatePayment, selectPayment, totalDueCents } from '../src/payment-totals.ts';

const item = (id: number, due: string, amount: number, extra: Partial<PaymentItem> = {}): PaymentItem => ({
  id,
  amount_due: amount,
  closing_cost: 0,
  late_fee: 0,
  invoice_amount: amount,
  due_date: due,
  fee_type: null,
  ...extra,
});

const contract = {
  balance: 1000,
  pay_in_full: 900.5,
  payment_types: {
    down: [item(1, '2026-01-01', 100.1, { closing_cost: 20.2, late_fee: 0.3 })],
    monthly: [
      item(2, '2026-01-01', 50, { late_fee: 5 }),
      item(3, '2026-02-01', 50, { late_fee: 2.5 }),
      item(4, '2026-12-01', 50),
      item(5, '2027-01-01', 50),
    ],
    cash_out: [item(6, '2026-05-01', 300.1, { late_fee: 0.2, closing_cost: 99 })],
    other_fees: [
      item(7, '2026-03-01', 64.5, { fee_type: 'Usage Fee', late_fee: 1 }),
      item(8, '2026-09-01', 32, { fee_type: 'Renovation Fee' }),
    ],
  },
};
const TODAY = '2026-11-26';

describe('selectPayment (spec sections 4, 5 and 9)', () => {
  it('down: amount due + closing cost + late fee, in cents without float drift', () => {
    expect(selectPayment(contract, { paymentType: 'down' }, TODAY)).toMatchObject({ totalCents: 12060 });
  });
  it('cash out and other fees: amount due + late fee (no closing cost); other fees by fee type', () => {
    expect(selectPayment(contract, { paymentType: 'cash_out' }, TODAY)).toMatchObject({ totalCents: 30030 });
    const fee = selectPayment(contract, { paymentType: 'other_fees', fee_type: 'Usage Fee' }, TODAY);
    expect(fee).toMatchObject({ totalCents: 6550, items: [{ id: 7 }] });
    expect(selectPayment(contract, { paymentType: 'other_fees', fee_type: 'Renewal Fee' }, TODAY)).toBe(
      'no_fee_items',
    );
  });
  it('monthly: every instalment already due, or the first when none is', () => {
    const due = selectPayment(contract, { paymentType: 'monthly', monthlyType: 'monthly' }, TODAY);
    expect(due).toMatchObject({ totalCents: 10750 });
    if (typeof due !== 'string') expect(due.items.map((i) => i.id)).toEqual([2, 3]);
    const none = selectPayment(contract, { paymentType: 'monthly', monthlyType: 'monthly' }, '2025-01-01');
    if (typeof none !== 'string') expect(none.items.map((i) => i.id)).toEqual([2]);
  });
  it('full: pay_in_full for every open instalment, no late fee; multiple: the chosen months only', () => {
    expect(selectPayment(contract, { paymentType: 'monthly', monthlyType: 'full' }, TODAY)).toMatchObject({
      totalCents: 90050,
    });
    expect(
      selectPayment(
        contract,
        { paymentType: 'monthly', monthlyType: 'multiple', multiplePayment: [3, 5] },
        TODAY,
      ),
    ).toMatchObject({ totalCents: 10250 });
    expect(
      selectPayment(
        contract,
        { paymentType: 'monthly', monthlyType: 'multiple', multiplePayment: [3, 99] },
        TODAY,
      ),
    ).toBe('unknown_months');
  });
  it('total due: balance plus every amount due and late fee', () => {
    expect(totalDueCents(contract)).toBe(100000 + 12060 + 20750 + 30030 + 6550 + 3200);
  });
});

describe('allocatePayment (decision 016)', () => {
  const parts = (category: 'down' | 'monthly', items: PaymentItem[], amount: number) =>
    allocatePayment(category, items, amount).map((p) => [
      p.item.id,
      p.lateFeeCents,
      p.closingCostCents,
      p.amountDueCents,
      p.settles,
    ]);
  it('oldest item first, its late fee first; the next item only once this one is paid off', () => {
    // Given newest first: the order is the due date's, not the list's.
    const months = [...contract.payment_types.monthly].reverse();
    expect(parts('monthly', months, 5500 + 300)).toEqual([
      [2, 500, 0, 5000, true],
      [3, 250, 0, 50, false],
    ]);
    expect(parts('monthly', months, 200)).toEqual([[2, 200, 0, 0, false]]);
  });
  it('down payments: late fee, then closing cost, then the amount due; the whole total pays every item off', () => {
    expect(parts('down', contract.payment_types.down, 30 + 2020 + 100)).toEqual([[1, 30, 2020, 100, false]]);
    const all = allocatePayment('down', contract.payment_types.down, 12060);
    expect(all.every((p) => p.settles)).toBe(true);
  });
});

describe('security code by card type (spec section 5)', () => {
  it('American Express takes 3 or 4 digits, the others 3; under 3 is never sent', () => {
    expect(cvvIssue('123', 'visa')).toBeNull();
    expect(cvvIssue('1234', 'visa')).toBe('validation_cvv_3');
    expect(cvvIssue('1234', 'mastercard')).toBe('validation_cvv_3');
    expect(cvvIssue('12', 'visa')).toBe('validation_cvv_3');
    expect(cvvIssue('1234', 'amex')).toBeNull();
    expect(cvvIssue('123', 'amex')).toBeNull();
    expect(cvvIssue('12', 'amex')).toBe('validation_cvv');
  });
});

describe('money input', () => {
  it('reads thousands separators and refuses malformed or negative figures', () => {
    expect(parseMoneyInput('10,860.00')).toBe(1086000);
    expect(parseMoneyInput('10860')).toBe(1086000);
    expect(parseMoneyInput('0.5')).toBe(50);
    expect(parseMoneyInput('1,2,3')).toBeNull();
    expect(parseMoneyInput('-5')).toBeNull();
    expect(parseMoneyInput('1.234')).toBeNull();
  });
  it('the form schema asks for months in "multiple" and a fee type for other fees', () => {
    const base = { order_amount: '10', contract_id: 1, card_id: 1, cvv: '123' };
    const multiple = PaymentRequestSchema.safeParse({
      ...base,
      paymentType: 'monthly',
      monthlyType: 'multiple',
    });
    expect(multiple.error?.issues.map((i) => i.message)).toEqual(['validation_months_required']);
    const fees = PaymentRequestSchema.safeParse({ ...base, paymentType: 'other_fees' });
    expect(fees.error?.issues.map((i) => i.message)).toEqual(['validation_fee_type_required']);
  });
  it('the amount is not above the form’s ceiling, and "full" pays exactly it', () => {
    const base = { contract_id: 1, card_id: 1, cvv: '123', paymentType: 'monthly', monthlyType: 'monthly' };
    const issues = (extra: Record<string, unknown>) =>
      PaymentRequestSchema.safeParse({ ...base, ...extra }).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ order_amount: '1,000.00', max_amount: '1,000.00' })).toEqual([]);
    expect(issues({ order_amount: '999.99', max_amount: '1,000.00' })).toEqual([]);
    expect(issues({ order_amount: '1,000.01', max_amount: '1,000.00' })).toEqual([
      'validation_amount_over_max',
    ]);
    expect(issues({ order_amount: '999.99', max_amount: '1,000.00', monthlyType: 'full' })).toEqual([
      'validation_amount_full',
    ]);
  });
});
