import { CLUB_TIME_ZONE } from '@vida/shared';

/**
 * The club's day in SQL (the shared `clubDay`'s twin): due dates and the profile's daily versions turn at
 * midnight in Cancún, not at the database session's midnight (UTC on our connections), so the pending count
 * agrees with every money screen and the payment selection in the Cancún evening.
 */
export const CLUB_TODAY_SQL = `(now() at time zone '${CLUB_TIME_ZONE}')::date`;
