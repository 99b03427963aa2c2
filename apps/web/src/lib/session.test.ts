import { beforeEach, describe, expect, it } from 'vitest';
import { FUTURE, signedInSession } from '../test/render.tsx';
import { clearSession, getSession, isSessionActive, reloadSession, saveSession } from './session.ts';

describe('session (spec section 4)', () => {
  beforeEach(() => {
    clearSession();
  });

  it('is signed in only while expires_at is in the future', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(isSessionActive(null, now)).toBe(false);
    expect(isSessionActive(signedInSession('2026-03-01T12:00:01Z'), now)).toBe(true);
    expect(isSessionActive(signedInSession('2026-03-01T12:00:00Z'), now)).toBe(false);
    expect(isSessionActive(signedInSession('2026-03-01T11:59:59Z'), now)).toBe(false);
    expect(isSessionActive(signedInSession('not a date'), now)).toBe(false);
  });

  it('keeps only when the session runs out in vida.session, never a token, and forgets it on clear', () => {
    const session = signedInSession(FUTURE());
    saveSession({ ...session, access_token: 'access-1', refresh_token: 'refresh-1' } as typeof session);
    expect(JSON.parse(localStorage.getItem('vida.session') ?? '{}')).toEqual(session);
    expect(getSession()).toEqual(session);
    clearSession();
    expect(localStorage.getItem('vida.session')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('ignores a stored value that is not a session marker', () => {
    localStorage.setItem('vida.session', JSON.stringify({ expires_at: 42 }));
    reloadSession();
    expect(getSession()).toBeNull();
    localStorage.setItem('vida.session', '{broken');
    reloadSession();
    expect(getSession()).toBeNull();
  });

  it('takes the tokens of a session stored before cookies out of storage at once, keeping it renewable', () => {
    localStorage.setItem(
      'vida.session',
      JSON.stringify({ access_token: 'access-1', expires_at: FUTURE(), refresh_token: 'refresh-1' }),
    );
    reloadSession();
    expect(localStorage.getItem('vida.session')).not.toMatch(/access-1|refresh-1|access_token|refresh_token/);
    // Signed in, but not active: the guards renew it (session-renewal.test.ts) before anything is asked.
    expect(getSession()).not.toBeNull();
    expect(isSessionActive()).toBe(false);
  });
});
