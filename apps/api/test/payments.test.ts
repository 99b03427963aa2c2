import { execFileSync } from 'node:child_process';
import {
  CardFingerprintSchema,
  CLUB_TIME_ZONE,
  dataEnvelope,
  dayIn,
  PaymentHistoryListSchema,
  PaymentResultSchema,
  ProfileSchema,
  SANDBOX_PROFILE,
} from '@vida/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts, mailOutbox, payments } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { httpSignatureHeaders } from '../src/lib/http-signature.ts';
import { createRestGateway } from '../src/modules/payments/payment-gateway.ts';
import { bearer, type Lang, signIn, useTestApp } from './support/harness.ts';
import { anaMonthly, demoIds, postPayment, unpaidMonths } from './support/payments.ts';
import { useSandbox } from './support/sandbox.ts';

// The sandbox provider, in this process on a free port: the API charges it over HTTP with the REST API's
// HTTP signature, exactly as it would charge the real provider.
const sandbox = useSandbox({ chargeDelayMs: 150 });
const { charges } = sandbox;

const ctx = useTestApp({ PAYMENT_REST_ENDPOINT: sandbox.url });

const ids = () => demoIds(ctx.database.db);
const pay = (token: string, body: Record<string, unknown>, key: string | null, lang: Lang = 'en') =>
  postPayment(ctx.app, token, body, key, lang);

/** Ana's open usage fee, paid with her Visa. */
const anaUsageFee = (contractId: number, cardId: number) => ({
  order_amount: '6,450.00',
  contract_id: contractId,
  card_id: cardId,
  cvv: '123',
  paymentType: 'other_fees',
  fee_type: 'Usage Fee',
});

