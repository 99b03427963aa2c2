import { t as u } from "./zod-BITB4qfJ.js";
import { Nn as string, _n as EmailRequestSchema, b as resolveMessage, o as Box, vn as ForgotPasswordRequestSchema } from "../render-page.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { o as useForm, t as Controller } from "./index.esm-B0mG8oQV.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as FormField } from "./form-field-BfxwDFPE.js";
import { t as applyServerErrors } from "./server-errors-dgWH2iUi.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as CaptchaField } from "./captcha-field-Bik6wCRU.js";
import { t as SubmitWhenValid } from "./submit-when-valid-DsHFvgp4.js";
// src/features/auth/components/email-request-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var WithoutCaptchaSchema = EmailRequestSchema.extend({ captcha_response: string().optional() });
/** One e-mail field and a button: forgot password and resend verification. */
function EmailRequestForm({ id, label, submit, submitting, initialEmail = "", captcha = false, onSubmit }) {
	const { i18n } = useTranslation();
	const language = useLanguage();
	const [serverMessage, setServerMessage] = (0, import_react.useState)(null);
	const captchaRef = (0, import_react.useRef)(null);
	const { control, handleSubmit, setError, setValue, formState: { errors, isValid, isSubmitting } } = useForm({
		mode: "onTouched",
		resolver: u(captcha ? ForgotPasswordRequestSchema : WithoutCaptchaSchema),
		defaultValues: {
			email: initialEmail,
			captcha_response: ""
		}
	});
	const send = async (values) => {
		setServerMessage(null);
		try {
			await onSubmit(values);
		} catch (error) {
			setServerMessage(applyServerErrors(error, setError, ["email", "captcha_response"]));
			if (captcha) {
				setValue("captcha_response", "", { shouldValidate: false });
				captchaRef.current?.reset();
			}
		}
	};
	const message = errors.email?.message;
	const captchaMessage = errors.captcha_response?.message;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit: (event) => void handleSubmit(send)(event),
		onFocus: () => captchaRef.current?.start(),
		sx: {
			display: "grid",
			gap: 2.5
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				name: "email",
				control,
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					id,
					label,
					type: "email",
					autoComplete: "email",
					inputMode: "email",
					error: message ? resolveMessage(i18n, message) : void 0,
					name: field.name,
					value: field.value,
					onChange: field.onChange,
					onBlur: field.onBlur,
					inputRef: field.ref
				})
			}),
			captcha ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CaptchaField, {
				ref: captchaRef,
				language,
				errorId: `${id}-captcha-error`,
				error: captchaMessage ? resolveMessage(i18n, captchaMessage === "validation_required" ? "validation_captcha" : captchaMessage) : void 0,
				onChange: (payload) => setValue("captcha_response", payload, {
					shouldValidate: Boolean(payload),
					shouldTouch: Boolean(payload)
				})
			}) : null,
			serverMessage && serverMessage !== message && serverMessage !== captchaMessage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
				severity: "error",
				children: resolveMessage(i18n, serverMessage)
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitWhenValid, {
				isValid,
				isSubmitting,
				label: submit,
				submittingLabel: submitting
			})
		]
	});
}
export { EmailRequestForm as t };
