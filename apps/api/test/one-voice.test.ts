import { describe, expect, it } from 'vitest';
import { en } from '../src/locales/en.ts';
import { es } from '../src/locales/es.ts';

/** Texts that read the same in both languages (names, codes). */
const SAME_IN_BOTH = new Set(['CFDI', 'Hotel', 'Total', 'Vida Vacations', 'Resort', 'no']);

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [];
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\{\w+\}\}/g, ''));

// Issue 29: the mails speak with one voice, as the screens do.
describe('one voice in the mails', () => {
  it('leaves no English text in the Spanish catalogue', () => {
    const spanish = new Map(leaves(es));
    const same = leaves(en).filter(
      ([path, text]) => spanish.get(path) === text && hasWords(text) && !SAME_IN_BOTH.has(text),
    );
    expect(same.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });

  it('names customer care one way per language: Customer Care, Atención a Socios', () => {
    const english = leaves(en).filter(([, text]) =>
      [
        /customer care/,
        /Customer care/,
        /customer-care/i,
        /contact center/i,
        /\bour agents?\b/i,
        /\bour (reservations )?team\b/i,
      ].some((re) => re.test(text)),
    );
    const spanish = leaves(es).filter(
      ([, text]) =>
        /contact center|\bnuestros? agentes?\b|\bnuestro equipo\b/i.test(text) ||
        (text.match(/atención a socios/gi) ?? []).some((name) => name !== 'Atención a Socios'),
    );
    expect([...english, ...spanish].map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });
});
