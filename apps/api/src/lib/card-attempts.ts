import type { MessageKey } from '@vida/shared';
import type { DbOrTx } from '../db/tx.ts';
import { HttpError } from './http-error.ts';
import { firstRefusal, hit, THROTTLES, type ThrottleRule } from './throttle.ts';

/** One kind of attempt that sends a card to the provider: its limits per member and per address, and its 429 text. */
export interface CardAttemptKind {
  member: ThrottleRule;
  ip: ThrottleRule;
  message: MessageKey;
}

/** The limits a deployment sets (PAYMENT_ATTEMPTS_PER_MEMBER and _PER_IP; load runs raise them). */
export interface CardAttemptLimits {
  attemptsPerMember: number;
  attemptsPerIp: number;
}

/** Paying a contract, with a saved card or on the provider's hosted page: one budget for both ways. */
export const paymentAttempts = (limits: CardAttemptLimits): CardAttemptKind => ({
  member: { ...THROTTLES.paymentUser, max: limits.attemptsPerMember },
  ip: { ...THROTTLES.paymentIp, max: limits.attemptsPerIp },
  message: 'payment_too_many_attempts',
});

/** Adding or replacing a saved card: a budget of its own, of the same size. */
export const cardCheckoutAttempts = (limits: CardAttemptLimits): CardAttemptKind => ({
  member: { ...THROTTLES.cardCheckoutUser, max: limits.attemptsPerMember },
  ip: { ...THROTTLES.cardCheckoutIp, max: limits.attemptsPerIp },
  message: 'card_checkout_too_many_attempts',
});

const checksOf = (kind: CardAttemptKind, userId: number, ip: string): Array<[ThrottleRule, string]> => [
  [kind.member, String(userId)],
  [kind.ip, ip],
];

/** An attempt's limits as a statement that writes it counts them (`countsInTurn`): its checks and its 429. */
export interface AttemptLimits {
  checks: ReadonlyArray<readonly [ThrottleRule, string]>;
  refused: (retryAfterSeconds: number) => HttpError;
}

/**
 * The limits of an attempt that sends a card to the provider, per member and per address (card testing:
 * trying stolen numbers, or guessing a saved card's CVV, through a stolen session). The first count over its
 * limit answers 429 with Retry-After, in minutes for the member: these windows are a quarter of an hour long.
 */
export const cardAttemptLimits = (kind: CardAttemptKind, userId: number, ip: string): AttemptLimits => ({
  checks: checksOf(kind, userId, ip),
  refused: (retryAfterSeconds) =>
    new HttpError(429, kind.message, {
      code: 'too_many_attempts',
      values: { minutes: Math.ceil(retryAfterSeconds / 60) },
      headers: { 'retry-after': String(retryAfterSeconds) },
    }),
});

/** Counts an attempt against `cardAttemptLimits` in a statement of its own, before its card goes to the provider. */
export async function countCardAttempt(
  db: DbOrTx,
  kind: CardAttemptKind,
  userId: number,
  ip: string,
): Promise<void> {
  const limits = cardAttemptLimits(kind, userId, ip);
  const refused = await firstRefusal(db, limits.checks);
  if (refused) throw limits.refused(refused.retryAfterSeconds);
}

/**
 * A declined card counts once more, unjudged (the next attempt is judged with it): wrong CVVs and dead
 * numbers run out the budget twice as fast as payments that go through.
 */
export async function countDecline(db: DbOrTx, kind: CardAttemptKind, userId: number, ip: string) {
  for (const [rule, key] of checksOf(kind, userId, ip)) await hit(db, rule, key);
}
