import { n as ExpandMore_default } from "./Collapse-DTNbcu1G.js";
import { t as FileDownloadOutlined_default } from "./FileDownloadOutlined-B-x-LZZ5.js";
import { n as AccordionDetails, r as Accordion, t as AccordionSummary } from "./AccordionSummary-eqCrqw7W.js";
import { t as IconButton } from "./IconButton-CbfXPR5l.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { C as generateUtilityClass, S as generateUtilityClasses, V as useTranslation, a as styled, h as composeClasses, i as useDefaultProps, n as capitalize_default, r as memoTheme, w as clsx } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { Un as PAYMENT_CATEGORIES, b as resolveMessage, t as Typography, y as notify } from "../render-page.js";
import { n as useQuery } from "./queryOptions-BLMMBbCQ.js";
import { t as EmptyState } from "./empty-state-DgH-BEU8.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { t as Pill } from "./status-pill-CsXJUDym.js";
import { i as isApiRequestError } from "./api-client-Bq9ewmbe.js";
import { a as formatShortDate, r as formatMoney } from "./format-BJVEzoib.js";
import { r as paymentHistoryQueryOptions, t as downloadInvoice } from "./payments-api-BGl_Fw9s.js";
import "./register-messages-D82C2leW.js";
import { n as NoWrapWithin } from "./no-wrap-CXoWiagg.js";
import { t as pageData } from "./page-data-IObb-R1Q.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
// ../../node_modules/@mui/material/Table/TableContext.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* @ignore - internal component.
*/
var TableContext = /*#__PURE__*/ import_react.createContext();
// ../../node_modules/@mui/material/Table/tableClasses.mjs
function getTableUtilityClass(slot) {
	return generateUtilityClass("MuiTable", slot);
}
generateUtilityClasses("MuiTable", ["root", "stickyHeader"]);
// ../../node_modules/@mui/material/Table/Table.mjs
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses$5 = (ownerState) => {
	const { classes, stickyHeader } = ownerState;
	return composeClasses({ root: ["root", stickyHeader && "stickyHeader"] }, getTableUtilityClass, classes);
};
var TableRoot = styled("table", {
	name: "MuiTable",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.root, ownerState.stickyHeader && styles.stickyHeader];
	}
})(memoTheme(({ theme }) => ({
	display: "table",
	width: "100%",
	borderCollapse: "collapse",
	borderSpacing: 0,
	"& caption": {
		...theme.typography.body2,
		padding: theme.spacing(2),
		color: (theme.vars || theme).palette.text.secondary,
		textAlign: "left",
		captionSide: "bottom"
	},
	variants: [{
		props: ({ ownerState }) => ownerState.stickyHeader,
		style: { borderCollapse: "separate" }
	}]
})));
var defaultComponent$3 = "table";
var Table = /*#__PURE__*/ import_react.forwardRef(function Table(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTable"
	});
	const { className, component = defaultComponent$3, padding = "normal", size = "medium", stickyHeader = false, ...other } = props;
	const ownerState = {
		...props,
		component,
		padding,
		size,
		stickyHeader
	};
	const classes = useUtilityClasses$5(ownerState);
	const table = import_react.useMemo(() => ({
		padding,
		size,
		stickyHeader
	}), [
		padding,
		size,
		stickyHeader
	]);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableContext.Provider, {
		value: table,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableRoot, {
			as: component,
			role: component === defaultComponent$3 ? null : "table",
			ref,
			className: clsx(classes.root, className),
			ownerState,
			...other
		})
	});
});
// ../../node_modules/@mui/material/Table/Tablelvl2Context.mjs
/**
* @ignore - internal component.
*/
var Tablelvl2Context = /*#__PURE__*/ import_react.createContext();
// ../../node_modules/@mui/material/TableBody/tableBodyClasses.mjs
function getTableBodyUtilityClass(slot) {
	return generateUtilityClass("MuiTableBody", slot);
}
generateUtilityClasses("MuiTableBody", ["root"]);
// ../../node_modules/@mui/material/TableBody/TableBody.mjs
var useUtilityClasses$4 = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getTableBodyUtilityClass, classes);
};
var TableBodyRoot = styled("tbody", {
	name: "MuiTableBody",
	slot: "Root"
})({ display: "table-row-group" });
var tablelvl2$1 = { variant: "body" };
var defaultComponent$2 = "tbody";
var TableBody = /*#__PURE__*/ import_react.forwardRef(function TableBody(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTableBody"
	});
	const { className, component = defaultComponent$2, ...other } = props;
	const ownerState = {
		...props,
		component
	};
	const classes = useUtilityClasses$4(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Tablelvl2Context.Provider, {
		value: tablelvl2$1,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableBodyRoot, {
			className: clsx(classes.root, className),
			as: component,
			ref,
			role: component === defaultComponent$2 ? null : "rowgroup",
			ownerState,
			...other
		})
	});
});
// ../../node_modules/@mui/material/TableCell/tableCellClasses.mjs
function getTableCellUtilityClass(slot) {
	return generateUtilityClass("MuiTableCell", slot);
}
var tableCellClasses = generateUtilityClasses("MuiTableCell", [
	"root",
	"head",
	"body",
	"footer",
	"sizeSmall",
	"sizeMedium",
	"paddingCheckbox",
	"paddingNone",
	"alignLeft",
	"alignCenter",
	"alignRight",
	"alignJustify",
	"stickyHeader"
]);
// ../../node_modules/@mui/material/TableCell/TableCell.mjs
var useUtilityClasses$3 = (ownerState) => {
	const { classes, variant, align, padding, size, stickyHeader } = ownerState;
	const slots = { root: [
		"root",
		variant,
		stickyHeader && "stickyHeader",
		align !== "inherit" && `align${capitalize_default(align)}`,
		padding !== "normal" && `padding${capitalize_default(padding)}`,
		`size${capitalize_default(size)}`
	] };
	return composeClasses(slots, getTableCellUtilityClass, classes);
};
var TableCellRoot = styled("td", {
	name: "MuiTableCell",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[ownerState.variant],
			styles[`size${capitalize_default(ownerState.size)}`],
			ownerState.padding !== "normal" && styles[`padding${capitalize_default(ownerState.padding)}`],
			ownerState.align !== "inherit" && styles[`align${capitalize_default(ownerState.align)}`],
			ownerState.stickyHeader && styles.stickyHeader
		];
	}
})(memoTheme(({ theme }) => ({
	...theme.typography.body2,
	display: "table-cell",
	verticalAlign: "inherit",
	borderBottom: theme.vars ? `1px solid ${theme.vars.palette.TableCell.border}` : `1px solid
    ${theme.palette.mode === "light" ? theme.lighten(theme.alpha(theme.palette.divider, 1), .88) : theme.darken(theme.alpha(theme.palette.divider, 1), .68)}`,
	textAlign: "left",
	padding: 16,
	variants: [
		{
			props: { variant: "head" },
			style: {
				color: (theme.vars || theme).palette.text.primary,
				lineHeight: theme.typography.pxToRem(24),
				fontWeight: theme.typography.fontWeightMedium
			}
		},
		{
			props: { variant: "body" },
			style: { color: (theme.vars || theme).palette.text.primary }
		},
		{
			props: { variant: "footer" },
			style: {
				color: (theme.vars || theme).palette.text.secondary,
				lineHeight: theme.typography.pxToRem(21),
				fontSize: theme.typography.pxToRem(12)
			}
		},
		{
			props: { size: "small" },
			style: {
				padding: "6px 16px",
				[`&.${tableCellClasses.paddingCheckbox}`]: {
					width: 24,
					padding: "0 12px 0 16px",
					"& > *": { padding: 0 }
				}
			}
		},
		{
			props: { padding: "checkbox" },
			style: {
				width: 48,
				padding: "0 0 0 4px"
			}
		},
		{
			props: { padding: "none" },
			style: { padding: 0 }
		},
		{
			props: { align: "left" },
			style: { textAlign: "left" }
		},
		{
			props: { align: "center" },
			style: { textAlign: "center" }
		},
		{
			props: { align: "right" },
			style: {
				textAlign: "right",
				flexDirection: "row-reverse"
			}
		},
		{
			props: { align: "justify" },
			style: { textAlign: "justify" }
		},
		{
			props: ({ ownerState }) => ownerState.stickyHeader,
			style: {
				position: "sticky",
				top: 0,
				zIndex: 2,
				backgroundColor: (theme.vars || theme).palette.background.default
			}
		}
	]
})));
/**
* The component renders a `<th>` element when the parent context is a header
* or otherwise a `<td>` element.
*/
var TableCell = /*#__PURE__*/ import_react.forwardRef(function TableCell(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTableCell"
	});
	const { align = "inherit", className, component: componentProp, padding: paddingProp, scope: scopeProp, size: sizeProp, sortDirection, variant: variantProp, ...other } = props;
	const table = import_react.useContext(TableContext);
	const tablelvl2 = import_react.useContext(Tablelvl2Context);
	const isHeadCell = tablelvl2 && tablelvl2.variant === "head";
	let component;
	if (componentProp) component = componentProp;
	else component = isHeadCell ? "th" : "td";
	let scope = scopeProp;
	if (component === "td") scope = void 0;
	else if (!scope && isHeadCell) scope = "col";
	const variant = variantProp || tablelvl2 && tablelvl2.variant;
	const ownerState = {
		...props,
		align,
		component,
		padding: paddingProp || (table && table.padding ? table.padding : "normal"),
		size: sizeProp || (table && table.size ? table.size : "medium"),
		sortDirection,
		stickyHeader: variant === "head" && table && table.stickyHeader,
		variant
	};
	const classes = useUtilityClasses$3(ownerState);
	let ariaSort = null;
	if (sortDirection) ariaSort = sortDirection === "asc" ? "ascending" : "descending";
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableCellRoot, {
		as: component,
		ref,
		className: clsx(classes.root, className),
		"aria-sort": ariaSort,
		scope,
		ownerState,
		...other
	});
});
// ../../node_modules/@mui/material/TableContainer/tableContainerClasses.mjs
function getTableContainerUtilityClass(slot) {
	return generateUtilityClass("MuiTableContainer", slot);
}
generateUtilityClasses("MuiTableContainer", ["root"]);
// ../../node_modules/@mui/material/TableContainer/TableContainer.mjs
var useUtilityClasses$2 = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getTableContainerUtilityClass, classes);
};
var TableContainerRoot = styled("div", {
	name: "MuiTableContainer",
	slot: "Root"
})({
	width: "100%",
	overflowX: "auto"
});
var TableContainer = /*#__PURE__*/ import_react.forwardRef(function TableContainer(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTableContainer"
	});
	const { className, component = "div", ...other } = props;
	const ownerState = {
		...props,
		component
	};
	const classes = useUtilityClasses$2(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableContainerRoot, {
		ref,
		as: component,
		className: clsx(classes.root, className),
		ownerState,
		...other
	});
});
// ../../node_modules/@mui/material/TableHead/tableHeadClasses.mjs
function getTableHeadUtilityClass(slot) {
	return generateUtilityClass("MuiTableHead", slot);
}
generateUtilityClasses("MuiTableHead", ["root"]);
// ../../node_modules/@mui/material/TableHead/TableHead.mjs
var useUtilityClasses$1 = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getTableHeadUtilityClass, classes);
};
var TableHeadRoot = styled("thead", {
	name: "MuiTableHead",
	slot: "Root"
})({ display: "table-header-group" });
var tablelvl2 = { variant: "head" };
var defaultComponent$1 = "thead";
var TableHead = /*#__PURE__*/ import_react.forwardRef(function TableHead(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTableHead"
	});
	const { className, component = defaultComponent$1, ...other } = props;
	const ownerState = {
		...props,
		component
	};
	const classes = useUtilityClasses$1(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Tablelvl2Context.Provider, {
		value: tablelvl2,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableHeadRoot, {
			as: component,
			className: clsx(classes.root, className),
			ref,
			role: component === defaultComponent$1 ? null : "rowgroup",
			ownerState,
			...other
		})
	});
});
// ../../node_modules/@mui/material/TableRow/tableRowClasses.mjs
function getTableRowUtilityClass(slot) {
	return generateUtilityClass("MuiTableRow", slot);
}
var tableRowClasses = generateUtilityClasses("MuiTableRow", [
	"root",
	"selected",
	"hover",
	"head",
	"footer"
]);
// ../../node_modules/@mui/material/TableRow/TableRow.mjs
var useUtilityClasses = (ownerState) => {
	const { classes, selected, hover, head, footer } = ownerState;
	return composeClasses({ root: [
		"root",
		selected && "selected",
		hover && "hover",
		head && "head",
		footer && "footer"
	] }, getTableRowUtilityClass, classes);
};
var TableRowRoot = styled("tr", {
	name: "MuiTableRow",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			ownerState.head && styles.head,
			ownerState.footer && styles.footer
		];
	}
})(memoTheme(({ theme }) => ({
	color: "inherit",
	display: "table-row",
	verticalAlign: "middle",
	outline: 0,
	[`&.${tableRowClasses.hover}:hover`]: { backgroundColor: (theme.vars || theme).palette.action.hover },
	[`&.${tableRowClasses.selected}`]: {
		backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, (theme.vars || theme).palette.action.selectedOpacity),
		"&:hover": { backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.hoverOpacity}`) }
	}
})));
var defaultComponent = "tr";
/**
* Will automatically set dynamic row height
* based on the material table element parent (head, body, etc).
*/
var TableRow = /*#__PURE__*/ import_react.forwardRef(function TableRow(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTableRow"
	});
	const { className, component = defaultComponent, hover = false, selected = false, ...other } = props;
	const tablelvl2 = import_react.useContext(Tablelvl2Context);
	const ownerState = {
		...props,
		component,
		hover,
		selected,
		head: tablelvl2 && tablelvl2.variant === "head",
		footer: tablelvl2 && tablelvl2.variant === "footer"
	};
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableRowRoot, {
		as: component,
		ref,
		className: clsx(classes.root, className),
		role: component === defaultComponent ? null : "row",
		ownerState,
		...other
	});
});
// src/features/payments/pages/payments-history-page.tsx
var isCategory = (value) => PAYMENT_CATEGORIES.includes(value);
/**
* Under md the table becomes a card per payment (DESIGN.md): the header row is kept for assistive technology
* but hidden, and each cell shows its column's name above its value, two to a line.
*/
var stackedOnPhones = (theme) => ({ [theme.breakpoints.down("md")]: {
	"& thead": {
		position: "absolute",
		width: "1px",
		height: "1px",
		overflow: "hidden",
		clipPath: "inset(50%)",
		whiteSpace: "nowrap"
	},
	"& tbody tr": {
		display: "grid",
		gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
		columnGap: 2,
		rowGap: 1.5,
		py: 2,
		borderBottom: 1,
		borderColor: "divider"
	},
	"& tbody td": {
		display: "block",
		border: 0,
		p: 0,
		textAlign: "left",
		"&::before": {
			content: "attr(data-label)",
			display: "block",
			fontSize: "0.8125rem",
			fontWeight: 600,
			color: "text.secondary"
		}
	}
} });
function PaymentsTable({ contract }) {
	const { t, i18n } = useTranslation("account");
	const language = useLanguage();
	if (contract.payments.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: resolveMessage(i18n, "no_payments") });
	const download = (order) => downloadInvoice(order).catch((error) => notify("error", isApiRequestError(error) ? error.displayMessage : "generic_error"));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableContainer, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
		size: "small",
		sx: stackedOnPhones,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: t("pay.history.date") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: t("pay.history.type") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				align: "right",
				children: t("pay.history.amount")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: t("pay.history.card") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: t("pay.history.status") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: t("pay.history.invoice") })
		] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: contract.payments.map((payment) => {
			const date = formatShortDate(new Date(payment.created_at), language);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					"data-label": t("pay.history.date"),
					sx: { whiteSpace: "nowrap" },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						dateTime: payment.created_at,
						children: date
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					"data-label": t("pay.history.type"),
					children: isCategory(payment.payment_type) ? t(`pay.types.${payment.payment_type}`) : payment.payment_type
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					align: "right",
					"data-label": t("pay.history.amount"),
					sx: { whiteSpace: "nowrap" },
					children: formatMoney(payment.amount, payment.currency, language)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					"data-label": t("pay.history.card"),
					children: t("pay.history.cardEnding", { last4: payment.last_four })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					"data-label": t("pay.history.status"),
					children: payment.status === 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pill, {
						tone: "warning",
						children: t("pay.history.statuses.1")
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pill, {
						tone: "success",
						children: payment.status === 3 ? t("pay.history.statuses.3") : t("pay.history.statuses.2")
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					"data-label": t("pay.history.invoice"),
					children: payment.status === 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						sx: { color: "text.secondary" },
						children: t("pay.history.invoiceLater")
					}) : payment.invoice ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						"aria-label": t("pay.history.download", { date }),
						onClick: () => void download(payment.uuid),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDownloadOutlined_default, {})
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						sx: { color: "text.secondary" },
						children: t("pay.history.noInvoice")
					})
				})
			] }, payment.uuid);
		}) })]
	}) });
}
/** Payments history (spec section 2): an accordion per contract (all but Cancelled) with its payments table. */
function Component() {
	const { t, i18n } = useTranslation(["account", "pages"]);
	const history = useQuery(paymentHistoryQueryOptions());
	const contracts = history.data ?? [];
	const none = history.data !== void 0 && contracts.every((c) => c.payments.length === 0);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "payments",
		width: "wide",
		overline: t("pay.overline"),
		title: t("pages:paymentsHistory"),
		subtitle: t("pay.history.subtitle")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageBody, {
		width: "wide",
		sx: {
			display: "grid",
			gridTemplateColumns: "minmax(0, 1fr)",
			gap: 2
		},
		children: [
			history.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				variant: "rounded",
				height: 200
			}) : null,
			none ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { text: resolveMessage(i18n, "no_payments") }) : null,
			!none ? contracts.map((contract, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion, {
				defaultExpanded: index === 0,
				slotProps: { heading: { component: "h2" } },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionSummary, {
					expandIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandMore_default, {}),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "span",
						variant: "h4",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoWrapWithin, {
							text: t("pay.history.contract", {
								resort: contract.resort,
								number: contract.contract_number
							}),
							part: contract.contract_number
						})
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionDetails, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentsTable, { contract }) })]
			}, contract.contract_id)) : null
		]
	})] });
}
var loader = pageData((client) => [client.prefetchQuery(paymentHistoryQueryOptions())]);
export { Component, loader };
