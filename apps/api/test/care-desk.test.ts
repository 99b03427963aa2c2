import {
  addDays,
  clubDay,
  dataEnvelope,
  earliestArrival,
  InboxItemSchema,
  type Reservation,
  ReservationRequestedSchema,
} from '@vida/shared';
import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  careAuditLog,
  contactReasons,
  hotels,
  profileChangeRequests,
  users,
} from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_STAFF } from '../src/db/seed/demo.ts';
import { bearer, signIn, useTestApp } from './support/harness.ts';
import { lastMailTo } from './support/mail.ts';
import { enrolStaff, staffBearer } from './support/staff.ts';

const ctx = useTestApp();

const day = (offset: number) => addDays(clubDay(new Date()), offset);

async function agent(email: string = DEMO_STAFF.agent.email) {
  return (await enrolStaff(ctx.app, email)).token;
}

function care(
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  lang: 'en' | 'es' = 'en',
) {
  return ctx.app.inject({
    method,
    url: `/api/v1/care${url}`,
    headers: staffBearer(token, lang),
    ...(payload ? { payload } : {}),
  });
}

function member(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

let reasonId = 0;

/** Ana writes to customer care through the contact form; answers the new thread's id. */
async function anaWrites(token: string, message = '¿Puedo llevar a mi perro a Riviera Maya?') {
  const [reason] = await ctx.database.db
    .select()
    .from(contactReasons)
    .where(eq(contactReasons.key, 'reservations'));
  reasonId = reason?.id ?? 0;
  const sent = await member(token, 'POST', '/messages', { reason: reason?.id, message });
  expect(sent.statusCode).toBe(201);
  return sent.json().data.id as number;
}

const unread = async (token: string) =>
  (await member(token, 'GET', '/messages/unread-count')).json().data.unread_messages as number;

describe('inbox', () => {
  it('lists waiting threads oldest first with the hours left, filters, and takes an answer the member sees', async () => {
    const ana = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const threadId = await anaWrites(ana.access_token);
    const token = await agent();

    const inbox = await care(token, 'GET', '/inbox');
    expect(inbox.statusCode).toBe(200);
    const items = dataEnvelope(z.array(InboxItemSchema)).parse(inbox.json()).data;
    const item = items.find((i) => i.thread_id === threadId);
    expect(item).toMatchObject({
      member_email: DEMO_ACCOUNTS.ana,
      language: 'es',
      reason_id: reasonId,
      contact_message: true,
    });
    expect(item?.hours_left).toBeGreaterThan(23.9);
    expect(item?.hours_left).toBeLessThanOrEqual(24);
    // Threads care already answered are not waiting.
    expect(items.map((i) => i.subject)).not.toContain('Cambio de fechas de mi reservación');
    const waits = items.map((i) => i.waiting_since);
    expect(waits).toEqual([...waits].sort());
    expect(
      (await care(token, 'GET', '/inbox?language=en'))
        .json()
        .data.map((i: { thread_id: number }) => i.thread_id),
    ).not.toContain(threadId);
    expect((await care(token, 'GET', `/inbox?reason=${reasonId + 1}`)).json().data).toEqual([]);
    expect((await care(token, 'GET', `/inbox?reason=${reasonId}`)).json().data).toHaveLength(1);
    expect((await care(token, 'GET', '/inbox?language=fr')).statusCode).toBe(400);

    const thread = (await care(token, 'GET', `/threads/${threadId}`)).json().data;
    const before = await unread(ana.access_token);
    const answer = await care(token, 'POST', `/threads/${threadId}/replies`, {
      message: 'Sí, Ana: el resort acepta mascotas pequeñas.',
      last_message_id: thread.last_message_id,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.messages.at(-1)).toMatchObject({
      from: 'care',
      message: 'Sí, Ana: el resort acepta mascotas pequeñas.',
    });

    // Ana sees it at once, unread, and gets an e-mail in Spanish.
    expect(await unread(ana.access_token)).toBe(before + 1);
    const seen = (await member(ana.access_token, 'GET', `/messages/${threadId}`)).json().data;
    expect(seen.conversations.at(-1)).toMatchObject({
      from: 'care',
      message: 'Sí, Ana: el resort acepta mascotas pequeñas.',
    });
    expect(seen.conversations.at(-1).from_name).toBe('Inés · Atención a Socios Vida Vacations');
    const mail = await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.ana);
    // The thread's subject is the reason as Ana's request named it (her browser asked for English).
    expect(mail?.subject).toBe('Atención a Socios te respondió: Reservations');
    expect(mail?.text).toContain('el resort acepta mascotas pequeñas');
    expect(mail?.text).toContain(`/messages/${threadId}`);

    // Answered: off the inbox; the audit row says who, what and when.
    expect(
      (await care(token, 'GET', '/inbox')).json().data.map((i: { thread_id: number }) => i.thread_id),
    ).not.toContain(threadId);
    const [audit] = await ctx.database.db
      .select()
      .from(careAuditLog)
      .where(eq(careAuditLog.action, 'thread.replied'));
    expect(audit).toMatchObject({ actor: DEMO_STAFF.agent.name, target: `thread:${threadId}` });
  });

  it('tells the second of two agents answering at once, in their language, and sends one answer', async () => {
    const ana = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const threadId = await anaWrites(ana.access_token);
    const ines = await agent();
    const oliver = await agent(DEMO_STAFF.agent2.email);
    const { last_message_id } = (await care(ines, 'GET', `/threads/${threadId}`)).json().data;
    const [a, b] = await Promise.all([
      care(ines, 'POST', `/threads/${threadId}/replies`, { message: 'Respuesta de Inés', last_message_id }),
      care(
        oliver,
        'POST',
        `/threads/${threadId}/replies`,
        { message: 'Answer from Oliver', last_message_id },
        'es',
      ),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().code).toBe('thread_changed');
    const thread = (await care(ines, 'GET', `/threads/${threadId}`)).json().data;
    expect(thread.messages.filter((m: { from: string }) => m.from === 'care')).toHaveLength(1);
  });

  it('closes a thread; the member writing again opens it', async () => {
    const ana = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const threadId = await anaWrites(ana.access_token);
    const token = await agent();
    const { last_message_id } = (await care(token, 'GET', `/threads/${threadId}`)).json().data;
    const closed = await care(token, 'POST', `/threads/${threadId}/close`, { last_message_id });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.closed_at).not.toBeNull();
    const ids = async () =>
      (await care(token, 'GET', '/inbox')).json().data.map((i: { thread_id: number }) => i.thread_id);
    expect(await ids()).not.toContain(threadId);
    const late = await care(
      token,
      'POST',
      `/threads/${threadId}/replies`,
      { message: 'Hola', last_message_id },
      'es',
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Esta conversación está cerrada.');
    expect(
      (await member(ana.access_token, 'POST', `/messages/${threadId}`, { message: 'Una pregunta más' }))
        .statusCode,
    ).toBe(201);
    expect(await ids()).toContain(threadId);
    expect((await care(token, 'GET', '/threads/999999')).statusCode).toBe(404);
  });
});

describe('profile changes', () => {
  it('shows before/after with the due date; approving applies and mails; a second decision is refused', async () => {
    const [john] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.john));
    const [change] = await ctx.database.db
      .insert(profileChangeRequests)
      .values({ userId: john?.id ?? 0, fields: { address_line_1: '742 Lakeshore Drive, Apt 9' } })
      .returning();
    const token = await agent();
    const list = (await care(token, 'GET', '/profile-changes')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0].changes).toEqual([
      { field: 'address_line_1', before: expect.any(String), after: '742 Lakeshore Drive, Apt 9' },
    ]);
    const due = new Date(list[0].due_at).getTime() - new Date(list[0].requested_at).getTime();
    expect(due).toBe(3 * 86_400_000);

    const approved = await care(token, 'POST', `/profile-changes/${change?.id}/approve`, undefined, 'es');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe('Listo: avisamos al socio.');
    const johnToken = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    expect((await member(johnToken, 'GET', '/profile')).json().data.address_line_1).toBe(
      '742 Lakeshore Drive, Apt 9',
    );
    expect((await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.john))?.subject).toBe(
      'Your profile changes have been applied',
    );
    const again = await care(token, 'POST', `/profile-changes/${change?.id}/reject`, { reason: 'No' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('decision_taken');
    const [audit] = await ctx.database.db
      .select()
      .from(careAuditLog)
      .where(eq(careAuditLog.action, 'profile_change.approved'));
    expect(audit?.after).toEqual({ address_line_1: '742 Lakeshore Drive, Apt 9' });
  });

  it('rejects with a reason the member reads; a reason is required', async () => {
    const [john] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.john));
    const [change] = await ctx.database.db
      .insert(profileChangeRequests)
      .values({ userId: john?.id ?? 0, fields: { mobile_phone: '+1 312 555 0000' } })
      .returning();
    const token = await agent();
    const empty = await care(token, 'POST', `/profile-changes/${change?.id}/reject`, { reason: ' ' }, 'es');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toEqual(['Este campo es obligatorio.']);
    const rejected = await care(token, 'POST', `/profile-changes/${change?.id}/reject`, {
      reason: 'We could not verify the number by phone.',
    });
    expect(rejected.statusCode).toBe(200);
    const mail = await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.john);
    expect(mail?.text).toContain('Note from Customer Care: We could not verify the number by phone.');
  });
});

