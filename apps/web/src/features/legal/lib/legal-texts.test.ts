// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { legal as en } from '../../../locales/en/legal.ts';
import { legal as es } from '../../../locales/es/legal.ts';
import { readDocument } from './legal-document.ts';
import { parseRich, tokensOf } from './parse-rich-text.ts';

/** The placeholders the page knows how to fill (legal-document-view.tsx and legal-dates.tsx). */
const KNOWN = new Set(['club', 'address', 'email', 'phone', 'privacyLink', 'form', 'date', 'hours']);

function strings(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    strings(value, path ? `${path}.${key}` : key),
  );
}

describe('rich text marks', () => {
  it('splits placeholders and bold terms out of the text', () => {
    expect(parseRich('**Access** it at {{email}}, or {{phone}}.')).toEqual([
      { kind: 'bold', text: 'Access' },
      { kind: 'text', text: ' it at ' },
      { kind: 'token', name: 'email' },
      { kind: 'text', text: ', or ' },
      { kind: 'token', name: 'phone' },
      { kind: 'text', text: '.' },
    ]);
    expect(parseRich('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });
});

describe('legal catalogues', () => {
  const esStrings = new Map(strings(es));

  it('uses the same placeholders and bold marks in both languages, all of them known', () => {
    const problems: string[] = [];
    for (const [path, text] of strings(en)) {
      const esText = esStrings.get(path) ?? '';
      const enTokens = tokensOf(text).sort().join(',');
      if (tokensOf(esText).sort().join(',') !== enTokens) problems.push(`${path}: placeholders differ`);
      if (/\*\*/.test(esText) !== /\*\*/.test(text)) problems.push(`${path}: bold marks differ`);
      for (const token of tokensOf(text))
        if (!KNOWN.has(token)) problems.push(`${path}: unknown {{${token}}}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(['terms', 'privacy'] as const)('%s: the same numbered sections and paragraphs in both', (kind) => {
    const shape = (doc: ReturnType<typeof readDocument>) =>
      doc.sections.map((s) => `${s.number}.${s.id}:${s.blocks.map((b) => b.key).join(',')}`);
    expect(shape(readDocument(es[kind]))).toEqual(shape(readDocument(en[kind])));
  });

  it('carries the clauses of spec section 1', () => {
    const terms = strings(es.terms)
      .map(([, text]) => text)
      .join('\n');
    expect(terms).toContain('Guadalajara, Jalisco');
    expect(terms).toContain('prevalece la versión en español');
    expect(terms).toContain('LFPDPPP');
    const privacy = strings(en.privacy)
      .map(([, text]) => text)
      .join('\n');
    for (const fact of ['20 business days', '15 business days', 'block it', 'web beacons', 'forgotten']) {
      expect(privacy).toContain(fact);
    }
  });
});
