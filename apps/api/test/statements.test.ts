import { execFileSync } from 'node:child_process';
import { addDays, clubDay } from '@vida/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts, paymentHistory, paymentItems, payments, users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { bearer, type Lang, signIn, useTestApp } from './support/harness.ts';

const ctx = useTestApp({
  CLUB_LEGAL_NAME: 'Corporativo Ñandú Turístico y Café, S.A. de C.V.',
  CLUB_TAX_ID: 'CNT010203AB4',
});

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
/** The lines of the PDF's text that contain `label`: a figure must be on its label's line. */
const linesWith = (text: string, label: string) => text.split('\n').filter((line) => line.includes(label));

async function member(email: string, language: Lang) {
  const db = ctx.database.db;
  const [user] = await db.update(users).set({ language }).where(eq(users.email, email)).returning();
  if (!user?.memberId) throw new Error(`demo member ${email} missing`);
  return user as typeof user & { memberId: number };
}

async function contract(memberId: number, number: string, currencyId: number) {
  const [row] = await ctx.database.db
    .insert(contracts)
    .values({
      memberId,
      contractNumber: number,
      status: 'Active',
      resort: 'Grand Luxxe',
      currencyId,
      roomType: 'Studio',
      contractDate: '2024-01-10',
    })
    .returning();
  if (!row) throw new Error('contract not inserted');
  return row.id;
}

type Item = {
  category: string;
  due: string;
  amountDue: string;
  lateFee?: string;
  closingCost?: string;
  feeType?: string;
  /** The club day it was closed on (at noon in Cancún). */
  paidOn?: string;
};
async function items(contractId: number, list: Item[]) {
  return ctx.database.db
    .insert(paymentItems)
    .values(
      list.map((item) => ({
        contractId,
        category: item.category,
        dueDate: item.due,
        amountDue: item.amountDue,
        lateFee: item.lateFee ?? '0',
        closingCost: item.closingCost ?? '0',
        feeType: item.feeType ?? null,
        paidAt: item.paidOn ? new Date(`${item.paidOn}T17:00:00Z`) : null,
      })),
    )
    .returning({ id: paymentItems.id });
}

/** A payment recorded on `day` at noon in Cancún (17:00 UTC). */
const history = (contractId: number, day: string, amount: string, type: string, orderUuid?: string) =>
  ctx.database.db.insert(paymentHistory).values({
    contractId,
    createdAt: new Date(`${day}T17:00:00Z`),
    status: 2,
    paymentType: type,
    amount,
    currency: 'MXN',
    lastFour: '4242',
    orderUuid: orderUuid ?? null,
  });

async function order(
  userId: number,
  contractId: number,
  values: { status: string; day: string; amount: string; monthlyType: string | null; items: object[] },
) {
  const [row] = await ctx.database.db
    .insert(payments)
    .values({
      userId,
      contractId,
      idempotencyKey: `statement-${values.day}-${values.amount}`,
      requestHash: 'x',
      paymentType: 'monthly',
      monthlyType: values.monthlyType,
      items: values.items as never,
      amount: values.amount,
      currency: 'MXN',
      cardType: 'visa',
      lastFour: '4242',
      language: 'en',
      status: values.status,
      createdAt: new Date(`${values.day}T16:59:00Z`),
      completedAt: values.status === 'approved' ? new Date(`${values.day}T17:00:00Z`) : null,
      receiptNumber: values.status === 'approved' ? `VP-2025-9${values.amount.replace('.', '')}` : null,
    })
    .returning({ uuid: payments.uuid });
  if (!row) throw new Error('order not inserted');
  return row.uuid;
}

