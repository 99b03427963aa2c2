/** One field of an audit entry: its code (named by `audit.fields` in the desk's texts), what it was and became. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const EMPTY = '—';

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const fields = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The fields an entry records, in the order first seen, each with its value before and after (a dash where a
 * side has none): a line per field rather than the stored JSON, which read as a developer's dump.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = fields(before);
  const is = fields(after);
  const names = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return names.map((field) => ({
    field,
    before: shown(was[field]),
    after: shown(is[field]),
  }));
}
