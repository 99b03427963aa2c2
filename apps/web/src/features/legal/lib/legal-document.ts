import type { Language } from '@vida/shared';

/** The two documents of spec section 1; each page shows one. */
export type LegalKind = 'terms' | 'privacy';

/** A section's body as the catalogue writes it, in order: a string is a paragraph, an object a list. */
type Body = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

export interface DocumentTexts {
  summary: string;
  intro: Body;
  sections: Readonly<Record<string, { title: string; body: Body }>>;
}

export type LegalBlock =
  | { kind: 'paragraph'; key: string; text: string }
  | { kind: 'list'; key: string; items: { key: string; text: string }[] };

export interface LegalSection {
  /** The catalogue key: the same in both languages, so `#jurisdiction` links survive a language switch. */
  id: string;
  number: number;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  summary: string;
  intro: LegalBlock[];
  sections: LegalSection[];
}

/** Spec section 1: in force since April 20, 2017, last modified January 21, 2022 (calendar dates, UTC). */
export const LEGAL_DATES = {
  inForce: { iso: '2017-04-20', time: Date.UTC(2017, 3, 20) },
  lastModified: { iso: '2022-01-21', time: Date.UTC(2022, 0, 21) },
} as const;

/** The ARCO request form each language links to (a static file in `public/legal/`). */
export function requestFormPath(language: Language): string {
  return `/legal/arco-request-${language}.txt`;
}

function blocksOf(body: Body): LegalBlock[] {
  return Object.entries(body).map(([key, value]) =>
    typeof value === 'string'
      ? { kind: 'paragraph', key, text: value }
      : { kind: 'list', key, items: Object.entries(value).map(([item, text]) => ({ key: item, text })) },
  );
}

/** Reads one document of the `legal` catalogue into numbered sections. */
export function readDocument(texts: DocumentTexts): LegalDocument {
  return {
    summary: texts.summary,
    intro: blocksOf(texts.intro),
    sections: Object.entries(texts.sections).map(([id, section], index) => ({
      id,
      number: index + 1,
      title: section.title,
      blocks: blocksOf(section.body),
    })),
  };
}
