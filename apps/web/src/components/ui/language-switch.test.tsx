import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, i18n } from '../../lib/i18n.ts';
import { resetApp } from '../../test/render.tsx';
import { setupUser } from '../../test/user.ts';
import { LanguageSwitch } from './language-switch.tsx';

describe('LanguageSwitch', () => {
  beforeEach(() => resetApp('en'));
  afterEach(() => vi.restoreAllMocks());

  it('shows the tapped language as chosen at once, while its texts are still loading', async () => {
    // The Spanish catalogues take their time, as on a slow phone.
    let texts!: () => void;
    const original = i18n.changeLanguage.bind(i18n);
    vi.spyOn(i18n, 'changeLanguage').mockImplementation(
      (language) =>
        new Promise((resolve) => {
          texts = () => void original(language).then(resolve);
        }),
    );
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitch />
      </I18nextProvider>,
    );
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('false');
    expect(currentLanguage()).toBe('en');

    await act(async () => texts());
    await waitFor(() => expect(currentLanguage()).toBe('es'));
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
  });
});
