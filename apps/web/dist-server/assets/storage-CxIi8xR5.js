// src/lib/storage.ts
function area(kind) {
	try {
		return kind === "local" ? window.localStorage : window.sessionStorage;
	} catch {
		return null;
	}
}
function readItem(key, kind = "local") {
	try {
		return area(kind)?.getItem(key) ?? null;
	} catch {
		return null;
	}
}
function writeItem(key, value, kind = "local") {
	try {
		area(kind)?.setItem(key, value);
	} catch {}
}
function removeItem(key, kind = "local") {
	try {
		area(kind)?.removeItem(key);
	} catch {}
}
/** Keys the web app keeps in the browser (shared with the e2e tests). */
var STORAGE_KEYS = {
	language: "vida.language",
	session: "vida.session",
	passwordNoticeSeen: "vida.passwordNoticeSeen",
	reservation: "vida.reservation",
	returnTo: "vida.returnTo"
};
/**
* Forgets the half-filled reservation request (the reservations feature owns its content): starting a new
* request from the menu, the dashboard or a destination must not resume an old one (spec section 2).
*/
function clearStoredReservation() {
	removeItem(STORAGE_KEYS.reservation);
}
export { writeItem as a, removeItem as i, clearStoredReservation as n, readItem as r, STORAGE_KEYS as t };
