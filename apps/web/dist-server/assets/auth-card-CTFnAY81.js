import { o as Box, t as Typography } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/auth-card.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The white card the auth shell centres its forms in. */
function AuthCard({ overline, title, subtitle, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		elevation: 1,
		sx: {
			width: "100%",
			maxWidth: 480,
			mx: "auto",
			p: {
				xs: 3,
				sm: 5
			}
		},
		children: [
			overline ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "overline",
				component: "p",
				sx: {
					color: "gold.dark",
					mb: 1
				},
				children: overline
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h1",
				sx: { fontSize: {
					xs: "2rem",
					sm: "2.5rem"
				} },
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-hidden": "true",
				sx: {
					width: 48,
					height: 3,
					bgcolor: "gold.main",
					borderRadius: 2,
					my: 2
				}
			}),
			subtitle ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					color: "text.secondary",
					mb: 3
				},
				children: subtitle
			}) : null,
			children
		]
	});
}
export { AuthCard as t };
