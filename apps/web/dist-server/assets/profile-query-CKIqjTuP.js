import { i as __exportAll } from "./jsx-runtime-BwTeEnx2.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { Vt as ProfileSchema, f as useIsSignedIn, ht as ProfileUpdateResponseSchema, qn as VISIBLE_CONTRACT_STATUSES } from "../render-page.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { i as profileKeys } from "./query-keys-XKHZ0HV6.js";
// src/lib/profile-query.ts
/**
* The signed-in member's profile. It is part of the session (spec section 4: login loads it, logout clears
* it, every signed-in screen reads it), so it lives here rather than in one feature.
*/
var profile_query_exports = /* @__PURE__ */ __exportAll({ profileQueryOptions: () => profileQueryOptions });
/** Spec section 4: only Active, Pending and Blocked contracts are kept after the profile loads. */
function normaliseProfile(profile) {
	return {
		...profile,
		contracts: profile.contracts.filter((c) => VISIBLE_CONTRACT_STATUSES.includes(c.contract_status)),
		guests: profile.guests ?? [],
		unread_messages: Math.max(0, profile.unread_messages),
		payments: Math.max(0, profile.payments)
	};
}
async function getProfile(signal) {
	return normaliseProfile(await apiRequest("/profile", {
		parse: (data) => ProfileSchema.parse(data),
		signal
	}));
}
function profileQueryOptions() {
	return queryOptions({
		queryKey: profileKeys.all,
		queryFn: ({ signal }) => getProfile(signal),
		staleTime: 3e5
	});
}
/** `PUT /profile`: the result and the success text the API chose for it, in the member's language. */
function updateProfile(body) {
	return apiRequest("/profile", {
		method: "PUT",
		body,
		envelope: true,
		parse: (envelope) => ProfileUpdateResponseSchema.parse(envelope)
	});
}
function useProfile() {
	const signedIn = useIsSignedIn();
	return useQuery({
		...profileQueryOptions(),
		enabled: signedIn
	});
}
/**
* Greeting name (spec section 2): first name, else last name, else null for "unknown". Spec section 2 asks
* for lower case; we keep the name as the member wrote it ("Hello, John" beside the dashboard's "Welcome,
* John"): a lower-cased name read as a typo to members (issue 15).
*/
function greetingName(profile) {
	return profile?.first_name?.trim() || profile?.last_name?.trim() || null;
}
function fullName(profile) {
	return [profile?.first_name, profile?.last_name].map((part) => part?.trim()).filter(Boolean).join(" ");
}
export { updateProfile as a, profile_query_exports as i, greetingName as n, useProfile as o, normaliseProfile as r, fullName as t };