describe('stay requests', () => {
  async function anaRequests(token: string, arrive: number) {
    const [hotel] = await ctx.database.db
      .select()
      .from(hotels)
      .where(eq(hotels.name, 'The Grand Bliss Joya'));
    const response = await member(token, 'POST', '/reservation_requested', {
      destination: hotel?.id,
      arriving_date: day(arrive),
      departing_date: day(arrive + 4),
      guests: 2,
      unit_type: 'master_room',
      is_member: true,
      travelers: [],
    });
    expect(response.statusCode).toBe(201);
    return dataEnvelope(ReservationRequestedSchema).parse(response.json()).data;
  }

  it('confirms one (Ana’s upcoming list shows it confirmed, the confirmation is mailed) and declines another', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const first = await anaRequests(ana, 50);
    const second = await anaRequests(ana, 80);
    const token = await agent();
    const list = (await care(token, 'GET', '/stay-requests')).json().data;
    expect(list.map((r: { reservation_number: string }) => r.reservation_number)).toEqual([
      first.reservation_number,
      second.reservation_number,
    ]);
    expect(list[0].hours_left).toBeGreaterThan(23.9);
    const [grand] = await ctx.database.db
      .select()
      .from(hotels)
      .where(eq(hotels.name, 'The Grand Mayan Los Cabos'));
    const body = {
      confirmation_number: 'VP-250101',
      hotel_id: grand?.id,
      room_type: 'Master Room',
      arriving_date: day(51),
      departing_date: day(55),
    };
    const bad = await care(
      token,
      'POST',
      `/stay-requests/${list[0].id}/confirm`,
      { ...body, departing_date: day(40) },
      'es',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.departing_date).toEqual(['La salida no puede ser antes de la llegada.']);
    const confirmed = await care(token, 'POST', `/stay-requests/${list[0].id}/confirm`, body);
    expect(confirmed.statusCode).toBe(200);
    const stays = (await member(ana, 'GET', '/user_reservations/all')).json().data as Reservation[];
    expect(stays.find((r) => r.reservation_number === 'VP-250101')).toMatchObject({
      reservation_status: 2,
      hotel: 'The Grand Mayan Los Cabos',
      room_type: 'Master Room',
      arriving_date: day(51),
    });
    expect(stays.find((r) => r.reservation_number === first.reservation_number)).toBeUndefined();
    const mail = await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.ana);
    expect(mail?.subject).toBe('Tu reservación VP-250101');

    // The number is taken now: a second stay cannot carry it.
    const dup = await care(token, 'POST', `/stay-requests/${list[1].id}/confirm`, body);
    expect(dup.statusCode).toBe(409);
    const declined = await care(token, 'POST', `/stay-requests/${list[1].id}/decline`, {
      reason: 'No hay disponibilidad en esas fechas.',
    });
    expect(declined.statusCode).toBe(200);
    const after = (await member(ana, 'GET', '/user_reservations/all')).json().data as Reservation[];
    expect(after.find((r) => r.reservation_number === second.reservation_number)?.reservation_status).toBe(5);
    expect((await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.ana))?.text).toContain(
      'No hay disponibilidad en esas fechas.',
    );
    expect((await care(token, 'GET', '/stay-requests')).json().data).toEqual([]);
    expect(
      (await care(token, 'POST', `/stay-requests/${list[1].id}/decline`, { reason: 'x' })).statusCode,
    ).toBe(409);
    // The reservations module changes the stays; the desk's audit rows record each decision with them.
    const audit = await ctx.database.db
      .select()
      .from(careAuditLog)
      .where(like(careAuditLog.action, 'stay_request.%'))
      .orderBy(asc(careAuditLog.id));
    expect(audit.map((a) => [a.action, a.target, a.after])).toEqual([
      [
        'stay_request.confirmed',
        `stay_request:${list[0].id}`,
        expect.objectContaining({
          reservation_number: 'VP-250101',
          status: 2,
          hotel: 'The Grand Mayan Los Cabos',
        }),
      ],
      [
        'stay_request.declined',
        `stay_request:${list[1].id}`,
        { status: 5, reason: 'No hay disponibilidad en esas fechas.' },
      ],
    ]);
  });

  it('lists with each request what the desk is warned of: the earliest arrival and the member’s other held stays', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const john = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    const first = await anaRequests(ana, 50);
    await (async () => {
      const [hotel] = await ctx.database.db
        .select()
        .from(hotels)
        .where(eq(hotels.name, 'Sea Garden Mazatlán'));
      const response = await member(john, 'POST', '/reservation_requested', {
        destination: hotel?.id,
        arriving_date: day(60),
        departing_date: day(62),
        guests: 1,
        unit_type: 'studio',
        is_member: true,
      });
      expect(response.statusCode).toBe(201);
    })();
    const token = await agent();
    const list = (await care(token, 'GET', '/stay-requests')).json().data;
    const held = (numbers: string[]) =>
      numbers.map((n) => expect.objectContaining({ reservation_number: n }));
    // Ana's: her confirmed and requested stays, not the request itself, the cancelled, past or hidden ones,
    // nor John's; John's: his confirmed stay only.
    expect(list).toEqual([
      expect.objectContaining({
        reservation_number: first.reservation_number,
        earliest_arrival: earliestArrival(new Date()),
        held_stays: held(['VP-YKMHZZS7', 'VP-J9FT3N9R']),
      }),
      expect.objectContaining({ member_email: DEMO_ACCOUNTS.john, held_stays: held(['VP-AGFKGF2E']) }),
    ]);
    expect(list[0].held_stays[0]).toEqual({
      reservation_number: 'VP-YKMHZZS7',
      hotel: 'Grand Luxxe Nuevo Vallarta',
      arriving_date: day(21),
      departing_date: day(28),
    });

    // Warned, the agent may still confirm knowingly: over Ana's confirmed stay, before the earliest day.
    const [grand] = await ctx.database.db
      .select()
      .from(hotels)
      .where(eq(hotels.name, 'The Grand Mayan Los Cabos'));
    const confirmed = await care(token, 'POST', `/stay-requests/${list[0].id}/confirm`, {
      confirmation_number: 'VP-250102',
      hotel_id: grand?.id,
      room_type: 'Master Room',
      arriving_date: day(0),
      departing_date: day(23),
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('does not count a declined request against the member’s next one', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const declined = await anaRequests(ana, 50);
    const token = await agent();
    const [open] = (await care(token, 'GET', '/stay-requests')).json().data;
    expect(open.reservation_number).toBe(declined.reservation_number);
    expect(
      (await care(token, 'POST', `/stay-requests/${open.id}/decline`, { reason: 'Sin disponibilidad.' }))
        .statusCode,
    ).toBe(200);
    await anaRequests(ana, 51);
  });
});

