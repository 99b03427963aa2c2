import { r as Button } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as EmptyState } from "./empty-state-DgH-BEU8.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/reservations/components/nothing-to-show.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A page that shows what the previous step handed it in the navigation state, opened without it (a bookmark,
* a new tab): why there is nothing, and the way to the step that makes it.
*/
function NothingToShow({ title, text, to, action }) {
	const { t } = useTranslation("reservations");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "reservations",
		width: "narrow",
		title,
		overline: t("overline")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "narrow",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
			text,
			action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to,
				variant: "contained",
				color: "gold",
				children: action
			})
		})
	})] });
}
export { NothingToShow as t };
