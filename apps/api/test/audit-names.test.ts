/**
 * The audit page names what each action was on (the member, the stay's number, the thread's subject, the
 * staff member) rather than showing the row's code: one query per kind of target.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  hotels,
  members,
  messages,
  profileChangeRequests,
  reservationRequests,
  reservations,
  staff,
  stayChangeRequests,
  users,
} from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_STAFF } from '../src/db/seed/demo.ts';
import { listAudit, recordAudit } from '../src/modules/staff/index.ts';
import { useTestApp } from './support/harness.ts';

const ctx = useTestApp();

it('names every kind of target by what the desk knows it as, and keeps the code of one that is gone', async () => {
  const db = ctx.database.db;
  const [ana] = await db
    .select({ id: users.id, number: members.memberNumber })
    .from(users)
    .leftJoin(members, eq(members.id, users.memberId))
    .where(eq(users.email, DEMO_ACCOUNTS.ana));
  if (!ana?.number) throw new Error('demo member Ana missing');
  const anaName = `Ana García · ${ana.number}`;
  const [thread] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, ana.id), isNull(messages.parentId)));
  const [stay] = await db.select().from(reservations).where(eq(reservations.userId, ana.id));
  const [hotel] = await db.select().from(hotels).limit(1);
  // A request the desk decided, linked to the stay it made.
  const [request] = await db
    .insert(reservationRequests)
    .values({
      userId: ana.id,
      reservationId: stay?.id ?? null,
      isMember: true,
      firstName: 'Ana',
      lastName: 'García',
      email: DEMO_ACCOUNTS.ana,
      hotelId: hotel?.id ?? 0,
      arrivingDate: '2031-03-01',
      departingDate: '2031-03-05',
      guests: 2,
      unitType: 'studio',
      language: 'es',
    })
    .returning();
  const [agent] = await db.select().from(staff).where(eq(staff.email, DEMO_STAFF.agent.email));
  const [dataChange] = await db
    .insert(profileChangeRequests)
    .values({ userId: ana.id, fields: { mobile_phone: '+52 998 555 0101' } })
    .returning();
  const [stayChange] = await db
    .insert(stayChangeRequests)
    .values({ userId: ana.id, reservationId: stay?.id ?? 0, kind: 'cancel', reason: 'We cannot travel.' })
    .returning();
  if (!thread || !request || !stay || !agent || !dataChange || !stayChange)
    throw new Error('demo rows missing');

  const actor = { staffId: null, name: 'operator root' };
  const targets = [
    `user:${ana.id}`,
    `thread:${thread.id}`,
    `profile_change:${dataChange.id}`,
    `stay_request:${request.id}`,
    `stay_change:${stayChange.id}`,
    `staff:${agent.id}`,
    'user:999999',
  ];
  for (const target of targets) await recordAudit(db, actor, { action: 'member.viewed', target });

  const names = Object.fromEntries(
    (await listAudit(db, 50)).map((entry) => [entry.target, entry.target_name]),
  );
  expect(names).toMatchObject({
    [`user:${ana.id}`]: anaName,
    [`thread:${thread.id}`]: `“${thread.subject}” · ${anaName}`,
    [`profile_change:${dataChange.id}`]: anaName,
    [`stay_request:${request.id}`]: `${stay.reservationNumber} · ${anaName}`,
    [`stay_change:${stayChange.id}`]: `${stay.reservationNumber} · ${anaName}`,
    [`staff:${agent.id}`]: DEMO_STAFF.agent.name,
    'user:999999': null,
  });
});
