/**
 * The secrets of a staff account's second factor: the TOTP secret (encrypted at rest, since the server must
 * read it back to check codes) and the one-time recovery codes (random, so a SHA-256 hash is enough).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { CARE_LIMITS } from '@vida/shared';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Vida Portal care';

export function createSecretBox(staffSecretKey: string) {
  // A fixed-length AES-256 key from the configured secret, bound to this use.
  const key = createHash('sha256').update(`staff-totp:${staffSecretKey}`).digest();
  return {
    /** `iv.tag.ciphertext`, base64url. */
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed: string): string {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      if (!iv || !tag || !body) throw new Error('malformed sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

export const newTotpSecret = (): string => generateSecret();

export async function enrolmentOf(secret: string, email: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/**
 * The time step the code belongs to, or null. One step either side is accepted (clocks drift); a step at or
 * before the last one accepted is refused, so a code seen over someone's shoulder cannot be used again.
 */
export async function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib throws on an afterTimeStep beyond the window (a clock jump): a refused code, not a 500.
    return null;
  }
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-x9qra`, shown once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: CARE_LIMITS.recoveryCodes }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Normalised the way the request schema normalises input (no dashes, lower case), then hashed. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
}
