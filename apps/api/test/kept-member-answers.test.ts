import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contactReasons,
  contracts,
  creditCards,
  destinationHighlights,
  hotels,
  messages,
  paymentHistory,
  payments,
  reservations,
  sessions,
  users,
} from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { bearer, type Lang, signIn, useTestApp } from './support/harness.ts';

const ctx = useTestApp();

/**
 * The messages and contracts answers are kept by the API process while the member's records, the date and
 * (for messages) the contact reasons are unchanged (lib/member-reads/kept-member-answer.ts). These tests write straight
 * to the database, as another API process or an operator would, and expect the next read to show the write.
 */
async function read(token: string, url: string, lang: Lang = 'en') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: bearer(token, lang),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Reads twice: the second read is served from the kept copy and must be the same answer. */
async function readKept(token: string, url: string, lang: Lang = 'en') {
  const first = await read(token, url, lang);
  expect(first.status).toBe(200);
  expect(await read(token, url, lang)).toEqual(first);
  return first.body;
}

async function ana() {
  const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.ana));
  if (!user) throw new Error('no Ana');
  return { token: access_token, userId: user.id };
}

describe('kept member answers follow every write they are built from', () => {
  it('the thread list and a thread: a new message, a read mark, a renamed contact reason', async () => {
    const { token, userId } = await ana();
    const list = await readKept(token, '/messages', 'es');
    const withReason = list.data.find((t: { reason: string | null }) => t.reason !== null);
    if (!withReason) throw new Error('Ana has no thread with a contact reason');
    await readKept(token, `/messages/${withReason.id}`, 'es');
    const db = ctx.database.db;

    await db.insert(messages).values({
      userId,
      parentId: withReason.id,
      subject: withReason.subject,
      fromName: 'Atención a socios',
      fromMember: false,
      message: 'Respuesta escrita por otro proceso',
      messageType: 'support',
    });
    const thread = await read(token, `/messages/${withReason.id}`, 'es');
    expect(thread.body.data.conversations.at(-1).message).toBe('Respuesta escrita por otro proceso');
    const relisted = await read(token, '/messages', 'es');
    expect(relisted.body.data[0]).toMatchObject({
      id: withReason.id,
      message: 'Respuesta escrita por otro proceso',
      unread_messages: withReason.unread_messages + 1,
    });

    await db.update(messages).set({ readAt: new Date() }).where(eq(messages.userId, userId));
    const read1 = await read(token, '/messages', 'es');
    expect(read1.body.data.every((t: { unread_messages: number }) => t.unread_messages === 0)).toBe(true);

    await db.update(contactReasons).set({ nameEs: 'Motivo renombrado' });
    const renamed = await read(token, '/messages', 'es');
    expect(renamed.body.data.find((t: { id: number }) => t.id === withReason.id).reason).toBe(
      'Motivo renombrado',
    );
    expect((await read(token, `/messages/${withReason.id}`, 'es')).body.data.reason).toBe(
      'Motivo renombrado',
    );
    // Each language keeps its own answer.
    expect((await read(token, '/messages', 'en')).body.data[0].reason).not.toBe('Motivo renombrado');
  });

  it('the contracts list and a contract', async () => {
    const { token } = await ana();
    const list = await readKept(token, '/user_contracts');
    const contract = list.data[0];
    await readKept(token, `/user_contracts/${contract.contract_id}`);
    await ctx.database.db
      .update(contracts)
      .set({ usedWeeks: contract.used_weeks + 1 })
      .where(eq(contracts.id, contract.contract_id));
    expect((await read(token, '/user_contracts')).body.data[0].used_weeks).toBe(contract.used_weeks + 1);
    expect((await read(token, `/user_contracts/${contract.contract_id}`)).body.data.used_weeks).toBe(
      contract.used_weeks + 1,
    );
  });

  it('the payment history: a new row, and an order that no longer has an invoice', async () => {
    const { token } = await ana();
    type Row = { id: number; uuid: string; invoice: boolean };
    type Contract = { contract_id: number; payments: Row[] };
    const history = (await readKept(token, '/payment_history')).data as Contract[];
    const withInvoice = history.flatMap((c) => c.payments).find((p) => p.invoice);
    const contract = history[0];
    if (!withInvoice || !contract) throw new Error('Ana has no portal payment in her history');
    const db = ctx.database.db;

    await db.insert(paymentHistory).values({
      contractId: contract.contract_id,
      status: 2,
      paymentType: 'monthly',
      amount: '1234.00',
      currency: 'MXN',
      lastFour: '1881',
    });
    const after = (await read(token, '/payment_history')).body.data as Contract[];
    const rows = after.find((c) => c.contract_id === contract.contract_id)?.payments ?? [];
    expect(rows).toHaveLength(contract.payments.length + 1);

    await db.update(payments).set({ status: 'declined' }).where(eq(payments.uuid, withInvoice.uuid));
    const declined = (await read(token, '/payment_history')).body.data as Contract[];
    const row = declined.flatMap((c) => c.payments).find((p) => p.id === withInvoice.id);
    expect(row?.invoice).toBe(false);
  });

  it('the reservations, the saved cards and the destinations: a changed stay, a renamed hotel, a card, a highlight', async () => {
    const { token, userId } = await ana();
    const db = ctx.database.db;
    const [stay] = (await readKept(token, '/user_reservations/all')).data;
    if (!stay) throw new Error('Ana has no reservation');
    await db
      .update(reservations)
      .set({ guest: 'Huésped de otro proceso' })
      .where(eq(reservations.id, stay.reservation_id));
    const changed = (await read(token, '/user_reservations/all')).body.data;
    expect(changed[0]).toMatchObject({
      reservation_id: stay.reservation_id,
      guest: 'Huésped de otro proceso',
    });
    await readKept(token, '/user_reservations/all');
    await db.update(hotels).set({ name: 'Hotel renombrado' }).where(eq(hotels.id, stay.hotel_id));
    expect((await read(token, '/user_reservations/all')).body.data[0].hotel).toBe('Hotel renombrado');
    // The reference lists outlive the reset between tests, and the demo seed finds its hotels by name.
    await db.update(hotels).set({ name: stay.hotel }).where(eq(hotels.id, stay.hotel_id));

    const [card] = (await readKept(token, '/credit_cards?page=1&per_page=10')).data;
    if (!card) throw new Error('Ana has no saved card');
    await db
      .update(creditCards)
      .set({ cardHolderName: 'Titular nuevo' })
      .where(eq(creditCards.userId, userId));
    expect((await read(token, '/credit_cards?page=1&per_page=10')).body.data[0].card_holder_name).toBe(
      'Titular nuevo',
    );

    const [highlight] = (await readKept(token, '/destination_highlights', 'es')).data.data;
    if (!highlight) throw new Error('no destination highlight');
    await readKept(token, `/destination_highlights/${highlight.id}`, 'es');
    await db
      .update(destinationHighlights)
      .set({ nameEs: 'Destino renombrado' })
      .where(eq(destinationHighlights.id, highlight.id));
    expect((await read(token, '/destination_highlights', 'es')).body.data.data[0].name).toBe(
      'Destino renombrado',
    );
    expect((await read(token, `/destination_highlights/${highlight.id}`, 'es')).body.data.name).toBe(
      'Destino renombrado',
    );
  });

  it('a session ended elsewhere gets 401 although its answers were kept', async () => {
    const { token, userId } = await ana();
    await readKept(token, '/messages');
    await readKept(token, '/user_contracts');
    await ctx.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId));
    expect((await read(token, '/messages')).status).toBe(401);
    expect((await read(token, '/user_contracts')).status).toBe(401);
  });

  it('another member’s token never gets Ana’s kept answer', async () => {
    const { token } = await ana();
    const mine = await readKept(token, '/user_contracts');
    const john = await signIn(ctx.app, DEMO_ACCOUNTS.john);
    const theirs = await read(john.access_token, '/user_contracts');
    expect(theirs.status).toBe(200);
    expect(theirs.body).not.toEqual(mine);
    const anaContract = mine.data[0].contract_id;
    expect((await read(john.access_token, `/user_contracts/${anaContract}`)).status).toBe(404);
  });
});
