import { o as Box, t as Typography } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/empty-state.tsx
var import_jsx_runtime = require_jsx_runtime();
/** DESIGN.md's empty state: a short sentence, a small illustration and the next action. */
function EmptyState({ text, action }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		elevation: 1,
		sx: {
			p: {
				xs: 4,
				sm: 6
			},
			display: "flex",
			flexDirection: {
				xs: "column",
				sm: "row"
			},
			alignItems: {
				xs: "flex-start",
				sm: "center"
			},
			gap: {
				xs: 3,
				sm: 4
			}
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "svg",
			viewBox: "0 0 96 96",
			"aria-hidden": "true",
			focusable: "false",
			sx: {
				width: 88,
				height: 88,
				flexShrink: 0,
				color: "gold.main",
				"& .sea": { stroke: (theme) => theme.palette.secondary.main }
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
					cx: "48",
					cy: "48",
					r: "46",
					fill: "currentColor",
					opacity: "0.12"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
					d: "M26 52a22 22 0 0 1 44 0z",
					fill: "currentColor"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
					className: "sea",
					d: "M18 60h60M26 68h44M36 76h24",
					strokeWidth: "3",
					strokeLinecap: "round"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
					d: "M30 30l-4-4M48 22v-6M66 30l4-4",
					stroke: "currentColor",
					strokeWidth: "3",
					strokeLinecap: "round"
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			sx: {
				fontSize: "1.125rem",
				color: "text.primary",
				maxWidth: 560
			},
			children: text
		}), action ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: { mt: 2.5 },
			children: action
		}) : null] })]
	});
}
export { EmptyState as t };
