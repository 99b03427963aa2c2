import { a as useController } from "./index.esm-B0mG8oQV.js";
import { t as DateField } from "./date-field-BKOO2VFi.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/form-date-field.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A DateField bound to a react-hook-form field: its value, its touch, and the focus on the first error. */
function FormDateField({ control, name, onValue, ...props }) {
	const { field } = useController({
		control,
		name
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateField, {
		...props,
		name: field.name,
		value: field.value,
		onChange: (value) => {
			field.onChange(value);
			onValue?.(value);
		},
		onBlur: field.onBlur,
		focusRef: field.ref
	});
}
export { FormDateField as t };
