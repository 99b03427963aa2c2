import { o as Box } from "../render-page.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/labelled-value.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* One term of a description list (`<dl>`): a small muted label over its value, which may wrap anywhere (long
* e-mail addresses). The profile's details on the dashboard and on My Account.
*/
function LabelledValue({ label, children, sx }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: [{ minWidth: 0 }, ...Array.isArray(sx) ? sx : [sx]],
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "dt",
			sx: {
				fontSize: "0.8125rem",
				fontWeight: 600,
				color: "text.secondary",
				mb: .25
			},
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "dd",
			sx: {
				m: 0,
				overflowWrap: "anywhere"
			},
			children
		})]
	});
}
export { LabelledValue as t };
