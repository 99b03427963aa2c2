import { n as require_react, o as __toESM } from "./jsx-runtime-BwTeEnx2.js";
import { a as serverNow } from "./api-client-Bq9ewmbe.js";
import { Jn as currencyOf, Un as PAYMENT_CATEGORIES, at as dayIn, it as CLUB_TIME_ZONE, k as PATHS, qn as VISIBLE_CONTRACT_STATUSES } from "../render-page.js";
import { o as useProfile } from "./profile-query-CKIqjTuP.js";
// ../../packages/shared/src/payment-totals.ts
var cents = (amount) => Math.round(amount * 100);
/** Spec section 9: down = amount due + closing cost + late fee; the other kinds amount due + late fee. */
function itemTotalCents(category, item) {
	const base = cents(item.amount_due) + cents(item.late_fee);
	return category === "down" ? base + cents(item.closing_cost) : base;
}
/**
* The items a payment covers and its total (spec sections 4, 5 and 9), from the contract's open items. One
* function for the form's totals and the server's charge, so the two never disagree. `today` is YYYY-MM-DD.
*/
function selectPayment(contract, choice, today) {
	const open = contract.payment_types[choice.paymentType];
	const sum = (items) => items.reduce((total, item) => total + itemTotalCents(choice.paymentType, item), 0);
	if (open.length === 0) return "no_items";
	switch (choice.paymentType) {
		case "monthly": {
			if (choice.monthlyType === "full") return {
				items: open,
				totalCents: cents(contract.pay_in_full)
			};
			if (choice.monthlyType === "multiple") {
				const chosen = new Set(choice.multiplePayment ?? []);
				const items = open.filter((item) => chosen.has(item.id));
				if (items.length === 0 || items.length !== chosen.size) return "unknown_months";
				return {
					items,
					totalCents: sum(items)
				};
			}
			const due = open.filter((item) => item.due_date <= today);
			const items = due.length > 0 ? due : open.slice(0, 1);
			return {
				items,
				totalCents: sum(items)
			};
		}
		case "other_fees": {
			const items = open.filter((item) => item.fee_type === choice.fee_type);
			if (items.length === 0) return "no_fee_items";
			return {
				items,
				totalCents: sum(items)
			};
		}
		default: return {
			items: open,
			totalCents: sum(open)
		};
	}
}
/**
* How an amount is applied to the items of a payment (decision 016): oldest item first, and within an item
* its late fee first, then the closing cost (down payments), then the amount due; the next item only once
* this one is paid off. The items with nothing applied are left out. Paying in full is not applied this way:
* it pays `pay_in_full` and closes every instalment (see `selectPayment`).
*/
function allocatePayment(category, items, amountCents) {
	const oldestFirst = [...items].sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
	let left = Math.max(0, Math.round(amountCents));
	const take = (due) => {
		const taken = Math.min(left, due);
		left -= taken;
		return taken;
	};
	const allocations = [];
	for (const item of oldestFirst) {
		if (left === 0) break;
		const lateFeeCents = take(cents(item.late_fee));
		const closingCostCents = category === "down" ? take(cents(item.closing_cost)) : 0;
		const amountDueCents = take(cents(item.amount_due));
		const totalCents = lateFeeCents + closingCostCents + amountDueCents;
		allocations.push({
			item,
			lateFeeCents,
			closingCostCents,
			amountDueCents,
			totalCents,
			settles: totalCents === itemTotalCents(category, item)
		});
	}
	return allocations;
}
/** Cents as the API's JSON number (2 decimals). */
var fromCents = (value) => Math.round(value) / 100;
// ../../packages/shared/src/amount-due.ts
/** Contracts whose items are owed: the profile's (Active, Pending, Blocked), as the API counts `payments`. */
var isPayable = (contract) => VISIBLE_CONTRACT_STATUSES.includes(contract.contract_status);
function openItems(contracts) {
	return contracts.filter(isPayable).flatMap((contract) => PAYMENT_CATEGORIES.flatMap((type) => contract.payment_types[type].map((item) => ({
		contract,
		type,
		item
	}))));
}
function totalsPerCurrency(items) {
	const totals = /* @__PURE__ */ new Map();
	for (const { contract, type, item } of items) {
		const currency = currencyOf(contract.currency_id);
		totals.set(currency, (totals.get(currency) ?? 0) + itemTotalCents(type, item));
	}
	return [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, cents]) => ({
		currency,
		cents
	}));
}
/**
* The amount due across the member's contracts on `today` (YYYY-MM-DD, the club's day). An item is due on its
* due date and late the day after, as the API's pending count and the payment form's "all due" read it.
*/
function amountDue(contracts, today) {
	const open = openItems(contracts);
	const due = open.filter(({ item }) => item.due_date <= today).sort((a, b) => a.item.due_date.localeCompare(b.item.due_date) || a.item.id - b.item.id);
	const later = open.filter(({ item }) => item.due_date > today);
	const nextDate = later.reduce((earliest, { item }) => earliest === null || item.due_date < earliest ? item.due_date : earliest, null);
	const oldest = due[0];
	return {
		dueNow: totalsPerCurrency(due),
		dueNowCount: due.length,
		overdueCount: due.filter(({ item }) => item.due_date < today).length,
		next: nextDate === null ? null : {
			due_date: nextDate,
			amounts: totalsPerCurrency(later.filter(({ item }) => item.due_date === nextDate))
		},
		payNow: oldest ? {
			contract_id: oldest.contract.contract_id,
			type: oldest.type,
			fee_type: oldest.item.fee_type
		} : null
	};
}
/** One contract's items due now and late, in total and per kind of payment. */
function contractDue(contract, today) {
	const overdueByType = {
		down: 0,
		monthly: 0,
		cash_out: 0,
		other_fees: 0
	};
	let dueNowCount = 0;
	for (const { type, item } of openItems([contract])) {
		if (item.due_date > today) continue;
		dueNowCount += 1;
		if (item.due_date < today) overdueByType[type] += 1;
	}
	const overdueCount = Object.values(overdueByType).reduce((sum, count) => sum + count, 0);
	return {
		dueNowCount,
		overdueCount,
		overdueByType
	};
}
// src/lib/amount-due.ts
/**
* What the member owes today (issue 24), read once from the profile the session already holds: the
* dashboard's and My Account's amount-due card, the menu's badge and the Payments page's badges all count with
* the shared `amountDue`/`contractDue` on the club's day, so no screen says a different number.
*/
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Today at the club (`YYYY-MM-DD`) on the server's clock: the day the API judges due dates by. */
function clubToday() {
	return dayIn(serverNow(), CLUB_TIME_ZONE);
}
/** The amount due on the member's contracts, or undefined until the profile is in. */
function useAmountDue() {
	const { data: profile } = useProfile();
	return (0, import_react.useMemo)(() => profile ? amountDue(profile.contracts, clubToday()) : void 0, [profile]);
}
/**
* Where "Pay now" leads: straight to the payment form of the oldest item's kind on its contract, with that item
* chosen (a fee by its fee type; the other kinds pay their oldest items due by default). Null when there is
* nothing to pay or the contract is not among the member's.
*/
function payNowLink(target, contracts) {
	const contract = target ? contracts.find((c) => c.contract_id === target.contract_id) : void 0;
	if (!target || !contract) return null;
	return {
		to: PATHS.paymentMethod.replace(":type", target.type),
		state: {
			contract,
			choice: target.fee_type ? { fee_type: target.fee_type } : {}
		}
	};
}
export { allocatePayment as a, selectPayment as c, contractDue as i, payNowLink as n, fromCents as o, useAmountDue as r, itemTotalCents as s, clubToday as t };
