import { c as selectPayment, o as fromCents } from "./amount-due-DxkT34bF.js";
import { Jn as currencyOf, Un as PAYMENT_CATEGORIES } from "../render-page.js";
import { i as isApiRequestError } from "./api-client-Bq9ewmbe.js";
// src/features/payments/lib/payment-form.ts
var isPaymentCategory = (value) => PAYMENT_CATEGORIES.includes(value ?? "");
/** The contract a payment page was opened for (navigation state `{ contract }`), or null. */
function contractFromState(state) {
	if (typeof state !== "object" || state === null || !("contract" in state)) return null;
	const contract = state.contract;
	return typeof contract === "object" && contract !== null && "payment_types" in contract ? contract : null;
}
var contractCurrency = (contract) => currencyOf(contract.currency_id);
/** What each payment type of a contract amounts to now (the type choice's summary), open types only. */
function paymentTypeSummaries(contract, today) {
	return PAYMENT_CATEGORIES.flatMap((type) => {
		const items = contract.payment_types[type];
		if (items.length === 0) return [];
		const selection = selectPayment(contract, {
			paymentType: type,
			monthlyType: "monthly",
			fee_type: items[0]?.fee_type ?? void 0
		}, today);
		if (typeof selection === "string") return [{
			type,
			count: 0,
			total: 0
		}];
		return [{
			type,
			count: selection.items.length,
			total: fromCents(selection.totalCents)
		}];
	});
}
/** The amount as the form sends it: two decimals with a dot, no grouping. */
var amountText = (cents) => (cents / 100).toFixed(2);
/** An amount as the amount field shows it for the member to change: `10,860.00` (the form's own notation). */
var amountInput = (cents) => (cents / 100).toLocaleString("en-US", {
	minimumFractionDigits: 2,
	maximumFractionDigits: 2
});
/**
* The server's word that a charge of these items is still being confirmed with the provider (its own
* attempt, `payment_pending`, also after a full disk; or another attempt holding the items,
* `payment_in_progress`): not a failure, and paying again is what must not happen.
*/
function isBeingConfirmed(error) {
	return isApiRequestError(error) && (error.code === "payment_pending" || error.code === "payment_in_progress");
}
/**
* A charge that took no money and says why (402 `payment_declined*`, 502 `payment_failed`): the form keeps
* the message beside the Pay button, not in a passing toast.
*/
function isDeclined(error) {
	return isApiRequestError(error) && typeof error.code === "string" && (error.code.startsWith("payment_declined") || error.code === "payment_failed");
}
/** The contract's portal payments still being confirmed (history status 1), as its history lists them. */
var paymentsBeingConfirmed = (contract) => contract.payments.filter((payment) => payment.status === 1);
export { isBeingConfirmed as a, paymentTypeSummaries as c, contractFromState as i, paymentsBeingConfirmed as l, amountText as n, isDeclined as o, contractCurrency as r, isPaymentCategory as s, amountInput as t };
