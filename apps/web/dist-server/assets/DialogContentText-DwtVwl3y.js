import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { C as generateUtilityClass, S as generateUtilityClasses, a as styled, h as composeClasses, i as useDefaultProps, o as rootShouldForwardProp, w as clsx } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as Typography } from "../render-page.js";
// ../../node_modules/@mui/material/DialogContentText/dialogContentTextClasses.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function getDialogContentTextUtilityClass(slot) {
	return generateUtilityClass("MuiDialogContentText", slot);
}
generateUtilityClasses("MuiDialogContentText", ["root"]);
// ../../node_modules/@mui/material/DialogContentText/DialogContentText.mjs
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	const composedClasses = composeClasses({ root: ["root"] }, getDialogContentTextUtilityClass, classes);
	return {
		...classes,
		...composedClasses
	};
};
var DialogContentTextRoot = styled(Typography, {
	shouldForwardProp: (prop) => rootShouldForwardProp(prop) || prop === "classes",
	name: "MuiDialogContentText",
	slot: "Root"
})({});
var DialogContentText = /*#__PURE__*/ import_react.forwardRef(function DialogContentText(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiDialogContentText"
	});
	const { children, className, ...ownerState } = props;
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(DialogContentTextRoot, {
		component: "p",
		variant: "body1",
		color: "textSecondary",
		ref,
		ownerState,
		className: clsx(classes.root, className),
		...props,
		classes
	});
});
export { DialogContentText as t };
