import { describe, expect, it } from 'vitest';
import { amountDue, contractDue } from '../src/amount-due.ts';
import type { Contract, PaymentItem } from '../src/api/profile.ts';

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

const empty = { down: [], monthly: [], cash_out: [], other_fees: [] };

function contract(
  id: number,
  currencyId: number,
  types: Partial<Contract['payment_types']>,
  status: Contract['contract_status'] = 'Active',
): Contract {
  return {
    contract_id: id,
    contract_number: `C-${id}`,
    contract_status: status,
    resort: 'Sea Garden',
    user_id: 1,
    affiliation: null,
    currency_id: currencyId,
    balance: 0,
    finance: 0,
    loan_payment_amount: 0,
    pay_in_full: 0,
    maintenance_fee: 0,
    room_type: 'Suite',
    contract_date: 0,
    total_weeks: 0,
    used_weeks: 0,
    weeks_available: 0,
    payment_types: { ...empty, ...types },
    payments: [],
  };
}

const TODAY = '2026-11-27';

describe('amountDue (issue 24: what is owed, at a glance)', () => {
  it('totals what is due today or earlier per currency, late fees and closing costs included', () => {
    const owed = amountDue(
      [
        contract(1, 2, {
          monthly: [item(1, '2026-11-25', 610.35, { late_fee: 25 }), item(2, '2026-12-25', 610.35)],
        }),
        contract(2, 1, { down: [item(3, '2026-11-27', 1200.1, { closing_cost: 150.2 })] }),
        contract(3, 2, {
          other_fees: [item(4, '2026-09-28', 2380, { late_fee: 75, fee_type: 'Renovation Fee' })],
        }),
      ],
      TODAY,
    );
    expect(owed.dueNow).toEqual([
      { currency: 'MXN', cents: 135030 },
      { currency: 'USD', cents: 309035 },
    ]);
    expect(owed.dueNowCount).toBe(3);
  });

  it('counts as late only what was due before today; due today is due, not late', () => {
    const owed = amountDue(
      [contract(1, 2, { monthly: [item(1, '2026-11-26', 10), item(2, '2026-11-27', 10)] })],
      TODAY,
    );
    expect(owed).toMatchObject({ dueNowCount: 2, overdueCount: 1 });
    expect(amountDue([contract(1, 2, { monthly: [item(2, '2026-11-27', 10)] })], TODAY).overdueCount).toBe(0);
  });

  it('names the next due date after today and what falls due then, and leads Pay now to the oldest item', () => {
    const owed = amountDue(
      [
        contract(1, 2, { monthly: [item(1, '2026-11-20', 10), item(2, '2026-12-20', 10)] }),
        contract(2, 2, {
          cash_out: [item(3, '2026-12-05', 30)],
          other_fees: [item(4, '2026-10-01', 5, { fee_type: 'Usage Fee' })],
        }),
        contract(3, 1, { down: [item(5, '2026-12-05', 7, { closing_cost: 1 })] }),
      ],
      TODAY,
    );
    expect(owed.next).toEqual({
      due_date: '2026-12-05',
      amounts: [
        { currency: 'MXN', cents: 800 },
        { currency: 'USD', cents: 3000 },
      ],
    });
    expect(owed.payNow).toEqual({ contract_id: 2, type: 'other_fees', fee_type: 'Usage Fee' });
  });

  it('says nothing is due when no item is due yet, and leaves out cancelled contracts', () => {
    const owed = amountDue(
      [
        contract(1, 2, { monthly: [item(1, '2027-01-01', 10)] }),
        contract(2, 2, { other_fees: [item(2, '2026-01-01', 99, { fee_type: 'Renewal Fee' })] }, 'Cancelled'),
      ],
      TODAY,
    );
    expect(owed).toEqual({
      dueNow: [],
      dueNowCount: 0,
      overdueCount: 0,
      next: { due_date: '2027-01-01', amounts: [{ currency: 'USD', cents: 1000 }] },
      payNow: null,
    });
    expect(amountDue([], TODAY)).toMatchObject({ dueNow: [], dueNowCount: 0, next: null, payNow: null });
  });
});

describe('contractDue', () => {
  it('counts one contract’s items due now and late, per kind of payment', () => {
    const due = contractDue(
      contract(1, 2, {
        monthly: [item(1, '2026-10-27', 10), item(2, '2026-11-27', 10), item(3, '2026-12-27', 10)],
        other_fees: [item(4, '2026-11-01', 10, { fee_type: 'Usage Fee' })],
      }),
      TODAY,
    );
    expect(due).toEqual({
      dueNowCount: 3,
      overdueCount: 2,
      overdueByType: { down: 0, monthly: 1, cash_out: 0, other_fees: 1 },
    });
  });
});
