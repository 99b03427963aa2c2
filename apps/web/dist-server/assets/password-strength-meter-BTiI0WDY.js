import { Cn as personalInputs, Tn as weakPasswordKey, b as resolveMessage, o as Box, t as Typography } from "../render-page.js";
import { t as LinearProgress } from "./LinearProgress-B41zheZN.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { n as loadPasswordEstimator, r as passwordEstimatorLoaded, t as browserPasswordChecks } from "./password-estimator-DnpEIIi9.js";
// src/components/ui/password-strength-meter.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var COLOURS = [
	"error",
	"error",
	"warning",
	"success",
	"success"
];
var LEVELS = [
	"veryWeak",
	"weak",
	"fair",
	"strong",
	"veryStrong"
];
/**
* How guessable the password being typed is, and why when it is too guessable (issue 23). The estimator
* and its dictionaries load when a form that sets a password shows this, never before; if they cannot
* load, nothing shows and the API's answer still says why.
*/
function PasswordStrengthMeter({ id, password, personal = [] }) {
	const { t, i18n } = useTranslation("common");
	const [load, setLoad] = (0, import_react.useState)(passwordEstimatorLoaded() ? "ready" : "loading");
	(0, import_react.useEffect)(() => {
		if (load !== "loading") return;
		let live = true;
		loadPasswordEstimator().then(() => live && setLoad("ready"), () => live && setLoad("failed"));
		return () => {
			live = false;
		};
	}, [load]);
	const typed = (0, import_react.useDeferredValue)(password);
	const inputs = personalInputs(personal).join("\n");
	const estimate = (0, import_react.useMemo)(() => load === "ready" && typed ? browserPasswordChecks.estimator?.(typed, inputs ? inputs.split("\n") : []) ?? null : null, [
		load,
		typed,
		inputs
	]);
	if (!password || load === "failed") return null;
	const score = estimate?.score;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		id,
		sx: {
			display: "grid",
			gap: .5,
			mt: -1
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, {
			variant: score === void 0 ? "indeterminate" : "determinate",
			value: score === void 0 ? 0 : (score + 1) * 20,
			color: score === void 0 ? "inherit" : COLOURS[score],
			"aria-hidden": "true",
			sx: {
				height: 6,
				borderRadius: 3
			}
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			role: "status",
			"aria-live": "polite",
			children: estimate === null ? t("passwordStrength.loading") : `${t("passwordStrength.label")}: ${t(`passwordStrength.levels.${LEVELS[estimate.score]}`)}. ${estimate.score >= 3 ? t("passwordStrength.strongEnough") : resolveMessage(i18n, weakPasswordKey(estimate))}`
		})]
	});
}
export { PasswordStrengthMeter as t };
