import { Zn as localeOf } from "../render-page.js";
// src/lib/format.ts
/** Dates, numbers and money through Intl in the active language (DESIGN.md, spec section 9). */
function formatMoney(amount, currency, language) {
	return new Intl.NumberFormat(localeOf(language), {
		style: "currency",
		currency,
		currencyDisplay: "code",
		minimumFractionDigits: 2,
		maximumFractionDigits: 2
	}).format(amount);
}
function formatNumber(value, language) {
	return new Intl.NumberFormat(localeOf(language)).format(value);
}
/** A long, human date such as "March 5, 2024" / "5 de marzo de 2024". */
function formatLongDate(date, language, timeZone) {
	return new Intl.DateTimeFormat(localeOf(language), {
		dateStyle: "long",
		...timeZone ? { timeZone } : {}
	}).format(date);
}
var TIME_OF_DAY = /* @__PURE__ */ new Set([
	"hour",
	"minute",
	"second",
	"dayPeriod"
]);
/**
* Formatted parts joined with the time of day on one line: every space from its first part to its last ("9:41
* AM", and inside "a. m.") becomes a no-break space. Chromium's Intl writes a plain space before "AM"/"a.m."
* (Node's ICU sometimes U+202F), so a narrow column on a phone could otherwise leave "a.m." alone on the next line.
* A date before the time may still wrap at its own spaces.
*/
function joinKeepingTimeTogether(parts) {
	const first = parts.findIndex((part) => TIME_OF_DAY.has(part.type));
	const last = parts.findLastIndex((part) => TIME_OF_DAY.has(part.type));
	return parts.map((part, index) => first !== -1 && index >= first && index <= last ? part.value.replace(/\s/g, "\xA0") : part.value).join("");
}
/**
* The one formatter of instants that show a time of day (sessions, the desk's lists, customer care's hours):
* "Mar 5, 2026, 9:41\u00a0AM" / "5 mar 2026, 9:41\u00a0a.m." by default, the time never broken across lines.
*/
function formatDateTime(date, language, options = {
	dateStyle: "medium",
	timeStyle: "short"
}) {
	return joinKeepingTimeTogether(new Intl.DateTimeFormat(localeOf(language), options).formatToParts(date));
}
/**
* Compact dates for tables and lists, as the spec shows raw dates: DD-MM-YYYY in Spanish, YYYY-MM-DD in
* English, whatever the browser's language. An instant is read in the reader's time zone unless one is given.
*/
function formatShortDate(date, language, timeZone) {
	const parts = new Intl.DateTimeFormat("en-GB", {
		year: "numeric",
		month: "2-digit",
		day: "2-digit",
		...timeZone ? { timeZone } : {}
	}).formatToParts(date);
	const get = (type) => parts.find((p) => p.type === type)?.value ?? "";
	return language === "es" ? `${get("day")}-${get("month")}-${get("year")}` : `${get("year")}-${get("month")}-${get("day")}`;
}
/** A calendar day the API sends as `YYYY-MM-DD` (arrival, due date), compact: the same day everywhere. */
function formatShortDay(isoDay, language) {
	return formatShortDate(/* @__PURE__ */ new Date(`${isoDay}T00:00:00Z`), language, "UTC");
}
export { formatShortDate as a, formatNumber as i, formatLongDate as n, formatShortDay as o, formatMoney as r, formatDateTime as t };
