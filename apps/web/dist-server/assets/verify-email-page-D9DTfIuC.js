import { t as CircularProgress } from "./CircularProgress-Cly347A6.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { C as generateUtilityClass, F as handleBreakpoints, I as mergeBreakpointsInOrder, L as resolveBreakpointValues, M as createUnarySpacing, N as getValue, O as createTheme, R as deepmerge, V as useTranslation, a as styled, h as composeClasses, i as useDefaultProps, w as clsx } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as styled$1 } from "./styled-CrofOvGT.js";
import { t as useThemeProps } from "./useThemeProps-CG2NZirb.js";
import { k as PATHS, t as Typography, y as notify } from "../render-page.js";
import { d as useLocation, h as useParams, p as useNavigate } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as AuthCard } from "./auth-card-CTFnAY81.js";
import { i as isApiRequestError } from "./api-client-Bq9ewmbe.js";
import { a as verifyEmail } from "./accounts-api-CEBaZZlg.js";
// ../../node_modules/@mui/system/Stack/createStack.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var defaultTheme = createTheme();
var defaultCreateStyledComponent = styled$1("div", {
	name: "MuiStack",
	slot: "Root"
});
function useThemePropsDefault(props) {
	return useThemeProps({
		props,
		name: "MuiStack",
		defaultTheme
	});
}
/**
* Return an array with the separator React element interspersed between
* each React node of the input children.
*
* > joinChildren([1,2,3], 0)
* [1,0,2,0,3]
*/
function joinChildren(children, separator) {
	const childrenArray = import_react.Children.toArray(children).filter(Boolean);
	return childrenArray.reduce((output, child, index) => {
		output.push(child);
		if (index < childrenArray.length - 1) output.push(/*#__PURE__*/ import_react.cloneElement(separator, { key: `separator-${index}` }));
		return output;
	}, []);
}
var getSideFromDirection = (direction) => {
	return {
		row: "Left",
		"row-reverse": "Right",
		column: "Top",
		"column-reverse": "Bottom"
	}[direction];
};
var style = ({ ownerState, theme }) => {
	let styles = {
		display: "flex",
		flexDirection: "column",
		...handleBreakpoints({ theme }, resolveBreakpointValues({
			values: ownerState.direction,
			breakpoints: theme.breakpoints.values
		}), (propValue) => ({ flexDirection: propValue }))
	};
	if (ownerState.spacing) {
		const transformer = createUnarySpacing(theme);
		const base = Object.keys(theme.breakpoints.values).reduce((acc, breakpoint) => {
			if (typeof ownerState.spacing === "object" && ownerState.spacing[breakpoint] != null || typeof ownerState.direction === "object" && ownerState.direction[breakpoint] != null) acc[breakpoint] = true;
			return acc;
		}, {});
		const directionValues = resolveBreakpointValues({
			values: ownerState.direction,
			base
		});
		const spacingValues = resolveBreakpointValues({
			values: ownerState.spacing,
			base
		});
		if (typeof directionValues === "object") Object.keys(directionValues).forEach((breakpoint, index, breakpoints) => {
			if (!directionValues[breakpoint]) {
				const previousDirectionValue = index > 0 ? directionValues[breakpoints[index - 1]] : "column";
				directionValues[breakpoint] = previousDirectionValue;
			}
		});
		const styleFromPropValue = (propValue, breakpoint) => {
			if (ownerState.useFlexGap) return { gap: getValue(transformer, propValue) };
			return {
				"& > :not(style):not(style)": { margin: 0 },
				"& > :not(style) ~ :not(style)": { [`margin${getSideFromDirection(breakpoint ? directionValues[breakpoint] : ownerState.direction)}`]: getValue(transformer, propValue) }
			};
		};
		styles = deepmerge(styles, handleBreakpoints({ theme }, spacingValues, styleFromPropValue));
	}
	styles = mergeBreakpointsInOrder(theme.breakpoints, styles);
	return styles;
};
function createStack(options = {}) {
	const { createStyledComponent = defaultCreateStyledComponent, useThemeProps = useThemePropsDefault, componentName = "MuiStack" } = options;
	const useUtilityClasses = () => {
		return composeClasses({ root: ["root"] }, (slot) => generateUtilityClass(componentName, slot), {});
	};
	const StackRoot = createStyledComponent(style);
	return /* @__PURE__ */ import_react.forwardRef(function Grid(inProps, ref) {
		const { component = "div", direction = "column", spacing = 0, divider, children, className, useFlexGap = false, ...other } = useThemeProps(inProps);
		const ownerState = {
			direction,
			spacing,
			useFlexGap
		};
		const classes = useUtilityClasses();
		return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StackRoot, {
			as: component,
			ownerState,
			ref,
			className: clsx(classes.root, className),
			...other,
			children: divider ? joinChildren(children, divider) : children
		});
	});
}
// ../../node_modules/@mui/material/Stack/Stack.mjs
var Stack = createStack({
	createStyledComponent: styled("div", {
		name: "MuiStack",
		slot: "Root"
	}),
	useThemeProps: (inProps) => useDefaultProps({
		props: inProps,
		name: "MuiStack"
	})
});
// src/features/auth/pages/verify-email-page.tsx
/**
* The link from the verification mail (spec section 4): 200 → verify success; an already verified account
* → its own message and the login; anything else → the invalid-code notice and the resend page.
*/
function VerifyEmailPage() {
	const { t } = useTranslation(["auth", "pages"]);
	const { id = "", token = "" } = useParams();
	const { search } = useLocation();
	const navigate = useNavigate();
	const started = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (started.current) return;
		started.current = true;
		verifyEmail(id, token, search).then(() => navigate(PATHS.verifySuccess, { replace: true }), (error) => {
			if (isApiRequestError(error) && error.code === "already_verified") {
				notify("info", error.displayMessage);
				return navigate(PATHS.login, { replace: true });
			}
			const message = isApiRequestError(error) && error.status === 400 ? error.displayMessage : "verification_code_invalid";
			notify("error", message);
			return navigate(PATHS.resendVerification, { replace: true });
		});
	}, [
		id,
		token,
		search,
		navigate
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthCard, {
		overline: t("overline"),
		title: t("pages:verifyEmail"),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			direction: "row",
			spacing: 2,
			sx: { alignItems: "center" },
			role: "status",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
				size: 24,
				color: "secondary",
				"aria-labelledby": "verify-checking"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "verify-checking",
				children: t("verify.checking")
			})]
		})
	});
}
export { VerifyEmailPage as Component, VerifyEmailPage };
