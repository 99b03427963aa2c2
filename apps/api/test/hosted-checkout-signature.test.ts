import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dataToSign,
  hasValidSignature,
  signatureOf,
  signedFieldsOf,
  signFields,
} from '../src/lib/hosted-checkout-signature.ts';

// Vectors of hosted-checkout.md (django-oscar-cybersource's test_signer.py).
describe('the hosted-checkout signature', () => {
  it('reproduces the documented vectors', () => {
    const fields = { foo: 'bar', baz: 'bat' };
    expect(signatureOf({ ...fields, signed_field_names: 'foo,baz' }, 'FOO')).toBe(
      'IVMC7Aj8pDKwLx+0eNfIfoQAHvViiLeavLyYatCtB+c=',
    );
    expect(signatureOf({ ...fields, signed_field_names: 'baz,foo' }, 'FOO')).toBe(
      '5Gw1ffUlVU9Cm0tTa/nzhQ81Bc6/SDqz/tEP5VyMzkk=',
    );
    expect(signatureOf({ ...fields, signed_field_names: 'foo,baz' }, 'SECRET')).toBe(
      'FvjC1PIhxuaLipTbRDw9UXL6F58t9Hyj12HLHiYoOD0=',
    );
  });

  it('covers signed_field_names itself, in order, and not the unsigned card fields', () => {
    const signed = signFields({ amount: '10.00', currency: 'MXN' }, 'k', ['card_number', 'card_cvn']);
    expect(signed.signed_field_names).toBe('amount,currency,unsigned_field_names,signed_field_names');
    expect(dataToSign(signed)).toBe(
      'amount=10.00,currency=MXN,unsigned_field_names=card_number,card_cvn,' +
        'signed_field_names=amount,currency,unsigned_field_names,signed_field_names',
    );
    expect(hasValidSignature({ ...signed, card_number: '4111111111111111' }, 'k')).toBe(true);
  });

  it('refuses a missing field, a missing signature and another key', () => {
    const signed = signFields({ amount: '10.00' }, 'k');
    const { amount: _dropped, ...withoutAmount } = signed;
    expect(hasValidSignature(withoutAmount, 'k')).toBe(false);
    const { signature: _none, ...unsignedCopy } = signed;
    expect(hasValidSignature(unsignedCopy, 'k')).toBe(false);
    expect(hasValidSignature(signed, 'other')).toBe(false);
  });

  it('answers only the signed fields of a valid reply, and nothing for an invalid one', () => {
    const signed = signFields({ req_amount: '0.00', payment_token: '123' }, 'k');
    const received = { ...signed, decision: 'ACCEPT', utf8: '✓' };
    const fields = signedFieldsOf(received, 'k');
    expect(fields).toEqual({
      req_amount: '0.00',
      payment_token: '123',
      unsigned_field_names: '',
      signed_field_names: signed.signed_field_names,
    });
    expect(signedFieldsOf(received, 'other')).toBeNull();
  });

  it('breaks when any signed field changes (property)', () => {
    const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,20}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(name, fc.string()), { minLength: 1, maxLength: 12, selector: ([n]) => n }),
        fc.nat(),
        fc.string(),
        fc.string({ minLength: 1 }),
        (entries, pick, replacement, secret) => {
          const fields = Object.fromEntries(
            entries.filter(([n]) => !['signature', 'signed_field_names', 'unsigned_field_names'].includes(n)),
          );
          const signed = signFields(fields, secret);
          expect(hasValidSignature(signed, secret)).toBe(true);
          const names = signed.signed_field_names?.split(',') ?? [];
          const target = names[pick % names.length] ?? 'signed_field_names';
          fc.pre(signed[target] !== replacement);
          expect(hasValidSignature({ ...signed, [target]: replacement }, secret)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
