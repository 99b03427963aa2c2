import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { CookieSessionSchema } from '@vida/shared';
import { type Ref, useEffect, useImperativeHandle } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { peekRememberedLocation, rememberLocation } from '../../../lib/return-to.ts';
import { getSession } from '../../../lib/session.ts';
import { answer, apiServer, fail, serveApi } from '../../../test/api.ts';
import { memberBasics } from '../../../test/member-api.ts';
import { profileOf, renderRoutes, resetApp, signedInSession } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
import type { CaptchaHandle } from './captcha-field.tsx';
import { LoginForm } from './login-form.tsx';

const captcha = vi.hoisted(() => ({ resets: 0, solved: true }));

// The real widget needs Web Workers and the API's challenge; the form only needs its contract.
vi.mock('./captcha-field.tsx', () => ({
  CaptchaField: ({
    ref,
    onChange,
    error,
  }: {
    ref?: Ref<CaptchaHandle>;
    onChange: (payload: string) => void;
    error?: string;
  }) => {
    useImperativeHandle(ref, () => ({
      start: () => {},
      ensure: () => Promise.resolve(captcha.solved ? 'captcha-payload' : ''),
      reset: () => {
        captcha.resets += 1;
        onChange('');
      },
    }));
    useEffect(() => {
      if (captcha.solved) onChange('captcha-payload');
    }, [onChange]);
    return <div data-testid="captcha">{error}</div>;
  },
}));

function DashboardStub() {
  return <h1>Dashboard</h1>;
}

function MyAccountStub() {
  return <h1>My Account page</h1>;
}

function renderLogin() {
  return renderRoutes(
    [
      { path: '/', Component: LoginForm },
      { path: '/dashboard', Component: DashboardStub },
      { path: '/my-account', Component: MyAccountStub },
    ],
    '/',
  );
}

/** What was there replaced in one input event (pasted over the selection), where typing checks at every key. */
async function fill(user: UserEvent, label: string | RegExp, value: string) {
  await user.tripleClick(screen.getByLabelText(label));
  await user.paste(value);
}

const logIn = (user: UserEvent, name = 'Log in') => user.click(screen.getByRole('button', { name }));

