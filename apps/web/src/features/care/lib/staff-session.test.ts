import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client.ts';
import { getSession, saveSession } from '../../../lib/session.ts';
import { FUTURE, mockApi, PAST, resetApp, signedInSession } from '../../../test/render.tsx';
import { careRequest, endStaffSession, getStaffSession, startStaffSession } from './staff-session.ts';

const STAFF = { access_token: `vcs_${'s'.repeat(43)}`, expires_at: FUTURE() };

describe('the desk’s session is apart from the member’s', () => {
  beforeEach(async () => {
    await resetApp('en');
    endStaffSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    endStaffSession();
  });

  it('sends the staff token to the desk and never to member routes (the member’s session is its cookie)', async () => {
    saveSession(signedInSession());
    startStaffSession(STAFF);
    const calls = mockApi(() => ({ status: 200, body: { data: {} } }));
    await careRequest('/care/me');
    await apiRequest('/profile');
    expect(calls.map((c) => [c.url, c.headers.get('authorization')])).toEqual([
      ['/api/v1/care/me', `Bearer ${STAFF.access_token}`],
      ['/api/v1/profile', null],
    ]);
    expect(sessionStorage.getItem('vida.care.session')).toContain(STAFF.access_token);
    expect(localStorage.getItem('vida.session')).not.toContain('vcs_');
  });

  it('ends only the desk’s session when the desk refuses its token', async () => {
    saveSession(signedInSession());
    startStaffSession(STAFF);
    mockApi(() => ({ status: 401, body: { message: 'You are not signed in.', code: 'unauthenticated' } }));
    await expect(careRequest('/care/inbox')).rejects.toMatchObject({ status: 401 });
    expect(getStaffSession()).toBeNull();
    expect(getSession()).not.toBeNull();
  });

  it('forgets an expired desk session', () => {
    startStaffSession({ ...STAFF, expires_at: PAST() });
    expect(getStaffSession()).toBeNull();
  });
});
