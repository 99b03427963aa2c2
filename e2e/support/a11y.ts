import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { painted } from './layout.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string }[];
}

type AxeWindow = Window & { axe?: typeof axe };

/**
 * Runs axe-core in the page and fails with a readable list of every WCAG 2.1 A/AA violation. The source is
 * evaluated through the DevTools protocol rather than a <script> tag, which the app's CSP would block.
 */
export async function checkA11y(page: Page, what = page.url()): Promise<void> {
  const loaded = await page.evaluate(() => Boolean((window as AxeWindow).axe));
  if (!loaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags): Promise<Violation[]> => {
    const engine = (window as AxeWindow).axe;
    if (!engine) throw new Error('axe-core did not load');
    const results = await engine.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
    }));
  }, TAGS);
  if (violations.length === 0) return;
  const report = violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      at ${n.target}\n        ${n.summary.replace(/\n/g, '\n        ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  throw new Error(`Accessibility violations on ${what}:\n${report}`);
}

/**
 * axe on what a reader sees at rest: the pointer moved off the page and the frame drawn first, so a button
 * that happens to sit under it after a navigation is not judged in its hover colours.
 */
export async function checkA11yAtRest(page: Page, what: string): Promise<void> {
  await page.mouse.move(0, 0);
  await painted(page);
  await checkA11y(page, what);
}
