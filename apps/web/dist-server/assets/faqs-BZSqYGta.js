import { t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { Ht as FaqSchema, On as array, j as currentLanguage } from "../render-page.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
// src/lib/reference-data/faqs.ts
var FaqListSchema = array(FaqSchema);
function getFaqs(signal) {
	return apiRequest("/faqs", {
		parse: (data) => FaqListSchema.parse(data),
		signal
	});
}
/** Answers come in the request language, so the language is part of the key. */
function faqsQueryOptions(language = currentLanguage()) {
	return queryOptions({
		queryKey: ["faqs", language],
		queryFn: ({ signal }) => getFaqs(signal),
		staleTime: 18e5
	});
}
export { faqsQueryOptions as t };
