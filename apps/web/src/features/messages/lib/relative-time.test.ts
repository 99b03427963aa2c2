// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { previewOf } from './preview.ts';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeTime', () => {
  it.each([
    [ago(20_000), 'en', 'now'],
    [ago(5 * 60_000), 'en', '5 minutes ago'],
    [ago(3 * 3_600_000), 'en', '3 hours ago'],
    [ago(3 * 3_600_000), 'es', 'hace 3 horas'],
    [ago(26 * 3_600_000), 'en', 'yesterday'],
    [ago(26 * 3_600_000), 'es', 'ayer'],
    [ago(3 * 86_400_000), 'es', 'hace 3 días'],
    [ago(15 * 86_400_000), 'en', '2 weeks ago'],
    [ago(40 * 86_400_000), 'en', 'last month'],
    [ago(800 * 86_400_000), 'es', 'hace 2 años'],
  ] as const)('%s in %s reads "%s"', (date, language, text) => {
    expect(formatRelativeTime(date, language, now)).toBe(text);
  });
});

describe('previewOf', () => {
  it('keeps the first ten words and marks the cut', () => {
    expect(previewOf('one two three four five six seven eight nine ten eleven')).toBe(
      'one two three four five six seven eight nine ten…',
    );
    expect(previewOf('  short\n message  ')).toBe('short message');
  });
});
