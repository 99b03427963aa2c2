import { t as Alert } from "./Alert-BtgfZRBq.js";
import { b as resolveMessage, k as PATHS, o as Box, r as Button, t as Typography } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { d as useLocation, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { i as visibleContracts, n as activeIndexFor, r as contractIdFromState, t as ContractCarousel } from "./contract-carousel-B0h3bk0R.js";
import { t as EmptyState } from "./empty-state-DgH-BEU8.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { n as TileLink, r as PayByPhone } from "./resort-logo-QaKCc2Sz.js";
import { t as Pill } from "./status-pill-CsXJUDym.js";
import { i as contractDue, n as payNowLink, r as useAmountDue, t as clubToday } from "./amount-due-DxkT34bF.js";
import { n as useClub, r as usePaymentsEnabled, t as clubQueryOptions } from "./club-query-gjY5-H5F.js";
import { r as formatMoney } from "./format-BJVEzoib.js";
import { o as useProfile } from "./profile-query-CKIqjTuP.js";
import { c as paymentTypeSummaries, l as paymentsBeingConfirmed, r as contractCurrency } from "./payment-form-DGgtREli.js";
import "./register-messages-D82C2leW.js";
import { t as pageData } from "./page-data-IObb-R1Q.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
// src/features/payments/pages/payments-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A contract card's word on what is owed on it: late, due now, or nothing. */
function DueBadge({ due }) {
	const { t } = useTranslation("account");
	if (due.overdueCount > 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pill, {
		tone: "error",
		children: t("pay.badges.overdue")
	});
	if (due.dueNowCount > 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pill, {
		tone: "warning",
		children: t("pay.badges.dueNow")
	});
	return null;
}
function PaymentTypes({ contract }) {
	const { t } = useTranslation("account");
	const language = useLanguage();
	const today = clubToday();
	const summaries = paymentTypeSummaries(contract, today);
	const { overdueByType } = contractDue(contract, today);
	const confirming = paymentsBeingConfirmed(contract).map((payment) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "info",
		children: t("pay.confirmingOnContract", { amount: formatMoney(payment.amount, contractCurrency(contract), language) })
	}, payment.uuid));
	if (summaries.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [confirming, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("pay.nothingDue") })] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [confirming, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: {
			listStyle: "none",
			p: 0,
			m: 0,
			display: "grid",
			gap: 1.5
		},
		children: summaries.map(({ type, count, total }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TileLink, {
			to: PATHS.paymentMethod.replace(":type", type),
			state: { contract },
			chevronColor: "gold.dark",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "span",
				sx: {
					display: "grid",
					flexGrow: 1,
					gap: .25
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "span",
						sx: {
							display: "flex",
							gap: 1,
							alignItems: "center",
							flexWrap: "wrap",
							fontWeight: 600
						},
						children: [t(`pay.types.${type}`), overdueByType[type] > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pill, {
							tone: "error",
							children: t("pay.badges.overdueItems", { count: overdueByType[type] })
						}) : null]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						sx: {
							fontWeight: 400,
							color: "text.secondary"
						},
						children: t(`pay.typeWhat.${type}`)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						sx: { fontWeight: 400 },
						children: t("pay.items", {
							count,
							total: formatMoney(total, contractCurrency(contract), language)
						})
					})
				]
			})
		}) }, type))
	})] });
}
/** Mounted once the contracts are known, so the first active contract can depend on them. */
function PaymentContracts({ contracts, enabled }) {
	const { t } = useTranslation(["account", "common"]);
	const club = useClub();
	const location = useLocation();
	const [initialContractId] = (0, import_react.useState)(() => contractIdFromState(location.state) ?? contracts.find((contract) => paymentTypeSummaries(contract, clubToday()).length > 0)?.contract_id ?? null);
	const [active, setActive] = (0, import_react.useState)(() => activeIndexFor(contracts, initialContractId));
	const current = contracts[active] ?? contracts[0];
	if (!current) return null;
	const today = clubToday();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContractCarousel, {
		contracts,
		initialContractId,
		active,
		onActiveChange: setActive,
		badge: (contract) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DueBadge, { due: contractDue(contract, today) })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-labelledby": "pay-types",
		sx: {
			p: {
				xs: 2.5,
				sm: 4
			},
			display: "grid",
			gap: 2
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: "pay-types",
			component: "h2",
			variant: "h3",
			children: enabled ? t("pay.chooseType") : t("pay.byPhoneTitle")
		}), enabled ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentTypes, { contract: current }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PayByPhone, {
			club: club.data,
			text: t("common:amountDue.callToPay")
		})]
	})] });
}
/**
* Late payments, said once above the contracts, with the way to pay the oldest: its payment form, as the
* amount-due card's Pay now opens it (while anything is late, the oldest item due is a late one).
*/
function OverdueNotice({ contracts }) {
	const { t } = useTranslation("account");
	const owed = useAmountDue();
	const link = owed && owed.overdueCount > 0 ? payNowLink(owed.payNow, contracts) : null;
	if (!owed || !link) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "error",
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			to: link.to,
			state: link.state,
			color: "inherit",
			size: "small",
			children: t("pay.overdueNotice.pay")
		}),
		children: t("pay.overdueNotice.text", { count: owed.overdueCount })
	});
}
/**
* Payments (spec section 2): the late payments' notice, the contract carousel (payments due first, each card
* saying whether something on it is due or late) and the payment-type choice.
*/
function Component() {
	const { t, i18n } = useTranslation(["account", "pages"]);
	const { data: profile } = useProfile();
	const contracts = visibleContracts(profile?.contracts ?? []);
	const enabled = usePaymentsEnabled() !== false;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "payments",
		width: "wide",
		overline: t("pay.overline"),
		title: t("pages:payments"),
		subtitle: t("pay.subtitle")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageBody, {
		width: "wide",
		sx: {
			display: "grid",
			gap: 4
		},
		children: [enabled ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OverdueNotice, { contracts: profile?.contracts ?? [] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "warning",
			children: t("pay.disabled")
		}), !profile ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			variant: "rounded",
			height: 260
		}) : contracts.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentContracts, {
			contracts,
			enabled
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { text: resolveMessage(i18n, "no_contracts") })]
	})] });
}
var loader = pageData((client) => [client.prefetchQuery(clubQueryOptions())]);
export { Component, loader };
