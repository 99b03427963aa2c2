import { t as Link } from "./Link-BUWBQtjn.js";
import { k as PATHS, t as Typography, y as notify } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { p as useNavigate, t as Link$1 } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as AuthCard } from "./auth-card-CTFnAY81.js";
import { r as resendVerification } from "./accounts-api-CEBaZZlg.js";
import { t as EmailRequestForm } from "./email-request-form-obd03tKC.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/auth/pages/resend-verification-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Resend verification: 204 → login with the new-code notice (spec section 4). */
function ResendVerificationPage() {
	const { t } = useTranslation("auth");
	const navigate = useNavigate();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		overline: t("overline"),
		title: t("resend.title"),
		subtitle: t("resend.subtitle"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailRequestForm, {
			id: "resend-email",
			label: t("resend.email"),
			submit: t("resend.submit"),
			submitting: t("resend.submitting"),
			onSubmit: async ({ email }) => {
				await resendVerification(email);
				notify("success", "verification_sent");
				await navigate(PATHS.login);
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
				children: t("resend.backToLogin")
			})
		})]
	});
}
export { ResendVerificationPage as Component, ResendVerificationPage };
