import { An as literal, Dn as _enum, En as number$1, Hn as LIMITS, Mn as object, Nn as string, On as array, Pn as union, U as UNIT_TYPES, V as TRAVELLER_AGES, jn as number, kn as boolean } from "../render-page.js";
import { a as writeItem, r as readItem, t as STORAGE_KEYS } from "./storage-CxIi8xR5.js";
// src/features/reservations/lib/stored-reservation.ts
/**
* The in-progress reservation kept in the browser (`vida.reservation`, spec section 4): the stay form and,
* once on the summary, the travellers and contact data typed so far. It survives a reload and is cleared by
* the menu entry, the dashboard's filter and a successful request.
*/
var StaySchema = object({
	destination: string(),
	guests: number().int(),
	arrivingDate: string(),
	departingDate: string(),
	unitType: union([_enum(UNIT_TYPES), literal("")]),
	promoCode: string(),
	addTransportation: boolean(),
	flexibleDestination: boolean(),
	flexibleDates: boolean()
});
var EntrySchema = object({
	key: string(),
	age: _enum(TRAVELLER_AGES),
	first_name: string(),
	last_name: string(),
	email: string(),
	isNew: boolean(),
	show: boolean()
});
var SummarySchema = object({
	isMember: boolean(),
	primary: object({
		firstName: string(),
		lastName: string(),
		email: string(),
		phone: string(),
		country: string()
	}),
	travellers: object({
		entries: array(EntrySchema).max(LIMITS.maxAdditionalTravellers),
		nextKey: number().int()
	}),
	addTransportation: boolean()
});
var StoredSchema = object({
	stay: StaySchema,
	summary: SummarySchema.optional()
});
var EMPTY_STAY = {
	destination: "",
	guests: 1,
	arrivingDate: "",
	departingDate: "",
	unitType: "",
	promoCode: "",
	addTransportation: false,
	flexibleDestination: true,
	flexibleDates: true
};
function readStoredReservation() {
	const raw = readItem(STORAGE_KEYS.reservation);
	if (!raw) return null;
	try {
		const parsed = StoredSchema.safeParse(JSON.parse(raw));
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}
function storeStay(stay) {
	const current = readStoredReservation();
	const next = current && JSON.stringify(current.stay) === JSON.stringify(stay) && current.summary ? {
		stay,
		summary: current.summary
	} : { stay };
	writeItem(STORAGE_KEYS.reservation, JSON.stringify(next));
}
function storeSummary(stay, summary) {
	writeItem(STORAGE_KEYS.reservation, JSON.stringify({
		stay,
		summary
	}));
}
/** The dashboard's filter values (navigation state): whatever of the stay they carry. */
var FilterSchema = object({
	destination: union([string(), number()]).transform(String),
	guests: number$1().int().min(1),
	arrivingDate: string(),
	departingDate: string(),
	unitType: _enum(UNIT_TYPES),
	promoCode: string(),
	addTransportation: boolean(),
	flexibleDestination: boolean(),
	flexibleDates: boolean()
}).partial();
function filterFromState(state) {
	const record = typeof state === "object" && state !== null ? state : {};
	const parsed = FilterSchema.safeParse(record.filter ?? record);
	if (!parsed.success) return {};
	return Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== void 0));
}
export { storeSummary as a, storeStay as i, filterFromState as n, readStoredReservation as r, EMPTY_STAY as t };
