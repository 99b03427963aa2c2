import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Secure Acceptance's signature, as the provider computes it: the fields named in `signed_field_names`, in
 * that order, as `name=value` joined with `,`; base64(HMAC-SHA256(secret, data)), UTF-8 throughout. The
 * sandbox keeps its own implementation on purpose: it stands for another company's system, and a bug shared
 * with the portal's signer would pass unnoticed.
 */
export type Fields = Record<string, string>;

function dataToSign(fields: Fields, names: string): string | null {
  const parts: string[] = [];
  for (const name of names.split(',')) {
    const value = fields[name];
    if (value === undefined) return null;
    parts.push(`${name}=${value}`);
  }
  return parts.join(',');
}

const hmac = (secret: string, data: string) =>
  createHmac('sha256', Buffer.from(secret, 'utf8')).update(data, 'utf8').digest('base64');

export function verifies(fields: Fields, secret: string): boolean {
  const names = fields.signed_field_names;
  const given = fields.signature;
  if (!names || !given) return false;
  const data = dataToSign(fields, names);
  if (data === null) return false;
  const expected = Buffer.from(hmac(secret, data));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Signs a reply: every field but `utf8` and the signature, the list ending as real replies do. */
export function signReply(fields: Fields, secret: string, signedDateTime: string): Fields {
  const names = Object.keys(fields).filter((n) => n !== 'utf8' && n !== 'signed_date_time');
  const out: Fields = { ...fields, signed_date_time: signedDateTime };
  out.signed_field_names = [...names, 'signed_field_names', 'signed_date_time'].join(',');
  const data = dataToSign(out, out.signed_field_names);
  if (data === null) throw new Error('unreachable: every named reply field is present');
  out.signature = hmac(secret, data);
  return out;
}
