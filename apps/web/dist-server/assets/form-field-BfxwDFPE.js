import { c as FormHelperText, i as InputLabel, s as FormControl, t as OutlinedInput } from "./OutlinedInput-T6loE8EQ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/form-field.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A field's label above its input, as every form of the portal shows it. */
var fieldLabelSx = {
	position: "static",
	transform: "none",
	mb: 1,
	fontWeight: 600,
	fontSize: "0.9375rem",
	color: "text.primary",
	"&.Mui-focused": { color: "text.primary" },
	"&.Mui-error": { color: "error.main" }
};
/**
* A text field with its label above and its error under it in words (DESIGN.md, forms). Built from the input
* parts rather than TextField, which would also bundle Select.
*/
function FormField({ id, label, error, help, describedBy: more, inputRef, ...input }) {
	const describedBy = [
		error ? `${id}-error` : null,
		help ? `${id}-help` : null,
		more ?? null
	].filter(Boolean).join(" ");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
		fullWidth: true,
		error: Boolean(error),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputLabel, {
				htmlFor: id,
				shrink: true,
				disableAnimation: true,
				sx: fieldLabelSx,
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OutlinedInput, {
				id,
				inputRef,
				notched: false,
				...input,
				slotProps: {
					...input.slotProps,
					input: {
						...input.slotProps?.input,
						"aria-describedby": describedBy || void 0
					}
				}
			}),
			help && !error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
				id: `${id}-help`,
				children: help
			}) : null,
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
				id: `${id}-error`,
				children: error
			}) : null
		]
	});
}
export { fieldLabelSx as n, FormField as t };
