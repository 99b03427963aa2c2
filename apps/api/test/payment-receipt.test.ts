import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CLUB_TIME_ZONE, dataEnvelope, dayIn, type Receipt, ReceiptSchema } from '@vida/shared';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/migrate-database.ts';
import { mailOutbox, payments, users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { queryRows } from '../src/db/sql.ts';
import { createReceiptsRepo } from '../src/modules/payments/receipts.repo.ts';
import { sfntOfWoff } from '../src/modules/payments/woff-font.ts';
import { bearer, type Lang, signIn, useTestApp } from './support/harness.ts';
import { type DemoIds, demoIds, postPayment } from './support/payments.ts';
import { useSandbox } from './support/sandbox.ts';

// Charges take long enough that concurrent payments overlap at the provider and settle together.
const sandbox = useSandbox({ chargeDelayMs: 150 });

/** The club's legal details, with the letters a receipt in Spanish must draw and read back right. */
const LEGAL = {
  CLUB_LEGAL_NAME: 'Corporativo Ñandú Turístico y Café, S.A. de C.V.',
  CLUB_TAX_ID: 'CNT010203AB4',
  CLUB_ADDRESS: 'Blvd. Kukulcán km 14.5, Zona Hotelera, 77500 Cancún, Q. Roo, México',
};
const ctx = useTestApp({ PAYMENT_REST_ENDPOINT: sandbox.url, ...LEGAL });

/** The club's year now: receipts are numbered per year of its calendar. */
const year = () => dayIn(new Date(), CLUB_TIME_ZONE).slice(0, 4);

const ids = () => demoIds(ctx.database.db);

/** Ana's two overdue instalments (5,180.00 + 350.00 and 5,180.00 + 150.00 late fees), MXN. */
const anaMonthly = (i: DemoIds) => ({
  order_amount: '10,860.00',
  contract_id: i.anaActive,
  card_id: i.anaVisa,
  cvv: '123',
  paymentType: 'monthly',
  monthlyType: 'monthly',
});
/** John's down payment on Sea Garden: 1,200.00 + 150.00 closing costs, USD. */
const johnDown = (i: DemoIds) => ({
  order_amount: '1,350.00',
  contract_id: i.johnSea,
  card_id: i.johnCard,
  cvv: '123',
  paymentType: 'down',
});
/** John's overdue Bliss instalment: 610.35 + 25.00 late fee, USD. */
const johnBliss = (i: DemoIds) => ({
  order_amount: '635.35',
  contract_id: i.johnBliss,
  card_id: i.johnCard,
  cvv: '123',
  paymentType: 'monthly',
  monthlyType: 'monthly',
});
/** John's renovation fee: 2,380.00 + 75.00 late fee, USD. */
const johnFee = (i: DemoIds) => ({
  order_amount: '2,455.00',
  contract_id: i.johnEstates,
  card_id: i.johnCard,
  cvv: '123',
  paymentType: 'other_fees',
  fee_type: 'Renovation Fee',
});

async function pay(token: string, body: Record<string, unknown>, key: string): Promise<string> {
  const response = await postPayment(ctx.app, token, body, key);
  if (response.statusCode !== 201)
    throw new Error(`payment answered ${response.statusCode}: ${response.body}`);
  return response.json().data.id as string;
}

const getReceipt = (token: string, order: string, lang: Lang = 'en') =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${order}/receipt`, headers: bearer(token, lang) });

const download = (token: string, order: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${order}/download`, headers: bearer(token) });

/** The PDF's text as a reader's viewer extracts it (poppler's pdftotext). */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

