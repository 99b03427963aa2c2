import { o as Box } from "../render-page.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/visually-hidden.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Text for assistive technology only. Used where a control's visible text is an abbreviation or a number
* ("EN", a badge) and its name must be the full words: naming through content instead of aria-label keeps
* the visible text and the accessible name from contradicting each other.
*/
function VisuallyHidden({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "span",
		sx: {
			position: "absolute",
			width: "1px",
			height: "1px",
			p: 0,
			m: "-1px",
			overflow: "hidden",
			clip: "rect(0 0 0 0)",
			whiteSpace: "nowrap",
			border: 0
		},
		children
	});
}
export { VisuallyHidden as t };
