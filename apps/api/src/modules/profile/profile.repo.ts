import { CLUB_TODAY_SQL } from '@vida/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { CONTRACT_JOINS_SQL, contractJsonSql } from '../../db/contract-json-sql.ts';
import { digestStatement, type Sha256Hex } from '../../db/prepared.ts';
import { queryRows } from '../../db/sql.ts';
import { ACTIVE_SESSION_SQL, MEMBER_VERSION_SQL } from '../../lib/member-reads/session-sql.ts';

/**
 * The bearer check and the whole profile but the FAQs in one round trip. PostgreSQL builds the JSON (user
 * and club record, contracts with their open payment items and recent payments, counts, guests): the
 * profile is read on every page load, so there are no N+1 queries and no per-row work in JavaScript; every
 * join and filter runs on an index (see db/schema), and the statement is prepared once.
 *
 * Contracts with payments due come first; `payments` counts open items due today or earlier on Active,
 * Pending and Blocked contracts (spec section 4); history is the last 730 days, status 2 or 3, newest first,
 * after the portal payments still being confirmed with the card provider (status 1).
 * `pending_change` is the user's open profile change request (at most one: a partial unique index finds it).
 *
 * Most reads find nothing changed: triggers bump `profile_versions` on every write to what the profile is
 * built from (migration 0006), and the profile depends otherwise only on the date. A caller that holds the
 * document of a version and day checks them with the small SESSION_VERSION_SQL instead (a statement of its
 * own: merely starting the executor for this one's plan cost more than the whole session check).
 * `$1` is the SHA-256 hash of the access token.
 */
/** The session, the user's profile version (bumped by triggers, migration 0006) and the date. */
const SESSION_VERSION_COLUMNS = `s.id::text as session_id, s.user_id,
  ${MEMBER_VERSION_SQL} as version,
  ${CLUB_TODAY_SQL}::text as day`;

/** The profile query after its session CTE `s` (`id`, `user_id`): shared by both ways of naming the session. */
const PROFILE_AFTER_SESSION_SQL = `
me as (
  select u.id, u.email, u.first_name, u.last_name, u.language, u.member_id, m.member_number,
         m.address_line_1, m.address_line_2, m.mobile_phone, m.home_phone,
         -- A club record holds a member's preferences; an account without one holds its own.
         coalesce(m.all_communications, u.all_communications) as all_communications,
         coalesce(m.monthly_communications, u.monthly_communications) as monthly_communications,
         -- Due reminders are the account's own (its e-mail is where they go).
         u.due_reminders, m.resort_name, m.country, m.affiliation, m.state, m.city, m.postal_code
  from users u left join members m on m.id = u.member_id
  where u.id = (select user_id from s)
),
k as (
  select c.id,
         c.status in ('Active', 'Pending', 'Blocked') as payable,
         coalesce(i.due, 0) as due,
         ${contractJsonSql('me.id')} as doc
  from me
  join contracts c on c.member_id = me.member_id
  ${CONTRACT_JOINS_SQL}

)
select ${SESSION_VERSION_COLUMNS}, json_build_object(
  'user_id', me.id,
  'vida_member_id', me.member_number,
  'first_name', me.first_name,
  'last_name', me.last_name,
  'email', me.email,
  'address_line_1', me.address_line_1,
  'address_line_2', me.address_line_2,
  'mobile_phone', me.mobile_phone,
  'home_phone', me.home_phone,
  'all_communications', coalesce(me.all_communications, false),
  'monthly_communications', coalesce(me.monthly_communications, false),
  'due_reminders', me.due_reminders,
  'language_id', me.language,
  'resort_name', me.resort_name,
  'contracts', coalesce((select json_agg(k.doc order by (k.payable and k.due > 0) desc, k.id) from k), '[]'::json),
  'unread_messages', (select count(*)::int from messages ms where ms.user_id = me.id and ms.read_at is null),
  'guests', coalesce((
    select json_agg(json_build_object(
      'id', g.id, 'first_name', g.first_name, 'last_name', g.last_name, 'email', g.email, 'age', g.age
    ) order by g.id)
    from guests g where g.user_id = me.id
  ), '[]'::json),
  'country', me.country,
  'payments', coalesce((select sum(k.due)::int from k where k.payable), 0),
  'affiliation', me.affiliation,
  'states', me.state,
  'city', me.city,
  'postal_code', me.postal_code,
  'pending_change', (
    select json_build_object(
      'requested_at', pc.requested_at,
      'fields', pc.fields,
      'email_confirmed', pc.email_confirmed_at is not null or pc.fields ->> 'email' is null
    )
    from profile_change_requests pc where pc.user_id = me.id and pc.status = 'open'
  )
)::text as profile
from s join me on me.id = s.user_id
`;

export const PROFILE_SQL = `
with s as (${ACTIVE_SESSION_SQL}),${PROFILE_AFTER_SESSION_SQL}`;

/** What a copy of the profile must match to be current; the same columns as the profile's first ones. */
const SESSION_VERSION_SQL = `
with s as (${ACTIVE_SESSION_SQL})
select ${SESSION_VERSION_COLUMNS}
from s
`;

/** A session, and what a profile built now would be built from. */
export interface SessionVersion {
  sessionId: number;
  userId: number;
  /** The user's profile version (see `profile_versions`) and the database's date. */
  version: string;
  day: string;
}

export interface ProfileRow extends SessionVersion {
  /** JSON text of the profile without `faqs`. */
  profile: string;
}

interface SessionVersionColumns {
  session_id: string;
  user_id: number;
  version: string;
  day: string;
}

function sessionVersionOf(row: SessionVersionColumns): SessionVersion {
  return { sessionId: Number(row.session_id), userId: row.user_id, version: row.version, day: row.day };
}

export function createProfileRepo(database: Database) {
  const profile = digestStatement<SessionVersionColumns & { profile: string }>(
    database,
    'profile_by_access_hash',
    PROFILE_SQL,
  );
  const sessionVersion = digestStatement<SessionVersionColumns>(
    database,
    'profile_version_by_access_hash',
    SESSION_VERSION_SQL,
  );
  return {
    /** The profile of the session this access token hash opens, or undefined when it opens none. */
    async profileByAccessHash(accessHash: Sha256Hex): Promise<ProfileRow | undefined> {
      const [row] = await profile(accessHash);
      return row ? { ...sessionVersionOf(row), profile: row.profile } : undefined;
    },

    /**
     * The profile of a session the caller has already authenticated (`requireAuth`), without checking it
     * again: what a write answers after changing the profile. Not prepared: writes are not the hot path.
     */
    async profileOfSession(session: { sessionId: number; userId: number }): Promise<ProfileRow | undefined> {
      const [row] = await queryRows<SessionVersionColumns & { profile: string }>(
        database.db,
        sql`with s as (select ${session.sessionId}::bigint as id, ${session.userId}::int as user_id),${sql.raw(PROFILE_AFTER_SESSION_SQL)}`,
      );
      return row ? { ...sessionVersionOf(row), profile: row.profile } : undefined;
    },

    /** The session this access token hash opens and its user's profile version, or undefined. */
    async sessionVersion(accessHash: Sha256Hex): Promise<SessionVersion | undefined> {
      const [row] = await sessionVersion(accessHash);
      return row ? sessionVersionOf(row) : undefined;
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
