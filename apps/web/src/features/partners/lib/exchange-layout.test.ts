// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deviceClass, exchangeSlidesPerView, exchangesAsCarousel } from './exchange-layout.ts';

describe('device classes (spec section 9)', () => {
  it.each([
    [320, 'mobile'],
    [390, 'mobile'],
    [500, 'mobile'],
    [501, 'tablet'],
    [768, 'tablet'],
    [769, 'desktop'],
    [900, 'desktop'],
    [1334, 'desktop'],
    [1920, 'desktop'],
  ])('%i px is %s', (width, device) => expect(deviceClass(width)).toBe(device));
});

describe('exchange carousel slides (spec section 2)', () => {
  it.each([
    [390, 1],
    [767, 1],
    [768, 2],
    [900, 2],
    [999, 2],
    [1000, 3],
    [1334, 3],
  ])('%i px shows %i', (width, slides) => expect(exchangeSlidesPerView(width)).toBe(slides));
});

describe('grid or carousel (spec section 2)', () => {
  const widths = [390, 500, 600, 768, 769, 900, 999, 1000, 1334, 1920];

  it('never a carousel for none or one partner', () => {
    for (const width of widths) {
      expect(exchangesAsCarousel(0, width)).toBe(false);
      expect(exchangesAsCarousel(1, width)).toBe(false);
    }
  });

  it('two partners: a carousel on phones and tablets only', () => {
    expect(widths.map((w) => exchangesAsCarousel(2, w))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('three partners: a carousel on phones, tablets and desktops under 1000 px', () => {
    expect(widths.map((w) => exchangesAsCarousel(3, w))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('more than three: always a carousel', () => {
    for (const count of [4, 5, 6]) {
      for (const width of widths) expect(exchangesAsCarousel(count, width)).toBe(true);
    }
  });
});
