import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The hosted checkout's request and reply signature (Secure Acceptance; /work/shared/spec/hosted-checkout.md):
 * the fields named in `signed_field_names`, in that order, each as `name=value`, joined with `,`, then
 * base64(HMAC-SHA256(secret as UTF-8, data as UTF-8)). Names are case- and order-sensitive.
 */
export type CheckoutFields = Readonly<Record<string, string>>;

/** The string the signature covers, or null when a named field is missing (nothing valid to sign). */
export function dataToSign(fields: CheckoutFields): string | null {
  const names = fields.signed_field_names;
  if (!names) return null;
  const parts: string[] = [];
  for (const name of names.split(',')) {
    const value = fields[name];
    if (value === undefined) return null;
    parts.push(`${name}=${value}`);
  }
  return parts.join(',');
}

export function hmacBase64(secret: string, data: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(data, 'utf8').digest('base64');
}

/** The signature of `fields` as they name their signed fields; throws when a named field is missing. */
export function signatureOf(fields: CheckoutFields, secret: string): string {
  const data = dataToSign(fields);
  if (data === null) throw new Error('signed_field_names names a field that is not there');
  return hmacBase64(secret, data);
}

/**
 * Signs every given field (they list themselves in `signed_field_names`, which lists itself last) and names
 * the fields the browser adds unsigned; answers the fields with `signature`.
 */
export function signFields(
  fields: CheckoutFields,
  secret: string,
  unsigned: readonly string[] = [],
): Record<string, string> {
  const names = [...Object.keys(fields), 'unsigned_field_names', 'signed_field_names'];
  const out: Record<string, string> = {
    ...fields,
    unsigned_field_names: unsigned.join(','),
    signed_field_names: names.join(','),
  };
  out.signature = signatureOf(out, secret);
  return out;
}

/** True when `signature` is the signature of the fields it came with (compared in constant time). */
export function hasValidSignature(fields: CheckoutFields, secret: string): boolean {
  const data = dataToSign(fields);
  const given = fields.signature;
  if (data === null || !given) return false;
  const expected = Buffer.from(hmacBase64(secret, data), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Only the fields the signature covers, when it is valid; null otherwise. A reply may carry fields outside
 * its signed list (`utf8`, and anything a tampering browser appends): whoever acts on a reply reads it
 * through this, so an unsigned `decision`, `payment_token` or amount reads as missing.
 */
export function signedFieldsOf(fields: CheckoutFields, secret: string): CheckoutFields | null {
  if (!hasValidSignature(fields, secret)) return null;
  const names = (fields.signed_field_names ?? '').split(',');
  return Object.fromEntries(names.map((name) => [name, fields[name] as string]));
}
