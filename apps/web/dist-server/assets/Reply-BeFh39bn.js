import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { On as array, Zn as localeOf, dn as MessageSummarySchema, fn as MessageThreadSchema, mn as UnreadCountSchema, un as MessageItemSchema } from "../render-page.js";
import { r as messageKeys } from "./query-keys-XKHZ0HV6.js";
// src/features/messages/api/messages-api.ts
/** The messages endpoints: fetchers, query options (the cache's API) and the mutations' cache updates. */
var ListSchema = array(MessageSummarySchema);
function messagesQueryOptions(language) {
	return queryOptions({
		queryKey: messageKeys.list(language),
		queryFn: ({ signal }) => apiRequest("/messages", {
			parse: (data) => ListSchema.parse(data),
			signal
		}),
		staleTime: 3e4
	});
}
function threadQueryOptions(id, language) {
	return queryOptions({
		queryKey: messageKeys.thread(id, language),
		queryFn: ({ signal }) => apiRequest(`/messages/${encodeURIComponent(id)}`, {
			parse: (data) => MessageThreadSchema.parse(data),
			signal
		}),
		staleTime: 3e4
	});
}
var unread = (data) => UnreadCountSchema.parse(data).unread_messages;
function markThreadRead(id) {
	return apiRequest(`/messages/${id}/mark-as-read`, {
		method: "POST",
		parse: unread
	});
}
function markAllRead() {
	return apiRequest("/messages/mark-all-messages-read", {
		method: "POST",
		parse: unread
	});
}
function sendReply(id, message, idempotencyKey) {
	return apiRequest(`/messages/${id}`, {
		method: "POST",
		body: { message },
		idempotencyKey,
		parse: (data) => MessageItemSchema.parse(data)
	});
}
// src/features/messages/lib/relative-time.ts
var STEPS = [
	["second", 60],
	["minute", 60],
	["hour", 24],
	["day", 7],
	["week", 4.345],
	["month", 12],
	["year", Number.POSITIVE_INFINITY]
];
/** "3 hours ago" / "hace 3 horas": the largest unit that fits, in the active language. */
function formatRelativeTime(date, language, now = /* @__PURE__ */ new Date()) {
	const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: "auto" });
	let value = (new Date(date).getTime() - now.getTime()) / 1e3;
	for (const [unit, size] of STEPS) {
		if (Math.abs(value) < size) return unit === "second" ? format.format(0, "second") : format.format(Math.round(value), unit);
		value /= size;
	}
	return format.format(Math.round(value), "year");
}
// ../../node_modules/@mui/icons-material/Reply.mjs
var import_jsx_runtime = require_jsx_runtime();
var Reply_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11" }), "Reply");
export { messagesQueryOptions as a, markThreadRead as i, formatRelativeTime as n, sendReply as o, markAllRead as r, threadQueryOptions as s, Reply_default as t };
