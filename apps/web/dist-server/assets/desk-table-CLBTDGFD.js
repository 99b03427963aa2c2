import { o as Box } from "../render-page.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/care/components/desk-table.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The care desk's plain tables: full width, ruled rows, cells left-aligned at the top. */
function DeskTable({ fontSize, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "table",
		sx: {
			borderCollapse: "collapse",
			width: "100%",
			fontSize,
			"& th, & td": {
				textAlign: "left",
				p: .75,
				borderBottom: 1,
				borderColor: "divider",
				verticalAlign: "top"
			}
		},
		children
	});
}
export { DeskTable as t };
