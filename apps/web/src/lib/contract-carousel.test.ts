// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { slidesFor } from '../components/ui/slider.tsx';
import {
  activeIndexFor,
  CONTRACT_SLIDER,
  carouselMode,
  contractIdFromState,
  initialActiveIndex,
  rotate,
  rotatorSlots,
  shortName,
  sliderStartFor,
  visibleContracts,
  weeksOf,
} from './contract-carousel-layout.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => ({ contract_id: 10 + i }));

describe('which contracts show', () => {
  it('keeps Active, Pending and Blocked only', () => {
    const list = [
      { contract_status: 'Active' as const },
      { contract_status: 'Cancelled' as const },
      { contract_status: 'Pending' as const },
      { contract_status: 'Blocked' as const },
    ];
    expect(visibleContracts(list).map((c) => c.contract_status)).toEqual(['Active', 'Pending', 'Blocked']);
  });
});

describe('carouselMode', () => {
  it('uses the rotator for 1 to 3 contracts on tablets and desktops', () => {
    for (const width of [501, 768, 900, 1334]) {
      expect(carouselMode(1, width)).toBe('rotator');
      expect(carouselMode(3, width)).toBe('rotator');
    }
  });

  it('uses the slider for 4 or more, and for any number on a phone', () => {
    expect(carouselMode(4, 1334)).toBe('slider');
    expect(carouselMode(9, 900)).toBe('slider');
    expect(carouselMode(1, 390)).toBe('slider');
    expect(carouselMode(3, 500)).toBe('slider');
  });

  it('has nothing to show without contracts', () => {
    expect(carouselMode(0, 1334)).toBe('empty');
  });
});

describe('the standard slider', () => {
  it('shows 4 slides from 769 px, 2 below, at 500 ms', () => {
    expect(CONTRACT_SLIDER.speedMs).toBe(500);
    expect(slidesFor(CONTRACT_SLIDER.slidesPerView, 1334)).toBe(4);
    expect(slidesFor(CONTRACT_SLIDER.slidesPerView, 769)).toBe(4);
    expect(slidesFor(CONTRACT_SLIDER.slidesPerView, 768)).toBe(2);
    expect(slidesFor(CONTRACT_SLIDER.slidesPerView, 600)).toBe(2);
    expect(slidesFor(CONTRACT_SLIDER.slidesPerView, 390)).toBe(2);
  });

  it('brings a contract to the middle of the view as far as the ends allow', () => {
    expect(sliderStartFor(0, 6, 4)).toBe(0);
    expect(sliderStartFor(3, 6, 4)).toBe(2);
    expect(sliderStartFor(5, 6, 4)).toBe(2);
    expect(sliderStartFor(3, 6, 2)).toBe(3);
    expect(sliderStartFor(5, 6, 2)).toBe(4);
    expect(sliderStartFor(2, 4, 4)).toBe(0);
  });
});

describe('the 3-slot rotator', () => {
  it('starts on the middle of three, else on the first', () => {
    expect(initialActiveIndex(3)).toBe(1);
    expect(initialActiveIndex(2)).toBe(0);
    expect(initialActiveIndex(1)).toBe(0);
  });

  it('puts the active contract in the middle; three wrap around', () => {
    expect(rotatorSlots(['a', 'b', 'c'], 1)).toEqual(['a', 'b', 'c']);
    expect(rotatorSlots(['a', 'b', 'c'], 2)).toEqual(['b', 'c', 'a']);
    expect(rotatorSlots(['a', 'b', 'c'], 0)).toEqual(['c', 'a', 'b']);
  });

  it('leaves the missing neighbour of one or two contracts empty', () => {
    expect(rotatorSlots(['a'], 0)).toEqual([null, 'a', null]);
    expect(rotatorSlots(['a', 'b'], 0)).toEqual([null, 'a', 'b']);
    expect(rotatorSlots(['a', 'b'], 1)).toEqual(['a', 'b', null]);
  });

  it('rotates with the arrows, round the ends', () => {
    expect(rotate(1, 3, 1)).toBe(2);
    expect(rotate(2, 3, 1)).toBe(0);
    expect(rotate(0, 3, -1)).toBe(2);
    expect(rotate(0, 2, 1)).toBe(1);
    expect(rotate(0, 1, 1)).toBe(0);
  });
});

describe('a contract named in the navigation state', () => {
  it('becomes the active one', () => {
    expect(activeIndexFor(ids(3), 12)).toBe(2);
    expect(activeIndexFor(ids(3), '10')).toBe(0);
    expect(activeIndexFor(ids(5), 13)).toBe(3);
  });

  it('is ignored when it is not one of the member’s', () => {
    expect(activeIndexFor(ids(3), 99)).toBe(1);
    expect(activeIndexFor(ids(4), undefined)).toBe(0);
  });

  it('is read from the state safely', () => {
    expect(contractIdFromState({ contractId: 12 })).toBe(12);
    expect(contractIdFromState({ contractId: '12' })).toBe(12);
    expect(contractIdFromState({ contractId: 'x' })).toBeNull();
    expect(contractIdFromState(null)).toBeNull();
    expect(contractIdFromState('12')).toBeNull();
  });
});

describe('names and weeks', () => {
  it('cuts names at 20 characters', () => {
    expect(shortName('The Grand Bliss')).toBe('The Grand Bliss');
    expect(shortName('12345678901234567890')).toBe('12345678901234567890');
    expect(shortName('Grand Luxxe Nuevo Vallarta')).toBe('Grand Luxxe Nuevo Va…');
    expect(shortName('Grand Luxxe Riviera Maya')).toBe('Grand Luxxe Riviera…');
  });

  it('reads total, used and available weeks', () => {
    expect(weeksOf({ total_weeks: 35, used_weeks: 12, weeks_available: 23 })).toEqual({
      total: 35,
      used: 12,
      available: 23,
    });
    expect(weeksOf({ total_weeks: 5, used_weeks: 6, weeks_available: -1 }).available).toBe(0);
  });
});
