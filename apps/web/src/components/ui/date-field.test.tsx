import { act, render, screen, within } from '@testing-library/react';
import type { Language } from '@vida/shared';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { enterDate, resetApp } from '../../test/render.tsx';
import { DateField } from './date-field.tsx';

/** What the field shows: its day, month and year sections, "DD/MM/AAAA" while empty. */
const shown = (label: string) =>
  within(screen.getByRole('group', { name: label }))
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join('/');

/** A form's worth of state around the field; `seen` records every value the form received. */
function Harness({ initial = '', error, seen }: { initial?: string; error?: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      id="arrival"
      label="Arrival"
      value={value}
      error={error}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

async function renderIn(language: Language, props: { initial?: string; error?: string } = {}) {
  await resetApp(language);
  const seen: string[] = [];
  render(<Harness {...props} seen={seen} />);
  return seen;
}

describe('DateField (the portal’s language, whatever the browser’s)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('asks for DD/MM/AAAA in Spanish and MM/DD/YYYY in English', async () => {
    await renderIn('es');
    expect(shown('Arrival')).toBe('DD/MM/AAAA');
    expect(screen.getByRole('button', { name: 'Elige fecha' })).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(shown('Arrival')).toBe('MM/DD/YYYY');
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeTruthy();
  });

  it('shows the form’s YYYY-MM-DD in the language’s order', async () => {
    await renderIn('es', { initial: '2031-03-05' });
    expect(shown('Arrival')).toBe('05/03/2031');
    await act(() => setLanguage('en'));
    expect(shown('Arrival')).toBe('03/05/2031');
  });

  it('hands the form YYYY-MM-DD for a day typed in Spanish order', async () => {
    const seen = await renderIn('es');
    enterDate('Arrival', '05/03/2031');
    expect(seen.at(-1)).toBe('2031-03-05');
  });

  it('empties the form’s value when the date is cleared', async () => {
    const seen = await renderIn('es', { initial: '2031-03-05' });
    enterDate('Arrival', '');
    expect(seen.at(-1)).toBe('');
    expect(shown('Arrival')).toBe('DD/MM/AAAA');
  });

  it('shows its error under it, and describes the field with it', async () => {
    await renderIn('en', { error: 'Enter a valid date.' });
    const error = screen.getByText('Enter a valid date.');
    const field = screen.getByRole('group', { name: 'Arrival' });
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
