import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Config } from '../../config.ts';

/**
 * ALTCHA proof of work (altcha-lib v2). The challenge is deterministic: the server picks the counter the
 * browser must reach, so the expected work is known (cost × counter PBKDF2 iterations) and checking a
 * solution is one HMAC (the derived key is signed with a second key).
 */
const ALGORITHM = 'PBKDF2/SHA-256';

const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1).max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

export type CaptchaCheck =
  | { ok: true; signature: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'expired' | 'invalid' };

export function createCaptcha(config: Config['captcha']) {
  const keySecret = `${config.hmacKey}:derived-key`;
  return {
    async challenge(): Promise<Challenge> {
      const max = config.counterMax;
      return createChallenge({
        algorithm: ALGORITHM,
        cost: config.cost,
        counter: randomInt(max, Math.max(1, Math.ceil(max / 5))),
        deriveKey,
        expiresAt: new Date(Date.now() + config.expiresSeconds * 1000),
        hmacSignatureSecret: config.hmacKey,
        hmacKeySignatureSecret: keySecret,
      });
    },

    /** Checks the widget's payload (base64 JSON); replays are caught by the caller through the database. */
    async verify(payload: string): Promise<CaptchaCheck> {
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const parsed = PayloadSchema.safeParse(decoded);
      if (!parsed.success) return { ok: false, reason: 'malformed' };
      const { challenge, solution } = parsed.data;
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: config.hmacKey,
          hmacKeySignatureSecret: keySecret,
        });
        if (result.expired) return { ok: false, reason: 'expired' };
        if (!result.verified) return { ok: false, reason: 'invalid' };
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      return {
        ok: true,
        signature: challenge.signature,
        expiresAt: new Date(challenge.parameters.expiresAt * 1000),
      };
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
