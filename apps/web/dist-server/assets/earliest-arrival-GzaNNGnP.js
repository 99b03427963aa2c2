import { ot as earliestArrival } from "../render-page.js";
import { a as serverNow } from "./api-client-Bq9ewmbe.js";
// src/lib/earliest-arrival.ts
/**
* The first day a stay may start, as the API will judge it (`YYYY-MM-DD`, the club's day): the shared rule
* on the server's clock. Apart from `server-clock.ts` so that only the screens with stay calendars load it.
*/
function earliestArrivalDay() {
	return earliestArrival(serverNow());
}
export { earliestArrivalDay as t };
