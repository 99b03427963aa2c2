import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from './use-scrolled-past.ts';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

describe('useScrolledPast', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('follows the scroll past the threshold and back', () => {
    const { result } = renderHook(() => useScrolledPast(240));
    expect(result.current).toBe(false);
    act(() => scrollTo(241));
    expect(result.current).toBe(true);
    act(() => scrollTo(240));
    expect(result.current).toBe(false);
  });

  it('reads a page that opens already scrolled in the next frame', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 600 });
    const { result } = renderHook(() => useScrolledPast(203));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(result.current).toBe(true);
  });
});
