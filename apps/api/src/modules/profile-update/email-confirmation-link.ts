import { createHmac, timingSafeEqual } from 'node:crypto';
import { emailHash, type LinkCheck } from '../accounts/verification-link.ts';

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

// Its own prefix: an account-verification signature can never pass for this one.
function sign(key: string, p: EmailConfirmParts): string {
  return createHmac('sha256', key)
    .update(`profile-email:${p.changeId}:${p.userId}:${emailHash(p.email)}:${p.expires}`)
    .digest('hex');
}

/**
 * `PUBLIC_URL/edit-profile?confirm-email=<change id>&expires=<unix seconds>&signature=<hex>`: the
 * edit-profile page posts the three to `POST /profile/email-confirmation` with the member's session; the
 * user id is signed but not in the URL, so only that member's session can use the link.
 */
export function createEmailConfirmLink(
  key: string,
  publicUrl: string,
  target: Omit<EmailConfirmParts, 'expires'>,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + EMAIL_CONFIRM_LINK_HOURS * 3600;
  const signature = sign(key, { ...target, expires });
  return `${publicUrl}/edit-profile?confirm-email=${target.changeId}&expires=${expires}&signature=${signature}`;
}

/** The signature first (a tampered link is invalid whatever its expiry), then the expiry. */
export function checkEmailConfirmLink(
  key: string,
  parts: EmailConfirmParts,
  signature: string,
  now = Date.now(),
): LinkCheck {
  const expected = Buffer.from(sign(key, parts), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  if (parts.expires * 1000 < now) return 'expired';
  return 'ok';
}
