import { clubDay } from '@vida/shared';
import { serverNow } from './server-clock.ts';

/**
 * The club's today (`YYYY-MM-DD`, Cancún) on the server's clock as the browser knows it: which stays are
 * upcoming and which are past is the club's day, not the member's (a stay arriving today in Cancún is still
 * upcoming for a member in Madrid after their midnight), and the server draws the page with the same day.
 */
export function clubToday(): string {
  return clubDay(serverNow());
}
