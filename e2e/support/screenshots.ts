import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Lang } from './texts.ts';

export const SCREENSHOT_DIR = new URL('../screenshots/', import.meta.url).pathname;

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1334, height: 900 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** Saves e2e/screenshots/<page>-<viewport>-<lang>.png for people to look at (git-ignored). */
export async function saveScreenshot(
  page: Page,
  name: string,
  viewport: ViewportName,
  lang: Lang,
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}${name}-${viewport}-${lang}.png`;
  await page.screenshot({ path, animations: 'disabled' });
  return path;
}
