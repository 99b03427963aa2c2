import { describe, expect, it } from 'vitest';
import { decodePathMessage } from './path-message.ts';

describe('decodePathMessage', () => {
  it('reads base64url and base64 of UTF-8 text', () => {
    const text = 'La tarjeta no se aceptó: fondos insuficientes?';
    const bytes = new TextEncoder().encode(text);
    const base64 = btoa(String.fromCharCode(...bytes));
    const url = base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodePathMessage(url)).toBe(text);
    expect(decodePathMessage(base64)).toBe(text);
  });

  it('answers null for nothing, garbage and invalid UTF-8', () => {
    expect(decodePathMessage(undefined)).toBeNull();
    expect(decodePathMessage('***')).toBeNull();
    expect(decodePathMessage(btoa('\xff\xfe'))).toBeNull();
  });
});
