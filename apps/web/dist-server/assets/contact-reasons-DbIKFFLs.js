import { n as useQuery, t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { On as array, j as currentLanguage, lt as ContactReasonSchema } from "../render-page.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
// src/lib/reference-data/contact-reasons.ts
var ContactReasonListSchema = array(ContactReasonSchema);
function getContactReasons(signal) {
	return apiRequest("/contact_reasons", {
		parse: (data) => ContactReasonListSchema.parse(data),
		signal
	});
}
function contactReasonsQueryOptions(language = currentLanguage()) {
	return queryOptions({
		queryKey: ["contact-reasons", language],
		queryFn: ({ signal }) => getContactReasons(signal),
		staleTime: 18e5
	});
}
/** Spec section 8: a failed list shows as empty. */
function useContactReasons(language = currentLanguage()) {
	return useQuery(contactReasonsQueryOptions(language)).data ?? [];
}
export { useContactReasons as n, contactReasonsQueryOptions as t };
