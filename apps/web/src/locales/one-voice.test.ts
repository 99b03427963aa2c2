// @vitest-environment node
import { messages } from '@vida/shared';
import { describe, expect, it } from 'vitest';
import { en } from './en/index.ts';
import { es } from './es/index.ts';

/**
 * Texts that read the same in both languages: names, codes, abbreviations and words Spanish takes as they
 * are. Anything else with the same value in both catalogues is English left on a Spanish screen (issue 29).
 */
const SAME_IN_BOTH = new Set([
  'ALTCHA',
  'Beta',
  'Club Freedom',
  'CVV',
  'E-mail',
  'Email',
  'FAQ',
  'FAQs',
  'Hotel',
  'Interval International',
  'Mastercard',
  'No',
  'OK',
  'RCI',
  'Resort',
  'Total',
  'Visa',
  'ThirdHome',
  'English',
  'Español',
  'EN',
  'ES',
  'Legal',
  'Vida Vacations',
  '—',
]);

/** Every leaf text with its key path. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [];
}

/** Has words to translate: letters beyond placeholders, markup and single symbols. */
const hasWords = (text: string) =>
  /\p{L}{2,}/u.test(text.replace(/\{\{\w+\}\}/g, '').replace(/<[^>]+>/g, ''));

function untranslated(english: unknown, spanish: unknown): string[] {
  const spanishByPath = new Map(leaves(spanish));
  return leaves(english)
    .filter(([path, text]) => spanishByPath.get(path) === text && hasWords(text) && !SAME_IN_BOTH.has(text))
    .map(([path, text]) => `${path}: ${text}`);
}

describe('one voice in the catalogues', () => {
  it('has no web text left in English in the Spanish catalogue', () => {
    expect(untranslated(en, es)).toEqual([]);
  });

  it('has no API message left in English in the Spanish catalogue', () => {
    expect(untranslated(messages.en, messages.es)).toEqual([]);
  });

  it('names customer care one way per language: Customer Care, Atención a Socios', () => {
    const other = {
      en: [
        /customer care/,
        /Customer care/,
        /customer-care/i,
        /contact center/i,
        /\bour agents?\b/i,
        /\bour (reservations )?team\b/i,
      ],
      es: [/contact center/i, /\bnuestros? agentes?\b/i, /\bnuestro equipo\b/i],
    };
    const wrongCase = (text: string) =>
      (text.match(/atención a socios/gi) ?? []).some((name) => name !== 'Atención a Socios');
    const english = leaves({ en, api: messages.en }).filter(([, text]) =>
      other.en.some((re) => re.test(text)),
    );
    const spanish = leaves({ es, api: messages.es }).filter(
      ([, text]) => other.es.some((re) => re.test(text)) || wrongCase(text),
    );
    expect([...english, ...spanish].map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });

  it('spells English the US way', () => {
    const british =
      /\b(cancell(ed|ing|ation)?|colour|centre|recognis|organis|authoris|favourite|behaviour|licence|honour|travell(er|ers|ing|ed))/i;
    const found = leaves({ en, api: messages.en })
      .filter(([, text]) => british.test(text.replace(/cancellation/gi, '')))
      .map(([path, text]) => `${path}: ${text}`);
    expect(found).toEqual([]);
  });
});
