import { N as setLanguage, _ as queryClient, b as resolveMessage, d as saveSession, h as takeRememberedLocation, j as currentLanguage, k as PATHS, o as Box, r as Button, t as Typography, u as isToken } from "../render-page.js";
import { t as Link } from "./Link-BUWBQtjn.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { i as __exportAll, n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { d as useLocation, p as useNavigate, t as Link$1 } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as authCardSx } from "./public-frame-BgwHS8sE.js";
import { n as Visibility_default, t as VisibilityOff_default } from "./VisibilityOff-QX66JSEg.js";
import { t as IconButton } from "./IconButton-CbfXPR5l.js";
import { t as InputAdornment } from "./InputAdornment-CkYss2iv.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as FormField } from "./form-field-BfxwDFPE.js";
import { i as isApiRequestError, n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as useMutation } from "./useMutation-DmydnA2C.js";
import { t as CaptchaField } from "./captcha-field-Bik6wCRU.js";
import { r as readItem, t as STORAGE_KEYS } from "./storage-CxIi8xR5.js";
// src/features/auth/lib/login-fields.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The login form's fields, as the API names them (its field errors come back under these names). */
var LOGIN_FIELDS = [
	"email",
	"password",
	"captcha_response",
	"vida_member_id"
];
var isLoginField = (name) => LOGIN_FIELDS.includes(name);
// src/features/auth/components/auth-tabs.tsx
/**
* Login and register as tabs that follow the path. Each tab is a link (it changes the URL), with the tab
* pattern's semantics and arrow-key movement; lighter than MUI Tabs, which measures and scrolls.
*/
function AuthTabs({ value, loginPath, registerPath, panelId }) {
	const { t } = useTranslation("auth");
	const navigate = useNavigate();
	const refs = (0, import_react.useRef)({
		login: null,
		register: null
	});
	const tabs = [{
		key: "login",
		to: loginPath
	}, {
		key: "register",
		to: registerPath
	}];
	const onKeyDown = (event) => {
		if (![
			"ArrowLeft",
			"ArrowRight",
			"Home",
			"End"
		].includes(event.key)) return;
		event.preventDefault();
		const next = event.key === "Home" ? "login" : event.key === "End" ? "register" : value === "login" ? "register" : "login";
		refs.current[next]?.focus();
		navigate(next === "login" ? loginPath : registerPath);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		role: "tablist",
		"aria-label": t("tabsLabel"),
		onKeyDown,
		sx: {
			display: "grid",
			gridTemplateColumns: "1fr 1fr",
			borderBottom: 1,
			borderColor: "divider",
			mb: 3
		},
		children: tabs.map((tab) => {
			const selected = tab.key === value;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: Link$1,
				to: tab.to,
				ref: (element) => {
					refs.current[tab.key] = element;
				},
				role: "tab",
				id: `auth-tab-${tab.key}`,
				"aria-selected": selected,
				"aria-controls": panelId,
				tabIndex: selected ? 0 : -1,
				sx: {
					position: "relative",
					display: "flex",
					alignItems: "center",
					justifyContent: "center",
					minHeight: 52,
					fontWeight: 600,
					textDecoration: "none",
					color: selected ? "text.primary" : "text.secondary",
					transition: (theme) => theme.transitions.create("color"),
					"&:hover": { color: "text.primary" },
					"&::after": {
						content: "\"\"",
						position: "absolute",
						left: 0,
						right: 0,
						bottom: -1,
						height: 3,
						borderRadius: 2,
						bgcolor: selected ? "gold.main" : "transparent"
					},
					"&:focus-visible": {
						outline: "3px solid",
						outlineColor: "secondary.main",
						outlineOffset: -3
					}
				},
				children: t(`tabs.${tab.key}`)
			}, tab.key);
		})
	});
}
// src/features/auth/api/login.ts
function parseToken(data) {
	if (!isToken(data)) throw new TypeError("The login answer is not a token pair.");
	return data;
}
/** POST /login: 201 with the token pair; 400/403/409/429 arrive as ApiRequestError with the server's text. */
function login(body) {
	return apiRequest("/login", {
		method: "POST",
		body,
		auth: false,
		parse: parseToken
	});
}
function useLoginMutation() {
	return useMutation({
		mutationKey: ["login"],
		mutationFn: login
	});
}
// src/features/auth/lib/complete-sign-in.ts
/**
* Spec section 4, login success: store the token, load the profile, follow the profile's language, then go
* where the member was heading (or the dashboard).
*/
async function completeSignIn(token, navigate) {
	saveSession(token);
	try {
		const { profileQueryOptions } = await import("./profile-query-CKIqjTuP.js").then((n) => n.i);
		const profile = await queryClient.fetchQuery(profileQueryOptions());
		if (profile.language_id !== currentLanguage()) await setLanguage(profile.language_id);
	} catch (error) {
		if (isApiRequestError(error) && error.status === 401) return;
	}
	await navigate(takeRememberedLocation() ?? PATHS.dashboard, { replace: true });
}
// src/features/auth/components/login-form.tsx
var validationLoading = null;
/** Set once loaded, so re-validation while typing stays synchronous. */
var loadedValidate = null;
/** Starts loading the schema; called when the member first touches the form. */
function preloadLoginValidation() {
	validationLoading ??= import("./login-validation-BwWRxH_Z.js").then((module) => {
		loadedValidate = module.validateLogin;
		return module.validateLogin;
	}, (error) => {
		validationLoading = null;
		throw error;
	});
	return validationLoading;
}
var EMPTY = {
	email: "",
	password: "",
	captcha_response: "",
	vida_member_id: ""
};
var TYPED_FIELDS = [
	"email",
	"password",
	"vida_member_id"
];
/** `current` with the errors of `fields` replaced by those in `found`; the same object if nothing changed. */
function withFieldErrors(current, found, fields) {
	let next = current;
	for (const field of fields) {
		const message = found[field];
		if (current[field] === message) continue;
		if (next === current) next = { ...current };
		if (message === void 0) delete next[field];
		else next[field] = message;
	}
	return next;
}
var errorsOf = (result) => result.ok ? {} : result.errors;
/**
* Login (spec sections 2, 4, 8): e-mail, password, captcha; a 409 reveals the member-id field. Validation
* runs on submit, then again on every change of a field; server field errors show under their fields.
*/
function LoginForm() {
	const { t, i18n } = useTranslation("auth");
	const language = useLanguage();
	const navigate = useNavigate();
	const loginMutation = useLoginMutation();
	const captchaRef = (0, import_react.useRef)(null);
	const memberIdRef = (0, import_react.useRef)(null);
	const [showPassword, setShowPassword] = (0, import_react.useState)(false);
	const [capsLock, setCapsLock] = (0, import_react.useState)(false);
	const [needsMemberId, setNeedsMemberId] = (0, import_react.useState)(false);
	const needsMemberIdRef = (0, import_react.useRef)(false);
	needsMemberIdRef.current = needsMemberId;
	const [serverMessage, setServerMessage] = (0, import_react.useState)(null);
	const [values, setValues] = (0, import_react.useState)(EMPTY);
	const valuesRef = (0, import_react.useRef)(values);
	const [errors, setErrors] = (0, import_react.useState)({});
	const submittedRef = (0, import_react.useRef)(false);
	const inFlightRef = (0, import_react.useRef)(false);
	const [submitting, setSubmitting] = (0, import_react.useState)(false);
	const [waitingForCaptcha, setWaitingForCaptcha] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		if (needsMemberId) memberIdRef.current?.focus();
	}, [needsMemberId]);
	/** Stores a value; re-checks that field when asked to, or on every change once the form was submitted. */
	const setField = (0, import_react.useCallback)((field, value, validate = submittedRef.current) => {
		const next = {
			...valuesRef.current,
			[field]: value
		};
		valuesRef.current = next;
		setValues(next);
		if (validate && loadedValidate) {
			const found = errorsOf(loadedValidate(next, needsMemberIdRef.current));
			setErrors((current) => withFieldErrors(current, found, [field]));
		}
	}, []);
	const onCaptchaChange = (0, import_react.useCallback)((payload) => setField("captcha_response", payload, Boolean(payload)), [setField]);
	/** Field errors are message keys (client) or texts (server); both resolve through the `messages` rule. */
	const errorText = (field) => {
		const message = errors[field];
		if (!message) return void 0;
		if (field === "captcha_response" && message === "validation_required") return resolveMessage(i18n, "validation_captcha");
		return resolveMessage(i18n, message);
	};
	/** The member started on the form: fetch the schema and start the captcha while they type. */
	const warmUp = () => {
		preloadLoginValidation().catch(() => {});
		captchaRef.current?.start();
	};
	/** Submitting before the captcha finished waits for it rather than failing, once the fields are valid. */
	const submit = async (validate) => {
		if (!valuesRef.current.captcha_response && captchaRef.current) {
			const found = errorsOf(validate(valuesRef.current, needsMemberIdRef.current));
			setErrors((current) => withFieldErrors(current, found, TYPED_FIELDS));
			if (TYPED_FIELDS.every((field) => !found[field])) {
				setWaitingForCaptcha(true);
				const payload = await captchaRef.current.ensure();
				setWaitingForCaptcha(false);
				if (payload) setField("captcha_response", payload, false);
			}
		}
		submittedRef.current = true;
		const result = validate(valuesRef.current, needsMemberIdRef.current);
		if (!result.ok) {
			setErrors(result.errors);
			return;
		}
		setErrors({});
		setServerMessage(null);
		setSubmitting(true);
		try {
			await completeSignIn(await loginMutation.mutateAsync({
				...result.data,
				vida_member_id: needsMemberId ? result.data.vida_member_id : void 0,
				lang: language
			}), navigate);
		} catch (error) {
			if (!isApiRequestError(error)) {
				setServerMessage({
					text: "generic_error",
					severity: "error"
				});
				return;
			}
			if (error.status === 409) setNeedsMemberId(true);
			const fromServer = {};
			for (const [field, messages] of Object.entries(error.errors)) if (isLoginField(field) && messages[0]) fromServer[field] = messages[0];
			setErrors(fromServer);
			setServerMessage({
				text: error.displayMessage,
				severity: error.status === 409 ? "info" : "error"
			});
		} finally {
			setSubmitting(false);
			setField("captcha_response", "", false);
			captchaRef.current?.reset();
		}
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		warmUp();
		if (inFlightRef.current) return;
		inFlightRef.current = true;
		try {
			await submit(await preloadLoginValidation());
		} catch {
			setServerMessage({
				text: "generic_error",
				severity: "error"
			});
		} finally {
			inFlightRef.current = false;
		}
	};
	const trackCapsLock = (event) => {
		if (typeof event.getModifierState === "function") setCapsLock(event.getModifierState("CapsLock"));
	};
	const busy = submitting || waitingForCaptcha;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit: (event) => void onSubmit(event),
		onFocus: warmUp,
		onPointerDown: warmUp,
		sx: {
			display: "grid",
			gap: 2.5
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				id: "login-email",
				label: t("login.email"),
				type: "email",
				autoComplete: "username",
				inputMode: "email",
				error: errorText("email"),
				name: "email",
				value: values.email,
				onChange: (event) => setField("email", event.target.value)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				id: "login-password",
				label: t("login.password"),
				type: showPassword ? "text" : "password",
				autoComplete: "current-password",
				error: errorText("password"),
				help: capsLock ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					role: "status",
					sx: {
						color: "warning.main",
						fontWeight: 600
					},
					children: resolveMessage(i18n, "caps_lock_on")
				}) : void 0,
				name: "password",
				value: values.password,
				onChange: (event) => setField("password", event.target.value),
				onBlur: () => setCapsLock(false),
				onKeyDown: trackCapsLock,
				onKeyUp: trackCapsLock,
				endAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
					position: "end",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						onClick: () => setShowPassword((value) => !value),
						"aria-label": showPassword ? t("login.hidePassword") : t("login.showPassword"),
						"aria-pressed": showPassword,
						edge: "end",
						children: showPassword ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisibilityOff_default, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Visibility_default, {})
					})
				})
			}),
			needsMemberId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				id: "login-member-id",
				label: t("login.memberId"),
				required: true,
				inputMode: "numeric",
				autoComplete: "off",
				help: t("login.memberIdHelp"),
				error: errorText("vida_member_id"),
				name: "vida_member_id",
				value: values.vida_member_id,
				inputRef: memberIdRef,
				onChange: (event) => setField("vida_member_id", event.target.value)
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					display: "flex",
					justifyContent: "flex-end",
					mt: -1
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					component: Link$1,
					to: PATHS.forgotPassword,
					sx: {
						color: "gold.dark",
						minHeight: 44,
						display: "inline-flex",
						alignItems: "center"
					},
					children: t("login.forgotPassword")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CaptchaField, {
				ref: captchaRef,
				language,
				errorId: "login-captcha-error",
				error: errorText("captcha_response"),
				onChange: onCaptchaChange
			}),
			serverMessage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
				severity: serverMessage.severity,
				children: resolveMessage(i18n, serverMessage.text)
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				color: "gold",
				size: "large",
				disabled: busy,
				fullWidth: true,
				children: busy ? t("login.submitting") : t("login.submit")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				sx: {
					textAlign: "center",
					color: "text.secondary"
				},
				children: [
					t("login.noAccount"),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						component: Link$1,
						to: PATHS.register,
						sx: { color: "gold.dark" },
						children: t("login.createAccount")
					})
				]
			})
		]
	});
}
// src/features/auth/components/password-notice.tsx
var PasswordNoticeDialog = (0, import_react.lazy)(() => import("./password-notice-dialog-Bzreb9Ad.js"));
var unchanging = () => () => {};
var notSeenYet = () => readItem(STORAGE_KEYS.passwordNoticeSeen) === null;
var notOnTheServer = () => false;
function PasswordNotice() {
	if (!(0, import_react.useSyncExternalStore)(unchanging, notSeenYet, notOnTheServer)) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: null,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordNoticeDialog, {})
	});
}
// src/features/auth/pages/auth-page.tsx
var auth_page_exports = /* @__PURE__ */ __exportAll({
	AuthPage: () => AuthPage,
	Component: () => AuthPage
});
var PANEL_ID = "auth-panel";
var RegisterForm = (0, import_react.lazy)(() => import("./register-form-CMbZP6rH.js"));
/** Home, /login and /register: one card whose tab follows the path (spec section 2). */
function AuthPage() {
	const { t } = useTranslation("auth");
	const { pathname } = useLocation();
	const tab = pathname.startsWith(PATHS.register) ? "register" : "login";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		elevation: 1,
		sx: authCardSx(tab === "register"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthTabs, {
				value: tab,
				loginPath: pathname === PATHS.home ? PATHS.home : PATHS.login,
				registerPath: PATHS.register,
				panelId: PANEL_ID
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				role: "tabpanel",
				id: PANEL_ID,
				"aria-labelledby": `auth-tab-${tab}`,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "overline",
						component: "p",
						sx: { color: "gold.dark" },
						children: t("overline")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h1",
						sx: { fontSize: {
							xs: "2rem",
							sm: "2.5rem"
						} },
						children: tab === "login" ? t("login.title") : t("register.title")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						"aria-hidden": "true",
						sx: {
							width: 48,
							height: 3,
							bgcolor: "gold.main",
							borderRadius: 2,
							my: 2
						}
					}),
					tab === "login" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							color: "text.secondary",
							mb: 3
						},
						children: t("login.subtitle")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoginForm, {})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							sx: {
								color: "text.secondary",
								mb: 3
							},
							children: t("register.subtitle")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
							fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								role: "status",
								sx: {
									color: "text.secondary",
									mb: 3
								},
								children: t("register.loading")
							}),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RegisterForm, {})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
							sx: {
								color: "text.secondary",
								textAlign: "center",
								mt: 3
							},
							children: [
								t("register.haveAccount"),
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
									component: Link$1,
									to: PATHS.login,
									sx: { color: "gold.dark" },
									children: t("tabs.login")
								})
							]
						})
					] })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordNotice, {})
		]
	});
}
export { AuthPage, AuthPage as Component, isLoginField as n, auth_page_exports as t };
