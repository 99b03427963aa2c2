import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as ReasonedButton } from "./reasoned-button-CnlBN5_L.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/auth/components/submit-when-valid.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The submit button of the public account forms: disabled until the whole form is valid (spec section 5),
* and then saying why, so a member is never left in front of a dead button.
*/
function SubmitWhenValid({ isValid, isSubmitting, label, submittingLabel }) {
	const { t } = useTranslation("auth");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReasonedButton, {
		type: "submit",
		variant: "contained",
		color: "gold",
		size: "large",
		disabled: !isValid || isSubmitting,
		reason: isSubmitting ? void 0 : t("incomplete"),
		fullWidth: true,
		children: isSubmitting ? submittingLabel : label
	});
}
export { SubmitWhenValid as t };