/**
 * Ana's MXN contract. Before 2025: an instalment of 5,000.00 of which a portal part payment paid 4,000.00
 * (opening 1,000.00), and a down payment the club recorded in 2024 for items the portal never held (in the
 * history, on no statement). In 2025: an instalment 5,000.00 + 250.00 late fee the club closed on 2025-01-20
 * (5,250.00), a down payment 1,000.00 + 150.00 closing costs the club closed on its due day (1,150.00), an
 * instalment of 5,000.00 + 100.00 late fee of which a portal part payment paid 2,100.00 (its late fee and
 * 2,000.00: 3,000.00 still due), a usage fee of 1,200.00 open, and a portal payment of 1,200.00 still pending.
 * An instalment due in 2026 is outside the period.
 * Charges 5,250 + 1,150 + 5,100 + 1,200 = 12,700.00; payments 5,250 + 1,150 + 2,100 = 8,500.00;
 * closing 1,000 + 12,700 − 8,500 = 5,200.00 (the 1,000.00, the 3,000.00 and the 1,200.00 still owed).
 */
async function anaContract(language: Lang) {
  const ana = await member(DEMO_ACCOUNTS.ana, language);
  const id = await contract(ana.memberId, 'ST-2024-000001', 1);
  const [first, , , partly] = await items(id, [
    { category: 'monthly', due: '2024-12-15', amountDue: '1000.00' },
    { category: 'monthly', due: '2025-01-15', amountDue: '5000.00', lateFee: '250.00', paidOn: '2025-01-20' },
    {
      category: 'down',
      due: '2025-02-01',
      amountDue: '1000.00',
      closingCost: '150.00',
      paidOn: '2025-02-01',
    },
    { category: 'monthly', due: '2025-03-15', amountDue: '3000.00' },
    { category: 'other_fees', due: '2025-06-30', amountDue: '1200.00', feeType: 'Usage Fee' },
    { category: 'monthly', due: '2026-01-15', amountDue: '5000.00' },
  ]);
  if (!first || !partly) throw new Error('items not inserted');
  await history(id, '2024-06-01', '24000.00', 'down');
  const early = await order(ana.id, id, {
    status: 'approved',
    day: '2024-12-16',
    amount: '4000.00',
    monthlyType: 'monthly',
    items: [{ id: first.id, dueDate: '2024-12-15', feeType: null, amount: 4000, lateFee: 0, settles: false }],
  });
  await history(id, '2024-12-16', '4000.00', 'monthly', early);
  await history(id, '2025-01-20', '5250.00', 'monthly');
  await history(id, '2025-02-01', '1150.00', 'down');
  const part = await order(ana.id, id, {
    status: 'approved',
    day: '2025-03-20',
    amount: '2100.00',
    monthlyType: 'monthly',
    items: [
      { id: partly.id, dueDate: '2025-03-15', feeType: null, amount: 2100, lateFee: 100, settles: false },
    ],
  });
  await history(id, '2025-03-20', '2100.00', 'monthly', part);
  await order(ana.id, id, {
    status: 'pending',
    day: '2025-11-02',
    amount: '1200.00',
    monthlyType: null,
    items: [],
  });
  return { token: (await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD)).access_token, id };
}

/**
 * John's USD contract, paid in full on 2025-03-10 with 1,700.00: one instalment already due (600.00 + 25.00
 * late fee, due 2025-03-01) and two not yet due (2025-04-01, 2025-05-01), all three closed by it. From
 * 2025-03-05: opening 625.00, the remaining balance charged 1,700 − 625 = 1,075.00, the payment 1,700.00,
 * closing 0.00; the instalments not yet due are never charged.
 */
async function johnContract(language: Lang) {
  const john = await member(DEMO_ACCOUNTS.john, language);
  const id = await contract(john.memberId, 'ST-2024-000002', 2);
  const closed = await items(id, [
    { category: 'monthly', due: '2025-03-01', amountDue: '600.00', lateFee: '25.00', paidOn: '2025-03-10' },
    { category: 'monthly', due: '2025-04-01', amountDue: '600.00', paidOn: '2025-03-10' },
    { category: 'monthly', due: '2025-05-01', amountDue: '600.00', paidOn: '2025-03-10' },
  ]);
  const full = await order(john.id, id, {
    status: 'approved',
    day: '2025-03-10',
    amount: '1700.00',
    monthlyType: 'full',
    items: closed.map(({ id: itemId }) => ({
      id: itemId,
      dueDate: '2025-03-01',
      feeType: null,
      amount: 600,
    })),
  });
  await history(id, '2025-03-10', '1700.00', 'monthly', full);
  return { token: (await signIn(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD)).access_token, id };
}

