import { n as require_react, o as __toESM } from "./jsx-runtime-BwTeEnx2.js";
import { u as useEnhancedEffect } from "./ButtonBase-1zJy4qCp.js";
// ../../node_modules/@mui/utils/debounce/debounce.mjs
function debounce(func, wait = 166) {
	let timeout;
	function debounced(...args) {
		const later = () => {
			func.apply(this, args);
		};
		clearTimeout(timeout);
		timeout = setTimeout(later, wait);
	}
	debounced.clear = () => {
		clearTimeout(timeout);
	};
	return debounced;
}
// ../../node_modules/@mui/material/FormControl/FormControlContext.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* @ignore - internal component.
*/
var FormControlContext = /*#__PURE__*/ import_react.createContext(void 0);
// ../../node_modules/@mui/material/FormControl/useFormControl.mjs
function useFormControl() {
	return import_react.useContext(FormControlContext);
}
function useFormControlState({ props, states }) {
	const muiFormControl = import_react.useContext(FormControlContext);
	const result = {};
	states.forEach((state) => {
		const value = props[state];
		result[state] = value === void 0 && muiFormControl ? muiFormControl[state] : value;
	});
	return [result, muiFormControl];
}
// ../../node_modules/@mui/material/utils/useEnhancedEffect.mjs
var useEnhancedEffect_default = useEnhancedEffect;
export { debounce as a, FormControlContext as i, useFormControl as n, useFormControlState as r, useEnhancedEffect_default as t };
