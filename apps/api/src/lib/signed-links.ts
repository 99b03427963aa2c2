/**
 * Signed links: the account-verification link and the new-e-mail confirmation link share one signer
 * (HMAC-SHA256 with `LINK_SIGNING_KEY` over a purpose prefix, the link's fields and its expiry) and one
 * check (signature first, in constant time, then expiry). The purpose prefix keeps one kind of signature
 * from ever passing for another.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type LinkCheck = 'ok' | 'invalid' | 'expired';

type LinkPurpose = 'verify' | 'profile-email';

function sign(key: string, purpose: LinkPurpose, fields: readonly (string | number)[], expires: number) {
  return createHmac('sha256', key)
    .update(`${purpose}:${[...fields, expires].join(':')}`)
    .digest('hex');
}

/** The signature first (a tampered link is invalid whatever its expiry), then the expiry. */
function check(
  key: string,
  purpose: LinkPurpose,
  fields: readonly (string | number)[],
  expires: number,
  signature: string,
  now: number,
): LinkCheck {
  const expected = Buffer.from(sign(key, purpose, fields, expires), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  if (expires * 1000 < now) return 'expired';
  return 'ok';
}

const expiresAt = (now: number, seconds: number) => Math.floor(now / 1000) + seconds;

/** The e-mail's fingerprint in a link: a changed e-mail makes old links useless. */
export function emailHash(email: string): string {
  return createHash('sha1').update(email.trim().toLowerCase()).digest('hex');
}

// ---------------------------------------------------------------------------------------------------------
// Account verification: `PUBLIC_URL/account/verify/<id>/<e-mail hash>?expires=…&signature=…`

/** Verification links live an hour (issue 3). */
export const VERIFY_LINK_MINUTES = 60;

export interface VerifyLinkParts {
  id: number;
  hash: string;
  expires: number;
  signature: string;
}

export function createVerifyLink(
  key: string,
  publicUrl: string,
  user: { id: number; email: string },
  now = Date.now(),
): { url: string; parts: VerifyLinkParts } {
  const hash = emailHash(user.email);
  const expires = expiresAt(now, VERIFY_LINK_MINUTES * 60);
  const signature = sign(key, 'verify', [user.id, hash], expires);
  const url = `${publicUrl}/account/verify/${user.id}/${hash}?expires=${expires}&signature=${signature}`;
  return { url, parts: { id: user.id, hash, expires, signature } };
}

export function checkVerifyLink(key: string, parts: VerifyLinkParts, now = Date.now()): LinkCheck {
  return check(key, 'verify', [parts.id, parts.hash], parts.expires, parts.signature, now);
}

// ---------------------------------------------------------------------------------------------------------
// New e-mail confirmation: `PUBLIC_URL/edit-profile?confirm-email=<change id>&expires=…&signature=…`

/** A new e-mail's confirmation link lives a day: the member may read it on another device later. */
export const EMAIL_CONFIRM_LINK_HOURS = 24;

export interface EmailConfirmParts {
  /** The profile change request. */
  changeId: number;
  userId: number;
  /** The requested e-mail: a newer request for another address makes the old link useless. */
  email: string;
  expires: number;
}

const confirmFields = (p: Omit<EmailConfirmParts, 'expires'>) => [p.changeId, p.userId, emailHash(p.email)];

/**
 * The edit-profile page posts the id, expiry and signature to `POST /profile/email-confirmation` with the
 * member's session; the user id is signed but not in the URL, so only that member's session can use it.
 */
export function createEmailConfirmLink(
  key: string,
  publicUrl: string,
  target: Omit<EmailConfirmParts, 'expires'>,
  now = Date.now(),
): string {
  const expires = expiresAt(now, EMAIL_CONFIRM_LINK_HOURS * 3600);
  const signature = sign(key, 'profile-email', confirmFields(target), expires);
  return `${publicUrl}/edit-profile?confirm-email=${target.changeId}&expires=${expires}&signature=${signature}`;
}

export function checkEmailConfirmLink(
  key: string,
  parts: EmailConfirmParts,
  signature: string,
  now = Date.now(),
): LinkCheck {
  return check(key, 'profile-email', confirmFields(parts), parts.expires, signature, now);
}
