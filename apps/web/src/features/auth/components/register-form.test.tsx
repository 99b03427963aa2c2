import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { type Ref, useEffect, useImperativeHandle } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { type FakeResponse, mockApi, renderRoutes, resetApp } from '../../../test/render.tsx';
import type { CaptchaHandle } from './captcha-field.tsx';
import { RegisterForm } from './register-form.tsx';

// The real widget needs Web Workers and the API's challenge; the form only needs its contract.
vi.mock('./captcha-field.tsx', () => ({
  CaptchaField: ({ ref, onChange }: { ref?: Ref<CaptchaHandle>; onChange: (payload: string) => void }) => {
    useImperativeHandle(ref, () => ({
      start: () => {},
      ensure: () => Promise.resolve('captcha-payload'),
      reset: () => onChange(''),
    }));
    useEffect(() => onChange('captcha-payload'), [onChange]);
    return <div data-testid="captcha" />;
  },
}));

function ThanksStub() {
  const { state } = useLocation();
  return <h1>Thanks {JSON.stringify(state)}</h1>;
}

const COUNTRIES = [
  { id: 1, value: 'MX', label: 'México', name: 'México', language: 'es' },
  { id: 2, value: 'US', label: 'United States', name: 'United States', language: 'en' },
];

function renderForm() {
  return renderRoutes(
    [
      { path: '/register', Component: RegisterForm },
      { path: '/register/thank-you', Component: ThanksStub },
    ],
    '/register',
  );
}

/** The strength meter's dictionary files as the build serves them (scripts/vite/password-dictionaries.ts). */
const DICTIONARIES: Record<string, unknown> = {
  common: { dictionary: common.dictionary, graphs: common.adjacencyGraphs },
  en: { dictionary: en.dictionary },
  es: { dictionary: {} },
};

const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillValid() {
  type(/^First name/, 'María');
  type(/^Last name/, 'López');
  type(/^E-mail/, 'maria@example.com');
  type(/^Password \*/, 'Sunny#Beach9');
  type(/^Confirm password/, 'Sunny#Beach9');
  type(/^Mobile phone/, '+52 33 1234 5678');
  await waitFor(() => expect(screen.getByRole('option', { name: 'México' })).toBeTruthy());
  fireEvent.change(field(/^Country/), { target: { value: 'MX' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('register form', () => {
  beforeEach(async () => {
    await resetApp('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each field’s message on blur and keeps the button disabled until the form is valid', async () => {
    mockApi(({ url }) =>
      url.includes('/countries') ? { status: 200, body: { data: COUNTRIES } } : undefined,
    );
    renderForm();
    const submit = screen.getByRole('button', { name: 'Create my account' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.blur(field(/^First name/));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    type(/^Password \*/, 'abcdefghijkl');
    fireEvent.blur(field(/^Password \*/));
    expect(await screen.findByText('The password must contain an uppercase letter.')).toBeTruthy();
    await fillValid();
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('gives the password field the strength meter’s verdict as part of its description', async () => {
    mockApi(({ url }) => {
      if (url.includes('/countries')) return { status: 200, body: { data: COUNTRIES } };
      const dictionary = /([a-z]+)\.json$/.exec(url)?.[1];
      return dictionary ? { status: 200, body: DICTIONARIES[dictionary] } : undefined;
    });
    renderForm();
    type(/^Password \*/, 'Password123!');
    await screen.findByText(/This password is one of the most used/, {}, { timeout: 15_000 });
    const described = (field(/^Password \*/).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toMatch(/Password strength: (Very weak|Weak)\. This password is one of the most used/);
  }, 30_000);

  it('in Spanish, with the Spanish labels and messages', async () => {
    mockApi(({ url }) =>
      url.includes('/countries') ? { status: 200, body: { data: COUNTRIES } } : undefined,
    );
    await act(() => i18n.changeLanguage('es'));
    renderForm();
    type(/^Correo electrónico/, 'maria@');
    fireEvent.blur(field(/^Correo electrónico/));
    expect(await screen.findByText('Ingresa un correo electrónico válido.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear mi cuenta' })).toBeTruthy();
  });

  it('posts the registration and goes to the thank-you page; a 400 puts the message under the field', async () => {
    let answer: FakeResponse = {
      status: 400,
      body: {
        message: 'You already exist in our previous app. Please log in.',
        code: 'legacy_user_exists',
        errors: { email: ['You already exist in our previous app. Please log in.'] },
      },
    };
    const calls = mockApi(({ url }) =>
      url.includes('/countries')
        ? { status: 200, body: { data: COUNTRIES } }
        : url.endsWith('/users')
          ? answer
          : undefined,
    );
    renderForm();
    await fillValid();
    const submit = screen.getByRole('button', { name: 'Create my account' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(
      await screen.findAllByText('You already exist in our previous app. Please log in.'),
    ).not.toHaveLength(0);
    const posted = calls.find((c) => c.url.endsWith('/users'));
    expect(posted?.body).toMatchObject({
      email: 'maria@example.com',
      country: 'MX',
      language_id: 'en',
      terms_and_conditions: true,
      captcha_response: 'captcha-payload',
    });

    answer = { status: 201, body: { data: { pre_existing_account: true } } };
    type(/^E-mail/, 'maria.new@example.com');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(
      await screen.findByText('Thanks {"email":"maria.new@example.com","pre_existing_account":true}'),
    ).toBeTruthy();
  });
});