describe('POST /payment', () => {
  it('charges the instalments due once: items close, the balance falls, history, receipt in Spanish with the invoice', async () => {
    const { anaActive, anaVisa } = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const response = await pay(access_token, anaMonthly(anaActive, anaVisa), 'form-open-key-0001');
    expect(response.statusCode).toBe(201);
    const result = dataEnvelope(PaymentResultSchema).parse(response.json()).data;
    expect(result).toMatchObject({
      amount: 10860,
      currency: 'MXN',
      last_four: '4242',
      payment_type: 'monthly',
    });
    expect(await charges(result.id)).toMatchObject([{ status: 'AUTHORIZED', amount: '10860.00' }]);

    const open = await unpaidMonths(ctx.database.db, anaActive);
    expect(open).toHaveLength(2);
    const [contract] = await ctx.database.db.select().from(contracts).where(eq(contracts.id, anaActive));
    expect(Number(contract?.balance)).toBe(186450 - 10360);

    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/payment_history',
      headers: bearer(access_token),
    });
    const list = dataEnvelope(PaymentHistoryListSchema).parse(history.json()).data;
    const glx = list.find((c) => c.contract_id === anaActive);
    expect(glx?.payments[0]).toMatchObject({ uuid: result.id, amount: 10860, status: 2, last_four: '4242' });
    expect(list.some((c) => c.contract_status === 'Cancelled')).toBe(false);

    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_ACCOUNTS.ana));
    const receipts = mails.filter((m) => m.subject.startsWith('Pago recibido'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe('Pago recibido: MXN 10,860.00, contrato GLX-2021-004512');
    expect(receipts[0]?.attachments?.[0]?.contentType).toBe('application/pdf');

    // The same key again (double click, Back and resubmit, a retry after a timeout): the first answer.
    const again = await pay(access_token, anaMonthly(anaActive, anaVisa), 'form-open-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(result.id);
    expect(await charges(result.id)).toHaveLength(1);
  });

  it('passes the form page’s device-fingerprint session id, alone, to the provider as deviceInformation.fingerprintSessionId', async () => {
    const { anaActive, anaVisa } = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/card-checkout/fingerprint',
      headers: bearer(access_token),
    });
    const { session_id } = dataEnvelope(CardFingerprintSchema).parse(session.json()).data;
    const before = (await charges()).length;
    const bad = await pay(
      access_token,
      { ...anaUsageFee(anaActive, anaVisa), device_fingerprint_id: `${session_id}<script>` },
      'fp-key-0001',
      'es',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.device_fingerprint_id).toEqual(['Este valor no es válido.']);
    expect((await charges()).length).toBe(before);

    const body = { ...anaUsageFee(anaActive, anaVisa), device_fingerprint_id: session_id };
    const paid = await pay(access_token, body, 'fp-key-0002');
    expect(paid.statusCode).toBe(201);
    const order = paid.json().data.id as string;
    // The session id alone: the provider joins it to the merchant id as the script's session_id did.
    expect(await charges(order)).toMatchObject([{ status: 'AUTHORIZED', fingerprintSessionId: session_id }]);
    // A retry after a lost answer may carry a renewed session: still the first answer, and no second charge.
    const retry = await pay(
      access_token,
      { ...body, device_fingerprint_id: 'renewed-session' },
      'fp-key-0002',
    );
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.id).toBe(order);
    expect(await charges(order)).toHaveLength(1);

    // A payment without a session (a page whose script never loaded) is charged without one.
    const without = await pay(access_token, anaMonthly(anaActive, anaVisa), 'fp-key-0003');
    expect(without.statusCode).toBe(201);
    const [charge] = await charges(without.json().data.id);
    expect(charge?.status).toBe('AUTHORIZED');
    expect(charge).not.toHaveProperty('fingerprintSessionId');
  });

  it('twenty concurrent submissions with one key make one charge and one record; all get the first answer', async () => {
    const { anaActive, anaVisa } = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const before = (await charges()).length;
    // The demo data holds portal orders of its own: count the records this test adds.
    const recordsBefore = (await ctx.database.db.select().from(payments)).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        pay(access_token, anaMonthly(anaActive, anaVisa), 'concurrent-key-0001'),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect((await charges()).length - before).toBe(1);
    expect((await ctx.database.db.select().from(payments)).length - recordsBefore).toBe(1);
  });

  it('two tabs (different keys) at once: one charge, the other told a payment is in progress', async () => {
    const { anaActive, anaVisa } = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const before = (await charges()).length;
    const approvedCount = async () =>
      (
        await ctx.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(payments)
          .where(eq(payments.status, 'approved'))
      )[0]?.n ?? 0;
    const approvedBefore = await approvedCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pay(access_token, anaMonthly(anaActive, anaVisa), `tab-key-${1000 + i}`),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    // The rest: in progress (409) while the first holds the items, or nothing due any more (400) after it.
    expect(codes.filter((c) => c === 409 || c === 400)).toHaveLength(19);
    expect((await charges()).length - before).toBe(1);
    expect((await approvedCount()) - approvedBefore).toBe(1);
  });

  it('refuses bad figures with field messages in the caller’s language, and charges nothing', async () => {
    const { anaActive, anaVisa } = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const before = (await charges()).length;
    const base = anaMonthly(anaActive, anaVisa);
    const malformed = await pay(access_token, { ...base, order_amount: '1,2,3' }, 'bad-key-0001', 'es');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.order_amount[0]).toContain('Escribe un monto');
    const negative = await pay(access_token, { ...base, order_amount: '-5' }, 'bad-key-0002');
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.order_amount).toBeDefined();
    const over = await pay(access_token, { ...base, order_amount: '999,999,999.00' }, 'bad-key-0003');
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.order_amount[0]).toContain('more than the total due');
    const noMonths = await pay(
      access_token,
      { ...base, monthlyType: 'multiple', multiplePayment: [] },
      'bad-key-0004',
      'es',
    );
    expect(noMonths.statusCode).toBe(400);
    expect(noMonths.json().errors.multiplePayment[0]).toBe('Elige al menos un mes.');
    const changed = await pay(
      access_token,
      { ...base, order_amount: '10,000.00', max_amount: '10,000.00' },
      'bad-key-0005',
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toContain('$10,860.00 MXN');
    const noKey = await pay(access_token, base, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('idempotency_key_required');
    const badKey = await pay(access_token, base, 'not a key!', 'es');
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().code).toBe('idempotency_key_invalid');
    expect((await charges()).length).toBe(before);
  });

  it('takes the Idempotency-Keys every other route takes (one rule, lib/idempotency-store.ts)', async () => {
    const { anaActive, anaVisa } = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const response = await pay(access_token, anaMonthly(anaActive, anaVisa), 'tab:7.pay');
    expect(response.statusCode).toBe(201);
  });

  it('"multiple" pays the chosen months and other fees the chosen fee, each once', async () => {
    const { anaActive, anaVisa } = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const months = await unpaidMonths(ctx.database.db, anaActive);
    const future = months.slice(-2).map((m) => m.id);
    const multiple = await pay(
      access_token,
      {
        ...anaMonthly(anaActive, anaVisa),
        monthlyType: 'multiple',
        multiplePayment: future,
        order_amount: '10360',
      },
      'multiple-key-0001',
    );
    expect(multiple.statusCode).toBe(201);
    const fee = await pay(access_token, anaUsageFee(anaActive, anaVisa), 'fee-key-0001');
    expect(fee.statusCode).toBe(201);
    const feeAgain = await pay(access_token, anaUsageFee(anaActive, anaVisa), 'fee-key-0002');
    expect(feeAgain.statusCode).toBe(400);
    expect(await charges(fee.json().data.id)).toHaveLength(1);
  });

  it('keeps members apart: John cannot pay Ana’s contract, use her card or download her invoice', async () => {
    const { anaActive, anaVisa, johnEstates, johnCard } = await ids();
    const ana = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const john = await signIn(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD);
    const foreignContract = await pay(john.access_token, anaMonthly(anaActive, johnCard), 'john-key-0001');
    expect(foreignContract.statusCode).toBe(404);
    const johnFee = {
      order_amount: '2,455.00',
      contract_id: johnEstates,
      cvv: '123',
      paymentType: 'other_fees',
      fee_type: 'Renovation Fee',
    };
    const foreignCard = await pay(john.access_token, { ...johnFee, card_id: anaVisa }, 'john-key-0002');
    expect(foreignCard.statusCode).toBe(404);
    const paid = await pay(ana.access_token, anaMonthly(anaActive, anaVisa), 'ana-key-0001');
    const order = paid.json().data.id as string;
    const download = (token: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/orders/${order}/download`, headers: bearer(token) });
    expect((await download(john.access_token)).statusCode).toBe(404);
    expect((await download(ana.access_token)).statusCode).toBe(200);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/orders/not-an-order/download',
      headers: bearer(ana.access_token),
    });
    expect(unknown.statusCode).toBe(404);
    // John's own fee with his own card works (2,380.00 + 75.00 late fee).
    expect(
      (await pay(john.access_token, { ...johnFee, card_id: johnCard }, 'john-key-0003')).statusCode,
    ).toBe(201);
  });

  it('the invoice is a PDF in the member’s language with the order, contract, items, amount, card and date', async () => {
    const { anaActive, anaVisa } = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const paid = await pay(access_token, anaMonthly(anaActive, anaVisa), 'invoice-key-0001');
    const order = paid.json().data.id as string;
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order}/download`,
      headers: bearer(access_token),
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    // The club's day (Cancún), and the third receipt of its year (the demo's two orders come first).
    const day = dayIn(new Date(), CLUB_TIME_ZONE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="comprobante-de-pago-VP-${day.slice(0, 4)}-000003.pdf"`,
    );
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: response.rawPayload }).toString(
      'utf8',
    );
    const [y, m, d] = day.split('-');
    for (const expected of [
      'COMPROBANTE DE PAGO',
      order,
      'GLX-2021-004512',
      'Mensualidad',
      'MXN 10,860.00',
      'Visa con terminación 4242',
      `${d}-${m}-${y}`,
      'Ana García',
    ])
      expect(text).toContain(expected);
  });

  it('names a fee in the member’s language on the invoice and the receipt’s copy of it (Ana: Spanish)', async () => {
    const { anaActive, anaVisa } = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const paid = await pay(access_token, anaUsageFee(anaActive, anaVisa), 'invoice-fee-key-0001');
    expect(paid.statusCode).toBe(201);
    const order = paid.json().data.id as string;
    const pdfText = (pdf: Buffer) =>
      execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order}/download`,
      headers: bearer(access_token),
    });
    const [receipt] = (
      await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_ACCOUNTS.ana))
    ).filter((m) => m.subject.startsWith('Pago recibido'));
    const [attached] = await ctx.app.mail.drawAttachments(receipt?.attachments ?? []);
    if (!attached) throw new Error('the receipt has no invoice attached');
    for (const text of [pdfText(response.rawPayload), pdfText(Buffer.from(attached.content, 'base64'))]) {
      expect(text).toContain('Otras cuotas');
      expect(text).toContain('Cuota de uso');
      expect(text).not.toContain('Usage Fee');
    }
  });
});

