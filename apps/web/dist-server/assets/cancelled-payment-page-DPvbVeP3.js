import { t as CheckoutResult } from "./checkout-result-CX8i-Iqd.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/cards/pages/cancelled-payment-page.tsx
var import_jsx_runtime = require_jsx_runtime();
function Component() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckoutResult, { kind: "cancelled" });
}
export { Component };
