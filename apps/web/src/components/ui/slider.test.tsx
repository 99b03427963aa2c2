import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApp } from '../../test/render.tsx';
import { setupUser } from '../../test/user.ts';
import { lastIndex, Slider, slidesFor } from './slider.tsx';

const cards = (count: number) =>
  Array.from({ length: count }, (_, n) => `Card ${n + 1}`).map((name) => (
    <button key={name} type="button">
      {name}
    </button>
  ));

function setViewport(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

function slide(name: string) {
  return screen.getByRole('group', { name });
}

/** Slides that assistive technology and Tab can reach. */
function visibleSlides() {
  return screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'));
}

/** A parent that owns the index, as the account page does. */
function Parent() {
  const [index, setIndex] = useState(2);
  return (
    <>
      <output>{index}</output>
      <Slider label="Cards" slidesPerView={2} index={index} onIndexChange={setIndex}>
        {cards(6)}
      </Slider>
    </>
  );
}

describe('slidesFor and lastIndex', () => {
  it('reads a number or the breakpoint at or below the width', () => {
    expect(slidesFor(3, 400)).toBe(3);
    expect(slidesFor({ 0: 2, 769: 4 }, 768)).toBe(2);
    expect(slidesFor({ 0: 2, 769: 4 }, 769)).toBe(4);
    expect(slidesFor({ 500: 1, 1000: 3 }, 300)).toBe(1);
    expect(slidesFor(0, 300)).toBe(1);
  });

  it('never leaves blank space after the last slide', () => {
    expect(lastIndex(6, 4)).toBe(2);
    expect(lastIndex(3, 4)).toBe(0);
  });
});

describe('Slider', () => {
  const width = window.innerWidth;
  beforeEach(async () => {
    await resetApp('en');
  });
  afterEach(() => {
    setViewport(width);
  });

  it('is a named carousel region of slides labelled "n of m", the hidden ones out of reach', () => {
    render(
      <Slider label="Your contracts" slidesPerView={2}>
        {cards(5)}
      </Slider>,
    );
    const region = screen.getByRole('region', { name: 'Your contracts' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(visibleSlides()).toEqual(['1 of 5', '2 of 5']);
    expect(slide('1 of 5').getAttribute('aria-roledescription')).toBe('slide');
    const hidden = region.querySelector<HTMLElement>('[aria-label="3 of 5"]');
    expect(hidden?.getAttribute('aria-hidden')).toBe('true');
    expect(hidden?.hasAttribute('inert')).toBe(true);
  });

  it('moves with the buttons and stops at both ends', async () => {
    const user = setupUser();
    const onIndexChange = vi.fn();
    render(
      <Slider label="Cards" slidesPerView={2} onIndexChange={onIndexChange}>
        {cards(4)}
      </Slider>,
    );
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await user.click(previous);
    expect(onIndexChange).not.toHaveBeenCalled();
    await user.click(next);
    expect(visibleSlides()).toEqual(['2 of 4', '3 of 4']);
    await user.click(next);
    expect(visibleSlides()).toEqual(['3 of 4', '4 of 4']);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expect(onIndexChange.mock.calls).toEqual([[1], [2]]);
  });

  it('answers the arrow keys inside it', async () => {
    const user = setupUser();
    render(
      <Slider label="Cards" slidesPerView={1}>
        {cards(3)}
      </Slider>,
    );
    act(() => screen.getByRole('button', { name: 'Card 1' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(visibleSlides()).toEqual(['2 of 3']);
    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(visibleSlides()).toEqual(['1 of 3']);
  });

  it('follows the index its parent gives', async () => {
    const user = setupUser();
    render(<Parent />);
    expect(visibleSlides()).toEqual(['3 of 6', '4 of 6']);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(visibleSlides()).toEqual(['2 of 6', '3 of 6']);
  });

  it('takes its slide count from the viewport width and hides the buttons when everything fits', () => {
    setViewport(1334);
    render(
      <Slider label="Cards" slidesPerView={{ 0: 2, 769: 4 }}>
        {cards(4)}
      </Slider>,
    );
    expect(visibleSlides()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    setViewport(390);
    expect(visibleSlides()).toEqual(['1 of 4', '2 of 4']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('names its buttons in Spanish', async () => {
    await resetApp('es');
    render(
      <Slider label="Contratos" slidesPerView={1}>
        {cards(2)}
      </Slider>,
    );
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeTruthy();
    expect(slide('1 de 2')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Contratos' }).getAttribute('aria-roledescription')).toBe(
      'carrusel',
    );
  });
});
