import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { CountryOptionSchema, RegisterResultSchema } from '@vida/shared';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { HttpResponse, http } from 'msw';
import { type Ref, useEffect, useImperativeHandle } from 'react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../../lib/i18n.ts';
import { answer, apiServer, fail, serveApi } from '../../../test/api.ts';
import { renderRoutes, resetApp } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
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
  { id: 1, value: 'MX', label: 'México', name: 'México', language: 'es' as const },
  { id: 2, value: 'US', label: 'United States', name: 'United States', language: 'en' as const },
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

/**
 * The countries, and the dictionaries: served as the build serves them when the test is about the meter,
 * else missing (the meter then waits for the API's verdict), so only that test pays for loading them.
 */
function api(dictionaries: 'served' | 'missing', ...handlers: Parameters<typeof serveApi>) {
  return serveApi(
    answer('get', '/countries', z.array(CountryOptionSchema), COUNTRIES),
    http.get('*/@password-dictionaries/:file', ({ params }) => {
      const pack = DICTIONARIES[String(params.file).replace(/\.json$/, '')];
      return dictionaries === 'served' && pack
        ? HttpResponse.json(pack)
        : new HttpResponse(null, { status: 404 });
    }),
    ...handlers,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label);

/** Pasted: one input event per field, where typing re-validates the form (and rates the password) at every key. */
async function enter(user: UserEvent, label: RegExp, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

async function fillValid(user: UserEvent) {
  await enter(user, /^First name/, 'María');
  await enter(user, /^Last name/, 'López');
  await enter(user, /^E-mail/, 'maria@example.com');
  await enter(user, /^Password \*/, 'Sunny#Beach9');
  await enter(user, /^Confirm password/, 'Sunny#Beach9');
  await enter(user, /^Mobile phone/, '+52 33 1234 5678');
  await waitFor(() => expect(screen.getByRole('option', { name: 'México' })).toBeTruthy());
  await user.selectOptions(field(/^Country/), 'MX');
  await user.click(screen.getByRole('checkbox'));
}

describe('register form', () => {
  beforeEach(async () => {
    await resetApp('en');
  });

  it('shows each field’s message on blur and keeps the button disabled until the form is valid', async () => {
    api('missing');
    const user = setupUser();
    renderForm();
    const submit = screen.getByRole('button', { name: 'Create my account' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(field(/^First name/));
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await enter(user, /^Password \*/, 'abcdefghijkl');
    await user.tab();
    expect(await screen.findByText('The password must contain an uppercase letter.')).toBeTruthy();
    await user.clear(field(/^Password \*/));
    await fillValid(user);
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('gives the password field the strength meter’s verdict as part of its description', async () => {
    api('served');
    const user = setupUser();
    renderForm();
    await enter(user, /^Password \*/, 'Password123!');
    await screen.findByText(/This password is one of the most used/, {}, { timeout: 15_000 });
    const described = (field(/^Password \*/).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toMatch(/Password strength: (Very weak|Weak)\. This password is one of the most used/);
  }, 30_000);

  it('in Spanish, with the Spanish labels and messages', async () => {
    api('missing');
    const user = setupUser();
    await act(() => i18n.changeLanguage('es'));
    renderForm();
    await enter(user, /^Correo electrónico/, 'maria@');
    await user.tab();
    expect(await screen.findByText('Ingresa un correo electrónico válido.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear mi cuenta' })).toBeTruthy();
  });

  it('posts the registration and goes to the thank-you page; a 400 puts the message under the field', async () => {
    const calls = api(
      'missing',
      fail('post', '/users', 400, {
        message: 'You already exist in our previous app. Please log in.',
        code: 'legacy_user_exists',
        errors: { email: ['You already exist in our previous app. Please log in.'] },
      }),
    );
    const user = setupUser();
    renderForm();
    await fillValid(user);
    const submit = screen.getByRole('button', { name: 'Create my account' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    expect(
      await screen.findAllByText('You already exist in our previous app. Please log in.'),
    ).not.toHaveLength(0);
    const posted = calls.find((c) => c.path.endsWith('/users'));
    expect(posted?.body).toMatchObject({
      email: 'maria@example.com',
      country: 'MX',
      language_id: 'en',
      terms_and_conditions: true,
      captcha_response: 'captcha-payload',
    });

    // The second try goes through (a handler installed later comes first).
    apiServer.use(answer('post', '/users', RegisterResultSchema, { pre_existing_account: true }, 201));
    await user.clear(field(/^E-mail/));
    await enter(user, /^E-mail/, 'maria.new@example.com');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    expect(
      await screen.findByText('Thanks {"email":"maria.new@example.com","pre_existing_account":true}'),
    ).toBeTruthy();
  });
});
