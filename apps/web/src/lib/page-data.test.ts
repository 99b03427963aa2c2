import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApp, signedInSession } from '../test/render.tsx';
import { pageData } from './page-data.ts';
import { saveSession } from './session.ts';

describe('pageData (a page route’s loader)', () => {
  beforeEach(() => resetApp('en'));

  it('fetches the page’s queries with a session, and nothing without one', async () => {
    const prefetch = vi.fn(() => [Promise.resolve()]);
    const loader = pageData(prefetch);

    expect(await loader()).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();

    saveSession(signedInSession());
    expect(await loader()).toBeNull();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
