import { o as Box } from "../render-page.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/no-wrap.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Text that must not break across lines: a contract number (TGB-2019-007731 would split at its hyphens), a
* phone number, "(7 nights)". Inside a sentence from the catalogue, NoWrapWithin.
*/
function NoWrap({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "span",
		sx: { whiteSpace: "nowrap" },
		children
	});
}
/**
* A sentence from the catalogue with one part of it kept on one line ("Weeks of contract TGB-2019-007731"):
* the text stays as typed, so find-in-page and copying still match the contract number.
*/
function NoWrapWithin({ text, part }) {
	const at = part ? text.indexOf(part) : -1;
	if (at < 0) return text;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		text.slice(0, at),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoWrap, { children: part }),
		text.slice(at + part.length)
	] });
}
export { NoWrapWithin as n, NoWrap as t };
