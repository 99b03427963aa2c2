import { t as Link } from "./Link-BUWBQtjn.js";
import { t as Link$1 } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/header-link.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A link under a page header's title (back to a list, on to the FAQs): gold on the dark header, its icon first. */
function HeaderLink({ to, icon, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
		component: Link$1,
		to,
		sx: {
			mt: 3,
			display: "inline-flex",
			alignItems: "center",
			gap: 1,
			color: "gold.light",
			fontWeight: 600,
			textUnderlineOffset: 4
		},
		children: [icon, children]
	});
}
export { HeaderLink as t };
