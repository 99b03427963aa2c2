import { createHash, randomBytes } from 'node:crypto';
import { type Sha256Hex, toDigest } from '../db/prepared.ts';

/** 32 random bytes, base64url: 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash: a database leak does not hand out sessions. */
export function hashToken(token: string): Sha256Hex {
  return toDigest(createHash('sha256').update(token).digest('hex'));
}

export const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
