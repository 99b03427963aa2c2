/**
 * What a server-rendered page carries for the browser to hydrate it (src/server/render-page.tsx writes it,
 * main.tsx reads it): the language it was drawn in, the router's loader data and the query cache's answers.
 * Inert JSON (`type="application/json"`), so the page's CSP needs no allowance for it.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { isLanguage, type Language } from '@vida/shared';
import type { HydrationState } from 'react-router';

export interface ServerPage {
  language: Language;
  router: Pick<HydrationState, 'loaderData' | 'errors'>;
  queries: DehydratedState;
  /** The window width the page was drawn for, which hydration renders for first. */
  viewportWidth: number;
}

const SCRIPT_ID = 'vida-server-page';

/** JSON inside <script> ends at the first `</script`: every `<` is written as its escape. */
export function serverPageScript(page: ServerPage): string {
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SCRIPT_ID}">${json}</script>`;
}

/** The page's server data, or null for a page the browser renders itself. */
export function readServerPage(doc: Document): ServerPage | null {
  const text = doc.getElementById(SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as ServerPage;
    return isLanguage(page.language) ? page : null;
  } catch {
    return null;
  }
}
