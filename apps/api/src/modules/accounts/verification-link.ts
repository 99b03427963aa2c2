import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Verification links live an hour (issue 3). */
export const VERIFY_LINK_MINUTES = 60;

export interface VerifyLinkParts {
  id: number;
  hash: string;
  expires: number;
  signature: string;
}

/** The e-mail's fingerprint in the link: a changed e-mail makes old links useless. */
export function emailHash(email: string): string {
  return createHash('sha1').update(email.trim().toLowerCase()).digest('hex');
}

function sign(key: string, id: number, hash: string, expires: number): string {
  return createHmac('sha256', key).update(`verify:${id}:${hash}:${expires}`).digest('hex');
}

export function createVerifyLink(
  key: string,
  publicUrl: string,
  user: { id: number; email: string },
  now = Date.now(),
): { url: string; parts: VerifyLinkParts } {
  const hash = emailHash(user.email);
  const expires = Math.floor(now / 1000) + VERIFY_LINK_MINUTES * 60;
  const signature = sign(key, user.id, hash, expires);
  const url = `${publicUrl}/account/verify/${user.id}/${hash}?expires=${expires}&signature=${signature}`;
  return { url, parts: { id: user.id, hash, expires, signature } };
}

export type LinkCheck = 'ok' | 'invalid' | 'expired';

/** The signature first (a tampered link is invalid whatever its expiry), then the expiry. */
export function checkVerifyLink(key: string, parts: VerifyLinkParts, now = Date.now()): LinkCheck {
  const expected = Buffer.from(sign(key, parts.id, parts.hash, parts.expires), 'hex');
  const given = /^[0-9a-f]{64}$/.test(parts.signature)
    ? Buffer.from(parts.signature, 'hex')
    : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  if (parts.expires * 1000 < now) return 'expired';
  return 'ok';
}
