import { n as require_react, o as __toESM } from "./jsx-runtime-BwTeEnx2.js";
// src/components/ui/layout-kind.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var LayoutKindContext = (0, import_react.createContext)("public");
function useLayoutKind() {
	return (0, import_react.useContext)(LayoutKindContext);
}
export { useLayoutKind as n, LayoutKindContext as t };
