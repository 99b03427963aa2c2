import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as AuthCard } from "./auth-card-CTFnAY81.js";
import { n as AskAgain, t as ResetForm, useResetTarget } from "./forgot-success-page-DUclfZ7_.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/auth/pages/reset-password-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Reset password: the token from the route, else from the navigation state. */
function ResetPasswordPage() {
	const { t } = useTranslation("auth");
	const { token } = useResetTarget();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthCard, {
		overline: t("overline"),
		title: t("reset.title"),
		subtitle: token ? t("reset.subtitle") : void 0,
		children: token ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResetForm, { token }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AskAgain, {
			text: t("reset.noToken"),
			action: t("reset.askAgain")
		})
	});
}
export { ResetPasswordPage as Component, ResetPasswordPage };
