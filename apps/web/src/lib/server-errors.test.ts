// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { applyServerErrors } from './server-errors.ts';

interface Stay {
  arrivingDate: string;
  guests: number;
}

const badRequest = (errors: Record<string, string[]>, message = '') =>
  new ApiRequestError(400, message, { errors });

describe('applyServerErrors', () => {
  it('puts each message under the form field its API name maps to, focusing only the first', () => {
    const setError = vi.fn();
    const error = badRequest({ arriving_date: ['validation_date'], guests: ['validation_min'] });
    const alert = applyServerErrors<Stay>(error, setError, {
      arriving_date: 'arrivingDate',
      guests: 'guests',
    });
    expect(setError.mock.calls).toEqual([
      ['arrivingDate', { type: 'server', message: 'validation_date' }, { shouldFocus: true }],
      ['guests', { type: 'server', message: 'validation_min' }, { shouldFocus: false }],
    ]);
    expect(alert).toBeNull();
  });

  it('takes a list when the form uses the API names, and leaves messages without a field to the alert', () => {
    const setError = vi.fn();
    const error = badRequest({ guests: ['validation_min'], captcha: ['captcha_failed'] });
    const alert = applyServerErrors<Stay>(error, setError, ['guests']);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'guests',
      { type: 'server', message: 'validation_min' },
      { shouldFocus: true },
    );
    expect(alert).toBe('validation_min captcha_failed');
  });

  it('never maps a name the map does not own (an inherited property is no field)', () => {
    const setError = vi.fn();
    const alert = applyServerErrors<Stay>(badRequest({ toString: ['x'] }), setError, { guests: 'guests' });
    expect(setError).not.toHaveBeenCalled();
    expect(alert).toBe('x');
  });

  it('answers the generic text for what is no API answer', () => {
    expect(applyServerErrors<Stay>(new Error('offline'), vi.fn(), ['guests'])).toBe('generic_error');
  });
});
