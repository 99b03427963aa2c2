import { describe, expect, it } from 'vitest';
import { careMessages, isMessageKey, messages, paymentMessages, translateMessage } from '../src/index.ts';

describe('messages', () => {
  it('translates a feature key with nothing registered first', () => {
    expect(translateMessage('es', 'care_decision_saved')).toBe(careMessages.es.care_decision_saved);
    expect(isMessageKey('payment_declined')).toBe(true);
    expect(messages.en.payment_declined).toBe(paymentMessages.en.payment_declined);
  });

  it('fills placeholders and answers an unknown key as itself', () => {
    expect(translateMessage('en', 'too_many_requests', { seconds: 30 })).toBe(
      'Too many requests. Try again in 30 seconds.',
    );
    expect(isMessageKey('no_such_key')).toBe(false);
  });
});
