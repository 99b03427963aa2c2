import { render, screen } from '@testing-library/react';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApp } from '../../test/render.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

/** The dictionary files as the build serves them (scripts/vite/password-dictionaries.ts). */
const FILES: Record<string, unknown> = {
  common: { dictionary: common.dictionary, graphs: common.adjacencyGraphs },
  en: { dictionary: en.dictionary },
  es: { dictionary: es.dictionary },
};

describe('the password strength meter', () => {
  beforeEach(async () => {
    await resetApp('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const name = /([a-z]+)\.json$/.exec(url)?.[1] ?? '';
        return new Response(JSON.stringify(FILES[name]), { status: FILES[name] ? 200 : 404 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says why a password that meets every character rule is too guessable', async () => {
    const { rerender } = render(<PasswordStrengthMeter id="meter" password="Password123!" />);
    expect(
      await screen.findByText(
        /^Password strength: (Very weak|Weak)\. This password is one of the most used/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    rerender(<PasswordStrengthMeter id="meter" password="Vacation#2026" />);
    expect(await screen.findByText('Password strength: Strong. Hard to guess: good.')).toBeTruthy();
  });

  it('shows nothing for an empty password', async () => {
    const { container } = render(<PasswordStrengthMeter id="meter" password="" />);
    expect(container.textContent).toBe('');
  });
});