describe('GET /payment_history', () => {
  it('says which rows have an invoice: the portal’s payment has, the club’s record has not (its download 404s), as the profile says', async () => {
    const { anaActive } = await ids();
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/payment_history',
      headers: bearer(access_token),
    });
    const list = dataEnvelope(PaymentHistoryListSchema).parse(response.json()).data;
    const rows = list.find((c) => c.contract_id === anaActive)?.payments ?? [];
    // The demo data: a monthly payment made through the portal 70 days ago, one the club recorded 100 days ago.
    const [order] = await ctx.database.db
      .select({ uuid: payments.uuid })
      .from(payments)
      .where(and(eq(payments.contractId, anaActive), eq(payments.status, 'approved')));
    expect(rows.map((row) => ({ uuid: row.uuid, invoice: row.invoice }))).toEqual([
      { uuid: order?.uuid, invoice: true },
      { uuid: expect.any(String), invoice: false },
    ]);
    const download = (uuid: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${uuid}/download`,
        headers: bearer(access_token),
      });
    const [portal, club] = rows;
    if (!portal || !club) throw new Error('demo history missing');
    expect((await download(portal.uuid)).statusCode).toBe(200);
    expect((await download(club.uuid)).statusCode).toBe(404);

    // The profile's contract lists the same rows (one SQL definition builds both).
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: bearer(access_token),
    });
    const contract = dataEnvelope(ProfileSchema)
      .parse(profile.json())
      .data.contracts.find((c) => c.contract_id === anaActive);
    expect(contract?.payments).toEqual(rows);
  });
});

describe('PaymentGateway (REST payments API with HTTP signature)', () => {
  it('signs as the provider documents (a vector computed with openssl)', () => {
    const headers = httpSignatureHeaders({
      method: 'POST',
      host: 'apitest.cybersource.com',
      target: '/pts/v2/payments',
      date: 'Thu, 18 Jul 2019 22:11:01 GMT',
      merchantId: 'testrest',
      keyId: '08c94330-f618-42a3-b09d-e1e43be5efda',
      secretBase64: 'yBJxy6LjM2TmcPGu+GaJrHtkke25fPpUX+UY6/L/1tE=',
      body: '{"clientReferenceInformation":{"code":"TC50171_3"}}',
    });
    expect(headers.digest).toBe('SHA-256=8/r3xgd0zzJf7lzdmDJ0phW/UOyPt23n++R+PbYNQeU=');
    expect(headers.signature).toBe(
      'keyid="08c94330-f618-42a3-b09d-e1e43be5efda", algorithm="HmacSHA256", headers="host date (request-target) digest v-c-merchant-id", signature="wLgChDfatYoCHphp7CewGPNJNQ4BdqEHVqWoU0uppCU="',
    );
  });

  it('the sandbox refuses a wrong key, declines by magic amount and finds charges by reference', async () => {
    const options = {
      endpoint: sandbox.url,
      merchantId: SANDBOX_PROFILE.merchantId,
      keyId: SANDBOX_PROFILE.restKeyId,
      secretBase64: SANDBOX_PROFILE.restSecret,
      timeoutMs: 5000,
    };
    const gateway = createRestGateway(options);
    const token = '7001000000000000004242';
    const declined = await gateway.charge({
      reference: 'ref-decline-1',
      token,
      cvv: '123',
      amount: '1500.00',
      currency: 'MXN',
    });
    expect(declined).toMatchObject({ kind: 'declined', review: false });
    expect(await gateway.find('ref-decline-1')).toMatchObject({ kind: 'declined' });
    expect(await gateway.find('ref-never-sent')).toEqual({ kind: 'not_found' });
    const forged = createRestGateway({
      ...options,
      secretBase64: Buffer.from('another secret!!').toString('base64'),
    });
    expect(
      await forged.charge({ reference: 'ref-forged-1', token, cvv: '123', amount: '10.00', currency: 'MXN' }),
    ).toMatchObject({ kind: 'unknown' });
    expect(await charges('ref-forged-1')).toHaveLength(0);
  });
});