async function receiptMails(to: string) {
  return (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter(
    (mail) => mail.attachments?.[0]?.contentType === 'application/pdf',
  );
}

describe('GET /orders/{order}/receipt', () => {
  it('answers the member’s approved order as its receipt: number, items with late fees apart, card, next instalment', async () => {
    const i = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const order = await pay(access_token, anaMonthly(i), 'receipt-key-0001');
    const response = await getReceipt(access_token, order);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const receipt: Receipt = dataEnvelope(ReceiptSchema).parse(response.json()).data;
    expect(receipt).toMatchObject({
      order,
      // The demo's two portal orders were this year's first and second receipts.
      number: `VP-${year()}-000003`,
      amount: 10860,
      currency: 'MXN',
      payment_type: 'monthly',
      monthly_type: 'monthly',
      contract: { id: i.anaActive, number: 'GLX-2021-004512', resort: 'Grand Luxxe' },
      card: { type: 'visa', last_four: '4242' },
      // Her next instalment, still open: 5,180.00 in 20 days.
      next_instalment: { amount: 5180 },
    });
    expect(
      receipt.items.map(({ amount, late_fee, closing_cost }) => ({ amount, late_fee, closing_cost })),
    ).toEqual([
      { amount: 5180, late_fee: 350, closing_cost: 0 },
      { amount: 5180, late_fee: 150, closing_cost: 0 },
    ]);
    expect(Math.abs(Date.parse(receipt.paid_at) - Date.now())).toBeLessThan(60_000);
    expect(receipt.items.every((item) => item.paid_off)).toBe(true);
  });

  it('says which item a smaller amount paid only in part, its late fee first (decision 016), in the PDF too', async () => {
    const i = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    // 6,000.00 of 10,860.00: the first instalment and its late fee (5,530.00), then 470.00 of the second.
    const order = await pay(
      access_token,
      { ...anaMonthly(i), order_amount: '6,000.00' },
      'receipt-part-0001',
    );
    const receipt = dataEnvelope(ReceiptSchema).parse((await getReceipt(access_token, order)).json()).data;
    expect(receipt.amount).toBe(6000);
    expect(receipt.items.map(({ amount, late_fee, paid_off }) => ({ amount, late_fee, paid_off }))).toEqual([
      { amount: 5180, late_fee: 350, paid_off: true },
      { amount: 320, late_fee: 150, paid_off: false },
    ]);
    // What the part left owing is the next instalment, on the page and in the e-mail written as it was approved.
    expect(receipt.next_instalment?.amount).toBe(4860);
    const [mail] = (await receiptMails(DEMO_ACCOUNTS.ana)).filter((m) => m.subject.includes('6,000.00'));
    expect(mail?.text).toContain('Próxima mensualidad: MXN 4,860.00, vence el');
    const lines = pdfText((await download(access_token, order)).rawPayload)
      .split('\n')
      .map((line) => line.trim().replace(/\s+/g, ' '));
    expect(lines).toContainEqual(
      expect.stringMatching(/^Mensualidad \(pago parcial\) \d\d-\d\d-\d{4} MXN 320\.00$/),
    );
    expect(lines).toContain('Total pagado MXN 6,000.00');
  });

  it('pays in full in lines that add up: the remaining balance, the instalments it closed included, late fees waived (JSON, PDF and e-mail, Spanish and English)', async () => {
    const i = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    // Ana's whole Grand Luxxe contract: 181,270.00, above her open instalments of 5,180.00 and their late fees.
    const order = await pay(
      access_token,
      { ...anaMonthly(i), monthlyType: 'full', order_amount: '181,270.00' },
      'receipt-full-0001',
    );
    const receipt = dataEnvelope(ReceiptSchema).parse((await getReceipt(access_token, order)).json()).data;
    expect(receipt).toMatchObject({ amount: 181270, monthly_type: 'full', next_instalment: null });
    expect(receipt.items.length).toBeGreaterThanOrEqual(2);
    // Each closed instalment is inside the balance: nothing of its own to add to the total.
    for (const item of receipt.items)
      expect(item).toMatchObject({ included: true, amount: 0, late_fee: 0, closing_cost: 0, paid_off: true });

    const lines = (pdf: Buffer) =>
      pdfText(pdf)
        .split('\n')
        .map((line) => line.trim().replace(/\s+/g, ' '))
        .filter((line) => line !== '');
    const spanish = lines((await download(access_token, order)).rawPayload);
    const concepts = spanish.slice(
      spanish.findIndex((line) => line.startsWith('Saldo restante')),
      spanish.indexOf('Total pagado MXN 181,270.00') + 1,
    );
    expect(concepts).toEqual([
      'Saldo restante — contrato liquidado MXN 181,270.00',
      ...receipt.items.map(() => expect.stringMatching(/^Mensualidad \d\d-\d\d-\d{4} Incluida$/)),
      'Recargos por atraso No se cobran',
      'Total pagado MXN 181,270.00',
    ]);
    expect(spanish.join('\n')).not.toContain('5,180.00');

    const [mail] = (await receiptMails(DEMO_ACCOUNTS.ana)).filter((m) => m.subject.includes('181,270.00'));
    for (const expected of [
      'Total pagado: MXN 181,270.00',
      'Saldo restante — contrato liquidado: MXN 181,270.00',
      'Recargos por atraso: No se cobran',
    ])
      expect(mail?.text).toContain(expected);
    expect(mail?.text).toMatch(/ {2}Mensualidad \(vence \d\d-\d\d-\d{4}\): Incluida/);
    expect(mail?.text).not.toContain('5,180.00');
    expect(mail?.html).toContain('Saldo restante — contrato liquidado');

    // The same receipt for a member who reads English.
    await ctx.database.db.update(users).set({ language: 'en' }).where(eq(users.email, DEMO_ACCOUNTS.ana));
    const english = lines((await download(access_token, order)).rawPayload);
    expect(english).toContain('Remaining balance — contract paid off MXN 181,270.00');
    expect(english).toContainEqual(expect.stringMatching(/^Installment \d{4}-\d\d-\d\d Included$/));
    expect(english).toContain('Late fees None charged');
    expect(english).toContain('Total paid MXN 181,270.00');
  });

  it('is not found for another member’s order, a made-up one, a malformed one or a declined one, and needs a session', async () => {
    const i = await ids();
    const ana = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const john = await signIn(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD);
    const order = await pay(ana.access_token, anaMonthly(i), 'receipt-key-0002');
    expect((await getReceipt(ana.access_token, order)).statusCode).toBe(200);

    const foreign = await getReceipt(john.access_token, order, 'es');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 604 });
    expect(foreign.json().message).toMatch(/\S/);
    // The same answer for an order that never existed: nothing tells the two apart.
    const madeUp = await getReceipt(john.access_token, '6f1c2f8e-1111-4222-8333-444455556666', 'es');
    expect(madeUp.statusCode).toBe(404);
    expect(madeUp.json()).toEqual(foreign.json());
    expect((await getReceipt(ana.access_token, 'anything')).statusCode).toBe(404);
    expect((await download(john.access_token, order)).statusCode).toBe(404);

    // A declined attempt of John's own: an order, but no receipt.
    const [johnUser] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.john));
    const [failed] = await ctx.database.db
      .insert(payments)
      .values({
        userId: johnUser?.id ?? 0,
        contractId: i.johnEstates,
        cardId: i.johnCard,
        idempotencyKey: 'declined-attempt',
        requestHash: 'x',
        paymentType: 'other_fees',
        items: [],
        amount: '1500.00',
        currency: 'USD',
        cardType: 'visa',
        lastFour: '1881',
        language: 'en',
        status: 'declined',
      })
      .returning({ uuid: payments.uuid });
    expect((await getReceipt(john.access_token, failed?.uuid ?? '')).statusCode).toBe(404);

    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${order}/receipt` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('receipt numbers', () => {
  it('are unique and follow one another under concurrent approvals, with no gap', async () => {
    const i = await ids();
    const ana = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const john = await signIn(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD);
    // Four payments at once, on different items: their charges overlap at the provider and settle together.
    const orders = await Promise.all([
      pay(ana.access_token, anaMonthly(i), 'seq-key-0001'),
      pay(john.access_token, johnDown(i), 'seq-key-0002'),
      pay(john.access_token, johnBliss(i), 'seq-key-0003'),
      pay(john.access_token, johnFee(i), 'seq-key-0004'),
    ]);
    const numbers = await ctx.database.db
      .select({ uuid: payments.uuid, number: payments.receiptNumber })
      .from(payments)
      .where(eq(payments.status, 'approved'));
    expect(new Set(numbers.map((n) => n.number)).size).toBe(numbers.length);
    const mine = numbers.filter((n) => orders.includes(n.uuid)).map((n) => n.number ?? '');
    expect(mine.sort()).toEqual([3, 4, 5, 6].map((n) => `VP-${year()}-${String(n).padStart(6, '0')}`));
  });

  it('queue concurrent transactions for the year’s counter; a rolled-back approval gives its number back', async () => {
    const repo = createReceiptsRepo(ctx.database);
    const format = (n: number) => `VP-2031-${String(n).padStart(6, '0')}`;
    // An order that does not exist: only the counter is under test here (no e-mail is written for it).
    const nothing = [
      { paymentId: -1, transactionId: 'txn-none', year: 2031 },
      { to: 'none@example.com', language: 'en', subject: 's', html: 'h', text: 't', status: 'kept' },
      'none',
    ] as const;
    const take = () =>
      ctx.database.db.transaction(async (tx) => {
        const { number, mailId } = await repo.approveWithNumber(tx, ...nothing);
        expect(mailId).toBeNull();
        // Hold the year's row a moment, as a slow commit would.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return number;
      });
    const first = await Promise.all(Array.from({ length: 8 }, take));
    expect([...first].sort()).toEqual(Array.from({ length: 8 }, (_, n) => format(n + 1)));
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await repo.approveWithNumber(tx, ...nothing);
        throw new Error('the approval failed after taking its number');
      }),
    ).rejects.toThrow('the approval failed');
    expect(await take()).toBe(format(9));
  });
});

describe('migration 0021', () => {
  it('numbers the orders approved before it per year of the club’s calendar, in approval order, and starts the counters after them', async () => {
    const file = await readFile(join(MIGRATIONS_FOLDER, '0021_receipt_numbers.sql'), 'utf8');
    await ctx.database.db
      .transaction(async (tx) => {
        // The database as 0019 left it, with the demo's two approved orders and four more older ones.
        await tx.execute(sql`alter table payments drop column receipt_number`);
        await tx.execute(sql`drop table receipt_counters`);
        await tx.execute(sql`update payments set completed_at = case idempotency_key
            when 'demo-order-1' then '2026-03-01T12:00:00Z'::timestamptz else '2026-02-01T12:00:00Z'::timestamptz end`);
        await tx.execute(sql`insert into payments (user_id, contract_id, card_id, idempotency_key, request_hash,
              payment_type, items, amount, currency, card_type, last_four, language, status, created_at, completed_at)
            select p.user_id, p.contract_id, p.card_id, v.key, 'old', p.payment_type, p.items, p.amount, p.currency,
                   p.card_type, p.last_four, p.language, v.status, v.at, v.at
            from (select * from payments where idempotency_key = 'demo-order-1') p,
                 (values ('old-1', 'approved', '2025-06-01T12:00:00Z'::timestamptz),
                         -- 22:00 on New Year's Eve in Cancún: still 2025 there.
                         ('old-2', 'approved', '2026-01-01T03:00:00Z'::timestamptz),
                         ('old-3', 'declined', '2026-01-15T12:00:00Z'::timestamptz),
                         ('old-4', 'approved', '2026-01-01T06:00:00Z'::timestamptz)) v(key, status, at)`);
        for (const statement of file.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
        const numbered = await queryRows<{ key: string; number: string | null }>(
          tx,
          sql`select idempotency_key as key, receipt_number as number from payments order by idempotency_key`,
        );
        expect(Object.fromEntries(numbered.map((row) => [row.key, row.number]))).toEqual({
          'demo-order-1': 'VP-2026-000003',
          'demo-order-2': 'VP-2026-000002',
          'old-1': 'VP-2025-000001',
          'old-2': 'VP-2025-000002',
          'old-3': null,
          'old-4': 'VP-2026-000001',
        });
        const counters = await queryRows<{ year: number; last: number }>(
          tx,
          sql`select year, last from receipt_counters order by year`,
        );
        expect(counters).toEqual([
          { year: 2025, last: 2 },
          { year: 2026, last: 3 },
        ]);
        // And from now on an approved order without a number is refused.
        await expect(
          tx.transaction((inner) =>
            inner.execute(sql`update payments set receipt_number = null where idempotency_key = 'old-1'`),
          ),
        ).rejects.toThrow();
        tx.rollback();
      })
      .catch((error: unknown) => {
        // The column and the table dropped for the test come back with the rollback.
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  });
});

describe('the receipt PDF', () => {
  it('in Spanish: “comprobante de pago”, not a CFDI, the club’s legal details, each item and its late fee, PAGADO, fonts embedded', async () => {
    const i = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const order = await pay(access_token, anaMonthly(i), 'pdf-es-key-0001');
    const response = await download(access_token, order);
    expect(response.statusCode).toBe(200);
    const number = `VP-${year()}-000003`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="comprobante-de-pago-${number}.pdf"`,
    );
    const text = pdfText(response.rawPayload);
    const [y, m, d] = dayIn(new Date(), CLUB_TIME_ZONE).split('-');
    for (const expected of [
      'COMPROBANTE DE PAGO',
      'PAGADO',
      number,
      LEGAL.CLUB_LEGAL_NAME,
      LEGAL.CLUB_ADDRESS,
      `RFC: ${LEGAL.CLUB_TAX_ID}`,
      'no una factura electrónica (CFDI)',
      'Ana García',
      'GLX-2021-004512 · Grand Luxxe',
      'Visa con terminación 4242',
      `${d}-${m}-${y}`,
      '(hora de Cancún)',
      'MXN 10,860.00',
    ])
      expect(text).toContain(expected);
    // Each instalment on its own line, its late fee on the next.
    const lines = text.split('\n').map((line) => line.trim().replace(/\s+/g, ' '));
    const itemLines = lines.filter((line) => /^(Mensualidad|Recargo por atraso) /.test(line));
    expect(itemLines).toEqual([
      expect.stringMatching(/^Mensualidad \d\d-\d\d-\d{4} MXN 5,180\.00$/),
      'Recargo por atraso MXN 350.00',
      expect.stringMatching(/^Mensualidad \d\d-\d\d-\d{4} MXN 5,180\.00$/),
      'Recargo por atraso MXN 150.00',
    ]);
    expect(lines).toContain('Recargos por atraso MXN 500.00');
    // The accents read back as written: the fonts are embedded Unicode fonts, every one of them.
    expect(text).toContain('Ñandú Turístico y Café');
    const fonts = execFileSync('pdffonts', ['-'], { input: response.rawPayload }).toString('utf8');
    const rows = fonts
      .split('\n')
      .slice(2)
      .filter((row) => row.trim() !== '');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row).toMatch(/Identity-H\s+yes\s+yes\s+yes/);
  });

  it('in English: “payment receipt”, PAID, the closing costs and a late fee on lines of their own, the e-mail’s attachment the same', async () => {
    const i = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD);
    const down = await pay(access_token, johnDown(i), 'pdf-en-key-0001');
    const bliss = await pay(access_token, johnBliss(i), 'pdf-en-key-0002');
    const downPdf = await download(access_token, down);
    expect(downPdf.headers['content-disposition']).toBe(
      `attachment; filename="payment-receipt-VP-${year()}-000003.pdf"`,
    );
    const downText = pdfText(downPdf.rawPayload);
    for (const expected of [
      'PAYMENT RECEIPT',
      'PAID',
      `VP-${year()}-000003`,
      LEGAL.CLUB_LEGAL_NAME,
      `Tax ID (RFC): ${LEGAL.CLUB_TAX_ID}`,
      'not a tax invoice (CFDI)',
      'John Miller',
      'SG-2022-012046',
      'Visa ending in 1881',
      '(Cancún time)',
    ])
      expect(downText).toContain(expected);
    const downLines = downText.split('\n').map((line) => line.trim().replace(/\s+/g, ' '));
    expect(downLines).toContainEqual(expect.stringMatching(/^Down Payment \d{4}-\d\d-\d\d USD 1,200\.00$/));
    expect(downLines).toContain('Closing costs USD 150.00');
    expect(downLines).toContain('Total paid USD 1,350.00');

    const blissText = pdfText((await download(access_token, bliss)).rawPayload);
    const blissLines = blissText.split('\n').map((line) => line.trim().replace(/\s+/g, ' '));
    expect(blissLines).toContainEqual(expect.stringMatching(/^Installment \d{4}-\d\d-\d\d USD 610\.35$/));
    expect(blissLines).toContain('Late fee USD 25.00');
    expect(blissLines).toContain('Total paid USD 635.35');

    // The e-mail's PDF is the receipt too, under the same name, drawn when the e-mail leaves.
    const mails = await receiptMails(DEMO_ACCOUNTS.john);
    const queued = mails.find((mail) => mail.subject.includes('SG-2022-012046'))?.attachments ?? [];
    expect(queued[0]?.content).toBeUndefined();
    const [attachment] = await ctx.app.mail.drawAttachments(queued);
    expect(attachment?.filename).toBe(`payment-receipt-VP-${year()}-000003.pdf`);
    expect(pdfText(Buffer.from(attachment?.content ?? '', 'base64'))).toContain('Closing costs');
  });

  it('still renders an order paid before receipts listed late fees apart (its items as stored)', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    // The demo's portal order of 70 days ago: its items carry no late fee or closing cost fields.
    const [old] = await ctx.database.db
      .select({ uuid: payments.uuid, items: payments.items })
      .from(payments)
      .where(eq(payments.idempotencyKey, 'demo-order-1'));
    expect(old?.items[0]).not.toHaveProperty('lateFee');
    const response = await download(access_token, old?.uuid ?? '');
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('MXN 5,180.00');
    expect(text).toMatch(/VP-\d{4}-00000[12]/);
    expect(text).not.toContain('Recargo por atraso');
  });
});

