import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { n as payNowLink, o as fromCents } from "./amount-due-DxkT34bF.js";
import { o as Box, r as Button, t as Typography } from "../render-page.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { o as useProfile } from "./profile-query-CKIqjTuP.js";
import { n as useClub, r as usePaymentsEnabled } from "./club-query-gjY5-H5F.js";
import { n as formatLongDate, r as formatMoney } from "./format-BJVEzoib.js";
import { r as PayByPhone } from "./resort-logo-QaKCc2Sz.js";
import { t as Pill } from "./status-pill-CsXJUDym.js";
// src/components/ui/amount-due-card.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The amount due (issue 24), first thing on the dashboard and My Account: what is due now per currency, how
* many payments that is and how many are late, the next due date, and "Pay now" to the payment form of the
* oldest item. With payments off, the same figures and how to pay by phone.
*/
function AmountDueCard({ owed }) {
	const { t } = useTranslation("common");
	const language = useLanguage();
	const club = useClub();
	const enabled = usePaymentsEnabled();
	const { data: profile } = useProfile();
	const { dueNow, dueNowCount, overdueCount, next, payNow } = owed;
	const link = payNowLink(payNow, profile?.contracts ?? []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-labelledby": "amount-due-title",
		elevation: 1,
		sx: {
			p: {
				xs: 2.5,
				sm: 3.5
			},
			display: "grid",
			gap: 1.5,
			alignContent: "start"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					gap: 1.5,
					alignItems: "center",
					justifyContent: "space-between",
					flexWrap: "wrap"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "amount-due-title",
					component: "h2",
					variant: "h3",
					children: t("amountDue.title")
				}), overdueCount > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pill, {
					tone: "error",
					children: t("amountDue.overdue", { count: overdueCount })
				}) : null]
			}),
			dueNowCount > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "p",
				sx: {
					m: 0,
					display: "grid"
				},
				children: [dueNow.map(({ currency, cents }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					sx: {
						fontSize: {
							xs: "1.75rem",
							sm: "2rem"
						},
						fontWeight: 700,
						lineHeight: 1.2,
						fontVariantNumeric: "tabular-nums"
					},
					children: formatMoney(fromCents(cents), currency, language)
				}, currency)), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					sx: {
						color: "text.secondary",
						mt: .5
					},
					children: t("amountDue.count", { count: dueNowCount })
				})]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { fontWeight: 600 },
				children: t("amountDue.nothingDue")
			}),
			next ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { color: "text.secondary" },
				children: t("amountDue.next", {
					date: formatLongDate(/* @__PURE__ */ new Date(`${next.due_date}T12:00:00Z`), language, "UTC"),
					amount: next.amounts.map(({ currency, cents }) => formatMoney(fromCents(cents), currency, language)).join(" + ")
				})
			}) : null,
			enabled === false ? dueNowCount > 0 || next ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PayByPhone, {
				club: club.data,
				text: t("amountDue.payByPhone")
			}) : null : enabled && link ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: link.to,
				state: link.state,
				variant: "contained",
				color: "gold",
				children: t("amountDue.payNow")
			}) }) : null
		]
	});
}
// src/components/ui/postal-address.tsx
/**
* The address as one block: street lines, then city, state and postal code, then country. Without a street
* line there is no address to show (a country alone is not one).
*/
function addressLines(profile) {
	if (!profile.address_line_1?.trim() && !profile.address_line_2?.trim()) return [];
	const place = [profile.city, [profile.states, profile.postal_code].filter(Boolean).join(" ")].map((part) => part?.trim()).filter(Boolean).join(", ");
	return [
		profile.address_line_1,
		profile.address_line_2,
		place,
		profile.country
	].map((line) => line?.trim() ?? "").filter(Boolean);
}
/**
* The member's postal address, one line per block: the dashboard and My Account show the same one.
* `empty` is what stands in for an address the club does not have.
*/
function PostalAddress({ profile, empty }) {
	const lines = addressLines(profile);
	if (lines.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: empty });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: lines.map((line) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "span",
		sx: { display: "block" },
		children: line
	}, line)) });
}
export { AmountDueCard as n, PostalAddress as t };
