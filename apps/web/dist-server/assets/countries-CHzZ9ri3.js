import { n as useQuery, t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { On as array, j as currentLanguage, ut as CountryOptionSchema } from "../render-page.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
// src/lib/reference-data/countries.ts
var CountryListSchema = array(CountryOptionSchema);
/** GET /countries is public: the registration form asks before anyone is signed in. */
function getCountries(signal) {
	return apiRequest("/countries", {
		auth: false,
		parse: (data) => CountryListSchema.parse(data),
		signal
	});
}
/** The country choice (249 per language); names come in the request language. */
function countriesQueryOptions(language = currentLanguage()) {
	return queryOptions({
		queryKey: ["countries", language],
		queryFn: ({ signal }) => getCountries(signal),
		staleTime: 36e5
	});
}
/** Spec section 8: a failed list shows as empty. `enabled: false` skips the request (members need none). */
function useCountries(language = currentLanguage(), enabled = true) {
	return useQuery({
		...countriesQueryOptions(language),
		enabled
	}).data ?? [];
}
export { useCountries as t };
