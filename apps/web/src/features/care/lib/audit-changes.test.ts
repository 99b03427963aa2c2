import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes.ts';

describe('auditChanges', () => {
  it('gives a line per field with its value before and after, a dash for a missing side', () => {
    expect(
      auditChanges({ status: 'open', kind: 'change' }, { status: 'declined', reason: 'Sin disponibilidad' }),
    ).toEqual([
      { field: 'status', before: 'open', after: 'declined' },
      { field: 'kind', before: 'change', after: '—' },
      { field: 'reason', before: '—', after: 'Sin disponibilidad' },
    ]);
  });

  it('shows numbers, nulls and nested values plainly, and nothing for an entry without fields', () => {
    expect(auditChanges({ closed_at: null }, { message_id: 12, tags: ['a'] })).toEqual([
      { field: 'closed_at', before: '—', after: '—' },
      { field: 'message_id', before: '—', after: '12' },
      { field: 'tags', before: '—', after: '["a"]' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