describe('login form', () => {
  beforeEach(async () => {
    await resetApp('en');
    captcha.resets = 0;
    captcha.solved = true;
  });

  it('shows the validation messages of the shared schema in English', async () => {
    const calls = serveApi();
    const user = setupUser();
    renderLogin();
    await logIn(user);
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await fill(user, 'E-mail', 'not-an-email');
    await logIn(user);
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the same messages in Spanish with the Spanish labels', async () => {
    serveApi();
    const user = setupUser();
    await act(() => i18n.changeLanguage('es'));
    renderLogin();
    await fill(user, 'Correo electrónico', 'ana@');
    await logIn(user, 'Iniciar sesión');
    expect(await screen.findByText('Ingresa un correo electrónico válido.')).toBeTruthy();
    expect(screen.getByText('Este campo es obligatorio.')).toBeTruthy();
  });

  it('checks nothing while typing before the first submit, then re-checks each field as it changes', async () => {
    serveApi();
    const user = setupUser();
    renderLogin();
    await fill(user, 'E-mail', 'ana@');
    await act(() => Promise.resolve());
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
    await logIn(user);
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    await fill(user, 'E-mail', 'ana.garcia@example.com');
    await waitFor(() => expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull());
    // The password's error stays until the password itself changes.
    expect(screen.getByText('This field is required.')).toBeTruthy();
    await fill(user, 'Password', 'x');
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());
  });

  it("shows the server's field errors under their fields", async () => {
    serveApi(
      fail('post', '/login', 400, {
        message: 'Some fields are not valid.',
        code: 'validation_failed',
        errors: { email: ['This e-mail is not accepted.'] },
      }),
    );
    const user = setupUser();
    renderLogin();
    await fill(user, 'E-mail', 'ana.garcia@example.com');
    await fill(user, 'Password', 'Vacation#2026');
    await logIn(user);
    expect(await screen.findByText('This e-mail is not accepted.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-describedby')).toBe('login-email-error');
  });

  it('asks for the captcha when it could not be solved', async () => {
    captcha.solved = false;
    serveApi();
    const user = setupUser();
    renderLogin();
    await fill(user, 'E-mail', 'ana.garcia@example.com');
    await fill(user, 'Password', 'Vacation#2026');
    await logIn(user);
    expect(await screen.findByText('Please complete the verification.')).toBeTruthy();
  });

  it('shows the server message, keeps what was typed and resets the captcha after a failed attempt', async () => {
    const calls = serveApi(
      fail('post', '/login', 400, {
        message: 'The e-mail or password is invalid.',
        code: 'wrong_credentials',
      }),
    );
    const user = setupUser();
    renderLogin();
    await fill(user, 'E-mail', 'ana.garcia@example.com');
    await fill(user, 'Password', 'wrong');
    await logIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail or password is invalid.');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana.garcia@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong');
    expect(calls[0]?.body).toMatchObject({
      email: 'ana.garcia@example.com',
      password: 'wrong',
      captcha_response: 'captcha-payload',
    });
    expect(calls[0]?.headers.get('Accept-Language')).toBe('en');
    expect(captcha.resets).toBe(1);
  });

  // Issue 29: an owner from the previous app signing in for the first time is welcomed, not scolded.
  it('shows an owner’s first sign-in from the previous app as a welcome, and a plain unverified account as an error', async () => {
    const welcome =
      'Welcome to the new members’ portal! Your account from the app is ready: we have sent an activation link to your e-mail. Open it, then log in here with the same password.';
    serveApi(fail('post', '/login', 403, { message: welcome, code: 'previous_app_welcome' }));
    const user = setupUser();
    renderLogin();
    await fill(user, 'E-mail', 'legacy.owner@example.com');
    await fill(user, 'Password', 'Vacation#2026');
    await logIn(user);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(welcome);
    expect(notice.dataset.severity).toBe('info');

    const unverified = 'Your account is not verified yet. We have sent you a new activation link.';
    apiServer.use(fail('post', '/login', 403, { message: unverified, code: 'account_not_verified' }));
    await logIn(user);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(unverified));
    expect(screen.getByRole('alert').dataset.severity).toBe('error');
  });

  it('reveals the member-id field on a 409 and sends it with the next attempt', async () => {
    const calls = serveApi(
      ...memberBasics({ profile: profileOf({ language_id: 'en' }) }),
      fail('post', '/login', 409, {
        message: 'Please confirm your member ID to continue.',
        code: 'member_id_required',
      }),
    );
    const user = setupUser();
    renderLogin();
    expect(screen.queryByLabelText('Member ID')).toBeNull();
    await fill(user, 'E-mail', 'link.member@example.com');
    await fill(user, 'Password', 'Vacation#2026');
    await logIn(user);
    expect(await screen.findByText('Please confirm your member ID to continue.')).toBeTruthy();
    const memberId = await screen.findByLabelText('Member ID');
    await waitFor(() => expect(document.activeElement).toBe(memberId));
    expect(calls[0]?.body).not.toHaveProperty('vida_member_id');

    await fill(user, 'Member ID', '12ab');
    await logIn(user);
    expect(await screen.findByText('Only digits are allowed.')).toBeTruthy();

    // Signed in once the member ID is sent (a handler installed later comes first); the last check below
    // sees that it was.
    apiServer.use(answer('post', '/login', CookieSessionSchema, signedInSession(), 201));
    await fill(user, 'Member ID', '100200302');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy());
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(
      calls.find(
        (c) => c.path === '/api/v1/login' && c.body && (c.body as { vida_member_id?: string }).vida_member_id,
      )?.body,
    ).toMatchObject({
      vida_member_id: '100200302',
    });
  });

  it('on success notes the session, loads the profile, follows its language and returns to the remembered page', async () => {
    const session = signedInSession();
    const calls = serveApi(
      ...memberBasics({ profile: profileOf({ language_id: 'es' }) }),
      answer('post', '/login', CookieSessionSchema, session, 201),
    );
    const user = setupUser();
    rememberLocation('/my-account');
    renderLogin();
    await fill(user, 'E-mail', 'ana.garcia@example.com');
    await fill(user, 'Password', 'Vacation#2026');
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'My Account page' })).toBeTruthy();
    expect(getSession()).toEqual(session);
    // The session is the cookies the answer set: the login asked for them, and nothing sends a token.
    expect(calls.find((c) => c.path === '/api/v1/login')?.headers.get('x-vida-session')).toBe('cookie');
    expect(calls.some((c) => c.headers.has('authorization'))).toBe(false);
    expect(i18n.language).toBe('es');
    expect(localStorage.getItem('vida.language')).toBe('es');
    expect(peekRememberedLocation()).toBeNull();
  });
});
