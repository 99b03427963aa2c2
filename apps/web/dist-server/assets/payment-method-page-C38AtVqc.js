import { Ct as cvvLengthOf, Et as dataEnvelope, Rn as FEE_TYPES, St as cvvIssue, b as resolveMessage, bt as PaymentRequestSchema, er as require_react_dom, k as PATHS, o as Box, r as Button, t as Typography, vt as HostedPaymentSchema, wt as parseMoneyInput, y as notify, zn as FEE_TYPE_KEYS } from "../render-page.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { C as generateUtilityClass, S as generateUtilityClasses, V as useTranslation, a as styled, h as composeClasses, i as useDefaultProps, r as memoTheme, w as clsx } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { d as useLocation, h as useParams, p as useNavigate, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as EmptyState } from "./empty-state-DgH-BEU8.js";
import { n as NoWrapWithin } from "./no-wrap-CXoWiagg.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { t as Alert } from "./Alert-BtgfZRBq.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as TextField } from "./TextField-SH7DL_FI.js";
import { n as useQuery } from "./queryOptions-BLMMBbCQ.js";
import { o as useForm, s as useWatch, t as Controller } from "./index.esm-B0mG8oQV.js";
import { t as ReasonedButton } from "./reasoned-button-CnlBN5_L.js";
import { r as usePaymentsEnabled } from "./club-query-gjY5-H5F.js";
import { n as creditCardsQueryOptions, t as useDeviceFingerprint } from "./device-fingerprint-DNkNh8j0.js";
import { o as formatShortDay, r as formatMoney } from "./format-BJVEzoib.js";
import { t as applyServerErrors } from "./server-errors-dgWH2iUi.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { a as isBeingConfirmed, i as contractFromState, l as paymentsBeingConfirmed, n as amountText, o as isDeclined, r as contractCurrency, s as isPaymentCategory, t as amountInput } from "./payment-form-DGgtREli.js";
import { a as allocatePayment, c as selectPayment, o as fromCents, s as itemTotalCents, t as clubToday } from "./amount-due-DxkT34bF.js";
import { t as requestResolver } from "./request-resolver-DcEpJ3w1.js";
import { t as useMutation } from "./useMutation-DmydnA2C.js";
import { i as isApiRequestError, n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { a as rememberCheckoutOrigin, i as postToProvider, o as rememberReturnState, t as addCardPath } from "./hosted-checkout-BBq1HXn6.js";
import { n as useIdempotencyKey, t as answerLost } from "./idempotency-key-C5qh_P3z.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { i as profileKeys, n as contractKeys, t as cardKeys } from "./query-keys-XKHZ0HV6.js";
import { i as paymentKeys, n as payContract } from "./payments-api-BGl_Fw9s.js";
import { t as Checkbox } from "./Checkbox-DaJgihQ2.js";
import { c as FormHelperText, o as FormLabel, s as FormControl } from "./OutlinedInput-T6loE8EQ.js";
import { t as FormControlLabel } from "./FormControlLabel-CIfoh-XI.js";
import { t as Link$1 } from "./Link-BUWBQtjn.js";
import { n as FormGroup, r as Radio, t as RadioGroup } from "./RadioGroup-jp6vjQDj.js";
import { r as Dialog, t as DialogContent } from "./DialogContent--YaXM1cn.js";
import { t as DialogActions } from "./DialogActions-BWAwD-6G.js";
import { t as DialogTitle } from "./DialogTitle-BTxk64B5.js";
import { t as Pill } from "./status-pill-CsXJUDym.js";
import { t as HourglassTopOutlined_default } from "./HourglassTopOutlined-aa76DJAW.js";
import "./register-messages-D82C2leW.js";
// src/features/payments/lib/payment-request.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
/** The request's fields a message can be shown under. */
var PAYMENT_ERROR_FIELDS = [
	"multiplePayment",
	"fee_type",
	"card_id",
	"cvv",
	"order_amount"
];
/** The items the choice selects and their total, as the form shows them and the API will check them. */
function selectionOf(contract, type, choice) {
	const selection = selectPayment(contract, {
		paymentType: type,
		monthlyType: choice.monthlyType,
		multiplePayment: choice.multiplePayment,
		fee_type: choice.fee_type
	}, clubToday());
	return {
		selection,
		totalCents: typeof selection === "string" ? 0 : selection.totalCents
	};
}
var isFull = (type, choice) => type === "monthly" && choice.monthlyType === "full";
/** The cents the choice pays: what the member typed (0 when it is not an amount), the whole total in full. */
function amountCentsOf(type, choice, totalCents) {
	if (isFull(type, choice)) return totalCents;
	return parseMoneyInput(choice.order_amount) ?? 0;
}
/** The body of `POST /payment` for this choice (without the device-fingerprint session). */
function paymentRequestOf(contract, type, choice, card) {
	const { selection, totalCents } = selectionOf(contract, type, choice);
	return {
		order_amount: isFull(type, choice) ? amountText(totalCents) : choice.order_amount.trim(),
		max_amount: amountText(totalCents),
		contract_id: contract.contract_id,
		card_id: card?.id ?? 0,
		cvv: choice.cvv,
		paymentType: type,
		...typeof selection === "string" ? {} : { paymentTypeIds: selection.items.map((item) => item.id) },
		...type === "monthly" ? {
			monthlyType: choice.monthlyType,
			...choice.monthlyType === "multiple" ? { multiplePayment: choice.multiplePayment } : {}
		} : {},
		...type === "other_fees" && choice.fee_type ? { fee_type: choice.fee_type } : {}
	};
}
/**
* The form's resolver: the shared PaymentRequestSchema (the API's own rule) checks the request the choice
* makes (requestResolver: each issue under the field it names); without a card to charge, the card is
* required; with one, the security code has the length of its type (the API checks the same).
*/
function paymentResolver(toRequest) {
	const check = requestResolver(PaymentRequestSchema, (choice) => toRequest(choice).request);
	return async (choice, context, options) => {
		const result = await check(choice, context, options);
		const { card } = toRequest(choice);
		const cvv = card ? cvvIssue(choice.cvv, card.card_type) : null;
		if (card && !cvv) return result;
		const extra = card ? { cvv: {
			type: "server",
			message: cvv ?? ""
		} } : { card_id: {
			type: "required",
			message: "validation_required"
		} };
		return {
			values: {},
			errors: {
				...result.errors,
				...extra
			}
		};
	};
}
// src/features/payments/lib/payment-return.ts
/**
* The payment page's navigation state to come back to (its contract) with the choice made on the form, so
* the way back from the provider's pages (the result pages, a card added in the profile) opens the same
* payment: contract, mode and items.
*/
function returnStateOf(state, choice) {
	return {
		...typeof state === "object" && state !== null ? state : {},
		choice: {
			...choice.monthlyType ? { monthlyType: choice.monthlyType } : {},
			...choice.multiplePayment ? { multiplePayment: choice.multiplePayment } : {},
			...choice.fee_type ? { fee_type: choice.fee_type } : {}
		}
	};
}
/** The choice a return state carries (only well-formed values), for the form's defaults. */
function choiceFromState(state) {
	if (typeof state !== "object" || state === null || !("choice" in state)) return {};
	const choice = state.choice;
	if (typeof choice !== "object" || choice === null) return {};
	const { monthlyType, multiplePayment, fee_type } = choice;
	return {
		...monthlyType === "monthly" || monthlyType === "full" || monthlyType === "multiple" ? { monthlyType } : {},
		...Array.isArray(multiplePayment) && multiplePayment.every((id) => Number.isInteger(id)) ? { multiplePayment } : {},
		...typeof fee_type === "string" ? { fee_type } : {}
	};
}
// src/features/payments/api/hosted-payment-api.ts
/** `POST /payment/hosted`: the attempt recorded, and the signed fields for the provider's hosted `/pay`. */
function startHostedPayment(body, idempotencyKey) {
	return apiRequest("/payment/hosted", {
		method: "POST",
		body,
		idempotencyKey,
		envelope: true,
		parse: (data) => dataEnvelope(HostedPaymentSchema).parse(data).data
	});
}
// src/features/payments/lib/use-hosted-payment.ts
/**
* Paying with a card that is not saved yet: the API records the attempt (its items reserved) and signs a sale
* for the provider's hosted page, where the member types the card; the provider's reply brings the browser
* back to the receipt, or to the fail and cancelled pages, which lead back to this payment.
*/
function useHostedPayment({ fingerprint, noSavedCards, onFailed }) {
	const location = useLocation();
	const [chosen, setNewCard] = (0, import_react.useState)(false);
	const newCard = chosen || noSavedCards;
	const [saveCard, setSaveCard] = (0, import_react.useState)(true);
	const idempotency = useIdempotencyKey();
	return {
		newCard,
		setNewCard,
		saveCard,
		setSaveCard,
		start: useMutation({
			mutationFn: async (request) => {
				const { card_id: _card, cvv: _cvv, ...choice } = request;
				const sessionId = await fingerprint.fresh();
				return startHostedPayment({
					...choice,
					save_card: saveCard,
					...sessionId ? { device_fingerprint_id: sessionId } : {}
				}, idempotency.key);
			},
			onSuccess: ({ url, fields }, request) => {
				const here = `${location.pathname}${location.search}`;
				rememberCheckoutOrigin(here);
				rememberReturnState(here, returnStateOf(location.state, request));
				postToProvider(url, fields);
			},
			onError: (error) => {
				onFailed(error);
				if (!answerLost(error)) idempotency.renew();
				notify("error", isApiRequestError(error) ? error.displayMessage : "generic_error");
			}
		})
	};
}
// src/features/payments/lib/use-pay-contract.ts
/**
* Charging the chosen items: one idempotency key per intended payment, the device-fingerprint session sent
* with it (started as the form opens), the member's data refreshed after it, and the "being confirmed" state, which lasts for good.
*/
function usePayContract({ contract, type, enabled, onFailed }) {
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const [confirming, setConfirming] = (0, import_react.useState)(() => paymentsBeingConfirmed(contract).some((payment) => payment.payment_type === type));
	const [confirmedHere, setConfirmedHere] = (0, import_react.useState)(false);
	const idempotency = useIdempotencyKey();
	const fingerprint = useDeviceFingerprint(enabled && !confirming);
	return {
		pay: useMutation({
			mutationFn: async (request) => {
				const sessionId = await fingerprint.fresh();
				return payContract(sessionId ? {
					...request,
					device_fingerprint_id: sessionId
				} : request, idempotency.key);
			},
			onSuccess: async (result) => {
				await Promise.all([
					queryClient.invalidateQueries({ queryKey: profileKeys.all }),
					queryClient.invalidateQueries({ queryKey: paymentKeys.history }),
					queryClient.invalidateQueries({ queryKey: cardKeys.all }),
					queryClient.invalidateQueries({ queryKey: contractKeys.all })
				]);
				notify("success", "payment_received");
				navigate(PATHS.successPayment.replace(":order", result.id));
			},
			onError: async (error) => {
				onFailed(error);
				if (isBeingConfirmed(error)) {
					setConfirmedHere(true);
					setConfirming(true);
					await Promise.all([queryClient.invalidateQueries({ queryKey: profileKeys.all }), queryClient.invalidateQueries({ queryKey: paymentKeys.history })]);
					return;
				}
				if (!answerLost(error)) idempotency.renew();
				if (isDeclined(error)) return;
				notify("error", isApiRequestError(error) ? error.displayMessage : "generic_error");
			}
		}),
		fingerprint,
		confirming,
		confirmedHere
	};
}
// src/features/payments/components/back-to-payments.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Back to the Payments page, with this contract chosen again. */
function BackToPayments({ contract }) {
	const { t } = useTranslation("account");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		component: Link,
		to: PATHS.payments,
		state: { contractId: contract.contract_id },
		color: "ink",
		children: t("pay.back")
	});
}
// src/features/payments/components/card-choice-field.tsx
var NEW_CARD = "new";
/**
* The saved card to charge (the default one unless the member picks another), or a new card typed on the
* provider's page with the payment ("save this card" keeps it), or a way to add one to the profile first
* that comes back to this payment.
*/
function CardChoiceField({ control, cards, chosen, error, hosted }) {
	const { t } = useTranslation("account");
	const id = (0, import_react.useId)();
	const location = useLocation();
	const choice = useWatch({ control });
	const here = `${location.pathname}${location.search}`;
	const addCard = addCardPath(PATHS.editProfile, here);
	const noCards = cards !== void 0 && cards.length === 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control,
		name: "card_id",
		render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
			error: Boolean(error),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
					id,
					children: t("pay.card")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(RadioGroup, {
					"aria-labelledby": id,
					value: hosted.newCard ? NEW_CARD : String(chosen?.id ?? ""),
					onChange: (event) => {
						const newCard = event.target.value === NEW_CARD;
						hosted.setNewCard(newCard);
						if (!newCard) field.onChange(Number(event.target.value));
					},
					children: [(cards ?? []).map((card) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
						value: String(card.id),
						control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, { slotProps: { input: { ref: card.id === chosen?.id && !hosted.newCard ? field.ref : void 0 } } }),
						label: t("cards.ending", {
							brand: card.card_type === "visa" ? "Visa" : "Mastercard",
							last4: card.card_number.slice(-4)
						})
					}, card.id)), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
						value: NEW_CARD,
						control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
						label: t("pay.newCard")
					})]
				}),
				hosted.newCard ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						pl: {
							xs: 0,
							sm: 4
						},
						display: "grid",
						gap: .5
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
						sx: { m: 0 },
						children: t("pay.newCardHelp")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
						control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
							checked: hosted.saveCard,
							onChange: (event) => hosted.setSaveCard(event.target.checked)
						}),
						label: t("pay.saveCard")
					})]
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					variant: "body2",
					sx: { mt: 1 },
					children: [noCards ? `${t("pay.noCards")} ` : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
						component: Link,
						to: addCard,
						onClick: () => rememberReturnState(here, returnStateOf(location.state, choice)),
						children: t("pay.addCard")
					})]
				}),
				error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					role: "alert",
					color: "error",
					children: error
				}) : null
			]
		})
	});
}
// src/features/payments/components/new-card-consent-dialog.tsx
/**
* The member's consent before a payment with a new card: the amount and contract spelled out, and that the
* card is typed, and the payment made, on the provider's page they are about to leave for.
*/
function NewCardConsentDialog({ open, busy, amount, contractNumber, onCancel, onAgree }) {
	const { t } = useTranslation("account");
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open,
		onClose: () => !busy && onCancel(),
		"aria-labelledby": id,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
				id,
				children: t("pay.consentTitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoWrapWithin, {
				text: t("pay.newCardConsentBody", {
					amount,
					number: contractNumber
				}),
				part: contractNumber
			}) }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: onCancel,
				color: "ink",
				variant: "outlined",
				disabled: busy,
				children: t("pay.consentCancel")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: onAgree,
				variant: "contained",
				color: "gold",
				disabled: busy,
				children: t("pay.newCardAgree")
			})] })
		]
	});
}
// src/features/payments/components/payment-item-line.tsx
/** One item to pay: what it is, its amount, what is added to it, and whether it is late (by the club's day). */
function PaymentItemLine({ item, type, contract }) {
	const { t } = useTranslation("account");
	const language = useLanguage();
	const money = (amount) => formatMoney(amount, contractCurrency(contract), language);
	const extras = [type === "down" && item.closing_cost > 0 ? t("pay.closingCost", { amount: money(item.closing_cost) }) : null, item.late_fee > 0 ? t("pay.lateFee", { amount: money(item.late_fee) }) : null].filter(Boolean);
	const date = formatShortDay(item.due_date, language);
	const label = item.fee_type ? t(`pay.feeTypes.${FEE_TYPE_KEYS[item.fee_type]}`) : type === "monthly" ? t("pay.instalment", { date }) : `${t(`pay.types.${type}`)} (${t("pay.due", { date })})`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		label,
		" · ",
		money(item.amount_due),
		extras.length > 0 ? ` (+ ${extras.join(", ")})` : "",
		item.due_date < clubToday() ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [" ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pill, {
			tone: "error",
			children: t("pay.badges.overdue")
		})] }) : null
	] });
}
// src/features/payments/components/payment-amount-field.tsx
/**
* The amount to pay (spec section 5: up to the total due for the chosen items) and, as the member types it,
* how it is applied to those items: oldest first, its late fee first, as the API applies it (decision 016).
*/
function PaymentAmountField(props) {
	const { control, contract, totalCents, full, error } = props;
	const { t } = useTranslation("account");
	const language = useLanguage();
	const money = (cents) => formatMoney(fromCents(cents), contractCurrency(contract), language);
	const max = money(totalCents);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 2
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
			control,
			name: "order_amount",
			render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("pay.amount"),
				value: full ? amountInput(totalCents) : field.value,
				inputRef: field.ref,
				onBlur: field.onBlur,
				onChange: (event) => field.onChange(event.target.value.replace(/[^\d.,]/g, "")),
				error: Boolean(error),
				helperText: error || (full ? t("pay.amountFullHelp") : t("pay.amountHelp", { max })),
				slotProps: {
					htmlInput: {
						inputMode: "decimal",
						autoComplete: "off",
						readOnly: full
					},
					input: { startAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "span",
						sx: {
							mr: 1,
							color: "text.secondary"
						},
						children: contractCurrency(contract)
					}) }
				},
				sx: { maxWidth: 360 },
				required: true
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentAllocation, {
			...props,
			money
		})]
	});
}
/** Each item of the mode with what the amount does to it: paid off, partly paid (the rest stays due), or not reached. */
function PaymentAllocation({ contract, type, items, amountCents, full, money }) {
	const { t } = useTranslation("account");
	const id = (0, import_react.useId)();
	if (items.length === 0) return null;
	const parts = new Map(allocatePayment(type, items, amountCents).map((part) => [part.item.id, part]));
	const ordered = [...items].sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
	const count = full ? items.length : parts.size;
	const outcome = (item) => {
		if (full) return t("pay.appliedFull");
		const part = parts.get(item.id);
		if (!part) return t("pay.appliedNone");
		if (part.settles) return t("pay.appliedAll", { amount: money(part.totalCents) });
		const left = itemTotalCents(type, item) - part.totalCents;
		return t("pay.appliedPart", {
			paid: money(part.totalCents),
			left: money(left)
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": id,
		sx: {
			display: "grid",
			gap: 1
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id,
			component: "h3",
			variant: "subtitle1",
			sx: { fontWeight: 600 },
			children: t("pay.appliedTitle", { count })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				m: 0,
				pl: 3,
				display: "grid",
				gap: .75
			},
			"data-testid": "payment-applied",
			children: ordered.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentItemLine, {
				item,
				type,
				contract
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: "span",
				variant: "body2",
				sx: {
					display: "block",
					color: parts.get(item.id)?.settles || full ? "success.dark" : "text.secondary"
				},
				children: outcome(item)
			})] }, item.id))
		})]
	});
}
// src/features/payments/components/payment-being-confirmed.tsx
/**
* In place of the form while a charge of these items awaits the provider's answer. When it replaces the form
* the member was using (`takeFocus`), the consent dialog and the pay button are gone: its heading takes the
* focus, so that a keyboard or screen reader user is not left on the page's <body>.
*/
function PaymentBeingConfirmed({ contract, takeFocus }) {
	const { t } = useTranslation("account");
	const heading = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (takeFocus) heading.current?.focus();
	}, [takeFocus]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
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
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HourglassTopOutlined_default, {
				"aria-hidden": "true",
				sx: {
					fontSize: 64,
					color: "secondary.main"
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				ref: heading,
				component: "h2",
				variant: "h3",
				tabIndex: -1,
				sx: { "&:focus": { outline: "none" } },
				children: t("pay.confirmingTitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				role: "status",
				sx: { maxWidth: "60ch" },
				children: t("pay.confirming")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					gap: 2,
					flexWrap: "wrap",
					justifyContent: "center",
					mt: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: PATHS.paymentsHistory,
					variant: "contained",
					color: "ink",
					children: t("pay.seeHistory")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackToPayments, { contract })]
			})
		]
	});
}
// src/features/payments/components/payment-choice-fields.tsx
var MODES = [
	"monthly",
	"full",
	"multiple"
];
/** What each monthly mode pays, with its amount, said before the member picks it. */
function useModeHints(contract) {
	const { t } = useTranslation("account");
	const language = useLanguage();
	const money = (cents) => formatMoney(fromCents(cents), contractCurrency(contract), language);
	const today = clubToday();
	const due = selectPayment(contract, {
		paymentType: "monthly",
		monthlyType: "monthly"
	}, today);
	const dueNow = typeof due === "string" ? [] : due.items.filter((item) => item.due_date <= today);
	const late = dueNow.filter((item) => item.due_date < today).length;
	const dueCents = typeof due === "string" ? 0 : due.totalCents;
	const monthly = dueNow.length > 0 ? t("pay.modes.monthlyHint", {
		count: dueNow.length,
		amount: money(dueCents)
	}) : t("pay.modes.monthlyHintNext", { amount: money(dueCents) });
	return {
		monthly: late > 0 ? `${monthly} ${t("pay.modes.monthlyHintLate", { count: late })}` : monthly,
		full: t("pay.modes.fullHint", { amount: money(Math.round(contract.pay_in_full * 100)) }),
		multiple: t("pay.modes.multipleHint")
	};
}
/** Monthly payments: the instalments due, the whole balance, or months of the member's choosing. */
function MonthlyModeField({ control, contract }) {
	const { t } = useTranslation("account");
	const id = (0, import_react.useId)();
	const hints = useModeHints(contract);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control,
		name: "monthlyType",
		render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
			id,
			children: t("pay.modes.legend")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
			"aria-labelledby": id,
			value: field.value,
			onChange: (event) => field.onChange(event.target.value),
			children: MODES.map((mode) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
				value: mode,
				control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, { slotProps: { input: {
					ref: mode === field.value ? field.ref : void 0,
					"aria-describedby": `${id}-${mode}`
				} } }),
				label: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "span",
					sx: {
						display: "grid",
						py: .75
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						sx: { fontWeight: 600 },
						children: t(`pay.modes.${mode}`)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "span",
						id: `${id}-${mode}`,
						variant: "body2",
						color: "text.secondary",
						children: hints[mode]
					})]
				}),
				sx: {
					alignItems: "flex-start",
					"& .MuiRadio-root": { mt: .5 }
				}
			}, mode))
		})] })
	});
}
/** The months to pay in the "multiple" mode, one checkbox per instalment. */
function MonthsField({ control, items, contract, error }) {
	const { t } = useTranslation("account");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control,
		name: "multiplePayment",
		render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
			error: Boolean(error),
			component: "fieldset",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
					component: "legend",
					children: t("pay.months")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormGroup, { children: items.map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
					control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						slotProps: { input: { ref: index === 0 ? field.ref : void 0 } },
						checked: field.value.includes(item.id),
						onChange: (event) => field.onChange(event.target.checked ? [...field.value, item.id] : field.value.filter((id) => id !== item.id))
					}),
					label: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentItemLine, {
						item,
						type: "monthly",
						contract
					})
				}, item.id)) }),
				error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					role: "alert",
					color: "error",
					children: error
				}) : null
			]
		})
	});
}
/** Other fees: which of the contract's fee types to pay (the values stay the club's names). */
function FeeTypeField({ control, contract, feeTypes, error }) {
	const { t } = useTranslation("account");
	const language = useLanguage();
	const id = (0, import_react.useId)();
	const amountOf = (fee) => {
		const selection = selectPayment(contract, {
			paymentType: "other_fees",
			fee_type: fee
		}, clubToday());
		const cents = typeof selection === "string" ? 0 : selection.totalCents;
		return formatMoney(fromCents(cents), contractCurrency(contract), language);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control,
		name: "fee_type",
		render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
			error,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
				id,
				children: t("pay.feeType")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
				"aria-labelledby": id,
				value: field.value,
				onChange: (event) => field.onChange(event.target.value),
				children: feeTypes.map((fee) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
					value: fee,
					control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, { slotProps: { input: { ref: fee === field.value ? field.ref : void 0 } } }),
					label: `${t(`pay.feeTypes.${FEE_TYPE_KEYS[fee]}`)} · ${amountOf(fee)}`
				}, fee))
			})]
		})
	});
}
// src/features/payments/components/payment-consent-dialog.tsx
/** The member's consent to the charge, amount, card and contract spelled out; nothing is charged before. */
function PaymentConsentDialog({ open, paying, amount, last4, contractNumber, onCancel, onAgree }) {
	const { t } = useTranslation("account");
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open,
		onClose: () => !paying && onCancel(),
		"aria-labelledby": id,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
				id,
				children: t("pay.consentTitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoWrapWithin, {
				text: t("pay.consentBody", {
					amount,
					last4,
					number: contractNumber
				}),
				part: contractNumber
			}) }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: onCancel,
				color: "ink",
				variant: "outlined",
				disabled: paying,
				children: t("pay.consentCancel")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: onAgree,
				variant: "contained",
				color: "gold",
				disabled: paying,
				children: paying ? t("pay.paying") : t("pay.consentAgree")
			})] })
		]
	});
}
// ../../node_modules/@mui/material/AlertTitle/alertTitleClasses.mjs
function getAlertTitleUtilityClass(slot) {
	return generateUtilityClass("MuiAlertTitle", slot);
}
generateUtilityClasses("MuiAlertTitle", ["root"]);
// ../../node_modules/@mui/material/AlertTitle/AlertTitle.mjs
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getAlertTitleUtilityClass, classes);
};
var AlertTitleRoot = styled(Typography, {
	name: "MuiAlertTitle",
	slot: "Root"
})(memoTheme(({ theme }) => {
	return {
		fontWeight: theme.typography.fontWeightMedium,
		marginTop: -2
	};
}));
var AlertTitle = /*#__PURE__*/ import_react.forwardRef(function AlertTitle(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiAlertTitle"
	});
	const { className, ...other } = props;
	const ownerState = props;
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AlertTitleRoot, {
		gutterBottom: true,
		component: "div",
		ownerState,
		ref,
		className: clsx(classes.root, className),
		...other
	});
});
// src/features/payments/components/payment-decline-notice.tsx
/**
* Why the last payment did not go through, beside the Pay button until the member pays again: the API's
* words for the provider's reason, in the member's language, and a way to another card.
*/
function PaymentDeclineNotice({ message, onTryAnotherCard }) {
	const { t } = useTranslation("account");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		severity: "error",
		"data-testid": "payment-decline",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: t("pay.declineTitle") }),
			message,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { mt: 1.5 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					color: "inherit",
					variant: "outlined",
					size: "small",
					onClick: onTryAnotherCard,
					children: t("pay.tryAnotherCard")
				})
			})
		]
	});
}
// src/features/payments/components/payment-form.tsx
/**
* Paying one payment type of a contract: what to pay, the card and its security code, then the consent
* dialog; the request is checked with the API's own rule before the dialog opens.
*/
function PaymentForm({ contract, type }) {
	const { t, i18n } = useTranslation(["account", "pages"]);
	const language = useLanguage();
	const cards = useQuery(creditCardsQueryOptions());
	const enabled = usePaymentsEnabled();
	const items = contract.payment_types[type];
	const feeTypes = FEE_TYPES.filter((fee) => items.some((item) => item.fee_type === fee));
	const [consent, setConsent] = (0, import_react.useState)(false);
	const returned = choiceFromState(useLocation().state);
	const [declined, setDeclined] = (0, import_react.useState)(null);
	const cardOf = (cardId) => {
		const fallback = cards.data?.find((card) => card.is_default) ?? cards.data?.[0];
		return cards.data?.find((card) => card.id === (cardId ?? fallback?.id));
	};
	const form = useForm({
		defaultValues: {
			monthlyType: "monthly",
			multiplePayment: [],
			fee_type: feeTypes[0] ?? "",
			order_amount: "",
			card_id: null,
			cvv: "",
			...returned
		},
		resolver: paymentResolver((choice) => {
			const card = cardOf(choice.card_id);
			return {
				request: paymentRequestOf(contract, type, choice, card),
				card
			};
		})
	});
	const choice = form.watch();
	const chosenCard = cardOf(choice.card_id);
	const { selection, totalCents } = selectionOf(contract, type, choice);
	const full = type === "monthly" && choice.monthlyType === "full";
	const amountCents = amountCentsOf(type, choice, totalCents);
	(0, import_react.useEffect)(() => {
		form.setValue("order_amount", totalCents > 0 ? amountInput(totalCents) : "");
	}, [form, totalCents]);
	const { pay, fingerprint, confirming, confirmedHere } = usePayContract({
		contract,
		type,
		enabled: enabled === true,
		onFailed: (error) => {
			(0, import_react_dom.flushSync)(() => setConsent(false));
			applyServerErrors(error, form.setError, PAYMENT_ERROR_FIELDS);
			if (isDeclined(error)) setDeclined({
				message: error.message,
				card: cardKey
			});
		}
	});
	const hosted = useHostedPayment({
		fingerprint,
		noSavedCards: cards.data?.length === 0,
		onFailed: (error) => {
			(0, import_react_dom.flushSync)(() => setConsent(false));
			applyServerErrors(error, form.setError, PAYMENT_ERROR_FIELDS);
		}
	});
	const cardKey = hosted.newCard ? "new" : String(chosenCard?.id ?? "");
	if (declined && declined.card !== cardKey) setDeclined(null);
	const ids = (0, import_react.useId)();
	const money = (amount) => formatMoney(amount, contractCurrency(contract), language);
	const total = money(fromCents(amountCents));
	const { errors } = form.formState;
	const errorText = (message) => message ? resolveMessage(i18n, message) : void 0;
	const amountError = errorText(errors.order_amount?.message);
	const cvvError = errorText(errors.cvv?.message);
	const cvvMax = chosenCard ? cvvLengthOf(chosenCard.card_type).max : 4;
	const tryAnotherCard = () => {
		form.setValue("cvv", "");
		form.setFocus("card_id");
	};
	if (enabled === false) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "warning",
		children: t("pay.disabled")
	});
	if (confirming) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentBeingConfirmed, {
		contract,
		takeFocus: confirmedHere
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "form",
		noValidate: true,
		"aria-labelledby": `${ids}-title`,
		onSubmit: (event) => {
			const consentNow = () => {
				setDeclined(null);
				fingerprint.fresh();
				setConsent(true);
			};
			if (!hosted.newCard) return form.handleSubmit(consentNow)(event);
			event.preventDefault();
			consentNow();
		},
		sx: {
			p: {
				xs: 2.5,
				sm: 4
			},
			display: "grid",
			gap: 3
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: `${ids}-title`,
				component: "h2",
				variant: "h3",
				children: t(`pay.types.${type}`)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mt: -1.5 },
				children: t(`pay.typeWhat.${type}`)
			}),
			type === "monthly" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MonthlyModeField, {
				control: form.control,
				contract
			}) : null,
			type === "monthly" && choice.monthlyType === "multiple" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MonthsField, {
				control: form.control,
				items,
				contract,
				error: errorText(errors.multiplePayment?.message)
			}) : null,
			type === "other_fees" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeeTypeField, {
				control: form.control,
				contract,
				feeTypes,
				error: Boolean(errors.fee_type)
			}) : null,
			totalCents > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentAmountField, {
				control: form.control,
				contract,
				type,
				items: typeof selection === "string" ? [] : selection.items,
				totalCents,
				amountCents,
				full,
				error: amountError
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					justifyContent: "space-between",
					alignItems: "baseline",
					borderTop: 1,
					borderColor: "divider",
					pt: 2
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "p",
					variant: "h4",
					children: t("pay.total")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "p",
					variant: "h4",
					"data-testid": "payment-total",
					children: total
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardChoiceField, {
				control: form.control,
				cards: cards.data,
				chosen: chosenCard,
				error: errorText(errors.card_id?.message),
				hosted
			}),
			hosted.newCard ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control: form.control,
				name: "cvv",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					label: t("pay.cvv"),
					value: field.value,
					inputRef: field.ref,
					onBlur: field.onBlur,
					onChange: (event) => field.onChange(event.target.value.replace(/\D/g, "").slice(0, cvvMax)),
					error: Boolean(cvvError),
					helperText: cvvError || (cvvMax === 3 ? t("pay.cvvHelp3") : t("pay.cvvHelp")),
					slotProps: { htmlInput: {
						inputMode: "numeric",
						autoComplete: "cc-csc",
						maxLength: cvvMax
					} },
					sx: { maxWidth: 280 },
					required: true
				})
			}),
			declined ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentDeclineNotice, {
				message: declined.message,
				onTryAnotherCard: tryAnotherCard
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					gap: 2,
					flexWrap: "wrap",
					alignItems: "flex-start"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReasonedButton, {
					type: "submit",
					variant: "contained",
					color: "gold",
					disabled: pay.isPending || hosted.start.isPending || totalCents === 0 || !cards.data,
					reason: totalCents === 0 ? t("pay.nothingChosen") : void 0,
					children: pay.isPending ? t("pay.paying") : t("pay.payButton", { amount: total })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackToPayments, { contract })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewCardConsentDialog, {
				open: consent && hosted.newCard,
				busy: hosted.start.isPending,
				amount: total,
				contractNumber: contract.contract_number,
				onCancel: () => setConsent(false),
				onAgree: () => hosted.start.mutate(paymentRequestOf(contract, type, choice, void 0))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentConsentDialog, {
				open: consent && !hosted.newCard,
				paying: pay.isPending,
				amount: total,
				last4: chosenCard?.card_number.slice(-4) ?? "",
				contractNumber: contract.contract_number,
				onCancel: () => setConsent(false),
				onAgree: () => pay.mutate(paymentRequestOf(contract, type, choice, chosenCard))
			})
		]
	});
}
// src/features/payments/pages/payment-method-page.tsx
/** Payment method (spec section 2): needs the contract in navigation state; a type without items goes back. */
function Component() {
	const { t, i18n } = useTranslation(["account", "pages"]);
	const { type } = useParams();
	const location = useLocation();
	const navigate = useNavigate();
	const contract = contractFromState(location.state);
	const category = isPaymentCategory(type) ? type : null;
	const empty = Boolean(contract && category && contract.payment_types[category].length === 0);
	(0, import_react.useEffect)(() => {
		if (empty) navigate(-1);
	}, [empty, navigate]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "payments",
		width: "narrow",
		overline: t("pay.overline"),
		title: category ? t(`pay.types.${category}`) : t("pages:payments"),
		subtitle: contract ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoWrapWithin, {
			text: t("pay.methodSubtitle", {
				number: contract.contract_number,
				resort: contract.resort
			}),
			part: contract.contract_number
		}) : void 0
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "narrow",
		children: contract && category && !empty ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentForm, {
			contract,
			type: category
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
			text: resolveMessage(i18n, "no_data_available"),
			action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: PATHS.payments,
				variant: "contained",
				color: "ink",
				children: t("pay.back")
			})
		})
	})] });
}
export { Component };
