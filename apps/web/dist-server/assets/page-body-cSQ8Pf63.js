import { t as Container } from "./Container-wO8XO6h4.js";
import { n as PAGE_WIDTHS } from "./page-header-BDi7uG4f.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/page-body.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The content under a page's header band: the page kind's width and the signed-in pages' vertical rhythm. */
function PageBody({ width, sx, children, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		...props,
		maxWidth: PAGE_WIDTHS[width],
		sx: [{ py: {
			xs: 4,
			md: 6
		} }, ...Array.isArray(sx) ? sx : [sx]],
		children
	});
}
export { PageBody as t };
