import { o as Box } from "../render-page.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/main-and-side.tsx
var import_jsx_runtime = require_jsx_runtime();
var gap = {
	xs: 3,
	md: 4
};
/**
* The signed-in pages' two columns from tablets up: the main card (7 of 12) beside a side column whose cards
* stack; one column on phones. Neither column grows past its share (a slider inside must not widen it).
*/
function MainAndSide({ main, side }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap,
			gridTemplateColumns: {
				xs: "1fr",
				md: "minmax(0, 7fr) minmax(0, 5fr)"
			},
			alignItems: "start"
		},
		children: [main, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				display: "grid",
				gap
			},
			children: side
		})]
	});
}
export { MainAndSide as t };
