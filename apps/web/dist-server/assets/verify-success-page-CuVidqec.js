import { Kn as TIMINGS, k as PATHS, r as Button, t as Typography } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { p as useNavigate, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as AuthCard } from "./auth-card-CTFnAY81.js";
import { t as RedirectCountdown } from "./redirect-countdown-pAB3A74b.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/auth/pages/verify-success-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Verify success: a countdown in seconds (singular for one), then the login. */
function VerifySuccessPage() {
	const { t } = useTranslation("auth");
	const navigate = useNavigate();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		overline: t("overline"),
		title: t("verify.successTitle"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mb: 2 },
				children: t("verify.successBody")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RedirectCountdown, {
				seconds: TIMINGS.successRedirectSeconds,
				render: (count) => t("verify.countdown", { count }),
				onEnd: () => void navigate(PATHS.login, { replace: true })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: PATHS.login,
				variant: "contained",
				color: "gold",
				size: "large",
				fullWidth: true,
				children: t("verify.loginNow")
			})
		]
	});
}
export { VerifySuccessPage as Component, VerifySuccessPage };
