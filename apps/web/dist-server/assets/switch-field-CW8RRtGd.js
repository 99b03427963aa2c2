import { o as Box } from "../render-page.js";
import { t as FormControlLabel } from "./FormControlLabel-CIfoh-XI.js";
import { t as Switch } from "./Switch-0xliUjRY.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/switch-field.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A labelled switch with an optional help line aligned under the label. */
function SwitchField({ id, label, checked, onChange, help, onBlur, inputRef, strongLabel }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
		control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
			checked,
			onChange: (event) => onChange(event.target.checked),
			onBlur,
			slotProps: { input: {
				id,
				ref: inputRef,
				...help ? { "aria-describedby": `${id}-help` } : {}
			} }
		}),
		label,
		sx: strongLabel ? { "& .MuiFormControlLabel-label": { fontWeight: 600 } } : void 0
	}), help ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		id: `${id}-help`,
		sx: {
			color: "text.secondary",
			fontSize: "0.875rem",
			ml: 6.5
		},
		children: help
	}) : null] });
}
export { SwitchField as t };
