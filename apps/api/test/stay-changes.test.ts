import {
  addDays,
  CareStayChangeSchema,
  clubDay,
  dataEnvelope,
  NOT_FOUND_CODE,
  type Reservation,
  ReservationSchema,
} from '@vida/shared';
import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { careAuditLog, messages, reservations, stayChangeRequests, users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_STAFF } from '../src/db/seed/demo.ts';
import { bearer, type Lang, signIn, useTestApp } from './support/harness.ts';
import { lastMailTo } from './support/mail.ts';
import { enrolStaff, staffBearer } from './support/staff.ts';

const ctx = useTestApp({ STAY_CANCEL_CUTOFF_DAYS: '14', CARE_PHONE: '800 555 0100' });

const day = (offset: number) => addDays(clubDay(new Date()), offset);
/** Ana's confirmed stay (arrives in 21 days) and her requested one (in 75 days). */
const CONFIRMED = 'VP-YKMHZZS7';
const REQUESTED = 'VP-J9FT3N9R';

async function stays(token: string): Promise<Reservation[]> {
  const answer = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/user_reservations/all',
    headers: bearer(token),
  });
  return dataEnvelope(z.array(ReservationSchema)).parse(answer.json()).data;
}

async function stayId(token: string, number: string): Promise<number> {
  const stay = (await stays(token)).find((s) => s.reservation_number === number);
  if (!stay) throw new Error(`no stay ${number}`);
  return stay.reservation_id;
}