const statement = (token: string, contractId: number | string, query: string, lang: Lang = 'en') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/contracts/${contractId}/statement?${query}`,
    headers: bearer(token, lang),
  });

describe('GET /contracts/{id}/statement', () => {
  it('reads back with the opening and closing balances, each charge and payment (Ana, MXN, English)', async () => {
    const { token, id } = await anaContract('en');
    const response = await statement(token, id, 'from=2025-01-01&to=2025-12-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="statement-ST-2024-000001-2025-01-01-2025-12-31.pdf"',
    );
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'ACCOUNT STATEMENT',
      'Corporativo Ñandú Turístico y Café, S.A. de C.V.',
      'CNT010203AB4',
      'ST-2024-000001 · Grand Luxxe',
      '2025-01-01 to 2025-12-31',
      'Usage fee',
      'Closing costs',
      'Late fee',
      'not a tax invoice (CFDI)',
    ])
      expect(text).toContain(expected);
    for (const line of linesWith(text, 'Opening balance on 2025-01-01'))
      expect(line).toContain('MXN 1,000.00');
    for (const line of linesWith(text, 'Closing balance on 2025-12-31'))
      expect(line).toContain('MXN 5,200.00');
    expect(linesWith(text, 'Charges in the period')[0]).toContain('MXN 12,700.00');
    expect(linesWith(text, 'Payments in the period')[0]).toContain('MXN 8,500.00');
    // The part payment is a payment of 2,100.00; its instalment is charged whole, 5,000.00 and 100.00.
    expect(linesWith(text, '2025-03-20')[0]).toMatch(/Payment: Monthly Payments, card\s+MXN 2,100.00/);
    // What the club closed itself is its payment on the day it closed it.
    expect(linesWith(text, '2025-01-20')[0]).toMatch(/Payment recorded by the club\s+MXN 5,250.00/);
    expect(linesWith(text, '2025-03-15').join('\n')).toContain('MXN 5,000.00');
    expect(text).not.toContain('2026-01-15');
    // A quiet period: the balance carried through, and no payment is no payment (not "-MXN 0.00").
    const quiet = pdfText((await statement(token, id, 'from=2025-07-01&to=2025-10-31')).rawPayload);
    expect(quiet).toMatch(/No charges or payments in this\s+period\./);
    for (const label of ['Opening balance on 2025-07-01', 'Closing balance on 2025-10-31'])
      for (const line of linesWith(quiet, label)) expect(line).toContain('MXN 5,200.00');
    expect(linesWith(quiet, 'Payments in the period')[0]).toMatch(/\s MXN 0\.00$/);
    // The pending payment is named apart and counted nowhere.
    expect(text).toMatch(/not payments yet[\s\S]*MXN\s+1,200.00 on 2025-11-02/);
  });

  it('speaks Spanish with its dates and the same figures (Ana, MXN)', async () => {
    const { token, id } = await anaContract('es');
    const response = await statement(token, id, 'from=2025-01-01&to=2025-12-31', 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="estado-de-cuenta-ST-2024-000001-2025-01-01-2025-12-31.pdf"',
    );
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'ESTADO DE CUENTA',
      'Del 01-01-2025 al 31-12-2025',
      'Cuota de uso',
      'Gastos de cierre',
    ])
      expect(text).toContain(expected);
    for (const line of linesWith(text, 'Saldo inicial al 01-01-2025')) expect(line).toContain('MXN 1,000.00');
    for (const line of linesWith(text, 'Saldo final al 31-12-2025')) expect(line).toContain('MXN 5,200.00');
    expect(text).toMatch(/todavía no son pagos[\s\S]*MXN\s+1,200.00 el 02-11-2025/);
  });

  it('charges paying in full as the remaining balance beyond what was due (John, USD, English and Spanish)', async () => {
    const { token, id } = await johnContract('en');
    const text = pdfText((await statement(token, id, 'from=2025-03-05&to=2025-12-31')).rawPayload);
    for (const line of linesWith(text, 'Opening balance on 2025-03-05')) expect(line).toContain('USD 625.00');
    expect(linesWith(text, 'Remaining balance')[0]).toContain('USD 1,075.00');
    expect(linesWith(text, 'Payments in the period')[0]).toContain('USD 1,700.00');
    for (const line of linesWith(text, 'Closing balance on 2025-12-31')) expect(line).toContain('USD 0.00');
    expect(text).not.toContain('2025-04-01');

    await ctx.database.db.update(users).set({ language: 'es' }).where(eq(users.email, DEMO_ACCOUNTS.john));
    const before = pdfText((await statement(token, id, 'from=2025-01-01&to=2025-03-05')).rawPayload);
    for (const line of linesWith(before, 'Saldo inicial al 01-01-2025')) expect(line).toContain('USD 0.00');
    for (const line of linesWith(before, 'Saldo final al 05-03-2025')) expect(line).toContain('USD 625.00');
  });

  it('closes on the amount due the portal shows, whatever the club recorded before its items (Ana’s demo contract)', async () => {
    // Ana's demo contract: items due 70 (paid through the portal), 40 and 10 days ago (5,180.00 + 350.00 and
    // 5,180.00 + 150.00 late fees) and a usage fee due 3 days ago (6,450.00): 17,310.00 due today. The club's
    // history also holds payments for items the portal never held (100 and 800 days ago).
    await member(DEMO_ACCOUNTS.ana, 'en');
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const [demo] = await ctx.database.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.contractNumber, 'GLX-2021-004512'));
    if (!demo) throw new Error('demo contract missing');
    const today = clubDay(new Date());
    const from = addDays(today, -365);
    const text = pdfText((await statement(access_token, demo.id, `from=${from}&to=${today}`)).rawPayload);
    for (const line of linesWith(text, `Opening balance on ${from}`)) expect(line).toContain('MXN 0.00');
    for (const line of linesWith(text, `Closing balance on ${today}`))
      expect(line).toContain('MXN 17,310.00');
    expect(linesWith(text, 'Payments in the period')[0]).toContain('MXN 5,180.00');
  });

  it('answers 404 for another member’s contract and for one that is not there', async () => {
    const { id } = await anaContract('en');
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD);
    for (const contractId of [id, 999_999, 'abc']) {
      const response = await statement(access_token, contractId, 'from=2025-01-01&to=2025-12-31');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('answers 400 with a clear message for a bad period, in the caller’s language', async () => {
    const { token, id } = await anaContract('en');
    const cases: [string, string, RegExp, RegExp][] = [
      [
        'from=2025-12-31&to=2025-01-01',
        'from',
        /on or before the end date/,
        /igual o anterior a la fecha final/,
      ],
      ['from=2025-01-01&to=2999-01-01', 'to', /earlier day/, /día anterior/],
      ['from=2015-01-01&to=2025-01-01', 'from', /at most 5 years/, /como máximo 5 años/],
      ['from=2025-02-30&to=2025-03-01', 'from', /valid date/, /fecha válida/],
      ['to=2025-03-01', 'from', /valid date/, /fecha válida/],
    ];
    for (const [query, field, english, spanish] of cases) {
      const en = await statement(token, id, query, 'en');
      expect(en.statusCode, query).toBe(400);
      expect(en.json().errors[field]?.[0], query).toMatch(english);
      const es = await statement(token, id, query, 'es');
      expect(es.statusCode, query).toBe(400);
      expect(es.json().errors[field]?.[0], query).toMatch(spanish);
    }
  });

  // The statement counter reads PGlite's own log of statements (test/support/statements.ts).
  it.skipIf(process.env.DATABASE_URL)('reads the statement in one query', async () => {
    const { token, id } = await anaContract('en');
    const { statementsDuring } = await import('./support/statements.ts');
    const seen = await statementsDuring(ctx.database, () =>
      statement(token, id, 'from=2025-01-01&to=2025-12-31'),
    );
    expect(seen.filter((text) => text.includes('payment_items'))).toHaveLength(1);
  });
});
