import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { C as generateUtilityClass, P as getPath, S as generateUtilityClasses, _ as alpha, a as styled, h as composeClasses, i as useDefaultProps, m as outsetFocusRing, n as capitalize_default, r as memoTheme, t as createSimplePaletteValueFilter, w as clsx } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as isFocusVisible } from "./isFocusVisible-NTmexvi0.js";
import { t as useTheme } from "./useTheme-ejLitoPC.js";
import { t as Typography } from "../render-page.js";
// ../../node_modules/@mui/material/Link/linkClasses.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function getLinkUtilityClass(slot) {
	return generateUtilityClass("MuiLink", slot);
}
var linkClasses = generateUtilityClasses("MuiLink", [
	"root",
	"underlineNone",
	"underlineHover",
	"underlineAlways",
	"button",
	"focusVisible"
]);
// ../../node_modules/@mui/material/Link/getTextDecoration.mjs
var getTextDecoration = ({ theme, ownerState }) => {
	const transformedColor = ownerState.color;
	if ("colorSpace" in theme && theme.colorSpace) {
		const color = getPath(theme, `palette.${transformedColor}.main`) || getPath(theme, `palette.${transformedColor}`) || ownerState.color;
		return theme.alpha(color, .4);
	}
	const color = getPath(theme, `palette.${transformedColor}.main`, false) || getPath(theme, `palette.${transformedColor}`, false) || ownerState.color;
	const channelColor = getPath(theme, `palette.${transformedColor}.mainChannel`) || getPath(theme, `palette.${transformedColor}Channel`);
	if ("vars" in theme && channelColor) return `rgba(${channelColor} / 0.4)`;
	try {
		return alpha(color, .4);
	} catch {
		return `color-mix(in srgb, ${color} 40%, transparent)`;
	}
};
// ../../node_modules/@mui/material/Link/Link.mjs
var import_jsx_runtime = require_jsx_runtime();
var v6Colors = {
	primary: true,
	secondary: true,
	error: true,
	info: true,
	success: true,
	warning: true,
	textPrimary: true,
	textSecondary: true,
	textDisabled: true
};
var useUtilityClasses = (ownerState) => {
	const { classes, component, focusVisible, underline } = ownerState;
	const slots = { root: [
		"root",
		`underline${capitalize_default(underline)}`,
		component === "button" && "button",
		focusVisible && "focusVisible"
	] };
	return composeClasses(slots, getLinkUtilityClass, classes);
};
var LinkRoot = styled(Typography, {
	name: "MuiLink",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[`underline${capitalize_default(ownerState.underline)}`],
			ownerState.component === "button" && styles.button
		];
	}
})(memoTheme(({ theme }) => {
	return {
		...theme.focusVisible && { [`&.${linkClasses.focusVisible}`]: {
			...outsetFocusRing,
			...theme.focusVisible
		} },
		variants: [
			{
				props: { underline: "none" },
				style: { textDecoration: "none" }
			},
			{
				props: { underline: "hover" },
				style: {
					textDecoration: "none",
					"&:hover": { textDecoration: "underline" }
				}
			},
			{
				props: { underline: "always" },
				style: {
					textDecoration: "underline",
					"&:hover": { textDecorationColor: "inherit" }
				}
			},
			{
				props: ({ underline, ownerState }) => underline === "always" && ownerState.color !== "inherit",
				style: { textDecorationColor: "var(--Link-underlineColor)" }
			},
			{
				props: ({ underline, ownerState }) => underline === "always" && ownerState.color === "inherit",
				style: theme.colorSpace ? { textDecorationColor: theme.alpha("currentColor", .4) } : null
			},
			...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
				props: {
					underline: "always",
					color
				},
				style: { "--Link-underlineColor": theme.alpha((theme.vars || theme).palette[color].main, .4) }
			})),
			{
				props: {
					underline: "always",
					color: "textPrimary"
				},
				style: { "--Link-underlineColor": theme.alpha((theme.vars || theme).palette.text.primary, .4) }
			},
			{
				props: {
					underline: "always",
					color: "textSecondary"
				},
				style: { "--Link-underlineColor": theme.alpha((theme.vars || theme).palette.text.secondary, .4) }
			},
			{
				props: {
					underline: "always",
					color: "textDisabled"
				},
				style: { "--Link-underlineColor": (theme.vars || theme).palette.text.disabled }
			},
			{
				props: { component: "button" },
				style: {
					position: "relative",
					WebkitTapHighlightColor: "transparent",
					backgroundColor: "transparent",
					outline: 0,
					border: 0,
					margin: 0,
					borderRadius: 0,
					padding: 0,
					cursor: "pointer",
					userSelect: "none",
					verticalAlign: "middle",
					MozAppearance: "none",
					WebkitAppearance: "none",
					"&::-moz-focus-inner": { borderStyle: "none" },
					...!theme.focusVisible && { [`&.${linkClasses.focusVisible}`]: { outline: "auto" } }
				}
			}
		]
	};
}));
var Link = /*#__PURE__*/ import_react.forwardRef(function Link(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiLink"
	});
	const theme = useTheme();
	const { className, color = "primary", component = "a", onBlur, onFocus, TypographyClasses, underline = "always", variant = "inherit", sx, ...other } = props;
	const [focusVisible, setFocusVisible] = import_react.useState(false);
	const handleBlur = (event) => {
		if (!isFocusVisible(event.target)) setFocusVisible(false);
		if (onBlur) onBlur(event);
	};
	const handleFocus = (event) => {
		if (isFocusVisible(event.target)) setFocusVisible(true);
		if (onFocus) onFocus(event);
	};
	const ownerState = {
		...props,
		color,
		component,
		focusVisible,
		underline,
		variant
	};
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(LinkRoot, {
		color,
		className: clsx(classes.root, className),
		classes: TypographyClasses,
		component,
		onBlur: handleBlur,
		onFocus: handleFocus,
		ref,
		ownerState,
		variant,
		...other,
		sx: [...v6Colors[color] === void 0 ? [{ color }] : [], ...Array.isArray(sx) ? sx : [sx]],
		style: {
			...other.style,
			...underline === "always" && color !== "inherit" && !v6Colors[color] && { "--Link-underlineColor": getTextDecoration({
				theme,
				ownerState
			}) }
		}
	});
});
export { Link as t };
