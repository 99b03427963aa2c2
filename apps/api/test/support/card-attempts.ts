import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ThrottleRule } from '../../src/lib/throttle.ts';

/**
 * A card attempt refused by its limits (src/lib/card-attempts.ts): 429 with the kind's words in the caller's
 * language, and a Retry-After in the window's last quarter hour.
 */
export function expectAttemptsRefused(response: LightMyRequestResponse, message: string, rule: ThrottleRule) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message, code: 'too_many_attempts' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(840);
  expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
}
