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
