import { t as ChevronRight_default } from "./ChevronRight-pPV-HO3s.js";
import { t as ReceiptLongOutlined_default } from "./ReceiptLongOutlined-CYoQVl63.js";
import { Bt as ContractListSchema, Jn as currencyOf, k as PATHS, o as Box, r as Button, t as Typography } from "../render-page.js";
import { t as ButtonBase } from "./ButtonBase-1zJy4qCp.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as EmptyState } from "./empty-state-DgH-BEU8.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as NoWrap } from "./no-wrap-CXoWiagg.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { n as contractKeys } from "./query-keys-XKHZ0HV6.js";
import { t as Close_default } from "./Close-Dlo40YAR.js";
import { r as Dialog, t as DialogContent } from "./DialogContent--YaXM1cn.js";
import { t as DialogActions } from "./DialogActions-BWAwD-6G.js";
import { t as IconButton } from "./IconButton-CbfXPR5l.js";
import { t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as LabelledValue } from "./labelled-value-D4_3dJB5.js";
import { r as usePaymentsEnabled } from "./club-query-gjY5-H5F.js";
import { n as formatLongDate, r as formatMoney } from "./format-BJVEzoib.js";
import { t as roomTypeName } from "./room-type-BwpXaQH6.js";
// src/features/contracts/api/user-contracts.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** `GET /user_contracts`: every contract of the member, payments due first. */
function fetchUserContracts(signal) {
	return apiRequest("/user_contracts", {
		parse: (data) => ContractListSchema.parse(data),
		signal
	});
}
function userContractsQueryOptions() {
	return queryOptions({
		queryKey: contractKeys.all,
		queryFn: ({ signal }) => fetchUserContracts(signal),
		staleTime: 6e4
	});
}
function useUserContracts() {
	return useQuery(userContractsQueryOptions());
}
// src/features/contracts/components/contract-dialog.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The spec's contract modal: resort, status (Active says so; any other status asks the member to call the
* Contact Center), number, usage fee for next calendar year, room type, purchase date and the way to pay
* this contract (Payments opens on it; not offered with payments off, where Payments could only refuse).
* MUI's dialog traps focus and gives it back to the row that opened it.
*/
function ContractDialog({ contract, language, onClose }) {
	const { t } = useTranslation("contracts");
	const titleId = (0, import_react.useId)();
	const [shown, setShown] = (0, import_react.useState)(contract);
	if (contract && contract !== shown) setShown(contract);
	const feeYear = (/* @__PURE__ */ new Date()).getFullYear() + 1;
	const state = shown ? { contractId: shown.contract_id } : null;
	const paymentsEnabled = usePaymentsEnabled();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: contract !== null,
		onClose,
		fullWidth: true,
		maxWidth: "sm",
		"aria-labelledby": titleId,
		children: shown ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					alignItems: "flex-start",
					gap: 2,
					px: 3,
					pt: 3,
					pb: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: titleId,
					component: "h2",
					variant: "h3",
					sx: { flex: 1 },
					children: shown.resort
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					onClick: onClose,
					"aria-label": t("dialog.close"),
					sx: {
						mt: -.5,
						mr: -1
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Close_default, {})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
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
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("dialog.resort"),
						children: shown.resort
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("dialog.status"),
						children: shown.contract_status === "Active" ? t("dialog.active") : t("dialog.otherStatus")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("dialog.number"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoWrap, { children: shown.contract_number })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("dialog.usageFee", { year: feeYear }),
						children: formatMoney(shown.maintenance_fee, currencyOf(shown.currency_id), language)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("dialog.roomType"),
						children: roomTypeName(shown.room_type, language)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("dialog.purchaseDate"),
						children: formatLongDate(shown.contract_date * 1e3, language, "UTC")
					})
				]
			}) }),
			paymentsEnabled ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogActions, {
				sx: {
					px: 3,
					pb: 3
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: PATHS.payments,
					state,
					variant: "contained",
					color: "gold",
					children: t("dialog.payments")
				})
			}) : null
		] }) : null
	});
}
// src/features/contracts/pages/contracts-page.tsx
/** A row names its contract by what it shows (resort and number): that is its accessible name too. */
function ContractRow({ contract, onOpen }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ButtonBase, {
		onClick: onOpen,
		"aria-haspopup": "dialog",
		sx: {
			width: "100%",
			display: "flex",
			gap: 2,
			alignItems: "center",
			justifyContent: "flex-start",
			textAlign: "start",
			p: 2,
			borderRadius: 1,
			bgcolor: "common.white",
			border: 1,
			borderColor: "divider",
			"&:hover": { borderColor: "gold.main" },
			"&.Mui-focusVisible": {
				outline: "3px solid",
				outlineColor: "secondary.main",
				outlineOffset: 2
			}
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReceiptLongOutlined_default, {
				"aria-hidden": "true",
				sx: { color: "gold.dark" }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "span",
				sx: {
					flex: 1,
					minWidth: 0
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "span",
					sx: {
						display: "block",
						fontWeight: 600
					},
					children: contract.resort
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "span",
					sx: {
						display: "block",
						color: "text.secondary"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoWrap, { children: contract.contract_number })
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight_default, { "aria-hidden": "true" })
		]
	}) });
}
/** `/my-vida-vacations-contracts`: the member's contracts but the Cancelled ones; each opens its details. */
function ContractsPage() {
	const { t } = useTranslation([
		"contracts",
		"pages",
		"common"
	]);
	const language = useLanguage();
	const contracts = useUserContracts();
	const [open, setOpen] = (0, import_react.useState)(null);
	const listed = contracts.data?.filter((c) => c.contract_status !== "Cancelled");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			scene: "payments",
			width: "wide",
			overline: t("overline"),
			title: t("pages:contracts"),
			subtitle: t("subtitle")
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
			width: "wide",
			children: contracts.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormAlert, {
				severity: "error",
				children: [
					t("failed"),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "small",
						color: "ink",
						onClick: () => void contracts.refetch(),
						children: t("retry")
					})
				]
			}) : listed === void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				"aria-busy": "true",
				"aria-label": t("common:loading"),
				sx: {
					display: "grid",
					gap: 1.5
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					variant: "rounded",
					height: 76
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					variant: "rounded",
					height: 76
				})]
			}) : listed.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { text: t("empty") }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				"aria-label": t("listLabel"),
				sx: {
					listStyle: "none",
					m: 0,
					p: 0,
					display: "grid",
					gap: 1.5
				},
				children: listed.map((contract) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContractRow, {
					contract,
					onOpen: () => setOpen(contract)
				}, contract.contract_id))
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContractDialog, {
			contract: open,
			language,
			onClose: () => setOpen(null)
		})
	] });
}
export { ContractsPage as Component, ContractsPage };
