import { t as OpenInNew_default } from "./OpenInNew-Dq1Ur4SN.js";
import { r as Button } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/partners/components/external-link-button.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A link to another site: opens in a new tab, shows the usual icon, and says so in its accessible name,
* which starts with the visible label (voice control by the visible words still works).
*/
function ExternalLinkButton({ href, label, context, variant = "contained", color = "gold", size = "medium" }) {
	const { t } = useTranslation("partners");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		component: "a",
		href,
		target: "_blank",
		rel: "noopener noreferrer",
		variant,
		color,
		size,
		endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OpenInNew_default, {}),
		"aria-label": `${label}${context ? `: ${context}` : ""} ${t("exchanges.newTab")}`,
		children: label
	});
}
export { ExternalLinkButton as t };
