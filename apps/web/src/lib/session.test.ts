import { beforeEach, describe, expect, it } from 'vitest';
import { FUTURE, PAST, tokenPair } from '../test/render.tsx';
import {
  clearSession,
  getAccessToken,
  getSession,
  isSessionActive,
  reloadSession,
  saveSession,
} from './session.ts';

describe('session (spec section 4)', () => {
  beforeEach(() => {
    clearSession();
  });

  it('is signed in only while a token exists and expires_at is in the future', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(isSessionActive(null, now)).toBe(false);
    expect(isSessionActive(tokenPair('2026-03-01T12:00:01Z'), now)).toBe(true);
    expect(isSessionActive(tokenPair('2026-03-01T12:00:00Z'), now)).toBe(false);
    expect(isSessionActive(tokenPair('2026-03-01T11:59:59Z'), now)).toBe(false);
    expect(isSessionActive(tokenPair('not a date'), now)).toBe(false);
  });

  it('persists the token in vida.session and forgets it on clear', () => {
    saveSession(tokenPair(FUTURE()));
    expect(JSON.parse(localStorage.getItem('vida.session') ?? '{}')).toMatchObject({
      access_token: 'access-1',
    });
    expect(getAccessToken()).toBe('access-1');
    clearSession();
    expect(localStorage.getItem('vida.session')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('sends no token once it has expired', () => {
    saveSession(tokenPair(PAST()));
    expect(getSession()).not.toBeNull();
    expect(getAccessToken()).toBeNull();
  });

  it('ignores a stored value that is not a token pair', () => {
    localStorage.setItem('vida.session', JSON.stringify({ access_token: 42 }));
    reloadSession();
    expect(getSession()).toBeNull();
    localStorage.setItem('vida.session', '{broken');
    reloadSession();
    expect(getSession()).toBeNull();
  });
});