describe('an order paid in full before its receipt added up', () => {
  it('renders as one line: the balance it charged, its items (stored at their amounts due) included', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    // The demo's portal order, stored without item parts, as if it had paid the contract in full.
    const [old] = await ctx.database.db
      .update(payments)
      .set({ monthlyType: 'full' })
      .where(eq(payments.idempotencyKey, 'demo-order-1'))
      .returning({ uuid: payments.uuid, amount: payments.amount, items: payments.items });
    if (!old) throw new Error('demo order missing');
    expect(old.items.length).toBeGreaterThan(0);
    const receipt = dataEnvelope(ReceiptSchema).parse((await getReceipt(access_token, old.uuid)).json()).data;
    expect(receipt.items.every((item) => item.included && item.amount === 0)).toBe(true);
    const text = pdfText((await download(access_token, old.uuid)).rawPayload);
    const total = `MXN ${Number(old.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(text).toMatch(new RegExp(`Saldo restante — contrato liquidado\\s+${total}`));
    expect(text).toMatch(/Mensualidad\s+\d\d-\d\d-\d{4}\s+Incluida/);
    expect(text).toMatch(new RegExp(`Total pagado\\s+${total}`));
  });
});

describe('the receipt e-mail', () => {
  it('has a subject a person recognises, the success page’s summary, and the PDF attached (English and Spanish)', async () => {
    const i = await ids();
    const john = await signIn(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD);
    const ana = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    await pay(john.access_token, johnDown(i), 'mail-key-0001');
    await pay(ana.access_token, anaMonthly(i), 'mail-key-0002');

    const [english] = await receiptMails(DEMO_ACCOUNTS.john);
    expect(english?.subject).toBe('Payment received: USD 1,350.00, contract SG-2022-012046');
    expect(english?.attachments).toMatchObject([
      { filename: `payment-receipt-VP-${year()}-000003.pdf`, contentType: 'application/pdf' },
    ]);
    for (const expected of [
      `Receipt number: VP-${year()}-000003`,
      'Total paid: USD 1,350.00',
      'Contract: SG-2022-012046 · Sea Garden',
      'Closing costs: USD 150.00',
      'Paid with: Visa ending in 1881',
      '(Cancún time)',
    ])
      expect(english?.text).toContain(expected);
    expect(english?.html).toContain('Closing costs');

    const [spanish] = await receiptMails(DEMO_ACCOUNTS.ana);
    expect(spanish?.subject).toBe('Pago recibido: MXN 10,860.00, contrato GLX-2021-004512');
    expect(spanish?.attachments?.[0]?.filename).toBe(`comprobante-de-pago-VP-${year()}-000004.pdf`);
    for (const expected of [
      'Recargo por atraso: MXN 350.00',
      'Próxima mensualidad: MXN 5,180.00, vence el',
      '(hora de Cancún)',
    ])
      expect(spanish?.text).toContain(expected);
  });
});

describe('the receipt fonts', () => {
  it('unwrap from WOFF into the same font: names, glyphs, and the shapes of the club’s letters', () => {
    const require = createRequire(import.meta.url);
    for (const file of [
      '@fontsource/inter/files/inter-latin-400-normal.woff',
      '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff',
    ]) {
      const woff = readFileSync(require.resolve(file));
      const [wrapped, plain] = [create(woff), create(sfntOfWoff(woff))] as Font[];
      if (!wrapped || !plain) throw new Error('fonts not parsed');
      expect(plain.postscriptName).toBe(wrapped.postscriptName);
      expect(plain.numGlyphs).toBe(wrapped.numGlyphs);
      const shapes = (font: Font) =>
        font
          .layout('Ñandú Turístico · Café ¿Sí? – MXN 1,350.00')
          .glyphs.map((glyph) => [glyph.id, glyph.path.toSVG()]);
      expect(shapes(plain)).toEqual(shapes(wrapped));
    }
  });
});
