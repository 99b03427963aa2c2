// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation.ts';

const VALUES = {
  email: 'lucia@example.com',
  password: 'Vacation#2026',
  captcha_response: 'payload',
  vida_member_id: '',
};

describe('login validation', () => {
  it('leaves the member id optional until the server asks for it', () => {
    expect(validateLogin(VALUES)).toMatchObject({ ok: true, data: { vida_member_id: undefined } });
  });

  it('requires the member id once the field is revealed', () => {
    expect(validateLogin({ ...VALUES, vida_member_id: '  ' }, true)).toEqual({
      ok: false,
      errors: { vida_member_id: 'validation_required' },
    });
    expect(validateLogin({ ...VALUES, vida_member_id: '100200302' }, true)).toMatchObject({
      ok: true,
      data: { vida_member_id: '100200302' },
    });
    // Other fields' errors are kept beside it.
    const both = validateLogin({ ...VALUES, email: 'nope', vida_member_id: '' }, true);
    expect(both.ok ? {} : both.errors).toEqual({
      email: expect.any(String),
      vida_member_id: 'validation_required',
    });
  });
});
