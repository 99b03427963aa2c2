/**
 * The one definition of a usable access token, as SQL: the session whose access hash is `$1`, not revoked,
 * not expired, of a user who is not disabled. Answers `id` (session) and `user_id`. Shared by the bearer
 * check and by hot queries that authenticate and read in one round trip.
 */
export const ACTIVE_SESSION_SQL = `
  select s.id, s.user_id
    from sessions s join users u on u.id = s.user_id
   where s.access_hash = $1 and s.revoked_at is null and s.access_expires_at > now()
     and u.disabled_at is null
   limit 1`;

/**
 * The version of the session's member's records (`s.user_id`): raised by triggers on every write to what
 * their profile and their other kept answers are built from (migrations 0006, 0016). A copy built at one
 * version is current while it is unchanged (with the date, which those answers also depend on).
 */
export const MEMBER_VERSION_SQL =
  'coalesce((select pv.version from profile_versions pv where pv.user_id = s.user_id), 0)::text';
