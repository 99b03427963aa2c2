import { beforeEach, describe, expect, it } from 'vitest';
import { resetApp } from '../test/render.tsx';
import { i18n } from './i18n.ts';
import { resolveMessage } from './notifications.ts';

describe('the underscore rule (spec section 4)', () => {
  beforeEach(async () => {
    await resetApp('en');
  });

  it('looks a key up in messages, then in the app notices, in the active language', async () => {
    expect(resolveMessage(i18n, 'wrong_credentials')).toBe('The e-mail or password is invalid.');
    expect(resolveMessage(i18n, 'logged_out')).toBe('You have logged out.');
    expect(resolveMessage(i18n, 'too_many_attempts', { seconds: 30 })).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
    await i18n.changeLanguage('es');
    expect(resolveMessage(i18n, 'wrong_credentials')).toBe(
      'El correo electrónico o la contraseña no son válidos.',
    );
    expect(resolveMessage(i18n, 'logged_out')).toBe('Has cerrado sesión.');
  });

  it('shows text without an underscore as it is, even if it happens to be a key elsewhere', () => {
    expect(resolveMessage(i18n, 'Profile saved.')).toBe('Profile saved.');
    expect(resolveMessage(i18n, 'appName')).toBe('appName');
  });

  it('shows an unknown key as written', () => {
    expect(resolveMessage(i18n, 'something_unknown')).toBe('something_unknown');
  });
});
