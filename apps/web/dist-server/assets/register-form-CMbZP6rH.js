import { t as u } from "./zod-BITB4qfJ.js";
import { b as resolveMessage, k as PATHS, o as Box, t as Typography, xn as registerRequestSchema } from "../render-page.js";
import { t as Checkbox } from "./Checkbox-DaJgihQ2.js";
import { c as FormHelperText, o as FormLabel, s as FormControl } from "./OutlinedInput-T6loE8EQ.js";
import { t as FormControlLabel } from "./FormControlLabel-CIfoh-XI.js";
import { t as Link } from "./Link-BUWBQtjn.js";
import { r as Radio, t as RadioGroup } from "./RadioGroup-jp6vjQDj.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { o as useForm, s as useWatch, t as Controller } from "./index.esm-B0mG8oQV.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { p as useNavigate, t as Link$1 } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as FormField } from "./form-field-BfxwDFPE.js";
import { t as PasswordStrengthMeter } from "./password-strength-meter-BTiI0WDY.js";
import { r as SelectField, t as FieldRow } from "./select-field--MGgqSoY.js";
import { n as useIdempotencyKey, t as answerLost } from "./idempotency-key-C5qh_P3z.js";
import { t as browserPasswordChecks } from "./password-estimator-DnpEIIi9.js";
import { t as useCountries } from "./countries-CHzZ9ri3.js";
import { t as applyServerErrors } from "./server-errors-dgWH2iUi.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { n as register } from "./accounts-api-CEBaZZlg.js";
import { t as CaptchaField } from "./captcha-field-Bik6wCRU.js";
import { t as SubmitWhenValid } from "./submit-when-valid-DsHFvgp4.js";
// src/features/auth/components/register-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var RegisterRequestSchema = registerRequestSchema(browserPasswordChecks);
var FIELDS = [
	"first_name",
	"last_name",
	"email",
	"password",
	"password_confirmation",
	"home_phone",
	"mobile_phone",
	"country",
	"vida_member_id",
	"language_id",
	"terms_and_conditions",
	"captcha_response"
];
/**
* Registration (spec sections 2 and 5): every field shows its message on blur, in the active language; the
* submit button stays disabled until the whole form is valid. Loaded lazily: the login tab never pays for
* react-hook-form or zod.
*/
function RegisterForm() {
	const { t, i18n } = useTranslation("auth");
	const language = useLanguage();
	const navigate = useNavigate();
	const captchaRef = (0, import_react.useRef)(null);
	const [serverMessage, setServerMessage] = (0, import_react.useState)(null);
	const countries = useCountries(language);
	const { control, handleSubmit, setError, setValue, formState: { errors, isValid, isSubmitting } } = useForm({
		mode: "onTouched",
		resolver: u(RegisterRequestSchema),
		defaultValues: {
			first_name: "",
			last_name: "",
			email: "",
			password: "",
			password_confirmation: "",
			home_phone: "",
			mobile_phone: "",
			country: "",
			vida_member_id: "",
			language_id: language,
			terms_and_conditions: false,
			captcha_response: ""
		}
	});
	const [password, firstName, lastName, email] = useWatch({
		control,
		name: [
			"password",
			"first_name",
			"last_name",
			"email"
		]
	});
	const errorOf = (field) => {
		const message = errors[field]?.message;
		if (!message) return void 0;
		if (field === "captcha_response" && message === "validation_required") return resolveMessage(i18n, "validation_captcha");
		return resolveMessage(i18n, message);
	};
	const idempotency = useIdempotencyKey();
	const onSubmit = async (data) => {
		setServerMessage(null);
		try {
			const body = {
				...data,
				home_phone: data.home_phone ?? null
			};
			const result = await register(body, idempotency.key);
			const state = {
				email: data.email,
				pre_existing_account: result.pre_existing_account
			};
			await navigate(PATHS.registerSuccess, { state });
		} catch (error) {
			setServerMessage(applyServerErrors(error, setError, FIELDS));
			if (answerLost(error)) return;
			idempotency.renew();
			setValue("captcha_response", "", { shouldValidate: false });
			captchaRef.current?.reset();
		}
	};
	const text = (name, label, extra = {}) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		name,
		control,
		render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
			id: `register-${name}`,
			label: extra.required === false ? label : `${label} *`,
			type: extra.type ?? "text",
			autoComplete: extra.autoComplete,
			inputMode: extra.inputMode,
			help: extra.help,
			describedBy: extra.describedBy,
			error: errorOf(name),
			name: field.name,
			value: field.value ?? "",
			onChange: field.onChange,
			onBlur: field.onBlur,
			inputRef: field.ref,
			required: extra.required !== false
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit: (event) => void handleSubmit(onSubmit)(event),
		onFocus: () => captchaRef.current?.start(),
		onPointerDown: () => captchaRef.current?.start(),
		sx: {
			display: "grid",
			gap: 2.5
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: { color: "text.secondary" },
				children: t("register.required")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRow, { children: [text("first_name", t("register.firstName"), { autoComplete: "given-name" }), text("last_name", t("register.lastName"), { autoComplete: "family-name" })] }),
			text("email", t("register.email"), {
				type: "email",
				autoComplete: "email",
				inputMode: "email"
			}),
			text("password", t("register.password"), {
				type: "password",
				autoComplete: "new-password",
				help: t("register.passwordHelp"),
				describedBy: "register-password-strength"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordStrengthMeter, {
				id: "register-password-strength",
				password,
				personal: [
					firstName,
					lastName,
					email
				]
			}),
			text("password_confirmation", t("register.passwordConfirmation"), {
				type: "password",
				autoComplete: "new-password"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRow, { children: [text("mobile_phone", t("register.mobilePhone"), {
				type: "tel",
				autoComplete: "tel",
				inputMode: "tel"
			}), text("home_phone", t("register.homePhone"), {
				type: "tel",
				inputMode: "tel",
				required: false
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: {
					color: "text.secondary",
					mt: -1.5
				},
				children: t("register.phoneHelp")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				name: "country",
				control,
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
					id: "register-country",
					label: `${t("register.country")} *`,
					placeholder: t("register.chooseCountry"),
					options: countries.map((c) => ({
						value: c.value,
						label: c.label
					})),
					error: errorOf("country"),
					name: field.name,
					value: field.value,
					onChange: field.onChange,
					onBlur: field.onBlur,
					required: true
				})
			}),
			text("vida_member_id", t("register.memberId"), {
				inputMode: "numeric",
				help: t("register.memberIdHelp"),
				required: false
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				name: "language_id",
				control,
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
					error: Boolean(errorOf("language_id")),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormLabel, {
						id: "register-language-label",
						sx: {
							fontWeight: 600,
							color: "text.primary",
							"&.Mui-focused": { color: "text.primary" }
						},
						children: [t("register.language"), " *"]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(RadioGroup, {
						row: true,
						"aria-labelledby": "register-language-label",
						name: field.name,
						value: field.value,
						onChange: (event) => field.onChange(event.target.value),
						onBlur: field.onBlur,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
							value: "en",
							control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
							label: t("register.english"),
							lang: "en"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
							value: "es",
							control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
							label: t("register.spanish"),
							lang: "es"
						})]
					})]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				name: "terms_and_conditions",
				control,
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
					error: Boolean(errorOf("terms_and_conditions")),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
						control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
							name: field.name,
							checked: field.value === true,
							onChange: (event) => field.onChange(event.target.checked),
							onBlur: field.onBlur,
							slotProps: { input: { "aria-describedby": errorOf("terms_and_conditions") ? "register-terms-error" : void 0 } }
						}),
						label: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
							t("register.termsBefore"),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								component: Link$1,
								to: PATHS.terms,
								target: "_blank",
								sx: { color: "gold.dark" },
								children: t("register.termsLink")
							}),
							t("register.termsAfter"),
							" *"
						] })
					}), errorOf("terms_and_conditions") ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
						id: "register-terms-error",
						children: errorOf("terms_and_conditions")
					}) : null]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CaptchaField, {
				ref: captchaRef,
				language,
				errorId: "register-captcha-error",
				error: errorOf("captcha_response"),
				onChange: (payload) => setValue("captcha_response", payload, {
					shouldValidate: Boolean(payload),
					shouldTouch: Boolean(payload)
				})
			}),
			serverMessage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
				severity: "error",
				children: resolveMessage(i18n, serverMessage)
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitWhenValid, {
				isValid,
				isSubmitting,
				label: t("register.submit"),
				submittingLabel: t("register.submitting")
			})
		]
	});
}
export { RegisterForm, RegisterForm as default };
