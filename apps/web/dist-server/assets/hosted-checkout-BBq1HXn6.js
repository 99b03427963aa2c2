// src/lib/hosted-checkout.ts
/**
* The card provider's hosted pages, for the features that send the member there (saving a card, paying with a
* new card) and the result pages they come back to.
*/
/**
* Sends the member to the card provider's hosted page: a top-level form POST of the fields our API signed
* (CSP form-action allows the provider's origin). The card is typed there, never on our pages.
*/
function postToProvider(url, fields) {
	const form = document.createElement("form");
	form.method = "post";
	form.action = url;
	form.hidden = true;
	for (const [name, value] of Object.entries(fields)) {
		const input = document.createElement("input");
		input.type = "hidden";
		input.name = name;
		input.value = value;
		form.append(input);
	}
	document.body.append(form);
	form.submit();
}
var ORIGIN_KEY = "vida.checkoutOrigin";
/** A path of ours (`/…`), never another origin's (`//host`, `https://…`): where a link may send the member. */
function ownPath(path) {
	return path?.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : null;
}
/**
* Where the result pages lead back to: the page the member started from (the profile's cards, or the payment
* they were making), kept in this tab while the provider's pages are open.
*/
function rememberCheckoutOrigin(path) {
	sessionStorage.setItem(ORIGIN_KEY, path);
}
var RETURN_STATES_KEY = "vida.returnStates";
function returnStates() {
	try {
		const parsed = JSON.parse(sessionStorage.getItem(RETURN_STATES_KEY) ?? "{}");
		return typeof parsed === "object" && parsed !== null ? parsed : {};
	} catch {
		return {};
	}
}
/**
* The navigation state a page needs when the member comes back to it from the provider's pages (a new page
* load has none): the payment form's contract and what was chosen on it.
*/
function rememberReturnState(path, state) {
	sessionStorage.setItem(RETURN_STATES_KEY, JSON.stringify({
		...returnStates(),
		[path]: state
	}));
}
/** The way back: the origin (or `fallback`) and the state remembered for it. */
function checkoutOrigin(fallback) {
	const path = ownPath(sessionStorage.getItem(ORIGIN_KEY)) ?? fallback;
	return {
		path,
		state: returnStates()[path]
	};
}
/** Edit Profile with its add-card form open, whose provider reply leads back to `returnTo` (a payment). */
function addCardPath(editProfile, returnTo) {
	return `${editProfile}?${new URLSearchParams({
		addCard: "1",
		returnTo
	})}`;
}
export { rememberCheckoutOrigin as a, postToProvider as i, checkoutOrigin as n, rememberReturnState as o, ownPath as r, addCardPath as t };
