import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { a as styled, h as composeClasses, i as useDefaultProps, w as clsx } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as Typography } from "../render-page.js";
import { i as DialogContext, n as getDialogTitleUtilityClass } from "./DialogContent--YaXM1cn.js";
// ../../node_modules/@mui/material/DialogTitle/DialogTitle.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getDialogTitleUtilityClass, classes);
};
var DialogTitleRoot = styled(Typography, {
	name: "MuiDialogTitle",
	slot: "Root"
})({
	padding: "16px 24px",
	flex: "0 0 auto"
});
var DialogTitle = /*#__PURE__*/ import_react.forwardRef(function DialogTitle(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiDialogTitle"
	});
	const { className, id: idProp, ...other } = props;
	const ownerState = props;
	const classes = useUtilityClasses(ownerState);
	const { titleId = idProp } = import_react.useContext(DialogContext);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(DialogTitleRoot, {
		component: "h2",
		className: clsx(classes.root, className),
		ownerState,
		ref,
		variant: "h6",
		id: idProp ?? titleId,
		...other
	});
});
export { DialogTitle as t };
