import type { LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApp, signedInSession } from '../test/render.tsx';
import { pageData } from './page-data.ts';
import { saveSession } from './session.ts';

describe('pageData (a page route’s loader)', () => {
  beforeEach(() => resetApp('en'));

  it('fetches the page’s queries with a session, and nothing without one', async () => {
    const prefetch = vi.fn(() => [Promise.resolve()]);
    const loader = pageData(prefetch);
    const args = { request: new Request('http://localhost/dashboard'), params: {} } as LoaderFunctionArgs;

    expect(await loader(args)).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();

    saveSession(signedInSession());
    expect(await loader(args)).toBeNull();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
