import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './start-app.ts';

/** A window whose PerformanceObserver reports `types` and lets the test deliver a paint. */
function fakeWindow(types: string[]) {
  let report: (() => void) | undefined;
  class Observer {
    static supportedEntryTypes = types;
    constructor(callback: () => void) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  }
  const win = Object.create(window, {
    PerformanceObserver: { value: Observer },
    setTimeout: { value: (fn: () => void, ms?: number) => setTimeout(fn, ms) },
    requestAnimationFrame: { value: (fn: () => void) => setTimeout(fn, 16) },
  }) as Window & typeof globalThis;
  return { win, paint: () => report?.() };
}

describe('startApp (the page starter)', () => {
  afterEach(() => {
    delete document.documentElement.dataset.boot;
    vi.useRealTimers();
  });

  it('starts at once when the document shows no login shell', () => {
    const start = vi.fn();
    startApp(fakeWindow(['largest-contentful-paint']).win, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('under the login shell, starts once the shell has painted, and only once', () => {
    vi.useFakeTimers();
    document.documentElement.dataset.boot = 'login';
    const start = vi.fn();
    const { win, paint } = fakeWindow(['largest-contentful-paint', 'paint']);
    startApp(win, start);
    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    paint();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after a second when no paint is ever reported (a tab in the background)', () => {
    vi.useFakeTimers();
    document.documentElement.dataset.boot = 'login';
    const start = vi.fn();
    startApp(fakeWindow(['paint']).win, start);
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('without paint reports, starts after the next frame', () => {
    vi.useFakeTimers();
    document.documentElement.dataset.boot = 'login';
    const start = vi.fn();
    startApp(fakeWindow([]).win, start);
    vi.advanceTimersByTime(20);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
