import { t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { Gt as CareProfileChangeSchema, Jt as CareStayRequestSchema, Mn as object, Nn as string, On as array, Qt as MemberRecordSchema, S as careRequest, Ut as AuditEntrySchema, Xt as InboxItemSchema, Yt as CareThreadSchema, Zn as localeOf, Zt as MemberMatchSchema, dt as HotelSchema, lt as ContactReasonSchema } from "../render-page.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { o as formatShortDay, t as formatDateTime } from "./format-BJVEzoib.js";
import { t as roomTypeName } from "./room-type-BwpXaQH6.js";
// src/features/care/api/desk-api.ts
/**
* The desk's work calls: one query-options factory per list (the cache's keys, reused for invalidation)
* and one function per decision.
*/
var Message = object({ message: string() });
var decision = (path, body) => careRequest(path, {
	method: "POST",
	...body ? { body } : {},
	envelope: true,
	parse: Message.parse
});
var query = (params) => {
	const search = new URLSearchParams(Object.entries(params).filter((e) => Boolean(e[1]))).toString();
	return search ? `?${search}` : "";
};
var inboxQueryOptions = (filter) => queryOptions({
	queryKey: [
		"care",
		"inbox",
		filter
	],
	queryFn: () => careRequest(`/care/inbox${query({
		reason: filter.reason?.toString(),
		language: filter.language
	})}`, { parse: array(InboxItemSchema).parse }),
	refetchInterval: 6e4
});
var threadQueryOptions = (threadId) => queryOptions({
	queryKey: [
		"care",
		"thread",
		threadId
	],
	queryFn: () => careRequest(`/care/threads/${threadId}`, { parse: CareThreadSchema.parse })
});
var replyToThread = (threadId, message, lastMessageId) => careRequest(`/care/threads/${threadId}/replies`, {
	method: "POST",
	body: {
		message,
		last_message_id: lastMessageId
	},
	parse: CareThreadSchema.parse
});
var closeThread = (threadId, lastMessageId) => careRequest(`/care/threads/${threadId}/close`, {
	method: "POST",
	body: { last_message_id: lastMessageId },
	parse: CareThreadSchema.parse
});
var profileChangesQueryOptions = () => queryOptions({
	queryKey: ["care", "profile-changes"],
	queryFn: () => careRequest("/care/profile-changes", { parse: array(CareProfileChangeSchema).parse })
});
var approveProfileChange = (id) => decision(`/care/profile-changes/${id}/approve`);
var rejectProfileChange = (id, reason) => decision(`/care/profile-changes/${id}/reject`, { reason });
var stayRequestsQueryOptions = () => queryOptions({
	queryKey: ["care", "stay-requests"],
	queryFn: () => careRequest("/care/stay-requests", { parse: array(CareStayRequestSchema).parse })
});
var confirmStay = (id, body) => decision(`/care/stay-requests/${id}/confirm`, body);
var declineStay = (id, reason) => decision(`/care/stay-requests/${id}/decline`, { reason });
var memberSearchQueryOptions = (q) => queryOptions({
	queryKey: [
		"care",
		"members",
		q
	],
	queryFn: () => careRequest(`/care/members${query({ q })}`, { parse: array(MemberMatchSchema).parse }),
	enabled: q.trim().length > 0
});
var memberRecordQueryOptions = (userId) => queryOptions({
	queryKey: [
		"care",
		"member",
		userId
	],
	queryFn: () => careRequest(`/care/members/${userId}`, { parse: MemberRecordSchema.parse })
});
var contactReasonsQueryOptions = (language) => queryOptions({
	queryKey: [
		"care",
		"reasons",
		language
	],
	queryFn: () => apiRequest("/contact_reasons", {
		auth: false,
		parse: array(ContactReasonSchema).parse
	}),
	staleTime: Number.POSITIVE_INFINITY
});
var hotelsQueryOptions = () => queryOptions({
	queryKey: ["care", "hotels"],
	queryFn: () => apiRequest("/reservation_hotels", {
		auth: false,
		parse: array(HotelSchema).parse
	}),
	staleTime: Number.POSITIVE_INFINITY
});
var auditQueryOptions = () => queryOptions({
	queryKey: ["care", "audit"],
	queryFn: () => careRequest("/care/audit?limit=100", { parse: array(AuditEntrySchema).parse })
});
// src/features/care/lib/use-desk-format.ts
/** Dates and hours in the staff member's language (Intl), dense enough for desk lists. */
function useDeskFormat() {
	const language = useLanguage();
	const locale = localeOf(language);
	return {
		language,
		dateTime: (iso) => formatDateTime(new Date(iso), language),
		/** A stay's `YYYY-MM-DD` day as the portal shows raw dates. */
		day: (isoDay) => formatShortDay(isoDay, language),
		/** A room type named as a unit type, in the staff member's language (product names as they are). */
		roomType: (name) => roomTypeName(name, language),
		hours: (value) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.abs(value))
	};
}
export { confirmStay as a, hotelsQueryOptions as c, memberSearchQueryOptions as d, profileChangesQueryOptions as f, threadQueryOptions as g, stayRequestsQueryOptions as h, closeThread as i, inboxQueryOptions as l, replyToThread as m, approveProfileChange as n, contactReasonsQueryOptions as o, rejectProfileChange as p, auditQueryOptions as r, declineStay as s, useDeskFormat as t, memberRecordQueryOptions as u };
