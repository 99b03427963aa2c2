import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { t as ChevronRight_default } from "./ChevronRight-pPV-HO3s.js";
import { o as Box } from "../render-page.js";
import { t as IconButton } from "./IconButton-CbfXPR5l.js";
import { t as useMediaQuery } from "./useMediaQuery-Dl0azaGj.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
// ../../node_modules/@mui/icons-material/ChevronLeft.mjs
var import_jsx_runtime = require_jsx_runtime();
var ChevronLeft_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" }), "ChevronLeft");
// src/lib/use-viewport-width.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function subscribeToResize(onChange) {
	window.addEventListener("resize", onChange);
	return () => window.removeEventListener("resize", onChange);
}
var viewportWidth = () => window.innerWidth;
var serverWidth = () => 1334;
/**
* The viewport's width in CSS pixels, following resizes: for the rules the spec states in pixels (slides per
* view, the exchange layout) that a CSS media query cannot express.
*/
function useViewportWidth() {
	return (0, import_react.useSyncExternalStore)(subscribeToResize, viewportWidth, serverWidth);
}
// src/components/ui/slider.tsx
/** How many slides fit at this viewport width (at least 1). */
function slidesFor(perView, width) {
	if (typeof perView === "number") return Math.max(1, Math.floor(perView));
	let chosen = 1;
	let best = Number.NEGATIVE_INFINITY;
	for (const [minWidth, count] of Object.entries(perView)) {
		const min = Number(minWidth);
		if (min <= width && min > best) {
			best = min;
			chosen = count;
		}
	}
	return Math.max(1, Math.floor(chosen));
}
/** The last index that still fills the view (no blank space after the final slide). */
function lastIndex(count, perView) {
	return Math.max(0, count - perView);
}
var SWIPE_PX = 40;
/**
* A keyboard-accessible slider without a carousel library: the WAI-ARIA carousel pattern (a region with
* `aria-roledescription="carousel"`, slides as groups named "n of m", previous/next buttons), moved by the
* buttons, the arrow keys inside it or a swipe. Slides out of view are inert, so Tab never lands on a card
* the member cannot see.
*/
function Slider({ label, slidesPerView, speedMs = 500, index: controlledIndex, onIndexChange, gap = 2, sx, children }) {
	const { t } = useTranslation("common");
	const slides = import_react.Children.toArray(children);
	const width = useViewportWidth();
	const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)", { noSsr: true });
	const perView = Math.min(slidesFor(slidesPerView, width), Math.max(1, slides.length));
	const last = lastIndex(slides.length, perView);
	const [ownIndex, setOwnIndex] = (0, import_react.useState)(0);
	const index = Math.min(Math.max(controlledIndex ?? ownIndex, 0), last);
	const trackId = (0, import_react.useId)();
	const swipeStart = (0, import_react.useRef)(null);
	const goTo = (next) => {
		const clamped = Math.min(Math.max(next, 0), last);
		if (clamped === index) return;
		setOwnIndex(clamped);
		onIndexChange?.(clamped);
	};
	const onKeyDown = (event) => {
		if (event.target.closest("input, textarea, select, [contenteditable=\"true\"]")) return;
		if (event.key === "ArrowLeft") {
			event.preventDefault();
			goTo(index - 1);
		} else if (event.key === "ArrowRight") {
			event.preventDefault();
			goTo(index + 1);
		}
	};
	const onPointerDown = (event) => {
		if (event.pointerType !== "mouse") swipeStart.current = event.clientX;
	};
	const onPointerUp = (event) => {
		const start = swipeStart.current;
		swipeStart.current = null;
		if (start === null) return;
		const moved = event.clientX - start;
		if (moved <= -40) goTo(index + 1);
		else if (moved >= SWIPE_PX) goTo(index - 1);
	};
	const gapPx = gap * 8;
	const edgePx = Math.min(gapPx, 16);
	const slideWidth = `calc((100% - ${gapPx * (perView - 1)}px) / ${perView})`;
	const scrollable = last > 0;
	const atStart = index === 0;
	const atEnd = index === last;
	const arrowSx = {
		width: 44,
		height: 44,
		border: 1,
		borderColor: "rgba(17,17,17,0.2)",
		bgcolor: "common.white",
		color: "text.primary",
		"&:hover": { bgcolor: "sand.main" },
		"&[aria-disabled=\"true\"]": {
			opacity: .4,
			cursor: "default"
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-roledescription": t("carousel.label"),
		"aria-label": label,
		onKeyDown,
		sx: [{
			position: "relative",
			minWidth: 0
		}, ...Array.isArray(sx) ? sx : [sx]],
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				overflow: "hidden",
				touchAction: "pan-y",
				py: 3,
				my: -2,
				px: `${edgePx}px`,
				mx: `${-edgePx}px`
			},
			onPointerDown,
			onPointerUp,
			onPointerCancel: () => {
				swipeStart.current = null;
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				id: trackId,
				"aria-live": "polite",
				sx: {
					display: "flex",
					gap: `${gapPx}px`,
					transform: `translateX(calc(${-index} * (${slideWidth} + ${gapPx}px)))`,
					transition: reducedMotion || speedMs <= 0 ? "none" : `transform ${speedMs}ms cubic-bezier(0.25, 0.1, 0.25, 1)`
				},
				children: slides.map((slide, position) => {
					const visible = position >= index && position < index + perView;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						role: "group",
						"aria-roledescription": t("carousel.slide"),
						"aria-label": t("carousel.position", {
							n: position + 1,
							m: slides.length
						}),
						"aria-hidden": visible ? void 0 : true,
						inert: !visible,
						sx: {
							flex: `0 0 ${slideWidth}`,
							minWidth: 0,
							display: "flex",
							"& > *": { flex: 1 }
						},
						children: slide
					}, position);
				})
			})
		}), scrollable ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				alignItems: "center",
				justifyContent: "center",
				gap: 2,
				mt: 2
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					"aria-label": t("carousel.previous"),
					"aria-controls": trackId,
					"aria-disabled": atStart,
					onClick: () => goTo(index - 1),
					sx: arrowSx,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronLeft_default, {})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					"aria-hidden": "true",
					sx: {
						display: "flex",
						gap: 1
					},
					children: Array.from({ length: last + 1 }, (_, dot) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { sx: {
						width: dot === index ? 20 : 8,
						height: 8,
						borderRadius: 4,
						bgcolor: dot === index ? "gold.dark" : "rgba(17,17,17,0.2)",
						transition: reducedMotion ? "none" : "width 200ms ease"
					} }, dot))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					"aria-label": t("carousel.next"),
					"aria-controls": trackId,
					"aria-disabled": atEnd,
					onClick: () => goTo(index + 1),
					sx: arrowSx,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight_default, {})
				})
			]
		}) : null]
	});
}
export { ChevronLeft_default as i, slidesFor as n, useViewportWidth as r, Slider as t };
