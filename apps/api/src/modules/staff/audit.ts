import { type AuditAction, type AuditEntry, AuditEntrySchema } from '@vida/shared';
import { desc, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  careAuditLog,
  members,
  messages,
  profileChangeRequests,
  reservationRequests,
  reservations,
  staff,
  stayChangeRequests,
  users,
} from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';
import type { DbOrTx } from '../../db/tx.ts';

/** Who acted: a staff account, or an operator at the command line (no account). */
export interface Actor {
  staffId: number | null;
  name: string;
}

export interface AuditRecord {
  action: AuditAction;
  target?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * Writes one audit row. Callers pass the transaction of the action itself, so the action and its record
 * commit together or not at all. The table refuses updates and deletes (migration 0009).
 */
export async function recordAudit(tx: DbOrTx, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.insert(careAuditLog).values({
    staffId: actor.staffId,
    actor: actor.name,
    action: record.action,
    target: record.target ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** A member as the desk knows them: "Ana García · 100200300" (no number for a non-member). */
const MEMBER_NAME = sql`u.first_name || ' ' || u.last_name || coalesce(' · ' || m.member_number, '')`;
const MEMBER_JOIN = sql`join ${users} u on u.id = t.user_id left join ${members} m on m.id = u.member_id`;

/**
 * How each kind of target is named: the member it concerns (with the stay's number or the thread's
 * subject where there is one) or the staff member. `t` is the target's row, `:ids` its ids.
 */
const TARGET_NAMES: Record<string, (ids: SQL) => SQL> = {
  user: (ids) =>
    sql`select t.id, ${MEMBER_NAME} as name from ${users} t join ${users} u on u.id = t.id
         left join ${members} m on m.id = u.member_id where t.id in (${ids})`,
  staff: (ids) => sql`select t.id, t.name from ${staff} t where t.id in (${ids})`,
  thread: (ids) =>
    sql`select t.id, '“' || t.subject || '” · ' || ${MEMBER_NAME} as name
          from ${messages} t ${MEMBER_JOIN} where t.id in (${ids})`,
  profile_change: (ids) =>
    sql`select t.id, ${MEMBER_NAME} as name from ${profileChangeRequests} t ${MEMBER_JOIN}
         where t.id in (${ids})`,
  stay_request: (ids) =>
    sql`select t.id, coalesce(v.reservation_number || ' · ', '') || ${MEMBER_NAME} as name
          from ${reservationRequests} t ${MEMBER_JOIN} left join ${reservations} v on v.id = t.reservation_id
         where t.id in (${ids})`,
  stay_change: (ids) =>
    sql`select t.id, v.reservation_number || ' · ' || ${MEMBER_NAME} as name
          from ${stayChangeRequests} t ${MEMBER_JOIN} join ${reservations} v on v.id = t.reservation_id
         where t.id in (${ids})`,
};

/**
 * What each of `targets` ("thread:12") is called, for the audit page: a query per kind on the page, by
 * id. A target whose row is gone (a member deleted since) has no name; the page then shows its code.
 */
async function targetNames(db: Db, targets: (string | null)[]): Promise<Map<string, string>> {
  const idsByKind = new Map<string, Set<number>>();
  for (const target of targets) {
    const [, kind, id] = /^([a-z_]+):(\d+)$/.exec(target ?? '') ?? [];
    if (!kind || !id || !TARGET_NAMES[kind]) continue;
    idsByKind.set(kind, (idsByKind.get(kind) ?? new Set()).add(Number(id)));
  }
  const names = new Map<string, string>();
  for (const [kind, ids] of idsByKind) {
    const query = TARGET_NAMES[kind]?.(
      sql.join(
        [...ids].map((id) => sql`${id}`),
        sql`, `,
      ),
    );
    if (!query) continue;
    for (const row of await queryRows<{ id: number; name: string | null }>(db, query))
      if (row.name) names.set(`${kind}:${row.id}`, row.name);
  }
  return names;
}

/** Newest first, a page at a time (`beforeId` is the last id of the previous page). */
export async function listAudit(db: Db, limit: number, beforeId?: number): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(careAuditLog)
    .where(beforeId === undefined ? undefined : lt(careAuditLog.id, beforeId))
    .orderBy(desc(careAuditLog.id))
    .limit(limit);
  const names = await targetNames(
    db,
    rows.map((r) => r.target),
  );
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    staff_id: r.staffId,
    actor: r.actor,
    action: AuditEntrySchema.shape.action.parse(r.action),
    target: r.target,
    target_name: (r.target && names.get(r.target)) ?? null,
    before: asObject(r.before),
    after: asObject(r.after),
  }));
}
