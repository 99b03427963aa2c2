import { o as Box } from "../render-page.js";
import { t as LinearProgress } from "./LinearProgress-B41zheZN.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/app/progress-bar.tsx
var import_jsx_runtime = require_jsx_runtime();
function ProgressBar() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			position: "fixed",
			top: 0,
			left: 0,
			right: 0,
			zIndex: (theme) => theme.zIndex.tooltip + 2
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, {
			"aria-label": t("loading"),
			sx: { height: 3 }
		})
	});
}
export { ProgressBar as default };
