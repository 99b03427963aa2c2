import { type AuditAction, type AuditEntry, AuditEntrySchema } from '@vida/shared';
import { desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { careAuditLog } from '../../db/schema/index.ts';
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

/** Newest first, a page at a time (`beforeId` is the last id of the previous page). */
export async function listAudit(db: Db, limit: number, beforeId?: number): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(careAuditLog)
    .where(beforeId === undefined ? undefined : lt(careAuditLog.id, beforeId))
    .orderBy(desc(careAuditLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    staff_id: r.staffId,
    actor: r.actor,
    action: AuditEntrySchema.shape.action.parse(r.action),
    target: r.target,
    before: asObject(r.before),
    after: asObject(r.after),
  }));
}
