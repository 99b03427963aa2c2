import { wn as PASSWORD_ESTIMATOR_OPTIONS } from "../render-page.js";
// \0virtual:password-dictionaries
var DICTIONARY_URLS = {
	"common": "/assets/zxcvbn-common-CKuuLIBd.json",
	"en": "/assets/zxcvbn-en-BAujj4ce.json",
	"es": "/assets/zxcvbn-es-ddkr8yfe.json"
};
// src/lib/password-estimator.ts
/**
* The password-strength estimator in the browser: the same zxcvbn-ts, dictionaries and settings as the API
* (packages/shared/src/password-strength.ts), so the meter agrees with the server's answer. Only the forms
* that set a password import this module; the estimator's code and dictionaries (fetched JSON files,
* scripts/vite/password-dictionaries.ts) load when their meter first shows. The forms pass
* `browserPasswordChecks` to the shared schemas: once the estimator has loaded they refuse weak passwords
* too, before that the API's answer names the field.
*/
var loaded = null;
var loading = null;
/** What a form in this browser can check a new password against: the estimator, once it has loaded. */
var browserPasswordChecks = { estimator: (password, userInputs) => loaded ? loaded(password, userInputs) : null };
function passwordEstimatorLoaded() {
	return loaded !== null;
}
async function fetchPack(url) {
	const response = await fetch(url);
	if (!response.ok) throw new Error(`password dictionary: HTTP ${response.status}`);
	return await response.json();
}
/** Loads the estimator once; a failed load may be tried again. */
function loadPasswordEstimator() {
	if (loaded) return Promise.resolve();
	loading ??= (async () => {
		const [{ ZxcvbnFactory }, common, en, es] = await Promise.all([
			import("./dist-Dfw3--t-.js"),
			fetchPack(DICTIONARY_URLS.common),
			fetchPack(DICTIONARY_URLS.en),
			fetchPack(DICTIONARY_URLS.es)
		]);
		const zxcvbn = new ZxcvbnFactory({
			...PASSWORD_ESTIMATOR_OPTIONS,
			dictionary: {
				...common.dictionary,
				...en.dictionary,
				...es.dictionary
			},
			...common.graphs ? { graphs: common.graphs } : {}
		});
		loaded = (password, userInputs) => {
			const result = zxcvbn.check(password, [...userInputs]);
			return {
				score: result.score,
				warning: result.feedback.warning
			};
		};
	})().catch((error) => {
		loading = null;
		throw error;
	});
	return loading;
}
export { loadPasswordEstimator as n, passwordEstimatorLoaded as r, browserPasswordChecks as t };
