import { o as Box } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/skip-link.tsx
var import_jsx_runtime = require_jsx_runtime();
var MAIN_CONTENT_ID = "main-content";
/** First focusable element of every layout: jumps over the header and menu to the page's content. */
function SkipLink() {
	const { t } = useTranslation("layout");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "a",
		href: `#${MAIN_CONTENT_ID}`,
		onClick: (event) => {
			const main = document.getElementById(MAIN_CONTENT_ID);
			if (!main) return;
			event.preventDefault();
			main.focus();
		},
		sx: {
			position: "absolute",
			left: 16,
			top: -80,
			zIndex: (theme) => theme.zIndex.tooltip + 1,
			px: 2.5,
			py: 1.5,
			borderRadius: 1,
			bgcolor: "gold.main",
			color: "gold.contrastText",
			fontWeight: 600,
			textDecoration: "none",
			"&:focus": { top: 12 }
		},
		children: t("skipToContent")
	});
}
export { SkipLink as n, MAIN_CONTENT_ID as t };
