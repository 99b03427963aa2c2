import { Zn as localeOf, ct as weekdayName } from "../render-page.js";
// ../../packages/shared/src/care-hours.ts
/**
* "Monday – Friday" / "Lunes – viernes", or one day's name: capitalised as the start of a line, the second day
* as the language writes it mid-sentence (Spanish does not capitalise weekdays).
*/
function formatDays(days, language) {
	const first = days[0];
	const last = days.at(-1);
	if (first === void 0 || last === void 0) return "";
	const start = weekdayName(first, language);
	const opening = start.charAt(0).toLocaleUpperCase(localeOf(language)) + start.slice(1);
	return first === last ? opening : `${opening} – ${weekdayName(last, language)}`;
}
/** "9 AM" / "9 a.m." (no-break spaces), with minutes only when they are not :00. */
function formatClock(time, language) {
	const [hours = 0, minutes = 0] = time.split(":").map(Number);
	return new Intl.DateTimeFormat(localeOf(language), {
		hour: "numeric",
		...minutes ? { minute: "2-digit" } : {},
		timeZone: "UTC"
	}).format(Date.UTC(2024, 0, 1, hours, minutes)).replace(/\s/g, "\xA0");
}
function isOpen(hours) {
	return hours.opens !== null && hours.closes !== null;
}
/** "9 AM – 8 PM": an open day's hours, the same on the contact page and in the Terms. */
function formatHoursRange(hours, language) {
	return `${formatClock(hours.opens, language)} – ${formatClock(hours.closes, language)}`;
}
/**
* The open days in one line for a sentence: "Monday – Friday, 9 AM – 8 PM; Saturday, 9 AM – 6 PM". The
* Terms quote it, so they always say what the contact page shows.
*/
function formatCareHours(hours, language) {
	return hours.filter(isOpen).map((h) => `${formatDays(h.days, language)}, ${formatHoursRange(h, language)}`).join("; ");
}
export { isOpen as i, formatDays as n, formatHoursRange as r, formatCareHours as t };
