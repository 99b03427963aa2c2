import { t as CaptchaField } from "./captcha-field-Bik6wCRU.js";
import { $t as StaffCodeRequestSchema, D as CARE_PATHS, T as startStaffSession, nn as StaffLoginRequestSchema, o as Box, on as StaffVerifyRequestSchema, r as Button, t as Typography } from "../render-page.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { p as useNavigate } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { a as staffLogin, c as verifySecondFactor, n as fetchEnrolment, t as enrol } from "./staff-session-api-BOa4a79j.js";
import { t as u } from "./zod-BITB4qfJ.js";
import { o as useForm, t as Controller } from "./index.esm-B0mG8oQV.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as FormField } from "./form-field-BfxwDFPE.js";
import { t as applyServerErrors } from "./server-errors-dgWH2iUi.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { n as useMessageText } from "./form-errors-BEKugG3j.js";
import { t as Link } from "./Link-BUWBQtjn.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { r as LanguageSwitch, t as LogoLink } from "./logo-link-B5Kpsl5Y.js";
import { t as MAIN_CONTENT_ID } from "./skip-link-D9jCQHJa.js";
// src/features/care/components/sign-in/credentials-step.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var FIELDS = [
	"email",
	"password",
	"captcha_response"
];
/** E-mail, password and the captcha, which starts solving as the step appears. */
function CredentialsStep({ Captcha, email, busy, attempt, onCredentials }) {
	const { t } = useTranslation("care");
	const text = useMessageText();
	const language = useLanguage();
	const captchaRef = (0, import_react.useRef)(null);
	const form = useForm({
		resolver: u(StaffLoginRequestSchema),
		defaultValues: {
			email,
			password: "",
			captcha_response: ""
		}
	});
	const { errors } = form.formState;
	const errorText = (field) => {
		const message = errors[field]?.message;
		return message ? text(message) : void 0;
	};
	(0, import_react.useEffect)(() => {
		captchaRef.current?.start();
	}, []);
	async function submit(event) {
		event.preventDefault();
		if (!form.getValues("captcha_response")) form.setValue("captcha_response", await captchaRef.current?.ensure() || "");
		await form.handleSubmit((credentials) => attempt(async () => {
			try {
				await onCredentials(credentials);
			} finally {
				captchaRef.current?.reset();
			}
		}, (error) => applyServerErrors(error, form.setError, FIELDS)))();
	}
	const textField = (name, label, type, autoComplete) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control: form.control,
		name,
		render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
			id: `care-${name}`,
			label,
			type,
			autoComplete,
			name: field.name,
			value: field.value,
			onChange: field.onChange,
			onBlur: field.onBlur,
			inputRef: field.ref,
			error: errorText(name),
			fullWidth: true
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit: (event) => void submit(event),
		sx: {
			display: "grid",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: t("login.intro")
			}),
			textField("email", t("login.email"), "email", "username"),
			textField("password", t("login.password"), "password", "current-password"),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Captcha, {
				ref: captchaRef,
				language,
				onChange: (payload) => form.setValue("captcha_response", payload),
				error: errorText("captcha_response"),
				errorId: "care-captcha-error"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				size: "large",
				disabled: busy,
				children: t("login.submit")
			})
		]
	});
}
// src/features/care/components/sign-in/code-forms.tsx
var RecoveryCodeRequestSchema = StaffVerifyRequestSchema.options[1];
/** The six digits of the authenticator app (the second step, or the first code when enrolling). */
function AuthenticatorCodeForm({ onCode, ...step }) {
	const { t } = useTranslation("care");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OneCodeForm, {
		...step,
		schema: StaffCodeRequestSchema,
		name: "code",
		defaultValues: { code: "" },
		id: "care-code",
		label: t("login.code"),
		autoComplete: "one-time-code",
		numeric: true,
		onValues: (values) => onCode(values.code)
	});
}
/** One of the ten recovery codes, instead of the authenticator's code. */
function RecoveryCodeForm({ onRecoveryCode, ...step }) {
	const { t } = useTranslation("care");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OneCodeForm, {
		...step,
		schema: RecoveryCodeRequestSchema,
		name: "recovery_code",
		defaultValues: { recovery_code: "" },
		id: "care-recovery",
		label: t("login.recoveryCode"),
		autoComplete: "off",
		onValues: (values) => onRecoveryCode(values.recovery_code)
	});
}
/** A form of one code field and its button; the server's message for that field lands under it. */
function OneCodeForm({ submitLabel, busy, disabled = false, attempt, footer, gap = 2, schema, name, defaultValues, id, label, autoComplete, numeric = false, onValues }) {
	const text = useMessageText();
	const form = useForm({
		resolver: u(schema),
		defaultValues
	});
	const submit = form.handleSubmit((values) => attempt(() => onValues(values), (error) => applyServerErrors(error, form.setError, [name])));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit: (event) => void submit(event),
		sx: {
			display: "grid",
			gap
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control: form.control,
				name,
				render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					id,
					label,
					name: field.name,
					value: field.value,
					onChange: field.onChange,
					onBlur: field.onBlur,
					inputRef: field.ref,
					error: fieldState.error?.message ? text(fieldState.error.message) : void 0,
					autoComplete,
					...numeric ? { slotProps: { input: {
						inputMode: "numeric",
						maxLength: 6
					} } } : {},
					fullWidth: true
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				size: "large",
				disabled: busy || disabled,
				children: submitLabel
			}),
			footer
		]
	});
}
// src/features/care/components/sign-in/step-heading.tsx
/** A step's heading; it takes the focus as the step appears, so screen readers announce where they are. */
function StepHeading({ children }) {
	const heading = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		heading.current?.focus();
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		ref: heading,
		tabIndex: -1,
		variant: "h2",
		sx: {
			fontSize: "1.25rem",
			mb: 1,
			outline: "none"
		},
		children
	});
}
// src/features/care/components/sign-in/enrol-step.tsx
/** The first sign-in: the QR code (or the key) to add to an authenticator app, then its first code. */
function EnrolStep({ enrolment, busy, attempt, onCode }) {
	const { t } = useTranslation("care");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 1.5
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepHeading, { children: t("login.enrolTitle") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("login.enrolStep1") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("login.enrolStep2") }),
			enrolment && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "img",
				src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`,
				alt: t("login.qrAlt"),
				sx: {
					width: 200,
					height: 200,
					justifySelf: "center",
					bgcolor: "common.white",
					p: 1,
					borderRadius: 1
				}
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				component: "p",
				sx: { fontSize: "0.875rem" },
				children: [
					t("login.manualKey"),
					":",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "code",
						"data-testid": "totp-secret",
						sx: {
							fontFamily: "monospace",
							wordBreak: "break-all",
							fontSize: "0.9375rem"
						},
						children: enrolment.secret
					})
				]
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("login.enrolStep3") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthenticatorCodeForm, {
				submitLabel: t("login.enrolSubmit"),
				busy,
				disabled: !enrolment,
				attempt,
				gap: 1.5,
				onCode
			})
		]
	});
}
// src/features/care/components/sign-in/recovery-codes-step.tsx
/** The ten recovery codes, shown once after enrolling; the desk opens when the staff member goes on. */
function RecoveryCodesStep({ codes, onContinue }) {
	const { t } = useTranslation("care");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 1.5
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepHeading, { children: t("login.recoveryTitle") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("login.recoveryHelp") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ol",
				"aria-label": t("login.recoveryList"),
				sx: {
					display: "grid",
					gridTemplateColumns: "repeat(2, 1fr)",
					gap: .5,
					fontFamily: "monospace",
					fontSize: "1rem",
					m: 0,
					pl: 3
				},
				children: codes.map((code) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: code }, code))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				size: "large",
				onClick: onContinue,
				children: t("login.recoveryContinue")
			})
		]
	});
}
// src/features/care/components/sign-in/second-factor-step.tsx
/** The authenticator's code, or one of the recovery codes instead. */
function SecondFactorStep({ busy, attempt, onVerify, onStartOver }) {
	const { t } = useTranslation("care");
	const [recovery, setRecovery] = (0, import_react.useState)(false);
	const link = (label, onClick) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		component: "button",
		type: "button",
		onClick,
		sx: {
			justifySelf: "start",
			minHeight: 44
		},
		children: label
	});
	const footer = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [link(recovery ? t("login.useCode") : t("login.useRecovery"), () => setRecovery((r) => !r)), link(t("login.startOver"), onStartOver)] });
	const common = {
		submitLabel: t("login.verify"),
		busy,
		attempt,
		footer
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepHeading, { children: t("login.codeTitle") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: t("login.codeHelp")
			}),
			recovery ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecoveryCodeForm, {
				...common,
				onRecoveryCode: (recovery_code) => onVerify({ recovery_code })
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthenticatorCodeForm, {
				...common,
				onCode: (code) => onVerify({ code })
			})
		]
	});
}
// src/features/care/components/sign-in/sign-in-frame.tsx
/** The desk's sign-in page around its steps: the dark bar with the language switch, the card, the title. */
function SignInFrame({ children }) {
	const { t } = useTranslation(["care", "pages"]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			minHeight: "100vh",
			bgcolor: "sand.main",
			display: "flex",
			flexDirection: "column"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "header",
			sx: {
				bgcolor: "ink.main",
				px: {
					xs: 2,
					md: 3
				},
				py: .5,
				display: "flex",
				alignItems: "center",
				gap: 2
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoLink, {
					to: null,
					tone: "dark",
					size: "small",
					compact: true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "span",
					sx: {
						color: "gold.light",
						fontWeight: 600,
						letterSpacing: "0.08em",
						textTransform: "uppercase",
						fontSize: "0.75rem"
					},
					children: t("desk")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: { ml: "auto" },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LanguageSwitch, { tone: "dark" })
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "main",
			id: MAIN_CONTENT_ID,
			tabIndex: -1,
			sx: {
				flex: 1,
				display: "grid",
				placeItems: "start center",
				px: 2,
				py: {
					xs: 3,
					md: 6
				},
				outline: "none"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				sx: {
					width: "100%",
					maxWidth: 460,
					p: {
						xs: 2.5,
						md: 3.5
					}
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h1",
					sx: {
						fontSize: "1.75rem",
						mb: 1
					},
					children: t("pages:careLogin")
				}), children]
			})
		})]
	});
}
// src/features/care/pages/care-login-page.tsx
/**
* `/care/login`: e-mail, password and captcha; then the authenticator code, or at the first sign-in the QR
* code to scan, the first code, and the ten recovery codes shown once.
*/
function CareLoginPage({ Captcha }) {
	const text = useMessageText();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const [step, setStep] = (0, import_react.useState)({ kind: "credentials" });
	const [email, setEmail] = (0, import_react.useState)("");
	const [formError, setFormError] = (0, import_react.useState)("");
	const [busy, setBusy] = (0, import_react.useState)(false);
	const attempt = async (work, placeErrors) => {
		setBusy(true);
		setFormError("");
		try {
			await work();
		} catch (error) {
			setFormError(placeErrors(error) ?? "");
		} finally {
			setBusy(false);
		}
	};
	function signedIn(session) {
		queryClient.removeQueries({ queryKey: ["care"] });
		startStaffSession(session);
		navigate(CARE_PATHS.inbox, { replace: true });
	}
	async function signIn(credentials) {
		setEmail(credentials.email);
		const factor = await staffLogin(credentials);
		if (factor.next === "totp") {
			setStep({
				kind: "totp",
				factor
			});
			return;
		}
		setStep({
			kind: "enrol",
			factor,
			enrolment: null
		});
		const enrolment = await fetchEnrolment(factor.second_factor_token);
		setStep({
			kind: "enrol",
			factor,
			enrolment
		});
	}
	async function finishEnrolment(factor, code) {
		const enrolled = await enrol(factor.second_factor_token, code);
		setStep({
			kind: "recovery",
			session: {
				access_token: enrolled.access_token,
				expires_at: enrolled.expires_at
			},
			codes: enrolled.recovery_codes
		});
	}
	const startOver = () => {
		setStep({ kind: "credentials" });
		setFormError("");
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SignInFrame, { children: [
		formError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: { mb: 2 },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
				severity: "error",
				children: text(formError)
			})
		}),
		step.kind === "credentials" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CredentialsStep, {
			Captcha,
			email,
			busy,
			attempt,
			onCredentials: signIn
		}),
		step.kind === "totp" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SecondFactorStep, {
			busy,
			attempt,
			onVerify: async (body) => signedIn(await verifySecondFactor(step.factor.second_factor_token, body)),
			onStartOver: startOver
		}),
		step.kind === "enrol" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EnrolStep, {
			enrolment: step.enrolment,
			busy,
			attempt,
			onCode: (code) => finishEnrolment(step.factor, code)
		}),
		step.kind === "recovery" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecoveryCodesStep, {
			codes: step.codes,
			onContinue: () => signedIn(step.session)
		})
	] });
}
// src/app/care-login-route.tsx
/** The desk's sign-in with the members' captcha widget (composed here: features never import each other). */
function CareLoginRoute() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CareLoginPage, { Captcha: CaptchaField });
}
export { CareLoginRoute };
