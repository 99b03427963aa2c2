import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './start-app.ts';

describe('startApp (the page starter)', () => {
  afterEach(() => {
    delete window.vidaShellPainted;
  });

  it('starts at once when no prerendered frame shows', () => {
    const start = vi.fn();
    startApp(window, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('under a prerendered frame, starts once the frame has painted', async () => {
    let painted = () => {};
    window.vidaShellPainted = new Promise<void>((resolve) => {
      painted = resolve;
    });
    const start = vi.fn();
    startApp(window, start);
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    painted();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });
});
