import { n as useQuery, t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { cn as ClubSchema } from "../render-page.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
// src/lib/club-query.ts
/**
* The club's configuration from GET /club (name, customer care's phone, e-mail and hours, pre-check-in,
* site and media URLs). Several features show parts of it, so one query serves them all; it is public
* configuration and rarely changes.
*/
function clubQueryOptions() {
	return queryOptions({
		queryKey: ["club"],
		queryFn: ({ signal }) => apiRequest("/club", {
			parse: (data) => ClubSchema.parse(data),
			signal
		}),
		staleTime: 36e5
	});
}
function useClub() {
	return useQuery(clubQueryOptions());
}
/**
* Whether members can pay through the portal (the API's PAYMENTS_ENABLED, spec section 9); undefined until the
* club's settings are in. Screens invite a payment only on `true`: with payments off (the production default)
* nothing offers what would end on "not available".
*/
function usePaymentsEnabled() {
	return useClub().data?.payments_enabled;
}
export { useClub as n, usePaymentsEnabled as r, clubQueryOptions as t };
