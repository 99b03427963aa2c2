import { n as useQuery, t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { On as array, dt as HotelSchema, j as currentLanguage } from "../render-page.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
// src/lib/reference-data/hotels.ts
var HotelListSchema = array(HotelSchema);
function getHotels(signal) {
	return apiRequest("/reservation_hotels", {
		parse: (data) => HotelListSchema.parse(data),
		signal
	});
}
function hotelsQueryOptions(language = currentLanguage()) {
	return queryOptions({
		queryKey: ["reservation-hotels", language],
		queryFn: ({ signal }) => getHotels(signal),
		staleTime: 18e5
	});
}
/** Spec section 8: a failed list shows as empty. */
function useHotels(language = currentLanguage()) {
	return useQuery(hotelsQueryOptions(language)).data ?? [];
}
export { useHotels as n, hotelsQueryOptions as t };
