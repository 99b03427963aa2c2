import { o as Box } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as useDeskFormat } from "./use-desk-format-Biv-pcth.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/care/components/deadline-chip.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Hours left of the 24-hour promise: calm while there is time, warning under 4 hours, error once broken. */
function DeadlineChip({ hoursLeft }) {
	const { t } = useTranslation("care");
	const { hours } = useDeskFormat();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "span",
		sx: {
			display: "inline-block",
			px: 1,
			py: .25,
			borderRadius: 999,
			fontSize: "0.75rem",
			fontWeight: 700,
			color: "common.white",
			bgcolor: `${hoursLeft < 0 ? "error" : hoursLeft < 4 ? "warning" : "success"}.dark`,
			whiteSpace: "nowrap"
		},
		children: hoursLeft < 0 ? t("inbox.overdue", { hours: hours(hoursLeft) }) : t("inbox.hoursLeft", { hours: hours(hoursLeft) })
	});
}
export { DeadlineChip as t };
