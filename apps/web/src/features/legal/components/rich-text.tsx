import { Fragment, type ReactNode } from 'react';
import { parseRich } from '../lib/parse-rich-text.ts';

export type RichTokens = Readonly<Record<string, ReactNode>>;

/** A catalogue text with its placeholders filled in (values or links) and its `**bold**` terms. */
export function RichText({ text, tokens }: { text: string; tokens: RichTokens }) {
  return (
    <>
      {parseRich(text).map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === 'text') return <Fragment key={key}>{part.text}</Fragment>;
        if (part.kind === 'bold') return <strong key={key}>{part.text}</strong>;
        return <Fragment key={key}>{tokens[part.name] ?? `{{${part.name}}}`}</Fragment>;
      })}
    </>
  );
}
