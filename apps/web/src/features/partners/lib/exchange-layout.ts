/**
 * How the Exchanges page lays out its partners (spec section 2): a grid for one to three, a carousel of
 * 3 slides (2 under 1000 px, 1 under 768 px) when there are 2 on a non-desktop, 3 on a non-desktop or on a
 * desktop narrower than 1000 px, more than 3 always, and never for a single partner.
 *
 * Device classes by viewport width. Spec section 9 gives the devices as reference widths (mobile 500,
 * tablet 768, desktop 1334) and `BREAKPOINTS` in @vida/shared holds only the grid's xs–xl. Our reading:
 * each width is the widest screen of its class — mobile up to 500 px, tablet up to 768 px — and a desktop is
 * anything wider than a tablet (769 px and up; 1334 px is the width the design is drawn at). Reading desktop
 * as "1334 px and up" cannot be right: the rule speaks of desktops narrower than 1000 px.
 */
export const DEVICE_WIDTHS = { mobile: 500, tablet: 768, desktop: 1334 } as const;

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export function deviceClass(width: number): DeviceClass {
  if (width <= DEVICE_WIDTHS.mobile) return 'mobile';
  if (width <= DEVICE_WIDTHS.tablet) return 'tablet';
  return 'desktop';
}

/** The carousel's slides: 3, or 2 under 1000 px, or 1 under 768 px. */
export const EXCHANGE_SLIDES = { max: 3, twoBelow: 1000, oneBelow: 768 } as const;

export function exchangeSlidesPerView(width: number): number {
  if (width < EXCHANGE_SLIDES.oneBelow) return 1;
  if (width < EXCHANGE_SLIDES.twoBelow) return 2;
  return EXCHANGE_SLIDES.max;
}

/** True when `count` partners on a viewport `width` px wide show as a carousel rather than a grid. */
export function exchangesAsCarousel(count: number, width: number): boolean {
  if (count <= 1) return false;
  if (count > 3) return true;
  const desktop = deviceClass(width) === 'desktop';
  if (count === 2) return !desktop;
  return !desktop || width < EXCHANGE_SLIDES.twoBelow;
}
