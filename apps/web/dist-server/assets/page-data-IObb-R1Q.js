import { g as activeQueryClient, l as isSessionActive } from "../render-page.js";
// src/lib/page-data.ts
/**
* A page's route loader that fetches the page's queries alongside its code (decision 007). The page then
* renders once, with its data, instead of rendering empty and again as each answer lands: an answer that
* lands after a render re-renders synchronously (queries are external stores), one long task each on a
* phone. A failed query is left to the page, which shows its own error state (`prefetchQuery` never throws);
* a cached answer costs nothing. Without a session it fetches nothing: the signed-in guard, which runs beside
* it, sends the visitor home (and a loader run while a session ends would only collect 401s).
*/
function pageData(prefetch) {
	return async () => {
		if (!isSessionActive()) return null;
		await Promise.all(prefetch(activeQueryClient()));
		return null;
	};
}
export { pageData as t };
