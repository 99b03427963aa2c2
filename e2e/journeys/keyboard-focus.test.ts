import type { Page } from 'playwright-core';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs, waitForCaptcha } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectVisible, painted } from '../support/layout.ts';
import { newMember } from '../support/members.ts';
import { waitForQuietNetwork } from '../support/network.ts';
import { saveScreenshot, VIEWPORTS } from '../support/screenshots.ts';
import { ACCOUNTS } from '../support/texts.ts';

/** What the focused control shows: where its ring is drawn, how wide, its colour and what lies beside it. */
interface Ring {
  control: string;
  width: number;
  colour: string;
  beside: string;
  contrast: number;
}

/**
 * The ring of the focused control, read from computed styles: an outline (or a box-shadow ring) of 2 px or
 * more on the control, on the field around a text input, on the thumb of a switch (whose input is invisible),
 * and its contrast with what it is drawn against (the page behind an outset ring, the control behind an inset
 * one). Null when nothing shows.
 */
function focusedRing(page: Page): Promise<Ring | null> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, colour.startsWith('rgba') ? a : 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The first background at least nearly opaque from `from` up (white, the page, when none). */
    const backgroundFrom = (from: Element | null): Rgba => {
      for (let el = from; el; el = el.parentElement) {
        const colour = parse(getComputedStyle(el).backgroundColor);
        if (colour[3] >= 0.9) return colour;
      }
      return [255, 255, 255, 1];
    };
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const candidates = [
      active,
      active.closest('.MuiOutlinedInput-root, .MuiPickersOutlinedInput-root'),
      active.closest('.Mui-focusVisible'),
      active.closest('.Mui-focusVisible')?.querySelector('.MuiSwitch-thumb') ?? null,
    ].filter((el): el is Element => el !== null);
    for (const el of candidates) {
      const style = getComputedStyle(el);
      let width = 0;
      let colour = '';
      let inset = false;
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) {
        width = Number.parseFloat(style.outlineWidth);
        colour = style.outlineColor;
        inset = Number.parseFloat(style.outlineOffset) < 0;
      } else {
        // "rgb(…) 0px 0px 0px 3px": a ring drawn as a shadow's spread.
        const shadow = /(rgba?\([^)]+\)) 0px 0px 0px ([\d.]+)px/.exec(style.boxShadow);
        if (shadow?.[1] && Number(shadow[2]) >= 2) {
          width = Number(shadow[2]);
          colour = shadow[1];
        }
      }
      if (width === 0) continue;
      const beside = backgroundFrom(inset ? el : el.parentElement);
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`;
      return {
        control: name,
        width,
        colour,
        beside: `rgb(${beside.slice(0, 3).join(', ')})`,
        contrast: Math.round(ratio(parse(colour), beside) * 100) / 100,
      };
    }
    return null;
  });
}

/** What has the focus, as a name a failure can show. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${el.className.toString().slice(0, 60)}] "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  });

/**
 * Tabs through the page from its top, up to `stops` controls, and checks each shows a ring of 2 px or more at
 * 3:1 or better against its neighbour. Answers the rings seen (the report's figures).
 */
async function tabThrough(page: Page, stops: number): Promise<Ring[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const rings: Ring[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const name = await focusedName(page);
    // Past the last control the focus leaves the page (to the browser's own controls), or comes round again.
    if (name.startsWith('body') || seen.has(name)) break;
    seen.add(name);
    const ring = await focusedRing(page);
    expect(ring, `no visible focus ring on ${name}`).not.toBeNull();
    if (!ring) continue;
    expect(ring.width, `ring width on ${name}`).toBeGreaterThanOrEqual(2);
    expect(
      ring.contrast,
      `ring contrast on ${name} (${ring.colour} beside ${ring.beside})`,
    ).toBeGreaterThanOrEqual(3);
    rings.push(ring);
  }
  return rings;
}

/** What the rings were drawn in and against, one line per pair (for the report). */
const summary = (rings: Ring[]) =>
  [...new Set(rings.map((r) => `${r.colour} beside ${r.beside}: ${r.contrast}:1, ${r.width}px`))].join('\n');

describe('keyboard: a visible focus ring on every control (issue 29)', () => {
  test('a portal page: the header, the profile form (fields, radios, switches, buttons), the footer', async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    await page.goto('/edit-profile');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await waitForQuietNetwork(page);
    const rings = await tabThrough(page, 45);
    expect(rings.length).toBeGreaterThan(12);
    console.info(`portal rings:\n${summary(rings)}`);
    await checkA11yAtRest(page, 'edit profile, keyboard');
  });

  test('the dashboard: tiles and cards that are links, with the ring seen on screen', async ({ page }) => {
    await loginAs(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    await waitForQuietNetwork(page);
    const rings = await tabThrough(page, 30);
    expect(rings.length).toBeGreaterThan(8);
    console.info(`dashboard rings:\n${summary(rings)}`);
  });

  test('a desk page: the care desk’s sign-in', async ({ page }) => {
    await page.goto('/care/login');
    await expectVisible(page.getByRole('heading', { level: 1 }).first());
    await waitForCaptcha(page);
    const rings = await tabThrough(page, 20);
    expect(rings.length).toBeGreaterThan(3);
    console.info(`desk rings:\n${summary(rings)}`);
  });

  for (const lang of ['en', 'es'] as const) {
    for (const viewport of ['mobile', 'desktop'] as const) {
      test(`screenshots of a focused button and field (${viewport}, ${lang})`, async ({ page }) => {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await loginAs(page, lang === 'en' ? ACCOUNTS.john : ACCOUNTS.ana);
        await expectDashboard(page, lang, lang === 'en' ? 'John' : 'Ana');
        await page.goto('/edit-profile');
        await expectVisible(page.getByRole('heading', { level: 1 }));
        await waitForQuietNetwork(page);
        await page.locator('#profile-email').focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await painted(page);
        await saveScreenshot(page, 'focus-field', viewport, lang);
        await page.locator('button[type="submit"]:visible').first().focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await painted(page);
        await saveScreenshot(page, 'focus-button', viewport, lang);
      });
    }
  }
});

describe('errors where the eye is (issue 29)', () => {
  test('a failed submit on a phone focuses the first invalid field, its label below the sticky header', async ({
    page,
  }) => {
    const member = newMember('en');
    await page.setViewportSize(VIEWPORTS.mobile);
    await loginAs(page, member.email, member.password);
    await page.waitForURL(/\/dashboard$/);
    await page.goto('/edit-profile');
    const email = page.locator('#profile-email');
    await email.fill('not-an-e-mail');
    // The member has scrolled on: the e-mail field sits under the sticky header, still on screen for the
    // browser, and they send the form with Enter from a field further down.
    await page.evaluate(() => {
      const input = document.getElementById('profile-email');
      if (input) window.scrollBy(0, input.getBoundingClientRect().top - 16);
      document.getElementById('profile-mobile-phone')?.focus({ preventScroll: true });
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('profile-email');
    await painted(page);
    const header = await page.locator('header.MuiAppBar-root').boundingBox();
    const label = await page.locator('label[for="profile-email"]').boundingBox();
    expect(header).not.toBeNull();
    expect(label).not.toBeNull();
    if (!header || !label) return;
    expect(label.y, 'the label’s top is under the sticky header').toBeGreaterThanOrEqual(
      header.y + header.height,
    );
    expect(label.y + label.height).toBeLessThan(VIEWPORTS.mobile.height);
    await saveScreenshot(page, 'failed-submit', 'mobile', 'en');
  });
});

describe('scroll on arrival (issue 29)', () => {
  test('a page reached by a link opens at its top; back returns to where the member was', async ({
    page,
  }) => {
    // As most members browse: with motion, where a smooth scroll would show the new page at the old page's
    // depth and glide it up.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize(VIEWPORTS.mobile);
    await loginAs(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    await page.goto('/terms-and-conditions');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await waitForQuietNetwork(page);
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true });
    await about.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(1000);
    await about.click();
    await page.waitForURL(/\/about$/);
    // The address changes first; the terms stay on screen until the About page's chunk and texts are in.
    await expectVisible(page.getByRole('heading', { level: 1, name: 'About Vida' }));
    // The page's first frames, not once some animation has settled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await painted(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/terms-and-conditions$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 50);
  });
});

describe('screenshots: a list’s error state and a dialog (issue 29)', () => {
  for (const lang of ['en', 'es'] as const) {
    for (const viewport of ['mobile', 'desktop'] as const) {
      test(`payment history that failed to load, a contract’s dialog (${viewport}, ${lang})`, async ({
        page,
        problems,
      }) => {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await loginAs(page, lang === 'en' ? ACCOUNTS.john : ACCOUNTS.ana);
        await expectDashboard(page, lang, lang === 'en' ? 'John' : 'Ana');
        // The history's request fails in the browser (the page is reached by navigation, not drawn by the server).
        problems.allowHttpStatus(503);
        await page.route('**/api/v1/payment_history', (route) =>
          route.fulfill({ status: 503, json: { message: 'The service is unavailable.' } }),
        );
        await page.evaluate(() => {
          history.pushState(null, '', '/my-vida-vacations-payments_history');
          dispatchEvent(new PopStateEvent('popstate'));
        });
        const retry = page.getByRole('alert').getByRole('button');
        await expectVisible(retry);
        await painted(page);
        await saveScreenshot(page, 'list-error', viewport, lang);
        await checkA11yAtRest(page, `list error (${viewport}, ${lang})`);
        await page.unroute('**/api/v1/payment_history');
        await retry.click();
        await expectVisible(page.getByRole('heading', { level: 2 }).first());
        expect(await page.getByRole('alert').count()).toBe(0);

        await page.goto('/my-vida-vacations-contracts');
        await page.getByRole('list').getByRole('button').first().click();
        await expectVisible(page.getByRole('dialog'));
        await painted(page);
        await saveScreenshot(page, 'dialog', viewport, lang);
      });
    }
  }
});
