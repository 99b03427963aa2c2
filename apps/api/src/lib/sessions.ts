import type { Token } from '@vida/shared';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { queryRows } from '../db/sql.ts';
import { hashToken, newToken } from './tokens.ts';
import { USER_AGENT_MAX } from './user-agent.ts';

/** How long tokens and sessions live (config: SESSION_TTL_MINUTES, REFRESH_TTL_DAYS, SESSION_MAX_DAYS, SESSION_IDLE_MINUTES). */
export interface SessionPolicy {
  accessMinutes: number;
  refreshDays: number;
  /** Absolute lifetime of a sign-in; refreshing never extends it. */
  maxDays: number;
  /** A refresh after this long without one (or without the sign-in) is refused. */
  idleMinutes: number;
}

export interface Client {
  ip: string;
  userAgent: string | undefined;
}

/** One live sign-in of a member: its family, device and times, and the id of its current pair. */
export interface LiveSession {
  familyId: string;
  sessionId: number;
  userAgent: string | null;
  signedInAt: Date;
  /** When the current pair was issued (sign-in or the latest refresh): activity to within an access token's life. */
  lastSeenAt: Date;
}

export type RefreshResult =
  | { ok: true; userId: number; token: Token }
  | { ok: false; reason: 'unknown' | 'reused' };

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Every session query in one place: sign-in, rotation with reuse detection, sign-out and the member's list
 * of sessions. Rows are token pairs; a family is one sign-in and its refreshes.
 */
export function createSessionStore(db: Db, policy: SessionPolicy) {
  async function insertPair(
    userId: number,
    client: Client,
    family: { id: string; expiresAt: Date; userAgent: string | null } | null,
  ): Promise<Token> {
    const accessToken = newToken();
    const refreshToken = newToken();
    const now = Date.now();
    const sessionExpiresAt = family?.expiresAt ?? new Date(now + policy.maxDays * DAY);
    const cap = (ms: number) => new Date(Math.min(ms, sessionExpiresAt.getTime()));
    const accessExpiresAt = cap(now + policy.accessMinutes * MINUTE);
    await db.insert(sessions).values({
      userId,
      accessHash: hashToken(accessToken),
      refreshHash: hashToken(refreshToken),
      accessExpiresAt,
      refreshExpiresAt: cap(now + policy.refreshDays * DAY),
      sessionExpiresAt,
      ip: client.ip,
      // A refresh sent without a User-Agent keeps the one the sign-in came with.
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? family?.userAgent ?? null,
      ...(family ? { familyId: family.id } : {}),
    });
    return {
      access_token: accessToken,
      expires_at: accessExpiresAt.toISOString(),
      refresh_token: refreshToken,
    };
  }

  return {
    /** A new sign-in: a new family. Sessions that can no longer be refreshed are removed on the way. */
    async signIn(userId: number, client: Client): Promise<Token> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lt(sessions.refreshExpiresAt, sql`now()`)));
      return insertPair(userId, client, null);
    },

    /**
     * Rotation. One statement retires the presented pair if it is still usable (not revoked, not expired,
     * within the family's absolute end and the idle limit), so two refreshes with one token cannot both
     * win. A pair that was already rotated means the token was copied: the whole family is revoked, so
     * both the thief and the member are signed out.
     */
    async refresh(refreshToken: string, client: Client): Promise<RefreshResult> {
      const refreshHash = hashToken(refreshToken);
      const [row] = await queryRows<{
        user_id: number;
        family_id: string;
        session_expires_at: string;
        user_agent: string | null;
      }>(
        db,
        sql`update ${sessions} s set revoked_at = now(), rotated_at = now()
              from users u
             where s.refresh_hash = ${refreshHash} and u.id = s.user_id and u.disabled_at is null
               and s.revoked_at is null and s.refresh_expires_at > now() and s.session_expires_at > now()
               and s.created_at > now() - make_interval(mins => ${policy.idleMinutes})
         returning s.user_id, s.family_id, s.session_expires_at::text, s.user_agent`,
      );
      if (row) {
        const token = await insertPair(row.user_id, client, {
          id: row.family_id,
          expiresAt: new Date(row.session_expires_at),
          userAgent: row.user_agent,
        });
        return { ok: true, userId: row.user_id, token };
      }
      const revoked = await queryRows<{ id: number }>(
        db,
        sql`update ${sessions} set revoked_at = now()
             where revoked_at is null and family_id in (
               select family_id from ${sessions} where refresh_hash = ${refreshHash} and rotated_at is not null)
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
      return rows.map((r) => ({
        familyId: r.familyId,
        userAgent: r.userAgent,
        lastSeenAt: r.createdAt,
        signedInAt: startOf.get(r.familyId) ?? r.createdAt,
        sessionId: r.id,
      }));
    },

    /** Ends one of the member's sessions (by family); false when it is not theirs or already over. */
    async end(userId: number, familyId: string): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
