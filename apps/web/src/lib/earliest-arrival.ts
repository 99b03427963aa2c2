import { earliestArrival } from '@vida/shared';
import { serverNow } from './server-clock.ts';

/**
 * The first day a stay may start, as the API will judge it (`YYYY-MM-DD`, the club's day): the shared rule
 * on the server's clock. Apart from `server-clock.ts` so that only the screens with stay calendars load it.
 */
export function earliestArrivalDay(): string {
  return earliestArrival(serverNow());
}
