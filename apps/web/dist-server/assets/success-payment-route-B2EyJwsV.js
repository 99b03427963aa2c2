import { t as CheckCircleOutlined_default } from "./CheckCircleOutlined-CSNfm8xn.js";
import { t as FileDownloadOutlined_default } from "./FileDownloadOutlined-B-x-LZZ5.js";
import { Yn as isFeeType, it as CLUB_TIME_ZONE, k as PATHS, o as Box, pt as ReceiptSchema, r as Button, t as Typography, y as notify, zn as FEE_TYPE_KEYS } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { h as useParams, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as LabelledValue } from "./labelled-value-D4_3dJB5.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { i as isApiRequestError, n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { o as formatShortDay, r as formatMoney, t as formatDateTime } from "./format-BJVEzoib.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as downloadInvoice } from "./payments-api-BGl_Fw9s.js";
import { Component as NotFoundPage } from "./not-found-page-_BS4baOP.js";
// src/features/payments/api/receipt-api.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** `GET /orders/{order}/receipt`: the receipt of one of the member's approved payments (the success page). */
var receiptKeys = { one: (order) => [
	"payments",
	"receipt",
	order
] };
function receiptQueryOptions(order) {
	return queryOptions({
		queryKey: receiptKeys.one(order),
		queryFn: ({ signal }) => apiRequest(`/orders/${encodeURIComponent(order)}/receipt`, {
			parse: (data) => ReceiptSchema.parse(data),
			signal
		}),
		staleTime: 3e5
	});
}
// src/features/payments/pages/success-payment-page.tsx
var import_jsx_runtime = require_jsx_runtime();
var CARD_BRANDS = {
	visa: "Visa",
	mastercard: "Mastercard",
	amex: "American Express"
};
var isNotFound = (error) => isApiRequestError(error) && error.status === 404;
/** One line of "what was paid": the item, or a part of it set apart (indented, muted). */
function ItemLine({ label, due, amount, part = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "li",
		sx: {
			display: "flex",
			gap: 2,
			justifyContent: "space-between",
			alignItems: "baseline",
			py: part ? .25 : .75,
			pl: part ? 2 : 0,
			color: part ? "text.secondary" : "text.primary",
			fontSize: part ? "0.9375rem" : "1rem"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: { minWidth: 0 },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				sx: { fontWeight: part ? 400 : 600 },
				children: label
			}), due ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "span",
				sx: { color: "text.secondary" },
				children: [" · ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					sx: { whiteSpace: "nowrap" },
					children: due
				})]
			}) : null]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "span",
			sx: {
				whiteSpace: "nowrap",
				fontVariantNumeric: "tabular-nums"
			},
			children: amount
		})]
	});
}
/** The receipt itself: the amount and number, the facts, each item with its parts, the total. */
function ReceiptDetails({ receipt }) {
	const { t } = useTranslation("account");
	const language = useLanguage();
	const money = (amount) => formatMoney(amount, receipt.currency, language);
	const name = (item) => {
		if (item.fee_type) return isFeeType(item.fee_type) ? t(`pay.feeTypes.${FEE_TYPE_KEYS[item.fee_type]}`) : item.fee_type;
		return receipt.payment_type === "monthly" ? t("pay.receipt.instalment") : t(`pay.types.${receipt.payment_type}`);
	};
	const label = (item) => item.paid_off ? name(item) : t("pay.receipt.partial", { item: name(item) });
	const paidAt = t("pay.receipt.clubTime", { time: formatDateTime(new Date(receipt.paid_at), language, {
		dateStyle: "long",
		timeStyle: "short",
		timeZone: CLUB_TIME_ZONE
	}) });
	const next = receipt.next_instalment;
	const facts = [
		[t("pay.receipt.contract"), t("pay.receipt.contractValue", {
			number: receipt.contract.number,
			resort: receipt.contract.resort
		})],
		[t("pay.receipt.paidAt"), paidAt],
		[t("pay.receipt.card"), t("pay.receipt.cardEnding", {
			brand: CARD_BRANDS[receipt.card.type] ?? receipt.card.type,
			last4: receipt.card.last_four
		})],
		[t("pay.receipt.nextInstalment"), next ? t("pay.receipt.nextInstalmentValue", {
			amount: money(next.amount),
			date: formatShortDay(next.due_date, language)
		}) : t("pay.receipt.noInstalment")]
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "grid",
				gap: .5,
				justifyItems: "center",
				textAlign: "center"
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						color: "text.secondary",
						fontSize: "0.875rem"
					},
					children: t("pay.receipt.amount")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					"data-testid": "receipt-amount",
					sx: {
						fontSize: "2rem",
						fontWeight: 700,
						lineHeight: 1.2
					},
					children: money(receipt.amount)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					"data-testid": "receipt-number",
					sx: { color: "text.secondary" },
					children: t("pay.receipt.number", { number: receipt.number })
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "dl",
			sx: {
				m: 0,
				display: "grid",
				gap: 2,
				gridTemplateColumns: {
					xs: "1fr",
					sm: "1fr 1fr"
				}
			},
			children: facts.map(([term, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
				label: term,
				children: value
			}, term))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "section",
			"aria-labelledby": "receipt-items",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "receipt-items",
					component: "h3",
					variant: "h5",
					sx: { mb: 1 },
					children: t("pay.receipt.items")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "ul",
					sx: {
						listStyle: "none",
						m: 0,
						p: 0,
						borderTop: 1,
						borderColor: "divider"
					},
					children: receipt.monthly_type === "full" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "li",
						sx: {
							borderBottom: 1,
							borderColor: "divider",
							py: .5
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							component: "ul",
							sx: {
								listStyle: "none",
								m: 0,
								p: 0
							},
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemLine, {
									label: t("pay.receipt.balance"),
									amount: money(receipt.amount)
								}),
								receipt.items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemLine, {
									label: label(item),
									due: formatShortDay(item.due_date, language),
									amount: t("pay.receipt.included"),
									part: true
								}, item.id)),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemLine, {
									label: t("pay.receipt.lateFees"),
									amount: t("pay.receipt.lateFeesNoneCharged"),
									part: true
								})
							]
						})
					}) : receipt.items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "li",
						sx: {
							borderBottom: 1,
							borderColor: "divider",
							py: .5
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							component: "ul",
							sx: {
								listStyle: "none",
								m: 0,
								p: 0
							},
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemLine, {
									label: label(item),
									due: formatShortDay(item.due_date, language),
									amount: money(item.amount)
								}),
								item.closing_cost > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemLine, {
									label: t("pay.receipt.closingCost"),
									amount: money(item.closing_cost),
									part: true
								}) : null,
								item.late_fee > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItemLine, {
									label: t("pay.receipt.lateFee"),
									amount: money(item.late_fee),
									part: true
								}) : null
							]
						})
					}, item.id))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					"data-testid": "receipt-total",
					sx: {
						display: "flex",
						justifyContent: "space-between",
						pt: 1.5,
						fontWeight: 700,
						fontSize: "1.125rem"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: t("pay.receipt.total") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: money(receipt.amount) })]
				})
			]
		})
	] });
}
/**
* Payment success (spec section 2) as the payment's receipt: the amount, the contract, each item paid, the
* card, the date and time on the club's clock, the next instalment and the PDF. The order is read from the API:
* another member's order or a made-up one is not found, as any foreign id is.
*/
function SuccessPaymentPage({ notFound = null }) {
	const { t } = useTranslation(["account", "pages"]);
	const { order = "" } = useParams();
	const receipt = useQuery(receiptQueryOptions(order));
	const [busy, setBusy] = (0, import_react.useState)(false);
	if (!receipt.data && isNotFound(receipt.error)) return notFound;
	const download = async () => {
		setBusy(true);
		try {
			await downloadInvoice(order);
		} catch (error) {
			notify("error", isApiRequestError(error) ? error.displayMessage : "generic_error");
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "payments",
		width: "compact",
		overline: t("pay.overline"),
		title: t("pages:successPayment")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "compact",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			sx: {
				p: {
					xs: 3,
					sm: 5
				},
				display: "grid",
				gridTemplateColumns: "minmax(0, 1fr)",
				gap: 3
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "grid",
						gap: 1.5,
						justifyItems: "center",
						textAlign: "center"
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircleOutlined_default, {
							sx: {
								fontSize: 56,
								color: "success.main"
							},
							"aria-hidden": "true"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: "h2",
							variant: "h2",
							children: t("pay.successTitle")
						}),
						receipt.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("pay.successBody") }) : null
					]
				}),
				receipt.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReceiptDetails, { receipt: receipt.data }) : receipt.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "grid",
						gap: 1.5
					},
					"aria-busy": "true",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						variant: "rounded",
						height: 72
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						variant: "rounded",
						height: 160
					})]
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormAlert, {
					severity: "error",
					children: [
						t("pay.receipt.loadError"),
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							size: "small",
							color: "ink",
							onClick: () => void receipt.refetch(),
							children: t("pay.receipt.retry")
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						gap: 2,
						flexWrap: "wrap",
						justifyContent: "center",
						"& > *": { width: {
							xs: "100%",
							sm: "auto"
						} }
					},
					children: [receipt.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						onClick: () => void download(),
						variant: "contained",
						color: "gold",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDownloadOutlined_default, {}),
						disabled: busy,
						children: t("pay.download")
					}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: PATHS.payments,
						variant: "outlined",
						color: "ink",
						children: t("pay.back")
					})]
				})
			]
		})
	})] });
}
// src/app/success-payment-route.tsx
/** `/success-payment/{order}`: an order that does not exist or is someone else's (the API answers 404) is not found. */
function SuccessPaymentRoute() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SuccessPaymentPage, { notFound: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {}) });
}
export { SuccessPaymentRoute as Component, SuccessPaymentRoute };
