import { o as Box, r as Button, t as Typography } from "../render-page.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/reasoned-button.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* A button that says why it is disabled: the reason under it, linked with aria-describedby (a tooltip would
* not show on a disabled button, which takes no pointer or keyboard focus).
*/
function ReasonedButton({ reason, disabled, fullWidth, ...button }) {
	const id = (0, import_react.useId)();
	const explained = Boolean(disabled && reason);
	const describedBy = [button["aria-describedby"], explained ? id : null].filter(Boolean).join(" ");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: fullWidth ? "block" : "inline-block",
			maxWidth: "100%"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			...button,
			disabled,
			fullWidth,
			"aria-describedby": describedBy || void 0
		}), explained ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id,
			variant: "body2",
			sx: {
				mt: 1,
				color: "text.secondary"
			},
			children: reason
		}) : null]
	});
}
export { ReasonedButton as t };
