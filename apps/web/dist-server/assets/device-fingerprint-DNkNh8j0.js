import { n as require_react, o as __toESM } from "./jsx-runtime-BwTeEnx2.js";
import { t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { Ft as CreditCardSchema, On as array, Pt as CardFingerprintSchema, jt as CARDS_PAGE_SIZE } from "../render-page.js";
import { t as cardKeys } from "./query-keys-XKHZ0HV6.js";
// src/lib/credit-cards-query.ts
/**
* The member's saved cards: listed and changed by the cards feature, offered by the payment form, so the one
* query lives here.
*/
var CardListSchema = array(CreditCardSchema);
/** Every active card at once (spec section 7: no pagination, page size 1000); the default comes first. */
function creditCardsQueryOptions() {
	return queryOptions({
		queryKey: cardKeys.all,
		queryFn: ({ signal }) => apiRequest(`/credit_cards?page=1&per_page=${CARDS_PAGE_SIZE}`, {
			parse: (data) => CardListSchema.parse(data).filter((card) => card.status === 1),
			signal
		}),
		staleTime: 6e4
	});
}
// src/lib/device-fingerprint.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* How long a session's id is sent: the provider keeps a fingerprint about 30 minutes from the page's load to
* the order (Device Fingerprinting Guide), so an older one is renewed, with a margin for the request itself.
*/
var FINGERPRINT_FRESH_MS = 15e5;
/** How long paying waits for a renewed session before going ahead without one. */
var RENEWAL_WAIT_MS = 3e3;
/** A device-fingerprint session for the card checkout or payment to come: its script and the id to send. */
function cardFingerprint() {
	return apiRequest("/card-checkout/fingerprint", { parse: (data) => CardFingerprintSchema.parse(data) });
}
/**
* Runs the provider's device-fingerprint script on this page (Device Fingerprinting Guide: on the checkout
* page, at the end of <body>, seconds before the order is sent).
*/
function runFingerprintScript(url) {
	const script = document.createElement("script");
	script.src = url;
	script.async = true;
	document.body.append(script);
}
/**
* The device-fingerprint session of a form that sends the member's card to the provider (the card billing
* form, the payment form): started as the form opens, so the script has the time the member takes to fill it
* in and confirm. Without a session the request goes ahead: the provider then scores it without one.
*/
function useDeviceFingerprint(open) {
	const session = (0, import_react.useRef)(null);
	const live = (0, import_react.useRef)(false);
	const fingerprint = (0, import_react.useMemo)(() => {
		const isFresh = (s) => Date.now() - s.startedAt < FINGERPRINT_FRESH_MS;
		const start = () => {
			const next = {
				startedAt: Date.now(),
				id: null,
				ready: Promise.resolve(null)
			};
			next.ready = cardFingerprint().then(({ session_id, script_url }) => {
				if (!live.current || session.current !== next) return null;
				runFingerprintScript(script_url);
				next.id = session_id;
				return session_id;
			}, () => null);
			session.current = next;
			return next;
		};
		return {
			start,
			current: () => {
				const s = session.current;
				return s && isFresh(s) ? s.id : null;
			},
			fresh: async () => {
				const s = session.current;
				const ready = (s && isFresh(s) ? s : start()).ready;
				let timer;
				const waited = new Promise((resolve) => {
					timer = setTimeout(() => resolve(null), RENEWAL_WAIT_MS);
				});
				try {
					return await Promise.race([ready, waited]);
				} finally {
					clearTimeout(timer);
				}
			}
		};
	}, []);
	(0, import_react.useEffect)(() => {
		if (!open) return;
		live.current = true;
		fingerprint.start();
		return () => {
			live.current = false;
			session.current = null;
		};
	}, [open, fingerprint]);
	return fingerprint;
}
export { creditCardsQueryOptions as n, useDeviceFingerprint as t };
