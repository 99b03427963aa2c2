import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type Ref, useEffect, useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { peekRememberedLocation, rememberLocation } from '../../../lib/return-to.ts';
import { getSession } from '../../../lib/session.ts';
import { mockApi, profileOf, renderRoutes, resetApp, tokenPair } from '../../../test/render.tsx';
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

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('login form', () => {
  beforeEach(async () => {
    await resetApp('en');
    captcha.resets = 0;
    captcha.solved = true;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the validation messages of the shared schema in English', async () => {
    const calls = mockApi(() => undefined);
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    fill('E-mail', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the same messages in Spanish with the Spanish labels', async () => {
    mockApi(() => undefined);
    await act(() => i18n.changeLanguage('es'));
    renderLogin();
    fill('Correo electrónico', 'ana@');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Ingresa un correo electrónico válido.')).toBeTruthy();
    expect(screen.getByText('Este campo es obligatorio.')).toBeTruthy();
  });

  it('checks nothing while typing before the first submit, then re-checks each field as it changes', async () => {
    mockApi(() => undefined);
    renderLogin();
    fill('E-mail', 'ana@');
    await act(() => Promise.resolve());
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    fill('E-mail', 'ana.garcia@example.com');
    await waitFor(() => expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull());
    // The password's error stays until the password itself changes.
    expect(screen.getByText('This field is required.')).toBeTruthy();
    fill('Password', 'x');
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());
  });

  it("shows the server's field errors under their fields", async () => {
    mockApi(() => ({
      status: 400,
      body: {
        message: 'Some fields are not valid.',
        code: 'validation_failed',
        errors: { email: ['This e-mail is not accepted.'] },
      },
    }));
    renderLogin();
    fill('E-mail', 'ana.garcia@example.com');
    fill('Password', 'Vacation#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('This e-mail is not accepted.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-describedby')).toBe('login-email-error');
  });

  it('asks for the captcha when it could not be solved', async () => {
    captcha.solved = false;
    mockApi(() => undefined);
    renderLogin();
    fill('E-mail', 'ana.garcia@example.com');
    fill('Password', 'Vacation#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please complete the verification.')).toBeTruthy();
  });

  it('shows the server message, keeps what was typed and resets the captcha after a failed attempt', async () => {
    const calls = mockApi(() => ({
      status: 400,
      body: { message: 'The e-mail or password is invalid.', code: 'wrong_credentials' },
    }));
    renderLogin();
    fill('E-mail', 'ana.garcia@example.com');
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
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

  it('reveals the member-id field on a 409 and sends it with the next attempt', async () => {
    const calls = mockApi(({ url, body }) => {
      if (url === '/api/v1/login') {
        const memberId = (body as { vida_member_id?: string }).vida_member_id;
        return memberId === '100200302'
          ? { status: 201, body: { data: tokenPair() } }
          : {
              status: 409,
              body: { message: 'Please confirm your member ID to continue.', code: 'member_id_required' },
            };
      }
      if (url === '/api/v1/profile') return { status: 200, body: { data: profileOf({ language_id: 'en' }) } };
      return undefined;
    });
    renderLogin();
    expect(screen.queryByLabelText('Member ID')).toBeNull();
    fill('E-mail', 'link.member@example.com');
    fill('Password', 'Vacation#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please confirm your member ID to continue.')).toBeTruthy();
    const memberId = await screen.findByLabelText('Member ID');
    await waitFor(() => expect(document.activeElement).toBe(memberId));
    expect(calls[0]?.body).not.toHaveProperty('vida_member_id');

    fill('Member ID', '12ab');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Only digits are allowed.')).toBeTruthy();

    fill('Member ID', '100200302');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(
      calls.find(
        (c) => c.url === '/api/v1/login' && c.body && (c.body as { vida_member_id?: string }).vida_member_id,
      )?.body,
    ).toMatchObject({
      vida_member_id: '100200302',
    });
  });

  it('on success stores the token, loads the profile, follows its language and returns to the remembered page', async () => {
    mockApi(({ url }) => {
      if (url === '/api/v1/login') return { status: 201, body: { data: tokenPair() } };
      if (url === '/api/v1/profile') return { status: 200, body: { data: profileOf({ language_id: 'es' }) } };
      return undefined;
    });
    rememberLocation('/my-account');
    renderLogin();
    fill('E-mail', 'ana.garcia@example.com');
    fill('Password', 'Vacation#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'My Account page' })).toBeTruthy();
    expect(getSession()?.access_token).toBe('access-1');
    expect(i18n.language).toBe('es');
    expect(localStorage.getItem('vida.language')).toBe('es');
    expect(peekRememberedLocation()).toBeNull();
  });
});
