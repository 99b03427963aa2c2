import { k as PATHS, r as Button, t as Typography } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { d as useLocation, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as AuthCard } from "./auth-card-CTFnAY81.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/auth/pages/register-success-page.tsx
var import_jsx_runtime = require_jsx_runtime();
function isSuccessState(value) {
	return typeof value === "object" && value !== null && "email" in value && "pre_existing_account" in value;
}
/** Register success (spec section 2), with the extra note when the club already knew the person. */
function RegisterSuccessPage() {
	const { t } = useTranslation("auth");
	const state = useLocation().state;
	const success = isSuccessState(state) ? state : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		overline: t("overline"),
		title: t("registerSuccess.title"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mb: 2 },
				children: success ? t("registerSuccess.body", { email: success.email }) : t("registerSuccess.bodyNoEmail")
			}),
			success?.pre_existing_account ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
				severity: "info",
				children: t("registerSuccess.preExisting")
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					color: "text.secondary",
					my: 2
				},
				children: t("registerSuccess.noMail")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: PATHS.login,
				variant: "contained",
				color: "gold",
				size: "large",
				fullWidth: true,
				sx: { mb: 1.5 },
				children: t("registerSuccess.toLogin")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: PATHS.resendVerification,
				variant: "outlined",
				color: "ink",
				fullWidth: true,
				children: t("registerSuccess.resend")
			})
		]
	});
}
export { RegisterSuccessPage as Component, RegisterSuccessPage };
