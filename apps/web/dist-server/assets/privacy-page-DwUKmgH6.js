import { t as LegalDocumentView } from "./legal-document-view-Rjgfho7V.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/legal/pages/privacy-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** `/privacy-policy` (spec sections 1 and 2). */
function PrivacyPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LegalDocumentView, { kind: "privacy" });
}
export { PrivacyPage as Component, PrivacyPage };
