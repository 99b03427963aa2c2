import { o as Box } from "../render-page.js";
import { c as FormHelperText, i as InputLabel, s as FormControl, t as OutlinedInput } from "./OutlinedInput-T6loE8EQ.js";
import { t as NativeSelect } from "./NativeSelect-CZP5iAj4.js";
import { n as fieldLabelSx } from "./form-field-BfxwDFPE.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/select-field.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A native select (the phone's own picker, and light) dressed like the form's text fields: label above, error
* below and tied to it. Takes NativeSelect's own props, so react-hook-form's `register` spreads onto it.
*/
function NativeSelectField({ id, label, placeholder, options, error, placeholderDisabled = false, ...select }) {
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
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelect, {
				id,
				input: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OutlinedInput, { notched: false }),
				inputProps: { "aria-describedby": error ? `${id}-error` : void 0 },
				...select,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					disabled: placeholderDisabled,
					children: placeholder
				}), options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: option.value,
					children: option.label
				}, option.value))]
			}),
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
				id: `${id}-error`,
				children: error
			}) : null
		]
	});
}
/** The native select for a controlled field: it hands the form the chosen value, not the change event. */
function SelectField({ onChange, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
		...props,
		onChange: (event) => onChange(event.target.value)
	});
}
/** Two fields side by side on wide screens, stacked on phones. */
function FieldRow({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			display: "grid",
			gap: 2.5,
			gridTemplateColumns: {
				xs: "1fr",
				sm: "1fr 1fr"
			}
		},
		children
	});
}
export { NativeSelectField as n, SelectField as r, FieldRow as t };
