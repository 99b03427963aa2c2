import { t as Link } from "./Link-BUWBQtjn.js";
import { Sn as resetPasswordRequestSchema, b as resolveMessage, k as PATHS, o as Box, r as Button, t as Typography } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { d as useLocation, h as useParams, p as useNavigate, t as Link$1 } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as AuthCard } from "./auth-card-CTFnAY81.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { t as u } from "./zod-BITB4qfJ.js";
import { o as useForm, s as useWatch, t as Controller } from "./index.esm-B0mG8oQV.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as FormField } from "./form-field-BfxwDFPE.js";
import { t as PasswordStrengthMeter } from "./password-strength-meter-BTiI0WDY.js";
import { t as browserPasswordChecks } from "./password-estimator-DnpEIIi9.js";
import { t as applyServerErrors } from "./server-errors-dgWH2iUi.js";
import { i as resetPassword } from "./accounts-api-CEBaZZlg.js";
import { t as SubmitWhenValid } from "./submit-when-valid-DsHFvgp4.js";
// src/features/auth/components/ask-again.tsx
var import_jsx_runtime = require_jsx_runtime();
/** What a reset page shows without a token: why, and the way back to asking for a new code. */
function AskAgain({ text, action }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		sx: { mb: 2.5 },
		children: text
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		component: Link$1,
		to: PATHS.forgotPassword,
		variant: "contained",
		color: "gold",
		fullWidth: true,
		children: action
	})] });
}
// src/features/auth/components/reset-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var ResetPasswordRequestSchema = resetPasswordRequestSchema(browserPasswordChecks);
var FIELDS = [
	"verification_code",
	"password",
	"password_confirmation"
];
/** The code from the e-mail and the new password (spec: reset form); 204 goes to reset success. */
function ResetForm({ token }) {
	const { t, i18n } = useTranslation("auth");
	const navigate = useNavigate();
	const [serverMessage, setServerMessage] = (0, import_react.useState)(null);
	const { control, handleSubmit, setError, formState: { errors, isValid, isSubmitting } } = useForm({
		mode: "onTouched",
		resolver: u(ResetPasswordRequestSchema),
		defaultValues: {
			verification_code: "",
			password: "",
			password_confirmation: ""
		}
	});
	const password = useWatch({
		control,
		name: "password"
	});
	const send = async (data) => {
		setServerMessage(null);
		try {
			await resetPassword(token, data);
			await navigate(PATHS.resetSuccess, { replace: true });
		} catch (error) {
			setServerMessage(applyServerErrors(error, setError, FIELDS));
		}
	};
	const field = (name, label, extra) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		name,
		control,
		render: ({ field: f }) => {
			const message = errors[name]?.message;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				id: `reset-${name}`,
				label,
				type: extra.numeric ? "text" : "password",
				inputMode: extra.numeric ? "numeric" : void 0,
				autoComplete: extra.numeric ? "one-time-code" : "new-password",
				help: extra.help,
				describedBy: extra.describedBy,
				error: message ? resolveMessage(i18n, message) : void 0,
				name: f.name,
				value: f.value,
				onChange: f.onChange,
				onBlur: f.onBlur,
				inputRef: f.ref
			});
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit: (event) => void handleSubmit(send)(event),
		sx: {
			display: "grid",
			gap: 2.5
		},
		children: [
			field("verification_code", t("reset.code"), {
				help: t("reset.codeHelp"),
				numeric: true
			}),
			field("password", t("reset.password"), {
				help: t("register.passwordHelp"),
				describedBy: "reset-password-strength"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordStrengthMeter, {
				id: "reset-password-strength",
				password
			}),
			field("password_confirmation", t("reset.passwordConfirmation"), {}),
			serverMessage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
				severity: "error",
				children: resolveMessage(i18n, serverMessage)
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitWhenValid, {
				isValid,
				isSubmitting,
				label: t("reset.submit"),
				submittingLabel: t("reset.submitting")
			})
		]
	});
}
// src/features/auth/pages/forgot-success-page.tsx
function resetStateOf(value) {
	if (typeof value !== "object" || value === null) return {};
	const record = value;
	return {
		...typeof record.email === "string" ? { email: record.email } : {},
		...typeof record.token === "string" ? { token: record.token } : {}
	};
}
/** The reset token (the link's route, else the forgot page's navigation) and the e-mail when known. */
function useResetTarget() {
	const params = useParams();
	const state = resetStateOf(useLocation().state);
	return {
		...state,
		token: params.token ?? state.token
	};
}
/** Forgot success: thanks (with the e-mail when known, else the title only) and the reset form. */
function ForgotSuccessPage() {
	const { t } = useTranslation("auth");
	const { email, token } = useResetTarget();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthCard, {
		overline: t("overline"),
		title: t("forgotSent.title"),
		subtitle: email ? t("forgotSent.thanks", { email }) : void 0,
		children: token ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mb: 2.5 },
				children: t("forgotSent.enterCode")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResetForm, { token }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					textAlign: "center",
					mt: 3
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					component: Link$1,
					to: PATHS.forgotPassword,
					sx: { color: "gold.dark" },
					children: t("forgotSent.askAgain")
				})
			})
		] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AskAgain, {
			text: t("forgotSent.noToken"),
			action: t("forgotSent.askAgain")
		})
	});
}
export { ForgotSuccessPage as Component, ForgotSuccessPage, AskAgain as n, ResetForm as t, useResetTarget };
