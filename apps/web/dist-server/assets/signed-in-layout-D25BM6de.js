import { t as Alert } from "./Alert-BtgfZRBq.js";
import { $n as useRtl, Bn as HEADER_SCROLL_THRESHOLD, N as setLanguage, _ as queryClient, c as getAccessToken, f as useIsSignedIn, i as BACKGROUND, k as PATHS, m as rememberLocation, n as typographyClasses, o as Box, p as forgetRememberedLocation, r as Button, s as clearSession, t as Typography, y as notify } from "../render-page.js";
import { t as Container } from "./Container-wO8XO6h4.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { C as generateUtilityClass, S as generateUtilityClasses, V as useTranslation, a as styled, f as applyChildrenFocusVisible, h as composeClasses, i as useDefaultProps, n as capitalize_default, o as rootShouldForwardProp, p as applyInsetFocusVisible, r as memoTheme, t as createSimplePaletteValueFilter, w as clsx } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { i as Outlet, n as NavLink, p as useNavigate, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as LayoutKindContext } from "./layout-kind-BZFBB4cN.js";
import { n as SkipLink, t as MAIN_CONTENT_ID } from "./skip-link-D9jCQHJa.js";
import { i as isApiRequestError, n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { a as updateProfile, n as greetingName, o as useProfile, r as normaliseProfile, t as fullName } from "./profile-query-CKIqjTuP.js";
import { t as contactReasonsQueryOptions } from "./contact-reasons-DbIKFFLs.js";
import { t as faqsQueryOptions } from "./faqs-BZSqYGta.js";
import { t as hotelsQueryOptions } from "./hotels-XkW8Ew1S.js";
import { t as UnreadMessagesSync } from "./unread-messages-DlJEEkvB.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as Close_default } from "./Close-Dlo40YAR.js";
import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { n as ExpandMore_default, t as Collapse } from "./Collapse-DTNbcu1G.js";
import { t as Chip } from "./Chip-DBuHkoZq.js";
import { t as Modal } from "./Modal-D5Glx6xT.js";
import { t as getReactElementRef } from "./getReactElementRef-CNWSlpSh.js";
import { t as Transition } from "./Transition-BRbz8sOF.js";
import { n as debounce_default, t as ownerWindow_default } from "./ownerWindow-BQ7b0ndx.js";
import { r as useReducedMotion, s as useForkRef_default, t as ButtonBase } from "./ButtonBase-1zJy4qCp.js";
import { t as useTheme } from "./useTheme-ejLitoPC.js";
import { a as getTranslateOffsets, i as getTransitionStyles, o as normalizedTransitionCallback, r as getTransitionProps, s as reflow } from "./utils-C_hAsqTa.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as useSlot } from "./useSlot-B8y_mepb.js";
import "./Fade-AJypDV4Z.js";
import { t as mergeSlotProps } from "./mergeSlotProps-CzOhFVci.js";
import { t as IconButton } from "./IconButton-CbfXPR5l.js";
import { n as ListContext, t as List } from "./List-Ct5Wnwph.js";
import { n as getListItemButtonUtilityClass, r as listItemButtonClasses, t as ListItem } from "./ListItem-DFccjnoL.js";
import { t as useEnhancedEffect_default } from "./useEnhancedEffect-CGbsQAAe.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { n as Logo, r as LanguageSwitch, t as LogoLink } from "./logo-link-B5Kpsl5Y.js";
import { t as VisuallyHidden } from "./visually-hidden-DBMt4wTW.js";
import { r as useAmountDue } from "./amount-due-DxkT34bF.js";
import { r as usePaymentsEnabled } from "./club-query-gjY5-H5F.js";
import { i as profileKeys } from "./query-keys-XKHZ0HV6.js";
import { n as clearStoredReservation } from "./storage-CxIi8xR5.js";
import { t as useMediaQuery } from "./useMediaQuery-Dl0azaGj.js";
import { t as Link$1 } from "./Link-BUWBQtjn.js";
import { t as Switch } from "./Switch-0xliUjRY.js";
// src/lib/end-session.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Leaving the session, whichever way it ends (logout, a 401, an expired token): forget the token, go home,
* then drop every cached answer so nothing of the member stays in memory.
*/
async function endSession({ navigate, notice, returnTo }) {
	clearSession();
	if (returnTo) rememberLocation(returnTo);
	else forgetRememberedLocation();
	try {
		await navigate("/", { replace: true });
	} finally {
		queryClient.clear();
		if (notice) notify(notice.type, notice.message);
	}
}
/** POST /logout revokes the token on the server; its failure does not keep anyone signed in. */
async function logout(navigate) {
	if (getAccessToken()) try {
		await apiRequest("/logout", {
			method: "POST",
			ignoreUnauthenticated: true
		});
	} catch {}
	await endSession({
		navigate,
		notice: {
			type: "success",
			message: "logged_out"
		}
	});
}
// ../../node_modules/@mui/icons-material/ExpandLess.mjs
var import_jsx_runtime = require_jsx_runtime();
var ExpandLess_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z" }), "ExpandLess");
// ../../node_modules/@mui/icons-material/Logout.mjs
var Logout_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z" }), "Logout");
// ../../node_modules/@mui/material/Slide/Slide.mjs
var hiddenStyles = { visibility: "hidden" };
var DEFAULT_TRANSLATE_OPTIONS = {};
/**
* Detects SwipeableDrawer's active-swipe `translate(x, y)` transform.
* Keep this in sync with SwipeableDrawer.setPosition.
*/
function isGestureTranslate(transform) {
	return typeof transform === "string" && /^translate\(.+,\s*.+\)$/.test(transform);
}
function getTranslateValue(direction, node, resolvedContainer, options = DEFAULT_TRANSLATE_OPTIONS) {
	const { resetInlineTransform = true } = options;
	const containerRect = resolvedContainer && resolvedContainer.getBoundingClientRect();
	const containerWindow = ownerWindow_default(node);
	let rect;
	let transform;
	if (resetInlineTransform) {
		const previousTransform = node.style.transform;
		const previousTransition = node.style.transition;
		node.style.transition = "";
		node.style.transform = "";
		rect = node.getBoundingClientRect();
		transform = containerWindow.getComputedStyle(node).getPropertyValue("transform");
		node.style.transform = previousTransform;
		node.style.transition = previousTransition;
	} else {
		rect = node.getBoundingClientRect();
		transform = containerWindow.getComputedStyle(node).getPropertyValue("transform");
	}
	const { offsetX, offsetY } = getTranslateOffsets(transform);
	if (direction === "left") {
		if (containerRect) return `translateX(${containerRect.right + offsetX - rect.left}px)`;
		return `translateX(${containerWindow.innerWidth + offsetX - rect.left}px)`;
	}
	if (direction === "right") {
		if (containerRect) return `translateX(-${rect.right - containerRect.left - offsetX}px)`;
		return `translateX(-${rect.left + rect.width - offsetX}px)`;
	}
	if (direction === "up") {
		if (containerRect) return `translateY(${containerRect.bottom + offsetY - rect.top}px)`;
		return `translateY(${containerWindow.innerHeight + offsetY - rect.top}px)`;
	}
	if (containerRect) return `translateY(-${rect.top - containerRect.top + rect.height - offsetY}px)`;
	return `translateY(-${rect.top + rect.height - offsetY}px)`;
}
function resolveContainer(containerPropProp) {
	return typeof containerPropProp === "function" ? containerPropProp() : containerPropProp;
}
function setTranslateValue(direction, node, containerProp, options) {
	const transform = getTranslateValue(direction, node, resolveContainer(containerProp), options);
	if (transform) node.style.transform = transform;
}
/**
* The Slide transition is used by the [Drawer](/material-ui/react-drawer/) component.
*/
var Slide = /*#__PURE__*/ import_react.forwardRef(function Slide(props, ref) {
	const theme = useTheme();
	const defaultEasing = {
		enter: theme.transitions.easing.easeOut,
		exit: theme.transitions.easing.sharp
	};
	const defaultTimeout = {
		enter: theme.transitions.duration.enteringScreen,
		exit: theme.transitions.duration.leavingScreen
	};
	const { addEndListener, appear = true, children, container: containerProp, disablePrefersReducedMotion = false, direction = "down", easing: easingProp = defaultEasing, in: inProp, onEnter, onEntered, onEntering, onExit, onExited, onExiting, style, timeout = defaultTimeout, ...other } = props;
	const reducedMotion = useReducedMotion(theme.motion.reducedMotion, disablePrefersReducedMotion);
	const childrenRef = import_react.useRef(null);
	const preserveInlineTransformRef = import_react.useRef(false);
	const handleRef = useForkRef_default(getReactElementRef(children), childrenRef, ref);
	const handleEnter = normalizedTransitionCallback(childrenRef, (node, isAppearing) => {
		setTranslateValue(direction, node, containerProp);
		if (!reducedMotion.shouldReduceMotion) reflow(node);
		if (onEnter) onEnter(node, isAppearing);
	});
	const handleEntering = normalizedTransitionCallback(childrenRef, (node, isAppearing) => {
		const transitionProps = getTransitionProps({
			timeout,
			style,
			easing: easingProp
		}, { mode: "enter" });
		const transitionTiming = reducedMotion.getTransitionTiming({
			duration: transitionProps.duration,
			delay: transitionProps.delay
		});
		node.style.transition = theme.transitions.create("transform", {
			duration: transitionTiming.duration,
			easing: transitionProps.easing,
			delay: transitionTiming.delay
		});
		node.style.transform = "none";
		if (onEntering) onEntering(node, isAppearing);
	});
	const handleEntered = normalizedTransitionCallback(childrenRef, onEntered);
	const handleExiting = normalizedTransitionCallback(childrenRef, onExiting);
	const handleExit = normalizedTransitionCallback(childrenRef, (node) => {
		const transitionProps = getTransitionProps({
			timeout,
			style,
			easing: easingProp
		}, { mode: "exit" });
		const transitionTiming = reducedMotion.getTransitionTiming({
			duration: transitionProps.duration,
			delay: transitionProps.delay
		});
		node.style.transition = theme.transitions.create("transform", {
			duration: transitionTiming.duration,
			easing: transitionProps.easing,
			delay: transitionTiming.delay
		});
		const preserveInlineTransform = isGestureTranslate(node.style.transform);
		preserveInlineTransformRef.current = preserveInlineTransform;
		setTranslateValue(direction, node, containerProp, { resetInlineTransform: !preserveInlineTransform });
		if (onExit) onExit(node);
	});
	const handleExited = normalizedTransitionCallback(childrenRef, (node) => {
		preserveInlineTransformRef.current = false;
		node.style.transition = "";
		if (onExited) onExited(node);
	});
	const handleAddEndListener = addEndListener ? (next) => {
		addEndListener(childrenRef.current, next);
	} : void 0;
	const updatePosition = import_react.useCallback(() => {
		if (childrenRef.current) setTranslateValue(direction, childrenRef.current, containerProp);
	}, [direction, containerProp]);
	import_react.useEffect(() => {
		if (inProp || direction === "down" || direction === "right") return;
		const handleResize = debounce_default(() => {
			if (childrenRef.current) setTranslateValue(direction, childrenRef.current, containerProp);
		});
		const containerWindow = ownerWindow_default(childrenRef.current);
		containerWindow.addEventListener("resize", handleResize);
		return () => {
			handleResize.clear();
			containerWindow.removeEventListener("resize", handleResize);
		};
	}, [
		direction,
		inProp,
		containerProp
	]);
	import_react.useEffect(() => {
		if (!inProp && !preserveInlineTransformRef.current) updatePosition();
	}, [inProp, updatePosition]);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Transition, {
		nodeRef: childrenRef,
		onEnter: handleEnter,
		onEntered: handleEntered,
		onEntering: handleEntering,
		onExit: handleExit,
		onExited: handleExited,
		onExiting: handleExiting,
		addEndListener: handleAddEndListener,
		appear,
		in: inProp,
		reduceMotion: reducedMotion.shouldReduceMotion,
		timeout,
		...other,
		children: (state, { ownerState, ...restChildProps }) => {
			let childStyle;
			if (state === "exited" && !inProp) childStyle = style || children.props.style ? {
				visibility: "hidden",
				...style,
				...children.props.style
			} : hiddenStyles;
			else if (style && children.props.style) childStyle = {
				...style,
				...children.props.style
			};
			else childStyle = style || children.props.style;
			return /*#__PURE__*/ import_react.cloneElement(children, {
				ref: handleRef,
				style: childStyle,
				...restChildProps
			});
		}
	});
});
// ../../node_modules/@mui/material/Drawer/drawerClasses.mjs
function getDrawerUtilityClass(slot) {
	return generateUtilityClass("MuiDrawer", slot);
}
generateUtilityClasses("MuiDrawer", [
	"root",
	"docked",
	"paper",
	"anchorLeft",
	"anchorRight",
	"anchorTop",
	"anchorBottom",
	"modal"
]);
// ../../node_modules/@mui/material/Drawer/Drawer.mjs
var overridesResolver$1 = (props, styles) => {
	const { ownerState } = props;
	return [
		styles.root,
		(ownerState.variant === "permanent" || ownerState.variant === "persistent") && styles.docked,
		ownerState.variant === "temporary" && styles.modal
	];
};
var useUtilityClasses$5 = (ownerState) => {
	const { classes, anchor, variant } = ownerState;
	const slots = {
		root: ["root", `anchor${capitalize_default(anchor)}`],
		docked: [(variant === "permanent" || variant === "persistent") && "docked"],
		modal: ["modal"],
		paper: ["paper"]
	};
	return composeClasses(slots, getDrawerUtilityClass, classes);
};
var DrawerRoot = styled(Modal, {
	name: "MuiDrawer",
	slot: "Root",
	overridesResolver: overridesResolver$1
})(memoTheme(({ theme }) => ({ zIndex: (theme.vars || theme).zIndex.drawer })));
var DrawerDockedRoot = styled("div", {
	shouldForwardProp: rootShouldForwardProp,
	name: "MuiDrawer",
	slot: "Docked",
	skipVariantsResolver: false,
	overridesResolver: overridesResolver$1
})({ flex: "0 0 auto" });
var DrawerPaper = styled(Paper, {
	name: "MuiDrawer",
	slot: "Paper"
})(memoTheme(({ theme }) => ({
	overflowY: "auto",
	display: "flex",
	flexDirection: "column",
	height: "100%",
	flex: "1 0 auto",
	zIndex: (theme.vars || theme).zIndex.drawer,
	WebkitOverflowScrolling: "touch",
	position: "fixed",
	top: 0,
	outline: 0,
	variants: [
		{
			props: { anchor: "left" },
			style: { left: 0 }
		},
		{
			props: { anchor: "top" },
			style: {
				top: 0,
				left: 0,
				right: 0,
				height: "auto",
				maxHeight: "100%"
			}
		},
		{
			props: { anchor: "right" },
			style: { right: 0 }
		},
		{
			props: { anchor: "bottom" },
			style: {
				top: "auto",
				left: 0,
				bottom: 0,
				right: 0,
				height: "auto",
				maxHeight: "100%"
			}
		},
		{
			props: ({ ownerState }) => ownerState.anchor === "left" && ownerState.variant !== "temporary",
			style: { borderRight: `1px solid ${(theme.vars || theme).palette.divider}` }
		},
		{
			props: ({ ownerState }) => ownerState.anchor === "top" && ownerState.variant !== "temporary",
			style: { borderBottom: `1px solid ${(theme.vars || theme).palette.divider}` }
		},
		{
			props: ({ ownerState }) => ownerState.anchor === "right" && ownerState.variant !== "temporary",
			style: { borderLeft: `1px solid ${(theme.vars || theme).palette.divider}` }
		},
		{
			props: ({ ownerState }) => ownerState.anchor === "bottom" && ownerState.variant !== "temporary",
			style: { borderTop: `1px solid ${(theme.vars || theme).palette.divider}` }
		}
	]
})));
var oppositeDirection = {
	left: "right",
	right: "left",
	top: "down",
	bottom: "up"
};
function isHorizontal(anchor) {
	return ["left", "right"].includes(anchor);
}
function getAnchor({ direction }, anchor) {
	return direction === "rtl" && isHorizontal(anchor) ? oppositeDirection[anchor] : anchor;
}
/**
* The props of the [Modal](/material-ui/api/modal/) component are available
* when `variant="temporary"` is set.
*/
var Drawer = /*#__PURE__*/ import_react.forwardRef(function Drawer(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiDrawer"
	});
	const theme = useTheme();
	const isRtl = useRtl();
	const defaultTransitionDuration = {
		enter: theme.transitions.duration.enteringScreen,
		exit: theme.transitions.duration.leavingScreen
	};
	const { anchor: anchorProp = "left", children, className, elevation = 16, hideBackdrop = false, ModalProps = {}, onClose, open = false, transitionDuration = defaultTransitionDuration, variant = "temporary", slots = {}, slotProps = {}, ...other } = props;
	const mounted = import_react.useRef(false);
	const rootRef = import_react.useRef(null);
	const handleRef = useForkRef_default(ref, rootRef);
	import_react.useEffect(() => {
		mounted.current = true;
	}, []);
	const resolveSlideContainer = import_react.useCallback(() => rootRef.current, []);
	const anchorInvariant = getAnchor({ direction: isRtl ? "rtl" : "ltr" }, anchorProp);
	const anchor = anchorProp;
	const ownerState = {
		...props,
		anchor,
		elevation,
		open,
		variant,
		...other
	};
	const classes = useUtilityClasses$5(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps: {
			...slotProps,
			backdrop: mergeSlotProps(slotProps.backdrop, { transitionDuration })
		}
	};
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref: handleRef,
		elementType: DrawerRoot,
		className: clsx(classes.root, classes.modal, className),
		shouldForwardComponentProp: true,
		ownerState,
		externalForwardedProps: {
			...externalForwardedProps,
			...other,
			...ModalProps
		},
		additionalProps: {
			closeAfterTransition: true,
			open,
			onClose,
			hideBackdrop,
			slots: { backdrop: externalForwardedProps.slots.backdrop },
			slotProps: { backdrop: externalForwardedProps.slotProps.backdrop }
		}
	});
	const [PaperSlot, paperSlotProps] = useSlot("paper", {
		elementType: DrawerPaper,
		shouldForwardComponentProp: true,
		className: classes.paper,
		ownerState,
		externalForwardedProps,
		additionalProps: {
			elevation: variant === "temporary" ? elevation : 0,
			square: true,
			...variant === "temporary" && {
				role: "dialog",
				"aria-modal": "true",
				["data-mui-focusable"]: "",
				tabIndex: -1
			}
		}
	});
	const [DockedSlot, dockedSlotProps] = useSlot("docked", {
		elementType: DrawerDockedRoot,
		ref: handleRef,
		className: clsx(classes.root, classes.docked, className),
		ownerState,
		externalForwardedProps,
		additionalProps: other
	});
	const [TransitionSlot, transitionSlotProps] = useSlot("transition", {
		elementType: Slide,
		ownerState,
		externalForwardedProps,
		additionalProps: {
			in: open,
			direction: oppositeDirection[anchorInvariant],
			timeout: transitionDuration,
			appear: mounted.current,
			...variant === "temporary" && (slots.transition == null || slots.transition === Slide) && { container: resolveSlideContainer }
		}
	});
	const drawer = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PaperSlot, {
		...paperSlotProps,
		children
	});
	if (variant === "permanent") return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(DockedSlot, {
		...dockedSlotProps,
		children: drawer
	});
	const slidingDrawer = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TransitionSlot, {
		...transitionSlotProps,
		children: drawer
	});
	if (variant === "persistent") return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(DockedSlot, {
		...dockedSlotProps,
		children: slidingDrawer
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootSlot, {
		...rootSlotProps,
		children: slidingDrawer
	});
});
// ../../node_modules/@mui/material/ListItemButton/ListItemButton.mjs
var overridesResolver = (props, styles) => {
	const { ownerState } = props;
	return [
		styles.root,
		ownerState.dense && styles.dense,
		ownerState.alignItems === "flex-start" && styles.alignItemsFlexStart,
		ownerState.divider && styles.divider,
		!ownerState.disableGutters && styles.gutters
	];
};
var useUtilityClasses$4 = (ownerState) => {
	const { alignItems, classes, dense, disabled, disableGutters, divider, selected } = ownerState;
	const composedClasses = composeClasses({ root: [
		"root",
		dense && "dense",
		!disableGutters && "gutters",
		divider && "divider",
		disabled && "disabled",
		alignItems === "flex-start" && "alignItemsFlexStart",
		selected && "selected"
	] }, getListItemButtonUtilityClass, classes);
	return {
		...classes,
		...composedClasses
	};
};
var ListItemButtonRoot = styled(ButtonBase, {
	shouldForwardProp: (prop) => rootShouldForwardProp(prop) || prop === "classes",
	name: "MuiListItemButton",
	slot: "Root",
	overridesResolver
})(memoTheme(({ theme }) => ({
	display: "flex",
	flexGrow: 1,
	justifyContent: "flex-start",
	alignItems: "center",
	position: "relative",
	textDecoration: "none",
	minWidth: 0,
	boxSizing: "border-box",
	textAlign: "left",
	paddingTop: 8,
	paddingBottom: 8,
	...getTransitionStyles(theme, "background-color", { duration: theme.transitions.duration.shortest }),
	"&:hover": {
		textDecoration: "none",
		backgroundColor: (theme.vars || theme).palette.action.hover,
		"@media (hover: none)": { backgroundColor: "transparent" }
	},
	[`&.${listItemButtonClasses.selected}`]: {
		backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, (theme.vars || theme).palette.action.selectedOpacity),
		...!theme.focusVisible && { [`&.${listItemButtonClasses.focusVisible}`]: { backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.focusOpacity}`) } }
	},
	[`&.${listItemButtonClasses.selected}:hover`]: {
		backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.hoverOpacity}`),
		"@media (hover: none)": { backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, (theme.vars || theme).palette.action.selectedOpacity) }
	},
	...theme.focusVisible ? applyInsetFocusVisible(1) : { [`&.${listItemButtonClasses.focusVisible}`]: { backgroundColor: (theme.vars || theme).palette.action.focus } },
	[`&.${listItemButtonClasses.disabled}`]: { opacity: (theme.vars || theme).palette.action.disabledOpacity },
	variants: [
		{
			props: ({ ownerState }) => ownerState.divider,
			style: {
				borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
				backgroundClip: "padding-box"
			}
		},
		{
			props: { alignItems: "flex-start" },
			style: { alignItems: "flex-start" }
		},
		{
			props: ({ ownerState }) => !ownerState.disableGutters,
			style: {
				paddingLeft: 16,
				paddingRight: 16
			}
		},
		{
			props: ({ ownerState }) => ownerState.dense,
			style: {
				paddingTop: 4,
				paddingBottom: 4
			}
		}
	]
})));
var ListItemButton = /*#__PURE__*/ import_react.forwardRef(function ListItemButton(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiListItemButton"
	});
	const { alignItems = "center", autoFocus = false, component = "div", children, dense = false, disableGutters = false, divider = false, focusVisibleClassName, selected = false, className, ...other } = props;
	const context = import_react.useContext(ListContext);
	const childContext = import_react.useMemo(() => ({
		dense: dense || context.dense || false,
		alignItems,
		disableGutters
	}), [
		alignItems,
		context.dense,
		dense,
		disableGutters
	]);
	const listItemRef = import_react.useRef(null);
	useEnhancedEffect_default(() => {
		if (autoFocus) {
			if (listItemRef.current) listItemRef.current.focus();
		}
	}, [autoFocus]);
	const ownerState = {
		...props,
		alignItems,
		dense: childContext.dense,
		disableGutters,
		divider,
		selected
	};
	const classes = useUtilityClasses$4(ownerState);
	const { root, ...forwardedClasses } = classes;
	const handleRef = useForkRef_default(listItemRef, ref);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ListContext.Provider, {
		value: childContext,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ListItemButtonRoot, {
			ref: handleRef,
			href: other.href || other.to,
			component: (other.href || other.to) && component === "div" ? "button" : component,
			internalNativeButton: false,
			focusVisibleClassName: clsx(classes.focusVisible, focusVisibleClassName),
			ownerState,
			className: clsx(classes.root, className),
			...other,
			classes: forwardedClasses,
			children
		})
	});
});
// ../../node_modules/@mui/material/ListItemText/listItemTextClasses.mjs
function getListItemTextUtilityClass(slot) {
	return generateUtilityClass("MuiListItemText", slot);
}
var listItemTextClasses = generateUtilityClasses("MuiListItemText", [
	"root",
	"multiline",
	"dense",
	"inset",
	"primary",
	"secondary"
]);
// ../../node_modules/@mui/material/ListItemText/ListItemText.mjs
var useUtilityClasses$3 = (ownerState) => {
	const { classes, inset, primary, secondary, dense } = ownerState;
	return composeClasses({
		root: [
			"root",
			inset && "inset",
			dense && "dense",
			primary && secondary && "multiline"
		],
		primary: ["primary"],
		secondary: ["secondary"]
	}, getListItemTextUtilityClass, classes);
};
var ListItemTextRoot = styled("div", {
	name: "MuiListItemText",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			{ [`& .${listItemTextClasses.primary}`]: styles.primary },
			{ [`& .${listItemTextClasses.secondary}`]: styles.secondary },
			styles.root,
			ownerState.inset && styles.inset,
			ownerState.primary && ownerState.secondary && styles.multiline,
			ownerState.dense && styles.dense
		];
	}
})({
	flex: "1 1 auto",
	minWidth: 0,
	marginTop: 4,
	marginBottom: 4,
	[`.${typographyClasses.root}:where(& .${listItemTextClasses.primary})`]: { display: "block" },
	[`.${typographyClasses.root}:where(& .${listItemTextClasses.secondary})`]: { display: "block" },
	variants: [{
		props: ({ ownerState }) => ownerState.primary && ownerState.secondary,
		style: {
			marginTop: 6,
			marginBottom: 6
		}
	}, {
		props: ({ ownerState }) => ownerState.inset,
		style: { paddingLeft: 56 }
	}]
});
var ListItemText = /*#__PURE__*/ import_react.forwardRef(function ListItemText(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiListItemText"
	});
	const { children, className, disableTypography = false, inset = false, primary: primaryProp, secondary: secondaryProp, slots = {}, slotProps = {}, ...other } = props;
	const { dense } = import_react.useContext(ListContext);
	let primary = primaryProp != null ? primaryProp : children;
	let secondary = secondaryProp;
	const ownerState = {
		...props,
		disableTypography,
		inset,
		primary: !!primary,
		secondary: !!secondary,
		dense
	};
	const classes = useUtilityClasses$3(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootSlotProps] = useSlot("root", {
		className: clsx(classes.root, className),
		elementType: ListItemTextRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			...other
		},
		ownerState,
		ref
	});
	const [PrimarySlot, primarySlotProps] = useSlot("primary", {
		className: classes.primary,
		elementType: Typography,
		externalForwardedProps,
		ownerState
	});
	const [SecondarySlot, secondarySlotProps] = useSlot("secondary", {
		className: classes.secondary,
		elementType: Typography,
		externalForwardedProps,
		ownerState
	});
	if (primary != null && primary.type !== Typography && !disableTypography) primary = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PrimarySlot, {
		variant: dense ? "body2" : "body1",
		component: primarySlotProps?.variant ? void 0 : "span",
		...primarySlotProps,
		children: primary
	});
	if (secondary != null && secondary.type !== Typography && !disableTypography) secondary = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(SecondarySlot, {
		variant: "body2",
		color: "textSecondary",
		...secondarySlotProps,
		children: secondary
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		...rootSlotProps,
		children: [primary, secondary]
	});
});
// src/lib/profile-language.ts
/**
* Spec section 5: a language switch sends the profile. Signed in, the header's, drawer's and footer's EN/ES
* switches save `language_id` so the next sign-in, the e-mails and the videos follow the member's choice.
* Only the preferences go (the language and the stored communication flags): the membership data stays out,
* so switching language never files a change for customer care.
*/
var queue = Promise.resolve();
/** Saves the chosen language to the signed-in member's profile; signed out, it does nothing. */
function useSaveLanguage() {
	const queryClient = useQueryClient();
	const signedIn = useIsSignedIn();
	return (0, import_react.useCallback)((language) => {
		if (!signedIn) return;
		queue = queue.then(async () => {
			const profile = queryClient.getQueryData(profileKeys.all);
			if (!profile || profile.language_id === language) return;
			try {
				const { data } = await updateProfile({
					language_id: language,
					all_communications: profile.all_communications,
					monthly_communications: profile.monthly_communications
				});
				queryClient.setQueryData(profileKeys.all, normaliseProfile(data.profile));
			} catch (error) {
				if (isApiRequestError(error) && error.code === "no_property_changed") return;
				notify("error", isApiRequestError(error) && error.message ? error.message : "language_not_saved");
			}
		});
	}, [queryClient, signedIn]);
}
// ../../node_modules/@mui/icons-material/AccountCircleOutlined.mjs
var AccountCircleOutlined_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M7.35 18.5C8.66 17.56 10.26 17 12 17s3.34.56 4.65 1.5c-1.31.94-2.91 1.5-4.65 1.5s-3.34-.56-4.65-1.5m10.79-1.38C16.45 15.8 14.32 15 12 15s-4.45.8-6.14 2.12C4.7 15.73 4 13.95 4 12c0-4.42 3.58-8 8-8s8 3.58 8 8c0 1.95-.7 3.73-1.86 5.12" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 6c-1.93 0-3.5 1.57-3.5 3.5S10.07 13 12 13s3.5-1.57 3.5-3.5S13.93 6 12 6m0 5c-.83 0-1.5-.67-1.5-1.5S11.17 8 12 8s1.5.67 1.5 1.5S12.83 11 12 11" }, "1")], "AccountCircleOutlined");
// ../../node_modules/@mui/icons-material/Menu.mjs
var Menu_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" }), "Menu");
// ../../node_modules/@mui/icons-material/NotificationsNoneOutlined.mjs
var NotificationsNoneOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 22c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2m6-6v-5c0-3.07-1.63-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.64 5.36 6 7.92 6 11v5l-2 2v1h16v-1zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5z" }), "NotificationsNoneOutlined");
// ../../node_modules/@mui/material/AppBar/appBarClasses.mjs
function getAppBarUtilityClass(slot) {
	return generateUtilityClass("MuiAppBar", slot);
}
generateUtilityClasses("MuiAppBar", [
	"root",
	"positionFixed",
	"positionAbsolute",
	"positionSticky",
	"positionStatic",
	"positionRelative",
	"colorDefault",
	"colorPrimary",
	"colorSecondary",
	"colorInherit",
	"colorTransparent",
	"colorError",
	"colorInfo",
	"colorSuccess",
	"colorWarning"
]);
// ../../node_modules/@mui/material/AppBar/AppBar.mjs
var useUtilityClasses$2 = (ownerState) => {
	const { color, position, classes } = ownerState;
	const slots = { root: [
		"root",
		`color${capitalize_default(color)}`,
		`position${capitalize_default(position)}`
	] };
	return composeClasses(slots, getAppBarUtilityClass, classes);
};
var joinVars = (var1, var2) => var1 ? `${var1.replace(")", "")}, ${var2})` : var2;
var AppBarRoot = styled(Paper, {
	name: "MuiAppBar",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[`position${capitalize_default(ownerState.position)}`],
			styles[`color${capitalize_default(ownerState.color)}`]
		];
	}
})(memoTheme(({ theme }) => ({
	display: "flex",
	flexDirection: "column",
	width: "100%",
	boxSizing: "border-box",
	flexShrink: 0,
	variants: [
		{
			props: { position: "fixed" },
			style: {
				position: "fixed",
				zIndex: (theme.vars || theme).zIndex.appBar,
				top: 0,
				left: "auto",
				right: 0,
				"@media print": { position: "absolute" }
			}
		},
		{
			props: { position: "absolute" },
			style: {
				position: "absolute",
				zIndex: (theme.vars || theme).zIndex.appBar,
				top: 0,
				left: "auto",
				right: 0
			}
		},
		{
			props: { position: "sticky" },
			style: {
				position: "sticky",
				zIndex: (theme.vars || theme).zIndex.appBar,
				top: 0,
				left: "auto",
				right: 0
			}
		},
		{
			props: { position: "static" },
			style: { position: "static" }
		},
		{
			props: { position: "relative" },
			style: { position: "relative" }
		},
		{
			props: { color: "inherit" },
			style: {
				"--AppBar-color": "inherit",
				color: "var(--AppBar-color)"
			}
		},
		{
			props: { color: "default" },
			style: {
				"--AppBar-background": theme.vars ? theme.vars.palette.AppBar.defaultBg : theme.palette.grey[100],
				"--AppBar-color": theme.vars ? theme.vars.palette.text.primary : theme.palette.getContrastText(theme.palette.grey[100]),
				...theme.applyStyles("dark", {
					"--AppBar-background": theme.vars ? theme.vars.palette.AppBar.defaultBg : theme.palette.grey[900],
					"--AppBar-color": theme.vars ? theme.vars.palette.text.primary : theme.palette.getContrastText(theme.palette.grey[900])
				})
			}
		},
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter(["contrastText"])).map(([color]) => ({
			props: { color },
			style: {
				"--AppBar-background": (theme.vars ?? theme).palette[color].main,
				"--AppBar-color": (theme.vars ?? theme).palette[color].contrastText,
				...theme.focusVisible && applyChildrenFocusVisible(`0 0 0 4px ${(theme.vars || theme).palette.background.default}`)
			}
		})),
		{
			props: (props) => props.enableColorOnDark === true && !["inherit", "transparent"].includes(props.color),
			style: {
				backgroundColor: "var(--AppBar-background)",
				color: "var(--AppBar-color)"
			}
		},
		{
			props: (props) => props.enableColorOnDark === false && !["inherit", "transparent"].includes(props.color),
			style: {
				backgroundColor: "var(--AppBar-background)",
				color: "var(--AppBar-color)",
				...theme.applyStyles("dark", {
					backgroundColor: theme.vars ? joinVars(theme.vars.palette.AppBar.darkBg, "var(--AppBar-background)") : null,
					color: theme.vars ? joinVars(theme.vars.palette.AppBar.darkColor, "var(--AppBar-color)") : null
				})
			}
		},
		{
			props: { color: "transparent" },
			style: {
				"--AppBar-background": "transparent",
				"--AppBar-color": "inherit",
				backgroundColor: "var(--AppBar-background)",
				color: "var(--AppBar-color)",
				...theme.applyStyles("dark", { backgroundImage: "none" })
			}
		}
	]
})));
var AppBar = /*#__PURE__*/ import_react.forwardRef(function AppBar(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiAppBar"
	});
	const { className, color = "primary", enableColorOnDark = false, position = "fixed", ...other } = props;
	const ownerState = {
		...props,
		color,
		position,
		enableColorOnDark
	};
	const classes = useUtilityClasses$2(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AppBarRoot, {
		square: true,
		component: "header",
		ownerState,
		elevation: 4,
		className: clsx(classes.root, className, position === "fixed" && "mui-fixed"),
		ref,
		...other
	});
});
// ../../node_modules/@mui/utils/usePreviousProps/usePreviousProps.mjs
function usePreviousProps(value) {
	const ref = import_react.useRef({});
	import_react.useEffect(() => {
		ref.current = value;
	});
	return ref.current;
}
// ../../node_modules/@mui/material/Badge/useBadge.mjs
function useBadge(parameters) {
	const { badgeContent: badgeContentProp, invisible: invisibleProp = false, max: maxProp = 99, showZero = false } = parameters;
	const prevProps = usePreviousProps({
		badgeContent: badgeContentProp,
		max: maxProp
	});
	let invisible = invisibleProp;
	if (invisibleProp === false && badgeContentProp === 0 && !showZero) invisible = true;
	const { badgeContent, max = maxProp } = invisible ? prevProps : parameters;
	const displayValue = badgeContent && Number(badgeContent) > max ? `${max}+` : badgeContent;
	return {
		badgeContent,
		invisible,
		max,
		displayValue
	};
}
// ../../node_modules/@mui/material/Badge/badgeClasses.mjs
function getBadgeUtilityClass(slot) {
	return generateUtilityClass("MuiBadge", slot);
}
var badgeClasses = generateUtilityClasses("MuiBadge", [
	"root",
	"badge",
	"dot",
	"standard",
	"anchorOriginTopRight",
	"anchorOriginBottomRight",
	"anchorOriginTopLeft",
	"anchorOriginBottomLeft",
	"invisible",
	"colorError",
	"colorInfo",
	"colorPrimary",
	"colorSecondary",
	"colorSuccess",
	"colorWarning",
	"overlapRectangular",
	"overlapCircular",
	"anchorOriginTopLeftCircular",
	"anchorOriginTopLeftRectangular",
	"anchorOriginTopRightCircular",
	"anchorOriginTopRightRectangular",
	"anchorOriginBottomLeftCircular",
	"anchorOriginBottomLeftRectangular",
	"anchorOriginBottomRightCircular",
	"anchorOriginBottomRightRectangular"
]);
// ../../node_modules/@mui/material/Badge/Badge.mjs
var RADIUS_STANDARD = 10;
var RADIUS_DOT = 4;
var useUtilityClasses$1 = (ownerState) => {
	const { color, anchorOrigin, invisible, overlap, variant, classes = {} } = ownerState;
	const slots = {
		root: ["root"],
		badge: [
			"badge",
			variant,
			invisible && "invisible",
			`anchorOrigin${capitalize_default(anchorOrigin.vertical)}${capitalize_default(anchorOrigin.horizontal)}`,
			`anchorOrigin${capitalize_default(anchorOrigin.vertical)}${capitalize_default(anchorOrigin.horizontal)}${capitalize_default(overlap)}`,
			`overlap${capitalize_default(overlap)}`,
			color !== "default" && `color${capitalize_default(color)}`
		]
	};
	return composeClasses(slots, getBadgeUtilityClass, classes);
};
var BadgeRoot = styled("span", {
	name: "MuiBadge",
	slot: "Root"
})({
	position: "relative",
	display: "inline-flex",
	verticalAlign: "middle",
	flexShrink: 0
});
var BadgeBadge = styled("span", {
	name: "MuiBadge",
	slot: "Badge",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.badge,
			styles[ownerState.variant],
			styles[`anchorOrigin${capitalize_default(ownerState.anchorOrigin.vertical)}${capitalize_default(ownerState.anchorOrigin.horizontal)}${capitalize_default(ownerState.overlap)}`],
			ownerState.color !== "default" && styles[`color${capitalize_default(ownerState.color)}`],
			ownerState.invisible && styles.invisible
		];
	}
})(memoTheme(({ theme }) => ({
	display: "flex",
	flexDirection: "row",
	flexWrap: "wrap",
	justifyContent: "center",
	alignContent: "center",
	alignItems: "center",
	position: "absolute",
	boxSizing: "border-box",
	fontFamily: theme.typography.fontFamily,
	fontWeight: theme.typography.fontWeightMedium,
	fontSize: theme.typography.pxToRem(12),
	minWidth: 20,
	lineHeight: 1,
	padding: "0 6px",
	height: 20,
	borderRadius: RADIUS_STANDARD,
	zIndex: 1,
	"@media (forced-colors: active)": { border: "1px solid ButtonBorder" },
	...getTransitionStyles(theme, "transform", {
		easing: theme.transitions.easing.easeInOut,
		duration: theme.transitions.duration.enteringScreen
	}),
	variants: [
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter(["contrastText"])).map(([color]) => ({
			props: { color },
			style: {
				backgroundColor: (theme.vars || theme).palette[color].main,
				color: (theme.vars || theme).palette[color].contrastText
			}
		})),
		{
			props: { variant: "dot" },
			style: {
				borderRadius: RADIUS_DOT,
				height: 8,
				minWidth: 8,
				padding: 0
			}
		},
		{
			props: { invisible: true },
			style: { ...getTransitionStyles(theme, "transform", {
				easing: theme.transitions.easing.easeInOut,
				duration: theme.transitions.duration.leavingScreen
			}) }
		},
		{ style: {
			inset: "var(--Badge-inset)",
			transform: "scale(1) translate(var(--Badge-translate))",
			transformOrigin: "var(--Badge-origin)",
			[`&.${badgeClasses.invisible}`]: { transform: "scale(0) translate(var(--Badge-translate))" }
		} }
	]
})));
function getAnchorOrigin(anchorOrigin) {
	return {
		vertical: anchorOrigin?.vertical ?? "top",
		horizontal: anchorOrigin?.horizontal ?? "right"
	};
}
var Badge = /*#__PURE__*/ import_react.forwardRef(function Badge(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiBadge"
	});
	const { anchorOrigin: anchorOriginProp, className, classes: classesProp, component, children, overlap: overlapProp = "rectangular", color: colorProp = "default", invisible: invisibleProp = false, max: maxProp = 99, badgeContent: badgeContentProp, slots, slotProps, showZero = false, variant: variantProp = "standard", ...other } = props;
	const { badgeContent, invisible: invisibleFromHook, max, displayValue: displayValueFromHook } = useBadge({
		max: maxProp,
		invisible: invisibleProp,
		badgeContent: badgeContentProp,
		showZero
	});
	const prevProps = usePreviousProps({
		anchorOrigin: getAnchorOrigin(anchorOriginProp),
		color: colorProp,
		overlap: overlapProp,
		variant: variantProp,
		badgeContent: badgeContentProp
	});
	const invisible = invisibleFromHook || badgeContent == null && variantProp !== "dot";
	const { color = colorProp, overlap = overlapProp, anchorOrigin: anchorOriginPropProp, variant = variantProp } = invisible ? prevProps : props;
	const anchorOrigin = getAnchorOrigin(anchorOriginPropProp);
	const displayValue = variant !== "dot" ? displayValueFromHook : void 0;
	const ownerState = {
		...props,
		badgeContent,
		invisible,
		max,
		displayValue,
		showZero,
		anchorOrigin,
		color,
		overlap,
		variant
	};
	const classes = useUtilityClasses$1(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootProps] = useSlot("root", {
		elementType: BadgeRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			...other
		},
		ownerState,
		className: clsx(classes.root, className),
		ref,
		additionalProps: { as: component }
	});
	const { vertical, horizontal } = anchorOrigin;
	const offset = overlap === "circular" ? "14%" : "0";
	const top = vertical === "top" ? offset : "auto";
	const bottom = vertical === "bottom" ? offset : "auto";
	const right = horizontal === "right" ? offset : "auto";
	const left = horizontal === "left" ? offset : "auto";
	const [BadgeSlot, badgeProps] = useSlot("badge", {
		elementType: BadgeBadge,
		externalForwardedProps,
		ownerState,
		className: classes.badge,
		additionalProps: {
			"aria-hidden": true,
			style: {
				"--Badge-translate": `${horizontal === "right" ? "50%" : "-50%"}, ${vertical === "top" ? "-50%" : "50%"}`,
				"--Badge-inset": `${top} ${right} ${bottom} ${left}`,
				"--Badge-origin": `${horizontal === "right" ? "100%" : "0%"} ${vertical === "top" ? "0%" : "100%"}`
			}
		}
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		...rootProps,
		children: [children, /*#__PURE__*/ (0, import_jsx_runtime.jsx)(BadgeSlot, {
			...badgeProps,
			children: displayValue
		})]
	});
});
// ../../node_modules/@mui/material/Toolbar/toolbarClasses.mjs
function getToolbarUtilityClass(slot) {
	return generateUtilityClass("MuiToolbar", slot);
}
generateUtilityClasses("MuiToolbar", [
	"root",
	"gutters",
	"regular",
	"dense"
]);
// ../../node_modules/@mui/material/Toolbar/Toolbar.mjs
var useUtilityClasses = (ownerState) => {
	const { classes, disableGutters, variant } = ownerState;
	return composeClasses({ root: [
		"root",
		!disableGutters && "gutters",
		variant
	] }, getToolbarUtilityClass, classes);
};
var ToolbarRoot = styled("div", {
	name: "MuiToolbar",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			!ownerState.disableGutters && styles.gutters,
			styles[ownerState.variant]
		];
	}
})(memoTheme(({ theme }) => ({
	position: "relative",
	display: "flex",
	alignItems: "center",
	variants: [
		{
			props: ({ ownerState }) => !ownerState.disableGutters,
			style: {
				paddingLeft: theme.spacing(2),
				paddingRight: theme.spacing(2),
				[theme.breakpoints.up("sm")]: {
					paddingLeft: theme.spacing(3),
					paddingRight: theme.spacing(3)
				}
			}
		},
		{
			props: { variant: "dense" },
			style: { minHeight: 48 }
		},
		{
			props: { variant: "regular" },
			style: theme.mixins.toolbar
		}
	]
})));
var Toolbar = /*#__PURE__*/ import_react.forwardRef(function Toolbar(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiToolbar"
	});
	const { className, component = "div", disableGutters = false, variant = "regular", ...other } = props;
	const ownerState = {
		...props,
		component,
		disableGutters,
		variant
	};
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ToolbarRoot, {
		as: component,
		className: clsx(classes.root, className),
		ref,
		ownerState,
		...other
	});
});
// ../../node_modules/@mui/material/useScrollTrigger/useScrollTrigger.mjs
function defaultTrigger(store, options) {
	const { disableHysteresis = false, threshold = 100, target } = options;
	const previous = store.current;
	if (target) store.current = target.pageYOffset !== void 0 ? target.pageYOffset : target.scrollTop;
	if (!disableHysteresis && previous !== void 0) {
		if (store.current < previous) return false;
	}
	return store.current > threshold;
}
var defaultTarget = typeof window !== "undefined" ? window : null;
function useScrollTrigger(options = {}) {
	const { getTrigger = defaultTrigger, target = defaultTarget, ...other } = options;
	const store = import_react.useRef();
	const [trigger, setTrigger] = import_react.useState(() => getTrigger(store, other));
	import_react.useEffect(() => {
		if (target === null) return setTrigger(false);
		const handleScroll = () => {
			setTrigger(getTrigger(store, {
				target,
				...other
			}));
		};
		handleScroll();
		target.addEventListener("scroll", handleScroll, { passive: true });
		return () => {
			target.removeEventListener("scroll", handleScroll, { passive: true });
		};
	}, [
		target,
		getTrigger,
		JSON.stringify(other)
	]);
	return trigger;
}
// src/app/layouts/signed-in/app-header.tsx
var MENU_ID = "app-menu";
var iconButtonSx = {
	color: "common.white",
	"&:hover": { bgcolor: "rgba(255,255,255,0.1)" },
	"&.Mui-focusVisible, &:focus-visible": {
		outline: "3px solid",
		outlineColor: "gold.main",
		outlineOffset: 1
	}
};
/**
* The sticky black header of spec section 2. Its colour changes once the page scrolls past
* HEADER_SCROLL_THRESHOLD (240 px on desktop and tablet, 203 px on mobile).
*/
function AppHeader({ profile, menuOpen, onOpenMenu }) {
	const saveLanguage = useSaveLanguage();
	const { t } = useTranslation("layout");
	const mobile = useMediaQuery((theme) => theme.breakpoints.down("sm"), { noSsr: true });
	const scrolled = useScrollTrigger({
		disableHysteresis: true,
		threshold: mobile ? HEADER_SCROLL_THRESHOLD.mobile : HEADER_SCROLL_THRESHOLD.desktop
	});
	const name = greetingName(profile) ?? t("header.unknownName");
	const unread = profile?.unread_messages ?? 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppBar, {
		position: "sticky",
		elevation: 0,
		"data-scrolled": scrolled ? "true" : "false",
		sx: {
			bgcolor: scrolled ? "rgba(17, 17, 17, 0.94)" : "ink.main",
			backdropFilter: scrolled ? "saturate(140%) blur(10px)" : "none",
			borderBottom: "1px solid",
			borderColor: scrolled ? "gold.main" : "rgba(255,255,255,0.08)",
			boxShadow: scrolled ? "0 8px 24px rgba(0,0,0,0.25)" : "none",
			transition: (theme) => theme.transitions.create([
				"background-color",
				"border-color",
				"box-shadow"
			], { duration: theme.transitions.duration.standard })
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Toolbar, {
			sx: {
				gap: {
					xs: .5,
					sm: 1.5
				},
				minHeight: {
					xs: 64,
					sm: 76
				},
				px: {
					xs: 1,
					sm: 3
				}
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					edge: "start",
					"aria-label": t("header.openMenu"),
					"aria-controls": MENU_ID,
					"aria-expanded": menuOpen,
					"aria-haspopup": "dialog",
					onClick: onOpenMenu,
					sx: iconButtonSx,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu_default, {})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoLink, {
					to: PATHS.dashboard,
					tone: "light",
					size: mobile ? "small" : "medium",
					compact: mobile
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { sx: { flex: 1 } }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "p",
					sx: {
						color: "common.white",
						fontWeight: 500,
						fontSize: {
							xs: "0.875rem",
							sm: "1rem"
						},
						whiteSpace: "nowrap",
						overflow: "hidden",
						textOverflow: "ellipsis",
						minWidth: 0,
						maxWidth: {
							xs: 110,
							sm: 240
						},
						mr: {
							xs: 0,
							sm: .5
						}
					},
					children: profile ? t("header.greeting", { name }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						variant: "text",
						width: 96,
						sx: { bgcolor: "rgba(255,255,255,0.16)" }
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					component: Link,
					to: PATHS.myAccount,
					"aria-label": t("header.myAccount"),
					sx: iconButtonSx,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountCircleOutlined_default, {})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(IconButton, {
					component: Link,
					to: PATHS.messagesCenter,
					sx: iconButtonSx,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: t("header.messages", { count: unread }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						"aria-hidden": "true",
						badgeContent: unread,
						color: "gold",
						max: 99,
						overlap: "circular",
						sx: { "& .MuiBadge-badge": { fontWeight: 700 } },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotificationsNoneOutlined_default, {})
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: { ml: {
						xs: .25,
						sm: 1
					} },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LanguageSwitch, {
						tone: "dark",
						onChange: saveLanguage
					})
				})
			]
		})
	});
}
// src/app/layouts/signed-in/app-drawer.tsx
var BEFORE_GROUP = [
	{
		key: "home",
		to: PATHS.dashboard
	},
	{
		key: "myAccount",
		to: PATHS.myAccount
	},
	{
		key: "requestReservation",
		to: PATHS.requestReservation,
		onSelect: clearStoredReservation
	},
	{
		key: "myReservations",
		to: PATHS.myReservations
	},
	{
		key: "preRegistration",
		to: PATHS.preRegistration
	},
	{
		key: "contracts",
		to: PATHS.contracts
	}
];
var AFTER_GROUP = [
	{
		key: "clubBenefits",
		to: PATHS.clubBenefits
	},
	{
		key: "exchanges",
		to: PATHS.exchanges
	},
	{
		key: "messages",
		to: PATHS.messagesCenter
	},
	{
		key: "about",
		to: PATHS.about
	},
	{
		key: "contact",
		to: PATHS.contact
	},
	{
		key: "faqs",
		to: PATHS.faqs
	}
];
var itemSx = {
	borderRadius: 1,
	mx: 1,
	px: 2,
	"&.active": {
		bgcolor: "sand.main",
		"& .MuiListItemText-primary": { fontWeight: 700 }
	},
	"&.active::before": {
		content: "\"\"",
		position: "absolute",
		left: 0,
		top: 10,
		bottom: 10,
		width: 3,
		borderRadius: 2,
		bgcolor: "gold.main"
	}
};
function CountChip({ count, label }) {
	if (count <= 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
		"aria-hidden": "true",
		size: "small",
		label: count > 99 ? "99+" : count,
		sx: {
			bgcolor: "gold.main",
			color: "gold.contrastText",
			fontWeight: 700,
			height: 24,
			minWidth: 28
		}
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: label })] });
}
/** The menu of spec section 2 as a temporary drawer: keyboard-usable, focus trapped and restored by MUI. */
function AppDrawer({ open, onClose, onLogout, loggingOut, profile }) {
	const saveLanguage = useSaveLanguage();
	const { t } = useTranslation(["layout", "common"]);
	const [groupOpen, setGroupOpen] = (0, import_react.useState)(true);
	const groupId = (0, import_react.useId)();
	const unread = profile?.unread_messages ?? 0;
	const owed = useAmountDue();
	const pending = usePaymentsEnabled() ? owed?.dueNowCount ?? 0 : 0;
	const renderEntry = (entry, nested = false) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItem, {
		disablePadding: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListItemButton, {
			component: NavLink,
			to: entry.to,
			end: true,
			onClick: () => {
				entry.onSelect?.();
				onClose();
			},
			sx: {
				...itemSx,
				pl: nested ? 4 : 2
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, { primary: t(`menu.${entry.key}`) }),
				entry.key === "messages" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountChip, {
					count: unread,
					label: t("menu.messagesUnread", { count: unread })
				}) : null,
				entry.key === "payments" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountChip, {
					count: pending,
					label: t("common:amountDue.count", { count: pending })
				}) : null
			]
		})
	}, entry.key);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Drawer, {
		anchor: "left",
		open,
		onClose,
		slotProps: { paper: {
			id: MENU_ID,
			role: "dialog",
			"aria-modal": true,
			"aria-label": t("menu.title"),
			sx: {
				width: {
					xs: "88vw",
					sm: 360
				},
				maxWidth: 400,
				bgcolor: "background.paper"
			}
		} },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				bgcolor: "ink.main",
				color: "common.white",
				px: 3,
				pt: 2,
				pb: 3
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						alignItems: "center",
						justifyContent: "space-between",
						mb: 3
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Logo, {
						tone: "light",
						size: "small"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						onClick: onClose,
						"aria-label": t("menu.closeMenu"),
						sx: {
							color: "common.white",
							"&:focus-visible": {
								outline: "3px solid",
								outlineColor: "gold.main"
							}
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Close_default, {})
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "p",
					sx: {
						fontFamily: (theme) => theme.typography.h1.fontFamily,
						fontSize: "1.5rem",
						lineHeight: 1.25
					},
					children: profile ? fullName(profile) || t("header.unknownName") : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						width: 180,
						sx: { bgcolor: "rgba(255,255,255,0.16)" }
					})
				}),
				profile?.vida_member_id ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "p",
					variant: "body2",
					sx: {
						color: "gold.light",
						mt: .5
					},
					children: t("menu.memberId", { id: profile.vida_member_id })
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						alignItems: "center",
						gap: 1.5,
						mt: 2.5,
						flexWrap: "wrap"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "outlined",
						size: "small",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Logout_default, {}),
						onClick: onLogout,
						disabled: loggingOut,
						sx: {
							color: "common.white",
							borderColor: "gold.main",
							"&:hover": {
								borderColor: "gold.light",
								bgcolor: "rgba(184,137,59,0.14)"
							},
							"&.Mui-disabled": {
								color: "rgba(255,255,255,0.6)",
								borderColor: "rgba(184,137,59,0.5)"
							},
							"&:focus-visible": {
								outline: "3px solid",
								outlineColor: "gold.main",
								outlineOffset: 2
							}
						},
						children: t("menu.logout")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LanguageSwitch, {
						tone: "dark",
						onChange: saveLanguage
					})]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "nav",
			"aria-label": t("menu.title"),
			sx: {
				py: 1.5,
				overflowY: "auto"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(List, {
				disablePadding: true,
				sx: { "& .MuiListItemButton-root": { position: "relative" } },
				children: [
					BEFORE_GROUP.map((entry) => renderEntry(entry)),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListItem, {
						disablePadding: true,
						sx: { display: "block" },
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListItemButton, {
							onClick: () => setGroupOpen((value) => !value),
							"aria-expanded": groupOpen,
							"aria-controls": groupId,
							sx: itemSx,
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, { primary: t("menu.vidaVacations") }),
								pending > 0 && !groupOpen ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountChip, {
									count: pending,
									label: t("common:amountDue.count", { count: pending })
								}) : null,
								groupOpen ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandLess_default, { "aria-hidden": "true" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandMore_default, { "aria-hidden": "true" })
							]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collapse, {
							in: groupOpen,
							timeout: "auto",
							id: groupId,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(List, {
								disablePadding: true,
								children: [renderEntry({
									key: "payments",
									to: PATHS.payments
								}, true), renderEntry({
									key: "paymentsHistory",
									to: PATHS.paymentsHistory
								}, true)]
							})
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "li",
						"aria-hidden": "true",
						sx: {
							borderTop: 1,
							borderColor: "divider",
							my: 1,
							mx: 3
						}
					}),
					AFTER_GROUP.map((entry) => renderEntry(entry))
				]
			})
		})]
	});
}
// ../../node_modules/@mui/icons-material/Facebook.mjs
var Facebook_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m13 2h-2.5A3.5 3.5 0 0 0 12 8.5V11h-2v3h2v7h3v-7h3v-3h-3V9a1 1 0 0 1 1-1h2V5z" }), "Facebook");
// ../../node_modules/@mui/icons-material/Instagram.mjs
var Instagram_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M7.8 2h8.4C19.4 2 22 4.6 22 7.8v8.4a5.8 5.8 0 0 1-5.8 5.8H7.8C4.6 22 2 19.4 2 16.2V7.8A5.8 5.8 0 0 1 7.8 2m-.2 2A3.6 3.6 0 0 0 4 7.6v8.8C4 18.39 5.61 20 7.6 20h8.8a3.6 3.6 0 0 0 3.6-3.6V7.6C20 5.61 18.39 4 16.4 4H7.6m9.65 1.5a1.25 1.25 0 0 1 1.25 1.25A1.25 1.25 0 0 1 17.25 8 1.25 1.25 0 0 1 16 6.75a1.25 1.25 0 0 1 1.25-1.25M12 7a5 5 0 0 1 5 5 5 5 0 0 1-5 5 5 5 0 0 1-5-5 5 5 0 0 1 5-5m0 2a3 3 0 0 0-3 3 3 3 0 0 0 3 3 3 3 0 0 0 3-3 3 3 0 0 0-3-3z" }), "Instagram");
// ../../node_modules/@mui/icons-material/YouTube.mjs
var YouTube_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M10 15l5.19-3L10 9v6m11.56-7.83c.13.47.22 1.1.28 1.9.07.8.1 1.49.1 2.09L22 12c0 2.19-.16 3.8-.44 4.83-.25.9-.83 1.48-1.73 1.73-.47.13-1.33.22-2.65.28-1.3.07-2.49.1-3.59.1L12 19c-4.19 0-6.8-.16-7.83-.44-.9-.25-1.48-.83-1.73-1.73-.13-.47-.22-1.1-.28-1.9-.07-.8-.1-1.49-.1-2.09L2 12c0-2.19.16-3.8.44-4.83.25-.9.83-1.48 1.73-1.73.47-.13 1.33-.22 2.65-.28 1.3-.07 2.49-.1 3.59-.1L12 5c4.19 0 6.8.16 7.83.44.9.25 1.48.83 1.73 1.73z" }), "YouTube");
// src/app/layouts/signed-in/app-footer.tsx
var SOCIAL = [
	{
		key: "facebook",
		href: "https://www.facebook.com/vidavacations",
		Icon: Facebook_default
	},
	{
		key: "instagram",
		href: "https://www.instagram.com/vidavacations",
		Icon: Instagram_default
	},
	{
		key: "youtube",
		href: "https://www.youtube.com/@vidavacations",
		Icon: YouTube_default
	}
];
var LINKS = [
	{
		key: "home",
		to: PATHS.dashboard
	},
	{
		key: "about",
		to: PATHS.about
	},
	{
		key: "contact",
		to: PATHS.contact
	},
	{
		key: "privacy",
		to: PATHS.privacy
	},
	{
		key: "terms",
		to: PATHS.terms
	}
];
var onDarkFocus = { "&:focus-visible": {
	outline: "3px solid",
	outlineColor: "gold.main",
	outlineOffset: 2
} };
/**
* A switch rather than a second pair of EN/ES buttons: the header already has those, and two controls with the
* same names would be ambiguous for assistive technology.
*/
function LanguageToggle() {
	const { t } = useTranslation();
	const id = (0, import_react.useId)();
	const spanish = useLanguage() === "es";
	const saveLanguage = useSaveLanguage();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "inline-flex",
			alignItems: "center",
			gap: .5,
			color: "common.white"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: "span",
				"aria-hidden": "true",
				sx: {
					fontWeight: 600,
					opacity: spanish ? .7 : 1
				},
				children: "EN"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
				id,
				checked: spanish,
				onChange: (event) => {
					const language = event.target.checked ? "es" : "en";
					setLanguage(language);
					saveLanguage(language);
				},
				slotProps: { input: {
					"aria-label": t("language.es"),
					role: "switch"
				} },
				sx: {
					"& .MuiSwitch-switchBase.Mui-checked": { color: "gold.main" },
					"& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track": {
						bgcolor: "gold.main",
						opacity: .7
					},
					"& .MuiSwitch-track": { bgcolor: "rgba(255,255,255,0.5)" },
					"& .Mui-focusVisible .MuiSwitch-thumb": {
						outline: "3px solid",
						outlineColor: "gold.main"
					}
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: "span",
				"aria-hidden": "true",
				sx: {
					fontWeight: 600,
					opacity: spanish ? 1 : .7
				},
				children: "ES"
			})
		]
	});
}
function AppFooter() {
	const { t } = useTranslation("layout");
	const year = (/* @__PURE__ */ new Date()).getFullYear();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "footer",
		sx: {
			bgcolor: "ink.main",
			color: "common.white",
			mt: "auto"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth: "lg",
			sx: { py: {
				xs: 5,
				md: 6
			} },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: 4,
					gridTemplateColumns: {
						xs: "1fr",
						md: "1.2fr 1fr auto"
					},
					alignItems: "start"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoLink, {
						to: PATHS.dashboard,
						tone: "light"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							mt: 2,
							color: "rgba(255,255,255,0.78)",
							maxWidth: 320
						},
						children: t("footer.tagline")
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "nav",
						"aria-label": t("footer.navigation"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "ul",
							sx: {
								listStyle: "none",
								m: 0,
								p: 0,
								display: "grid",
								gridTemplateColumns: "repeat(2, minmax(0, max-content))",
								columnGap: 4
							},
							children: LINKS.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
								component: Link,
								to: link.to,
								sx: {
									color: "common.white",
									display: "inline-flex",
									alignItems: "center",
									minHeight: 44,
									...onDarkFocus
								},
								children: t(`footer.${link.key}`)
							}) }, link.key))
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "p",
						variant: "overline",
						sx: { color: "gold.main" },
						children: t("footer.social")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: {
							display: "flex",
							gap: 1,
							ml: -1
						},
						children: SOCIAL.map(({ key, href, Icon }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
							component: "a",
							href,
							target: "_blank",
							rel: "noopener noreferrer",
							"aria-label": t(`footer.${key}`),
							sx: {
								color: "common.white",
								"&:hover": { color: "gold.main" },
								...onDarkFocus
							},
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {})
						}, key))
					})] })
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					mt: 4,
					pt: 3,
					borderTop: "1px solid rgba(255,255,255,0.14)",
					display: "flex",
					flexWrap: "wrap",
					gap: 2,
					alignItems: "center",
					justifyContent: "space-between"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					variant: "body2",
					sx: { color: "rgba(255,255,255,0.78)" },
					children: [
						t("footer.copyright", { year }),
						" · ",
						t("footer.version", { version: "1.0" })
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LanguageToggle, {})]
			})]
		})
	});
}
// src/app/layouts/signed-in/beta-banner.tsx
/** Spec section 1: a beta banner is shown. */
function BetaBanner() {
	const { t } = useTranslation("layout");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "aside",
		"aria-label": t("beta.label"),
		sx: {
			bgcolor: "sand.dark",
			borderBottom: 1,
			borderColor: "divider"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth: "lg",
			sx: {
				display: "flex",
				alignItems: "center",
				gap: 1.5,
				py: 1
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				sx: {
					flexShrink: 0,
					px: 1.25,
					py: .25,
					borderRadius: 999,
					bgcolor: "gold.dark",
					color: "common.white",
					fontSize: "0.75rem",
					fontWeight: 700,
					letterSpacing: "0.12em",
					textTransform: "uppercase"
				},
				children: t("beta.label")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: { color: "text.primary" },
				children: t("beta.text")
			})]
		})
	});
}
// src/app/layouts/signed-in-layout.tsx
/**
* Spec section 4: once the profile is in, the reference lists follow (in the active language). Nobody waits
* for them, so they do not show the progress bar (app/global-progress.tsx).
*/
function usePrefetchReferenceData(ready) {
	const queryClient = useQueryClient();
	const language = useLanguage();
	(0, import_react.useEffect)(() => {
		if (!ready) return;
		const inBackground = { meta: BACKGROUND };
		queryClient.prefetchQuery({
			...faqsQueryOptions(language),
			...inBackground
		});
		queryClient.prefetchQuery({
			...contactReasonsQueryOptions(language),
			...inBackground
		});
		queryClient.prefetchQuery({
			...hotelsQueryOptions(language),
			...inBackground
		});
	}, [
		ready,
		language,
		queryClient
	]);
}
function SignedInLayout() {
	const { t } = useTranslation("layout");
	const navigate = useNavigate();
	const profile = useProfile();
	const [menuOpen, setMenuOpen] = (0, import_react.useState)(false);
	const [loggingOut, setLoggingOut] = (0, import_react.useState)(false);
	usePrefetchReferenceData(profile.isSuccess);
	const handleLogout = () => {
		setLoggingOut(true);
		setMenuOpen(false);
		logout(navigate).finally(() => setLoggingOut(false));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(LayoutKindContext.Provider, {
		value: "signed-in",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SkipLink, {}),
			profile.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnreadMessagesSync, {
				profile: profile.data,
				updatedAt: profile.dataUpdatedAt
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppHeader, {
				profile: profile.data,
				menuOpen,
				onOpenMenu: () => setMenuOpen(true)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BetaBanner, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppDrawer, {
				open: menuOpen,
				onClose: () => setMenuOpen(false),
				onLogout: handleLogout,
				loggingOut,
				profile: profile.data
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "main",
				id: MAIN_CONTENT_ID,
				tabIndex: -1,
				sx: {
					flex: 1,
					display: "flex",
					flexDirection: "column",
					outline: "none"
				},
				children: profile.isError && !profile.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
					maxWidth: "sm",
					sx: { py: 8 },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						severity: "error",
						action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							color: "inherit",
							size: "small",
							onClick: () => void profile.refetch(),
							children: t("retry")
						}),
						children: t("profileError")
					})
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppFooter, {})
		]
	});
}
export { SignedInLayout as Component, SignedInLayout };