describe('member lookup and audit', () => {
  it('finds members by name, e-mail or member id and shows one read-only; only admins read the audit', async () => {
    const token = await agent();
    const byName = (await care(token, 'GET', '/members?q=garc')).json().data;
    expect(byName.map((m: { email: string }) => m.email)).toContain(DEMO_ACCOUNTS.ana);
    const byNumber = (await care(token, 'GET', '/members?q=100200301')).json().data;
    expect(byNumber).toEqual([expect.objectContaining({ email: DEMO_ACCOUNTS.john })]);
    expect((await care(token, 'GET', '/members?q=%25')).json().data).toEqual([]);
    const record = (await care(token, 'GET', `/members/${byName[0].user_id}`)).json().data;
    expect(record.contracts.length).toBeGreaterThan(0);
    expect(record.reservations.length).toBeGreaterThan(0);
    expect(record.messages.length).toBeGreaterThan(0);

    const denied = await care(token, 'GET', '/audit', undefined, 'es');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Solo los administradores pueden ver esto.');
    const admin = await agent(DEMO_STAFF.admin.email);
    const audit = (await care(admin, 'GET', '/audit')).json().data;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['member.viewed', 'staff.enrolled']),
    );
    expect(audit[0].id).toBeGreaterThan(audit[1].id);
    // Named for the desk: the member viewed, by name and member id.
    const viewed = audit.find((a: { action: string }) => a.action === 'member.viewed');
    const [seen] = byName;
    expect(viewed).toMatchObject({
      target: `user:${seen.user_id}`,
      target_name: seen.member_number ? `${seen.name} · ${seen.member_number}` : seen.name,
    });
    // The log cannot be changed, not even by SQL from the application's own connection.
    await expect(ctx.database.db.delete(careAuditLog)).rejects.toThrow();
  });
});
