import { k as PATHS, o as Box, r as Button } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as AuthCard } from "./auth-card-CTFnAY81.js";
import { n as useLayoutKind } from "./layout-kind-BZFBB4cN.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/app/not-found-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Any unknown path, in the layout of the session; the same words either way (spec section 2). */
function NotFoundPage() {
	const { t } = useTranslation("pages");
	const kind = useLayoutKind();
	const action = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		component: Link,
		to: kind === "public" ? PATHS.home : PATHS.dashboard,
		variant: "contained",
		color: "gold",
		children: t("notFoundAction")
	});
	if (kind === "public") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthCard, {
		overline: "404",
		title: t("notFound"),
		subtitle: t("notFoundText"),
		children: action
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "horizon",
		width: "wide",
		overline: "404",
		title: t("notFound"),
		subtitle: t("notFoundText")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "wide",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: action })
	})] });
}
export { NotFoundPage as Component, NotFoundPage };
