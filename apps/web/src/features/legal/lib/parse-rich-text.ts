/**
 * The legal texts are plain strings in the catalogues; the page turns their few marks into elements: a
 * `{{name}}` placeholder (filled with a value or a link) and `**bold**` (the term a list item defines).
 */
export type RichPart =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'token'; name: string };

const MARKS = /\{\{(\w+)\}\}|\*\*(.+?)\*\*/g;

export function parseRich(text: string): RichPart[] {
  const parts: RichPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKS)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    if (match[1] !== undefined) parts.push({ kind: 'token', name: match[1] });
    else parts.push({ kind: 'bold', text: match[2] ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The placeholders a text uses, to check that both languages fill in the same ones. */
export function tokensOf(text: string): string[] {
  return parseRich(text).flatMap((part) => (part.kind === 'token' ? [part.name] : []));
}
