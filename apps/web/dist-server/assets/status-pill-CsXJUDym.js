import { o as Box } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/status-pill.tsx
var import_jsx_runtime = require_jsx_runtime();
var TONES = {
	success: {
		bg: "rgba(46, 107, 79, 0.12)",
		fg: "success.main"
	},
	warning: {
		bg: "rgba(154, 91, 19, 0.12)",
		fg: "warning.main"
	},
	error: {
		bg: "rgba(163, 49, 42, 0.1)",
		fg: "error.main"
	},
	neutral: {
		bg: "rgba(17, 17, 17, 0.08)",
		fg: "text.secondary"
	}
};
var CONTRACT_TONES = {
	Active: "success",
	Pending: "warning",
	Blocked: "error",
	Cancelled: "neutral"
};
/** A status in words, tinted by what it means. */
function Pill({ tone, children }) {
	const colour = TONES[tone];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "span",
		"data-tone": tone,
		sx: {
			display: "inline-flex",
			alignItems: "center",
			gap: .75,
			px: 1.25,
			py: .25,
			borderRadius: 999,
			fontSize: "0.8125rem",
			fontWeight: 600,
			whiteSpace: "nowrap",
			bgcolor: colour.bg,
			color: colour.fg,
			"&::before": {
				content: "\"\"",
				width: 6,
				height: 6,
				borderRadius: "50%",
				bgcolor: "currentColor"
			}
		},
		children
	});
}
/** A contract's status. */
function StatusPill({ status }) {
	const { t } = useTranslation("account");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pill, {
		tone: CONTRACT_TONES[status],
		children: t(`contracts.status.${status}`)
	});
}
export { StatusPill as n, Pill as t };
