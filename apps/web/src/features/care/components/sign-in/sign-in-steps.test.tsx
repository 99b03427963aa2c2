import { screen, waitFor } from '@testing-library/react';
import { type Language, StaffSecondFactorSchema } from '@vida/shared';
import { type Ref, useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { answer, apiServer, fail, serveApi } from '../../../../test/api.ts';
import { renderRoutes, resetApp } from '../../../../test/render.tsx';
import { setupUser } from '../../../../test/user.ts';
import type { CaptchaControl } from './credentials-step.tsx';

/** The captcha widget's stand-in: solved as soon as the form asks. */
function FakeCaptcha({
  ref,
}: {
  ref?: Ref<CaptchaControl>;
  language: Language;
  onChange: (p: string) => void;
}) {
  useImperativeHandle(ref, () => ({ start: () => {}, ensure: async () => 'captcha-ok', reset: () => {} }));
  return null;
}

// Loaded once the texts are in, as the route loads it (its modules add to the `messages` catalogue).
let CareLoginPage: typeof import('../../pages/care-login-page.tsx').CareLoginPage;

const openSignIn = () =>
  renderRoutes(
    [
      { path: '/care/login', element: <CareLoginPage Captcha={FakeCaptcha} /> },
      { path: '/care', element: <p>Inbox</p> },
    ],
    '/care/login',
  );
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('care sign-in steps', () => {
  beforeEach(async () => {
    await resetApp('en');
    await i18n.loadNamespaces(['care']);
    ({ CareLoginPage } = await import('../../pages/care-login-page.tsx'));
  });
  afterEach(() => {
    sessionStorage.clear();
  });

  it('checks the credentials with the shared rule and focuses the first field it refuses', async () => {
    const calls = serveApi();
    const user = setupUser();
    openSignIn();
    await user.type(field(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(document.activeElement).toBe(field(/Work e-mail/));
    expect(field(/Password/).value).toBe('secret');
    expect(calls.some((c) => c.path === '/api/v1/care/login')).toBe(false);
  });

  it('keeps what was typed on a refusal, asks for the code, and starting over keeps only the e-mail', async () => {
    const calls = serveApi(
      fail('post', '/care/login', 401, { message: 'The e-mail or password is not correct.' }),
    );
    const user = setupUser();
    openSignIn();
    // Pasted: one input event per field, where typing re-checks the form at every key.
    await user.click(field(/Work e-mail/));
    await user.paste('agent@example.com');
    await user.click(field(/Password/));
    await user.paste('wrong-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The e-mail or password is not correct.')).toBeTruthy();
    expect(field(/Work e-mail/).value).toBe('agent@example.com');
    expect(field(/Password/).value).toBe('wrong-password');
    expect(calls.find((c) => c.path === '/api/v1/care/login')?.body).toEqual({
      email: 'agent@example.com',
      password: 'wrong-password',
      captcha_response: 'captcha-ok',
    });

    // The second try goes through (a handler installed later comes first).
    apiServer.use(
      answer('post', '/care/login', StaffSecondFactorSchema, {
        second_factor_token: 'sf-1',
        expires_at: new Date().toISOString(),
        next: 'totp',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { name: 'Enter your authenticator code' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByText('The e-mail or password is not correct.')).toBeNull();
    await user.type(field(/Authenticator code/), '12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(document.activeElement).toBe(field(/Authenticator code/)));
    expect(field(/Authenticator code/).getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(field(/Work e-mail/).value).toBe('agent@example.com');
    expect(field(/Password/).value).toBe('');
  });
});
