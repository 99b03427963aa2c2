import { o as Box } from "../render-page.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/art-image.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The portal's own artwork (DESIGN.md), drawn as static SVG files: decorative, so the text alternative is
* empty. Each file's `preserveAspectRatio` (`slice`) crops it to the box, as the inline drawings did.
*/
function ArtImage({ src, lazy = false, sx }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "img",
		src,
		alt: "",
		loading: lazy ? "lazy" : "eager",
		decoding: "async",
		sx: {
			display: "block",
			width: "100%",
			height: "100%",
			...sx
		}
	});
}
export { ArtImage as t };
