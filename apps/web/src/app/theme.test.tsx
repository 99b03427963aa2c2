import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordStrengthMeter } from '../components/ui/password-strength-meter.tsx';
import { resetApp } from '../test/render.tsx';
import { theme } from './theme.ts';

const FILES: Record<string, unknown> = {
  common: { dictionary: common.dictionary, graphs: common.adjacencyGraphs },
  en: { dictionary: en.dictionary },
};
const GOLD = ['rgb(184, 137, 59)', theme.palette.gold.main.toLowerCase()];

describe('the theme', () => {
  beforeEach(async () => {
    await resetApp('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const name = /([a-z]+)\.json$/.exec(url)?.[1] ?? '';
        return new Response(JSON.stringify(FILES[name] ?? { dictionary: {} }), { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('leaves the password meter’s bar in its rating’s colour, not the global progress bar’s gold', async () => {
    const meter = (password: string) => (
      <ThemeProvider theme={theme}>
        <PasswordStrengthMeter id="meter" password={password} />
      </ThemeProvider>
    );
    const { container, rerender } = render(meter('Password123!'));
    await screen.findByText(/This password is one of the most used/, {}, { timeout: 15_000 });
    const colour = () =>
      getComputedStyle(container.querySelector('.MuiLinearProgress-bar') as HTMLElement).backgroundColor;
    const weak = colour();
    expect(weak).toBeTruthy();
    expect(GOLD).not.toContain(weak.toLowerCase());
    rerender(meter('Vacation#2026'));
    await screen.findByText(/Hard to guess: good\./);
    expect(colour()).not.toBe(weak);
    expect(GOLD).not.toContain(colour().toLowerCase());
  });
});
