import { and, eq, lt, sql } from 'drizzle-orm';
import { throttleHits } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { HttpError } from '../../lib/http-error.ts';

export interface ThrottleRule {
  scope: string;
  max: number;
  windowSeconds: number;
}

/** Limits of issue 3: mails cost the club and the recipient; guessing must stay slow. */
export const THROTTLES = {
  registerIp: { scope: 'register:ip', max: 10, windowSeconds: 3600 },
  forgotEmail: { scope: 'forgot:email', max: 3, windowSeconds: 900 },
  forgotIp: { scope: 'forgot:ip', max: 20, windowSeconds: 900 },
  resendEmail: { scope: 'resend:email', max: 3, windowSeconds: 900 },
  resendIp: { scope: 'resend:ip', max: 20, windowSeconds: 900 },
  resetIp: { scope: 'reset:ip', max: 30, windowSeconds: 900 },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Counts a request against each rule; the first rule already at its limit answers 429 with Retry-After
 * (and the request is not counted). Hits older than the window are removed as they expire.
 */
export async function throttle(db: DbOrTx, checks: Array<[ThrottleRule, string]>): Promise<void> {
  for (const [rule, key] of checks) {
    const [row] = await queryRows<{ hits: number; retry_after: number | null }>(
      db,
      sql`select count(*)::int as hits,
            ceil(extract(epoch from (min(${throttleHits.hitAt}) + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after
          from ${throttleHits}
          where ${throttleHits.scope} = ${rule.scope} and ${throttleHits.key} = ${key}
            and ${throttleHits.hitAt} > now() - make_interval(secs => ${rule.windowSeconds})`,
    );
    if ((row?.hits ?? 0) >= rule.max) {
      const seconds = Math.max(1, row?.retry_after ?? 1);
      throw new HttpError(429, 'too_many_attempts', {
        code: 'too_many_attempts',
        values: { seconds },
        headers: { 'retry-after': String(seconds) },
      });
    }
  }
  for (const [rule, key] of checks) {
    await db.insert(throttleHits).values({ scope: rule.scope, key });
    await db
      .delete(throttleHits)
      .where(
        and(
          eq(throttleHits.scope, rule.scope),
          eq(throttleHits.key, key),
          lt(throttleHits.hitAt, sql`now() - make_interval(secs => ${rule.windowSeconds})`),
        ),
      );
  }
}
