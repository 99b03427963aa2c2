import { n as useQuery, t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { mn as UnreadCountSchema } from "../render-page.js";
import { n as require_react, o as __toESM } from "./jsx-runtime-BwTeEnx2.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { i as profileKeys, r as messageKeys } from "./query-keys-XKHZ0HV6.js";
// src/lib/unread-messages.ts
/**
* The unread count of the header bell and the menu badge. It lives in the profile (the badges read it
* there); this small query keeps it fresh without a reload: when the tab regains focus and once a minute
* while the tab is visible (TanStack Query pauses intervals in background tabs), never more than one request
* a minute. It asks `GET /messages/unread-count` rather than the whole profile.
*/
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var UNREAD_REFRESH_MS = 6e4;
function unreadCountQueryOptions() {
	return queryOptions({
		queryKey: messageKeys.unreadCount,
		queryFn: async ({ signal }) => (await apiRequest("/messages/unread-count", {
			parse: (data) => UnreadCountSchema.parse(data),
			signal
		})).unread_messages,
		staleTime: UNREAD_REFRESH_MS,
		refetchInterval: UNREAD_REFRESH_MS,
		refetchOnWindowFocus: true
	});
}
/**
* Writes a known count everywhere the badges read it (after marking read, or a poll). Only a change is
* written: every write, even of the same value, hands every reader of the profile a new result to render.
*/
function setUnreadCount(queryClient, count) {
	if (queryClient.getQueryData(messageKeys.unreadCount) !== count) queryClient.setQueryData(messageKeys.unreadCount, count);
	queryClient.setQueryData(profileKeys.all, (profile) => profile && profile.unread_messages !== count ? {
		...profile,
		unread_messages: count
	} : void 0);
}
/**
* Rendered once in the signed-in layout, only after the profile has loaded: it starts from the profile's
* count (as fresh as the profile), so it asks nothing until a minute has passed or the tab regains focus.
*/
function UnreadMessagesSync({ profile, updatedAt }) {
	const queryClient = useQueryClient();
	const { data } = useQuery({
		...unreadCountQueryOptions(),
		initialData: profile.unread_messages,
		initialDataUpdatedAt: updatedAt
	});
	(0, import_react.useEffect)(() => {
		setUnreadCount(queryClient, Math.max(0, data));
	}, [data, queryClient]);
	return null;
}
export { setUnreadCount as n, UnreadMessagesSync as t };
