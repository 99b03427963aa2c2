import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { painted } from './layout.ts';
import { waitForQuietNetwork } from './network.ts';
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

/**
 * A full-page copy for review at `<dir><name>-<viewport>-<lang>.png`, from the top once the page is still. The
 * page is scrolled through first, as a reader would, so the lazily loaded pictures below the fold are there
 * (a full-page capture does not scroll, and would show their empty boxes). Not under CI (`CI` set), where
 * nobody looks at them: they were half the layout walk's time (122 s with them off, 252 s on, one busy machine).
 */
export async function saveFullPageShot(
  page: Page,
  dir: string,
  name: string,
  viewport: ViewportName,
  lang: Lang,
): Promise<void> {
  if (process.env.CI) return;
  mkdirSync(dir, { recursive: true });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await waitForQuietNetwork(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await painted(page);
  await page.screenshot({
    path: `${dir}${name}-${viewport}-${lang}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}
