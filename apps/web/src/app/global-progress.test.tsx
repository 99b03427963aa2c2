import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { renderRoutes, resetApp } from '../test/render.tsx';
import { BACKGROUND, GlobalProgress } from './global-progress.tsx';

/** A query that stays pending until the test settles it. */
function pending(key: string, meta?: typeof BACKGROUND) {
  let settle = () => {};
  const done = new Promise<string>((resolve) => {
    settle = () => resolve(key);
  });
  void queryClient.prefetchQuery({ queryKey: [key], queryFn: () => done, meta });
  return settle;
}

describe('the global progress bar', () => {
  beforeEach(() => resetApp('en'));

  it('shows while a request is pending that someone waits for, not for one fetched ahead', async () => {
    renderRoutes([{ path: '/', Component: GlobalProgress }], '/');
    const settleAhead = pending('ahead', BACKGROUND);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('progressbar')).toBeNull();

    const settle = pending('awaited');
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    await act(async () => {
      settle();
      settleAhead();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
