import { o as Box } from "../render-page.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/art-hero.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A page's header band with full-bleed artwork under a veil and white text on top (About, a destination). */
function ArtHero({ art, veil, minHeight, alignItems = "flex-end", children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "header",
		sx: {
			position: "relative",
			overflow: "hidden",
			bgcolor: "ink.main",
			color: "common.white",
			minHeight,
			display: "flex",
			alignItems
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-hidden": "true",
				sx: {
					position: "absolute",
					inset: 0
				},
				children: art
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-hidden": "true",
				sx: {
					position: "absolute",
					inset: 0,
					background: veil
				}
			}),
			children
		]
	});
}
export { ArtHero as t };
