import { t as Link } from "./Link-BUWBQtjn.js";
import { A as pathTo, k as PATHS, t as Typography } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { p as useNavigate, t as Link$1 } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as AuthCard } from "./auth-card-CTFnAY81.js";
import { t as forgotPassword } from "./accounts-api-CEBaZZlg.js";
import { t as EmailRequestForm } from "./email-request-form-obd03tKC.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/auth/pages/forgot-password-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Forgot password: 201 → forgot success with the e-mail and the token (spec section 4). */
function ForgotPasswordPage() {
	const { t } = useTranslation("auth");
	const navigate = useNavigate();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		overline: t("overline"),
		title: t("forgot.title"),
		subtitle: t("forgot.subtitle"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailRequestForm, {
			id: "forgot-email",
			label: t("forgot.email"),
			submit: t("forgot.submit"),
			submitting: t("forgot.submitting"),
			captcha: true,
			onSubmit: async ({ email, captcha_response = "" }) => {
				const { token } = await forgotPassword({
					email,
					captcha_response
				});
				const state = {
					email,
					token
				};
				await navigate(pathTo("forgotSuccess", { token }), { state });
			}
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			sx: {
				textAlign: "center",
				mt: 3
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				component: Link$1,
				to: PATHS.login,
				sx: { color: "gold.dark" },
				children: t("forgot.backToLogin")
			})
		})]
	});
}
export { ForgotPasswordPage as Component, ForgotPasswordPage };
