import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { t as formatCareHours } from "./care-hours-Bo_DR_gp.js";
import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { Gn as RESORTS, Ln as DEFAULT_RESORT, o as Box, t as Typography } from "../render-page.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as Link$1 } from "./Link-BUWBQtjn.js";
import { t as NoWrap } from "./no-wrap-CXoWiagg.js";
import { t as ChevronRight_default } from "./ChevronRight-pPV-HO3s.js";
// ../../node_modules/@mui/icons-material/PhoneOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var PhoneOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M6.54 5c.06.89.21 1.76.45 2.59l-1.2 1.2c-.41-1.2-.67-2.47-.76-3.79zm9.86 12.02c.85.24 1.72.39 2.6.45v1.49c-1.32-.09-2.59-.35-3.8-.75zM7.5 3H4c-.55 0-1 .45-1 1 0 9.39 7.61 17 17 17 .55 0 1-.45 1-1v-3.49c0-.55-.45-1-1-1-1.24 0-2.45-.2-3.57-.57-.1-.04-.21-.05-.31-.05-.26 0-.51.1-.71.29l-2.2 2.2c-2.83-1.45-5.15-3.76-6.59-6.59l2.2-2.2c.28-.28.36-.67.25-1.02C8.7 6.45 8.5 5.25 8.5 4c0-.55-.45-1-1-1" }), "PhoneOutlined");
// src/components/ui/pay-by-phone.tsx
/**
* With payments off (spec section 9), how to pay instead: `text`, then customer care's phone and hours (the
* amount-due card, Payments).
*/
function PayByPhone({ club, text }) {
	const { t } = useTranslation("common");
	const language = useLanguage();
	if (!club) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { width: "80%" });
	const hours = formatCareHours(club.care_hours, language);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: .5,
			bgcolor: "sand.main",
			borderRadius: 1,
			p: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: text }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					alignItems: "center",
					gap: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneOutlined_default, {
					"aria-hidden": "true",
					sx: { color: "secondary.main" }
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
					href: `tel:${club.care_phone.replace(/[^\d+]/g, "")}`,
					sx: { fontWeight: 700 },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoWrap, { children: club.care_phone })
				})]
			}),
			hours ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: { color: "text.secondary" },
				children: t("amountDue.hours", {
					hours,
					zone: club.care_time_zone
				})
			}) : null
		]
	});
}
// src/components/ui/tile-link.tsx
/**
* A sand row that leads to another screen, the whole row one link ending in a chevron: the count links of
* the dashboard's "at a glance", My Account's badges and the payment types.
*/
function TileLink({ to, state, children, chevronColor = "text.secondary", sx }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: Link,
		to,
		state,
		sx: [{
			display: "flex",
			alignItems: "center",
			gap: 2,
			minHeight: 64,
			px: 2,
			py: 1.5,
			borderRadius: 1,
			color: "text.primary",
			textDecoration: "none",
			bgcolor: "sand.main",
			transition: (theme) => theme.transitions.create("background-color"),
			"&:hover": { bgcolor: "sand.dark" }
		}, ...Array.isArray(sx) ? sx : [sx]],
		children: [children, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight_default, {
			"aria-hidden": "true",
			sx: { color: chevronColor }
		})]
	});
}
// src/components/ui/resort-logo.tsx
/**
* The resort a name stands for (spec section 9): the exact name first, then a name that contains one (so
* "Grand Luxxe Nuevo Vallarta" still gets its logo), the longest first so "The Grand Mayan" never reads as
* "Mayan Palace"'s neighbour; anything else is Grand Luxxe.
*/
function resortOf(name) {
	const wanted = name?.trim().toLowerCase() ?? "";
	if (!wanted) return DEFAULT_RESORT;
	const exact = RESORTS.find((resort) => resort.toLowerCase() === wanted);
	if (exact) return exact;
	return [...RESORTS].sort((a, b) => b.length - a.length).find((resort) => wanted.includes(resort.toLowerCase())) ?? "Grand Luxxe";
}
var SIZES = {
	small: 40,
	medium: 56,
	large: 80
};
/** Each resort's emblem, drawn in a 64 × 64 box with `currentColor` (the accent). */
var EMBLEMS = {
	"The Estates": /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", {
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "2.2",
		strokeLinejoin: "round",
		strokeLinecap: "round",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M10 24 L32 10 L54 24 Z" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M12 28h40M12 52h40M8 56h48" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M17 31v18M27 31v18M37 31v18M47 31v18" })
		]
	}),
	"Grand Luxxe": /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", {
		fill: "none",
		stroke: "currentColor",
		strokeLinejoin: "round",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
				cx: "32",
				cy: "32",
				r: "29",
				strokeWidth: "1.4"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M18 26 L25 17 H39 L46 26 L32 48 Z",
				strokeWidth: "2.2"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M18 26 H46 M25 17 L29 26 L32 48 L35 26 L39 17",
				strokeWidth: "1.4"
			})
		]
	}),
	"The Grand Bliss": /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", {
		fill: "none",
		stroke: "currentColor",
		strokeLinecap: "round",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M16 36 a16 16 0 0 1 32 0",
				strokeWidth: "2.2"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M32 10v6M14.5 17.5l4 4M49.5 17.5l-4 4M8 30h5M51 30h5",
				strokeWidth: "2"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M8 44 q6 -5 12 0 t12 0 t12 0 t12 0",
				strokeWidth: "2.2"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M14 52 q6 -5 12 0 t12 0 t12 0",
				strokeWidth: "1.6"
			})
		]
	}),
	"The Grand Mayan": /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", {
		fill: "currentColor",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M27 12h10v7h-10z" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M23 21h18v6H23zM18 29h28v6H18zM13 37h38v6H13zM8 45h48v6H8z",
				opacity: "0.92"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				x: "4",
				y: "54",
				width: "56",
				height: "2.4",
				rx: "1.2"
			})
		]
	}),
	"Sea Garden": /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", {
		fill: "none",
		stroke: "currentColor",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M32 52 C14 46 8 30 14 20 C22 10 42 10 50 20 C56 30 50 46 32 52 Z",
				strokeWidth: "2.2"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M32 52 L22 16 M32 52 L32 13 M32 52 L42 16 M32 52 L14 24 M32 52 L50 24",
				strokeWidth: "1.4"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M26 56 h12",
				strokeWidth: "2.2"
			})
		]
	}),
	"Mayan Palace": /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", {
		fill: "none",
		stroke: "currentColor",
		strokeLinejoin: "round",
		strokeLinecap: "round",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M6 54 V22 h8 v-6 h36 v6 h8 v32",
				strokeWidth: "2.2"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M22 54 V38 L32 22 L42 38 V54",
				strokeWidth: "2.2"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M14 28h6M44 28h6M14 34h6M44 34h6",
				strokeWidth: "1.6"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M2 57h60",
				strokeWidth: "2.2"
			})
		]
	})
};
/** Each resort's wordmark: a small spaced line above (or none) and the name in the display serif. */
var WORDMARKS = {
	"The Estates": {
		above: "THE",
		main: "ESTATES",
		mainLength: 150
	},
	"Grand Luxxe": {
		above: "GRAND",
		main: "LUXXE",
		mainLength: 116
	},
	"The Grand Bliss": {
		above: "THE GRAND",
		main: "Bliss",
		mainLength: 70,
		italic: true
	},
	"The Grand Mayan": {
		above: "THE GRAND",
		main: "MAYAN",
		mainLength: 124
	},
	"Sea Garden": {
		above: null,
		main: "Sea Garden",
		mainLength: 146,
		italic: true
	},
	"Mayan Palace": {
		above: "MAYAN",
		main: "PALACE",
		mainLength: 136
	}
};
var TEXT_X = 84;
var aboveLength = (above) => above.length * 9.5;
/**
* The portal's own logo for a resort (spec section 9; DESIGN.md: typographic wordmarks in SVG, no brand
* files): an emblem and the name set in the display serif. The text lengths are fixed in the SVG so the mark
* keeps its proportions whichever font has loaded. Its accessible name is the resort's name.
*/
function ResortLogo({ resort, size = "medium", tone = "dark", sx }) {
	const name = resortOf(resort);
	const mark = WORDMARKS[name];
	const height = SIZES[size];
	const light = tone === "light";
	const boxWidth = TEXT_X + Math.max(mark.mainLength, mark.above ? aboveLength(mark.above) : 0) + 4;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "svg",
		role: "img",
		"aria-label": name,
		viewBox: `0 0 ${boxWidth} 64`,
		focusable: "false",
		sx: [{
			display: "block",
			height,
			width: height * boxWidth / 64,
			maxWidth: "100%",
			color: light ? "common.white" : "text.primary",
			"& .resort-accent": { color: light ? "gold.light" : "gold.dark" }
		}, ...Array.isArray(sx) ? sx : [sx]],
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: name }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("g", {
				className: "resort-accent",
				children: EMBLEMS[name]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				className: "resort-accent",
				x: "72",
				y: "8",
				width: "1.2",
				height: "48",
				fill: "currentColor",
				opacity: "0.6"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", { children: [mark.above ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: TEXT_X,
				y: "24",
				fontSize: "10",
				fontWeight: "600",
				letterSpacing: "4",
				textLength: aboveLength(mark.above),
				lengthAdjust: "spacing",
				fill: "currentColor",
				style: { fontFamily: "var(--resort-logo-sans, \"Inter Variable\", Inter, system-ui, sans-serif)" },
				className: "resort-accent",
				children: mark.above
			}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: TEXT_X,
				y: mark.above ? 50 : 43,
				fontSize: mark.italic ? 30 : 26,
				fontWeight: "600",
				fontStyle: mark.italic ? "italic" : void 0,
				textLength: mark.mainLength,
				lengthAdjust: "spacing",
				fill: "currentColor",
				style: { fontFamily: "\"Playfair Display Variable\", \"Playfair Display\", Georgia, \"Times New Roman\", serif" },
				children: mark.main
			})] })
		]
	});
}
export { TileLink as n, PayByPhone as r, ResortLogo as t };
