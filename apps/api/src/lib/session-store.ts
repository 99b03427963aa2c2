import type { Token } from '@vida/shared';
import { and, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { queryRows } from '../db/sql.ts';
import { hashToken, newToken } from './tokens.ts';
import { USER_AGENT_MAX } from './user-agent.ts';

/**
 * How long tokens and sessions live (config: SESSION_TTL_MINUTES, REFRESH_TTL_DAYS, SESSION_MAX_HOURS or
 * SESSION_MAX_DAYS, SESSION_IDLE_MINUTES, SESSION_REFRESH_GRACE_SECONDS).
 */
export interface SessionPolicy {
  accessMinutes: number;
  refreshDays: number;
  /** Absolute lifetime of a sign-in; refreshing never extends it. */
  maxHours: number;
  /** A refresh after this long without one (or without the sign-in) is refused. */
  idleMinutes: number;
  /**
   * A refresh token rotated less than this long ago still refreshes (another pair of the same sign-in):
   * two tabs that refresh at the same moment both keep the member signed in. 0 turns it off.
   */
  refreshGraceSeconds: number;
}

export interface Client {
  ip: string;
  userAgent: string | undefined;
}

/** One live sign-in of a member: its family, device and times, and the ids of its live pairs. */
export interface LiveSession {
  familyId: string;
  /** Usually one; two tabs that refreshed at once within the grace hold one each. */
  sessionIds: number[];
  userAgent: string | null;
  signedInAt: Date;
  /** When the current pair was issued (sign-in or the latest refresh): activity to within an access token's life. */
  lastSeenAt: Date;
}

/** A newly issued token pair and when each token runs out (ISO 8601): the body of a bearer answer and more. */
export interface IssuedPair extends Token {
  /** Until when the refresh token renews (the `vida_refresh` cookie's lifetime). */
  refresh_expires_at: string;
}

export type RefreshResult =
  | { ok: true; userId: number; token: IssuedPair }
  | { ok: false; reason: 'unknown' | 'reused' };

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/**
 * Every session query in one place: sign-in, rotation with reuse detection, sign-out and the member's list
 * of sessions. Rows are token pairs; a family is one sign-in and its refreshes.
 */
export function createSessionStore(db: Db, policy: SessionPolicy) {
  /** The first pair of a new family (a sign-in); refreshes add theirs in the rotation's statement. */
  async function insertFirstPair(userId: number, client: Client): Promise<IssuedPair> {
    const accessToken = newToken();
    const refreshToken = newToken();
    const now = Date.now();
    const sessionExpiresAt = new Date(now + policy.maxHours * HOUR);
    const cap = (ms: number) => new Date(Math.min(ms, sessionExpiresAt.getTime()));
    const accessExpiresAt = cap(now + policy.accessMinutes * MINUTE);
    const refreshExpiresAt = cap(now + policy.refreshDays * DAY);
    await db.insert(sessions).values({
      userId,
      accessHash: hashToken(accessToken),
      refreshHash: hashToken(refreshToken),
      accessExpiresAt,
      refreshExpiresAt,
      sessionExpiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
    return {
      access_token: accessToken,
      expires_at: accessExpiresAt.toISOString(),
      refresh_token: refreshToken,
      refresh_expires_at: refreshExpiresAt.toISOString(),
    };
  }

  return {
    /** A new sign-in: a new family. Sessions that can no longer be refreshed are removed on the way. */
    async signIn(userId: number, client: Client): Promise<IssuedPair> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lt(sessions.refreshExpiresAt, sql`now()`)));
      return insertFirstPair(userId, client);
    },

    /**
     * Rotation. One statement retires the presented pair if it is still usable (not revoked, not expired,
     * within the family's absolute end and the idle limit) and adds the next pair of its family, so two
     * refreshes with one token cannot both rotate it, and the family always has a live pair. A token
     * rotated within the grace gets another pair of the same family (one statement again, and only while
     * the family lives): the second of two tabs refreshing at once. A rotated token presented later means
     * it was copied: the whole family is revoked, so both the thief and the member are signed out.
     */
    async refresh(refreshToken: string, client: Client): Promise<RefreshResult> {
      const presented = hashToken(refreshToken);
      const accessToken = newToken();
      const nextRefreshToken = newToken();
      const next = (from: SQL) => sql`
        insert into ${sessions} (user_id, family_id, access_hash, refresh_hash, access_expires_at,
                                 refresh_expires_at, session_expires_at, ip, user_agent)
        select p.user_id, p.family_id, ${hashToken(accessToken)}, ${hashToken(nextRefreshToken)},
               least(now() + make_interval(mins => ${policy.accessMinutes}), p.session_expires_at),
               least(now() + make_interval(days => ${policy.refreshDays}), p.session_expires_at),
               p.session_expires_at, ${client.ip},
               -- A refresh sent without a User-Agent keeps the one the sign-in came with.
               coalesce(${client.userAgent?.slice(0, USER_AGENT_MAX) ?? null}::text, p.user_agent)
          from ${from} p
        returning user_id, access_expires_at::text, refresh_expires_at::text`;
      type Issued = { user_id: number; access_expires_at: string; refresh_expires_at: string };
      const issued = (row: Issued): RefreshResult => ({
        ok: true,
        userId: row.user_id,
        token: {
          access_token: accessToken,
          expires_at: new Date(row.access_expires_at).toISOString(),
          refresh_token: nextRefreshToken,
          refresh_expires_at: new Date(row.refresh_expires_at).toISOString(),
        },
      });
      const [rotated] = await queryRows<Issued>(
        db,
        sql`with retired as (
              update ${sessions} s set revoked_at = now(), rotated_at = now()
                from users u
               where s.refresh_hash = ${presented} and u.id = s.user_id and u.disabled_at is null
                 and s.revoked_at is null and s.refresh_expires_at > now() and s.session_expires_at > now()
                 and s.created_at > now() - make_interval(mins => ${policy.idleMinutes})
           returning s.user_id, s.family_id, s.session_expires_at, s.user_agent)
            ${next(sql`retired`)}`,
      );
      if (rotated) return issued(rotated);
      if (policy.refreshGraceSeconds > 0) {
        const [again] = await queryRows<Issued>(
          db,
          next(sql`(select s.user_id, s.family_id, s.session_expires_at, s.user_agent
                      from ${sessions} s join users u on u.id = s.user_id
                     where s.refresh_hash = ${presented} and u.disabled_at is null
                       and s.rotated_at > now() - make_interval(secs => ${policy.refreshGraceSeconds})
                       and s.refresh_expires_at > now() and s.session_expires_at > now()
                       and exists (select 1 from ${sessions} f
                                    where f.family_id = s.family_id and f.revoked_at is null))`),
        );
        if (again) return issued(again);
      }
      const revoked = await queryRows<{ id: number }>(
        db,
        sql`update ${sessions} set revoked_at = now()
             where revoked_at is null and family_id in (
               select family_id from ${sessions} where refresh_hash = ${presented} and rotated_at is not null)
         returning id`,
      );
      return { ok: false, reason: revoked.length > 0 ? 'reused' : 'unknown' };
    },

    /** Sign-out of the session a request came with: its whole family ends. */
    async signOut(sessionId: number): Promise<void> {
      await db.execute(
        sql`update ${sessions} set revoked_at = now()
             where revoked_at is null and family_id = (select family_id from ${sessions} where id = ${sessionId})`,
      );
    },

    /** The member's live sessions, newest activity first. */
    async list(userId: number): Promise<LiveSession[]> {
      const rows = await db
        .select({
          id: sessions.id,
          familyId: sessions.familyId,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            sql`${sessions.sessionExpiresAt} > now()`,
            sql`${sessions.refreshExpiresAt} > now()`,
          ),
        )
        .orderBy(desc(sessions.createdAt));
      // The family's sign-in time is its oldest row's; rotated rows are kept until they expire.
      const starts = await queryRows<{ family_id: string; started: string }>(
        db,
        sql`select family_id, min(created_at)::text as started from ${sessions}
             where user_id = ${userId} group by family_id`,
      );
      const startOf = new Map(starts.map((s) => [s.family_id, new Date(s.started)]));
      // One entry per sign-in, with its latest pair's device and time (rows come newest first).
      const byFamily = new Map<string, LiveSession>();
      for (const r of rows) {
        const known = byFamily.get(r.familyId);
        if (known) known.sessionIds.push(r.id);
        else
          byFamily.set(r.familyId, {
            familyId: r.familyId,
            userAgent: r.userAgent,
            lastSeenAt: r.createdAt,
            signedInAt: startOf.get(r.familyId) ?? r.createdAt,
            sessionIds: [r.id],
          });
      }
      return [...byFamily.values()];
    },

    /** Ends one of the member's sessions (by family): the ids of the pairs ended, none when not theirs or over. */
    async end(userId: number, familyId: string): Promise<number[]> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
