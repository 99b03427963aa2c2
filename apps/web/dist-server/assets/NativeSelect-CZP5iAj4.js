import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { h as composeClasses, i as useDefaultProps, w as clsx } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as getReactElementRef } from "./getReactElementRef-CNWSlpSh.js";
import { n as ArrowDropDown_default, o as getNativeSelectUtilityClasses, r as NativeSelectInput, t as Input } from "./Input-9luffEfx.js";
import { r as useFormControlState } from "./useEnhancedEffect-CGbsQAAe.js";
import { s as useForkRef_default } from "./ButtonBase-1zJy4qCp.js";
// ../../node_modules/@mui/material/NativeSelect/NativeSelect.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getNativeSelectUtilityClasses, classes);
};
var defaultInput = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Input, {});
/**
* An alternative to `<Select native />` with a much smaller bundle size footprint.
*/
var NativeSelect = /*#__PURE__*/ import_react.forwardRef(function NativeSelect(inProps, ref) {
	const props = useDefaultProps({
		name: "MuiNativeSelect",
		props: inProps
	});
	const { className, children, classes: classesProp = {}, IconComponent = ArrowDropDown_default, input = defaultInput, inputProps, variant, ...other } = props;
	const [fcs] = useFormControlState({
		props,
		states: ["variant"]
	});
	const classes = useUtilityClasses({
		...props,
		classes: classesProp
	});
	const { root, ...otherClasses } = classesProp;
	const inputRef = useForkRef_default(ref, getReactElementRef(input));
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: /*#__PURE__*/ import_react.cloneElement(input, {
		inputComponent: NativeSelectInput,
		inputProps: {
			children,
			classes: otherClasses,
			IconComponent,
			variant: fcs.variant,
			type: void 0,
			...inputProps,
			...input ? input.props.inputProps : {}
		},
		ref: inputRef,
		...other,
		className: clsx(classes.root, input.props.className, className)
	}) });
});
NativeSelect.muiName = "Select";
export { NativeSelect as t };