function ask(token: string, id: number, payload: object, lang: Lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/reservations/${id}/changes`,
    headers: bearer(token, lang),
    payload,
  });
}

function care(token: string, url: string, payload?: object, lang: Lang = 'en') {
  return ctx.app.inject({
    method: payload || url.endsWith('confirm') ? 'POST' : 'GET',
    url: `/api/v1/care${url}`,
    headers: staffBearer(token, lang),
    ...(payload ? { payload } : {}),
  });
}

async function queue(token: string) {
  return dataEnvelope(z.array(CareStayChangeSchema)).parse((await care(token, '/stay-changes')).json()).data;
}

const change = (offset: number, nights = 5) => ({
  kind: 'change',
  arriving_date: day(offset),
  departing_date: day(offset + nights),
  unit_type: 'two_bedroom',
  reason: 'Mi hija tiene exámenes esa semana.',
});
const cancel = { kind: 'cancel', reason: 'We cannot travel this year.' };

describe('asking to change or cancel a stay', () => {
  it('takes a change and a cancellation, shows them pending on the list, and refuses a second one (409)', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const confirmed = await stayId(ana, CONFIRMED);
    const requested = await stayId(ana, REQUESTED);

    const asked = await ask(ana, confirmed, change(30));
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data).toMatchObject({ kind: 'change' });
    expect((await ask(ana, requested, cancel)).statusCode).toBe(201);

    const list = await stays(ana);
    expect(list.find((s) => s.reservation_number === CONFIRMED)?.pending_change).toBe('change');
    expect(list.find((s) => s.reservation_number === REQUESTED)?.pending_change).toBe('cancel');

    const twice = await ask(ana, confirmed, cancel, 'es');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'stay_change_pending',
      message:
        'Esta estancia ya tiene un cambio o una cancelación en espera de Atención a Socios. Podrás pedir otro cuando te respondan.',
    });
    expect((await ask(ana, requested, change(80))).json().code).toBe('stay_change_pending');
  });

  it('takes one of three requests for a stay sent at once', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const id = await stayId(ana, CONFIRMED);
    const answers = await Promise.all([
      ask(ana, id, change(30)),
      ask(ana, id, cancel),
      ask(ana, id, change(50)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('limits requests (each mails the member and tasks the desk) to 5 an hour per account, then 429 in Spanish', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const id = await stayId(ana, CONFIRMED);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await ask(ana, id, change(30 + i))).statusCode);
    // A refused request counts too: the limit is on asking, not on being answered.
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    const blocked = await ask(ana, id, cancel, 'es');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json()).toMatchObject({
      code: 'too_many_attempts',
      message: expect.stringMatching(/^Demasiados intentos\. Espera \d+ segundos/),
    });
  });

  it('refuses a cancellation within the cut-off with the days and care’s phone, in the member’s language', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const id = await stayId(ana, CONFIRMED);
    await ctx.database.db
      .update(reservations)
      .set({ arrivingDate: day(13), departingDate: day(18) })
      .where(eq(reservations.id, id));
    const en = await ask(ana, id, cancel);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 'stay_cancel_too_late',
      message:
        'Stays that start within 14 days can only be canceled by phone: call Customer Care at 800 555 0100.',
    });
    expect((await ask(ana, id, cancel, 'es')).json().message).toBe(
      'Las estancias que empiezan en menos de 14 días solo se cancelan por teléfono: llama a Atención a Socios al 800 555 0100.',
    );
    // On the last day of the cut-off it is still online; a change is never held by it.
    await ctx.database.db
      .update(reservations)
      .set({ arrivingDate: day(14), departingDate: day(18) })
      .where(eq(reservations.id, id));
    expect((await ask(ana, id, change(40))).statusCode).toBe(201);
    const club = await ctx.app.inject({ method: 'GET', url: '/api/v1/club' });
    expect(club.json().data.stay_cancel_cutoff_days).toBe(14);
  });

  it('answers 404 for another member’s stay and for one that is not there, and 409 for a past or cancelled one', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const john = (await signIn(ctx.app, DEMO_ACCOUNTS.john)).access_token;
    const anas = await stayId(ana, CONFIRMED);
    const other = await ask(john, anas, cancel);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe(NOT_FOUND_CODE);
    expect((await ask(ana, 999_999, cancel)).statusCode).toBe(404);
    expect((await ask(ana, 0, cancel)).statusCode).toBe(404);
    const past = (await stays(ana)).find((s) => s.reservation_status === 3);
    expect((await ask(ana, past?.reservation_id ?? 0, cancel)).json().code).toBe('stay_change_closed');
    // Nothing was written for John's attempt.
    expect((await stays(ana)).find((s) => s.reservation_id === anas)?.pending_change).toBeNull();
  });

  it('refuses bad input with 400 and field messages in both languages', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const id = await stayId(ana, CONFIRMED);
    const early = await ask(ana, id, { ...change(0), departing_date: day(3) }, 'es');
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.arriving_date?.[0]).toMatch(/^Elige el .* o un día posterior\.$/);
    const backwards = await ask(ana, id, { ...change(40), departing_date: day(39) });
    expect(backwards.json().errors.departing_date).toEqual(['The departure cannot be before the arrival.']);
    const noReason = await ask(ana, id, { kind: 'cancel', reason: '  ' }, 'es');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual(['Este campo es obligatorio.']);
    expect((await ask(ana, id, { kind: 'move', reason: 'x' })).statusCode).toBe(400);
    expect((await ask(ana, id, { ...change(40), unit_type: 'castle' })).statusCode).toBe(400);
    expect((await ask(ana, id, { kind: 'cancel', reason: 'x'.repeat(501) })).statusCode).toBe(400);
    // The same dates and room type as the stay has now ask for nothing.
    const [stay] = await ctx.database.db.select().from(reservations).where(eq(reservations.id, id));
    await ctx.database.db
      .update(reservations)
      .set({ roomType: 'Two Bedroom Suite' })
      .where(eq(reservations.id, id));
    const same = await ask(ana, id, {
      ...change(0),
      arriving_date: stay?.arrivingDate,
      departing_date: stay?.departingDate,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('stay_change_same');
  });
});

describe('the desk deciding them', () => {
  it('confirms a change and a cancellation: the stay changes, the member is mailed and messaged', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const confirmed = await stayId(ana, CONFIRMED);
    const requested = await stayId(ana, REQUESTED);
    await ask(ana, confirmed, change(30));
    await ask(ana, requested, cancel);
    const agent = (await enrolStaff(ctx.app, DEMO_STAFF.agent.email)).token;

    const open = await queue(agent);
    expect(open.map((c) => [c.reservation_number, c.kind])).toEqual([
      [CONFIRMED, 'change'],
      [REQUESTED, 'cancel'],
    ]);
    expect(open[0]).toMatchObject({
      member_email: DEMO_ACCOUNTS.ana,
      language: 'es',
      new_arriving_date: day(30),
      new_departing_date: day(35),
      new_unit_type: 'two_bedroom',
      reason: 'Mi hija tiene exámenes esa semana.',
    });
    const due = new Date(open[0]?.due_at ?? 0).getTime() - new Date(open[0]?.requested_at ?? 0).getTime();
    expect(due).toBe(3 * 86_400_000);

    const first = await care(agent, `/stay-changes/${open[0]?.id}/confirm`);
    expect(first.statusCode).toBe(200);
    const after = await stays(ana);
    expect(after.find((s) => s.reservation_number === CONFIRMED)).toMatchObject({
      arriving_date: day(30),
      departing_date: day(35),
      room_type: 'Suite de dos recámaras',
      reservation_status: 2,
      pending_change: null,
    });
    const mail = await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.ana);
    expect(mail?.subject).toBe(`Tu estancia ${CONFIRMED} cambió`);

    expect((await care(agent, `/stay-changes/${open[1]?.id}/confirm`)).statusCode).toBe(200);
    expect((await stays(ana)).find((s) => s.reservation_number === REQUESTED)?.reservation_status).toBe(5);
    expect((await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.ana))?.subject).toBe(
      `Tu estancia ${REQUESTED} está cancelada`,
    );
    // The stay request it came from leaves the desk's other queue with it.
    expect((await care(agent, '/stay-requests')).json().data).toEqual([]);

    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/v1/messages', headers: bearer(ana) });
    const subjects = JSON.stringify(inbox.json());
    expect(subjects).toContain(`Tu estancia ${CONFIRMED} cambió`);
    expect(subjects).toContain(`Tu estancia ${REQUESTED} está cancelada`);
    expect(await queue(agent)).toEqual([]);
    expect((await care(agent, `/stay-changes/${open[0]?.id}/confirm`)).json().code).toBe('decision_taken');

    const audit = await ctx.database.db
      .select()
      .from(careAuditLog)
      .where(like(careAuditLog.action, 'stay_c%'))
      .orderBy(asc(careAuditLog.id));
    expect(audit.map((a) => [a.action, a.target])).toEqual([
      ['stay_change.confirmed', `stay_change:${open[0]?.id}`],
      ['stay_cancel.confirmed', `stay_change:${open[1]?.id}`],
    ]);
  });

  it('declines with a reason: the stay stays, the member reads why by mail and in Messages, and may ask again', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const id = await stayId(ana, CONFIRMED);
    const before = (await stays(ana)).find((s) => s.reservation_id === id);
    await ask(ana, id, cancel);
    const agent = (await enrolStaff(ctx.app, DEMO_STAFF.agent.email)).token;
    const [open] = await queue(agent);

    const noReason = await care(agent, `/stay-changes/${open?.id}/decline`, { reason: '' }, 'es');
    expect(noReason.statusCode).toBe(400);
    const declined = await care(agent, `/stay-changes/${open?.id}/decline`, {
      reason: 'La tarifa de su paquete no admite cancelación.',
    });
    expect(declined.statusCode).toBe(200);
    expect((await stays(ana)).find((s) => s.reservation_id === id)).toEqual({
      ...before,
      pending_change: null,
    });
    const mail = await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.ana);
    expect(mail?.subject).toBe(`No pudimos cancelar tu estancia ${CONFIRMED}`);
    expect(mail?.text).toContain('La tarifa de su paquete no admite cancelación.');
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.ana));
    const [notice] = await ctx.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, user?.id ?? 0), like(messages.subject, 'No pudimos%')));
    expect(notice).toMatchObject({ messageType: 'alert', fromMember: false, readAt: null });
    expect(notice?.message).toContain('La tarifa de su paquete no admite cancelación.');

    // Decided, the stay takes a new request.
    expect((await ask(ana, id, change(40))).statusCode).toBe(201);
    expect((await care(agent, '/stay-changes/999999/confirm')).statusCode).toBe(404);
  });

  it('refuses to confirm new dates that meet another of the member’s stays, naming it', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const confirmed = await stayId(ana, CONFIRMED);
    const other = (await stays(ana)).find((s) => s.reservation_number === REQUESTED);
    await ask(ana, confirmed, {
      ...change(0),
      arriving_date: addDays(other?.arriving_date ?? '', 2),
      departing_date: addDays(other?.arriving_date ?? '', 6),
    });
    const agent = (await enrolStaff(ctx.app, DEMO_STAFF.agent.email)).token;
    const [open] = await queue(agent);
    const refused = await care(agent, `/stay-changes/${open?.id}/confirm`, undefined, 'es');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('stay_change_overlap');
    expect(refused.json().message).toContain(`${REQUESTED} (The Estates Riviera Maya)`);
    expect(await queue(agent)).toHaveLength(1);
  });

  it('refuses to confirm new dates that have come too close while the request waited', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    await ask(ana, await stayId(ana, CONFIRMED), change(30));
    // The request waited until its new arrival was today.
    await ctx.database.db.update(stayChangeRequests).set({ arrivingDate: day(0) });
    const agent = (await enrolStaff(ctx.app, DEMO_STAFF.agent.email)).token;
    const [open] = await queue(agent);
    const refused = await care(agent, `/stay-changes/${open?.id}/confirm`, undefined, 'es');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'stay_change_too_soon',
      message:
        'La nueva llegada es antes de lo que hoy puede empezar una estancia. Rechaza el cambio y pide otras fechas al socio.',
    });
    expect(await queue(agent)).toHaveLength(1);
  });

  it('keeps members out of the desk’s queue', async () => {
    const ana = (await signIn(ctx.app, DEMO_ACCOUNTS.ana)).access_token;
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/care/stay-changes',
      headers: bearer(ana),
    });
    expect([401, 403]).toContain(answer.statusCode);
  });
});
