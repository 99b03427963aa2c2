import { Kn as TIMINGS, k as PATHS, r as Button, t as Typography } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { p as useNavigate, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as AuthCard } from "./auth-card-CTFnAY81.js";
import { t as RedirectCountdown } from "./redirect-countdown-pAB3A74b.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/auth/pages/reset-success-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Reset success: a countdown, then the login. */
function ResetSuccessPage() {
	const { t } = useTranslation("auth");
	const navigate = useNavigate();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		overline: t("overline"),
		title: t("reset.successTitle"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mb: 2 },
				children: t("reset.successBody")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RedirectCountdown, {
				seconds: TIMINGS.successRedirectSeconds,
				render: (count) => t("reset.countdown", { count }),
				onEnd: () => void navigate(PATHS.login, { replace: true })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: PATHS.login,
				variant: "contained",
				color: "gold",
				size: "large",
				fullWidth: true,
				children: t("reset.loginNow")
			})
		]
	});
}
export { ResetSuccessPage as Component, ResetSuccessPage };
