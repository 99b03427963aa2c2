import { n as require_react, o as __toESM } from "./jsx-runtime-BwTeEnx2.js";
import { i as isApiRequestError } from "./api-client-Bq9ewmbe.js";
// src/lib/idempotency-key.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** 128 random bits as hex: `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
function newKey() {
	const bytes = crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(16));
	return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
/**
* The `Idempotency-Key` of the write a form is about to make, made when the form opens. Keep it while the
* same write is retried after a lost answer; `renew` it once the server has answered (success or a
* refusal), because the next submission is a new write.
*/
function useIdempotencyKey() {
	const [key, setKey] = (0, import_react.useState)(newKey);
	return {
		key,
		renew: (0, import_react.useCallback)(() => setKey(newKey()), [])
	};
}
/** The request may have reached the server without its answer reaching us: retry with the same key. */
function answerLost(error) {
	return isApiRequestError(error) && error.status === 0;
}
export { useIdempotencyKey as n, answerLost as t };
