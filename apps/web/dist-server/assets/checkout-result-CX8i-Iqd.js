import { t as CheckCircleOutlined_default } from "./CheckCircleOutlined-CSNfm8xn.js";
import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { k as PATHS, r as Button, t as Typography, zt as isCheckoutResultReason } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { g as useSearchParams, h as useParams, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { n as checkoutOrigin } from "./hosted-checkout-BBq1HXn6.js";
// ../../node_modules/@mui/icons-material/ErrorOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var ErrorOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-2h2zm0-4h-2V7h2z" }), "ErrorOutlined");
// ../../node_modules/@mui/icons-material/InfoOutlined.mjs
var InfoOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8" }), "InfoOutlined");
// src/features/cards/components/checkout-result.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var ICONS = {
	success: CheckCircleOutlined_default,
	fail: ErrorOutlined_default,
	cancelled: InfoOutlined_default
};
var TONES = {
	success: "success.main",
	fail: "error.main",
	cancelled: "secondary.main"
};
/** The reasons whose card-save wording would mislead on a payment ("it was not saved"). */
var PAYMENT_WORDED = [
	"declined",
	"review",
	"duplicate",
	"error",
	"cancelled"
];
var isPaymentWorded = (reason) => PAYMENT_WORDED.includes(reason);
function pageTitleOf(kind, purpose) {
	if (kind === "success") return "successTokenization";
	if (purpose === "unverified") return "checkoutUnverified";
	if (purpose === "payment") return kind === "fail" ? "paymentNotMade" : "paymentCancelled";
	return kind === "fail" ? "failPayment" : "cancelledPayment";
}
/**
* Where the provider's reply leaves the member (spec section 2): a saved card, or the fail and cancelled pages
* of a card save or of a payment with a new card (`?for=payment`, set by the API), which show our own text
* for the reason code in their path. Anyone can write such a link, so nothing else from it reaches the page
* (issue 23). Each opens at the top and leads back to where the member started: the profile's cards, or the
* payment they were making.
*/
function CheckoutResult({ kind }) {
	const { t } = useTranslation([
		"account",
		"pages",
		"common"
	]);
	const { message: reason } = useParams();
	const [search] = useSearchParams();
	const known = isCheckoutResultReason(reason) ? reason : null;
	const purpose = known === "unverified" ? "unverified" : search.get("for") === "payment" ? "payment" : "card";
	const Icon = ICONS[kind];
	let text;
	if (kind === "success") text = t("result.successBody");
	else if (!known) text = t("result.noMessage");
	else if (purpose === "payment" && isPaymentWorded(known)) text = t(`result.paymentReasons.${known}`);
	else text = t(`result.reasons.${known}`);
	let title;
	if (kind === "success") title = t("result.successTitle");
	else if (purpose === "unverified") title = t("result.unverifiedTitle");
	else if (purpose === "payment") title = kind === "fail" ? t("result.paymentFailTitle") : t("result.paymentCancelledTitle");
	else title = kind === "fail" ? t("result.failTitle") : t("result.cancelledTitle");
	const origin = checkoutOrigin(purpose === "payment" ? PATHS.payments : PATHS.editProfile);
	const back = origin.path.startsWith(PATHS.editProfile) ? t("result.back") : origin.path.startsWith(PATHS.paymentMethod.replace(":type", "")) ? t("result.backToPayment") : t("result.backToPayments");
	const pageTitle = pageTitleOf(kind, purpose);
	(0, import_react.useEffect)(() => {
		document.title = t("common:documentTitle", { page: t(`pages:${pageTitle}`) });
	}, [pageTitle, t]);
	(0, import_react.useEffect)(() => {
		window.scrollTo(0, 0);
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "payments",
		width: "compact",
		title: t(`pages:${pageTitle}`)
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "compact",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			elevation: 1,
			sx: {
				p: {
					xs: 3,
					sm: 5
				},
				display: "grid",
				gap: 2,
				justifyItems: "center",
				textAlign: "center"
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					"aria-hidden": "true",
					sx: {
						fontSize: 64,
						color: TONES[kind]
					}
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "h2",
					variant: "h3",
					children: title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					role: kind === "success" ? "status" : "alert",
					sx: { overflowWrap: "anywhere" },
					children: text
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: origin.path,
					state: origin.state,
					variant: "contained",
					color: "gold",
					children: back
				})
			]
		})
	})] });
}
export { CheckoutResult as t };
