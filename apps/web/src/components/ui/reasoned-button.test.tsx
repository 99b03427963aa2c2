import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReasonedButton } from './reasoned-button.tsx';

/** The button's accessible description: the texts its aria-describedby names, in order. */
function description(button: HTMLElement): string {
  return (button.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`)
    .join(' ');
}

const isDisabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled;

describe('ReasonedButton', () => {
  it('says why it is disabled, under it and in its accessible description', () => {
    render(
      <ReasonedButton disabled reason="Choose at least one installment above to pay.">
        Pay
      </ReasonedButton>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(isDisabled(button)).toBe(true);
    expect(description(button)).toBe('Choose at least one installment above to pay.');
    expect(screen.getByText('Choose at least one installment above to pay.').tagName).toBe('P');
  });

  it('keeps quiet while enabled, and keeps a description it was given', () => {
    render(
      <>
        <p id="hint">Card ending 4242</p>
        <ReasonedButton reason="Nothing chosen" aria-describedby="hint">
          Pay
        </ReasonedButton>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(isDisabled(button)).toBe(false);
    expect(description(button)).toBe('Card ending 4242');
    expect(screen.queryByText('Nothing chosen')).toBeNull();
  });

  it('adds the reason to a description it was given', () => {
    render(
      <>
        <p id="hint">Card ending 4242</p>
        <ReasonedButton disabled reason="Nothing chosen" aria-describedby="hint">
          Pay
        </ReasonedButton>
      </>,
    );
    expect(description(screen.getByRole('button', { name: 'Pay' }))).toBe('Card ending 4242 Nothing chosen');
  });
});
