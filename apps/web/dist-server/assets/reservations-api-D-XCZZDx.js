import { t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { B as SendConfirmationAnswerSchema, On as array, R as ReservationRequestedSchema, z as ReservationSchema } from "../render-page.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
// src/features/reservations/api/reservations-api.ts
/** The reservation endpoints: fetchers, query options (the cache's API) and the calls behind the forms. */
var ListSchema = array(ReservationSchema);
var reservationKeys = {
	all: ["reservations"],
	list: (language) => [
		"reservations",
		"all",
		language
	]
};
function reservationsQueryOptions(language) {
	return queryOptions({
		queryKey: reservationKeys.list(language),
		queryFn: ({ signal }) => apiRequest("/user_reservations/all", {
			parse: (data) => ListSchema.parse(data),
			signal
		}),
		staleTime: 3e4
	});
}
function requestReservation(body, idempotencyKey) {
	return apiRequest("/reservation_requested", {
		method: "POST",
		body,
		idempotencyKey,
		parse: (data) => ReservationRequestedSchema.parse(data)
	});
}
/** 201 answers the reservation; 200 answers `data: null` (none found). */
function addReservationToProfile(body) {
	return apiRequest("/add_reservation_to_profile", {
		method: "POST",
		body,
		parse: (data) => ReservationSchema.nullable().parse(data ?? null)
	});
}
function sendReservationConfirmation(reservationNumber) {
	return apiRequest("/send_reservation_confirmation", {
		method: "POST",
		body: { reservation_number: reservationNumber },
		parse: (data) => SendConfirmationAnswerSchema.parse(data).message
	});
}
/**
* The calendar file needs the bearer token, so a plain link cannot fetch it: download it (in the active
* language) and hand the browser a blob to save.
*/
async function downloadCalendar(reservationNumber) {
	const file = await apiRequest(`/reservations/${encodeURIComponent(reservationNumber)}/calendar.ics`, { as: "blob" });
	const url = URL.createObjectURL(file);
	const link = document.createElement("a");
	link.href = url;
	link.download = `reservation-${reservationNumber}.ics`;
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 1e4);
}
export { reservationsQueryOptions as a, reservationKeys as i, downloadCalendar as n, sendReservationConfirmation as o, requestReservation as r, addReservationToProfile as t };
