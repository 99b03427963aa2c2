import { t as ArrowBack_default } from "./ArrowBack-B4mlZRhi.js";
import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { It as CreditCardUpdateResponseSchema, Lt as ReauthenticateRequestSchema, M as i18n, Mt as CardBillingSchema, N as setLanguage, Nt as CardCheckoutSchema, On as array, Rt as ReauthenticationSchema, Vn as LANGUAGES, Vt as ProfileSchema, Zn as localeOf, _t as profileUpdateSchema, b as resolveMessage, ft as StateOptionSchema, gt as changePasswordSchema, j as currentLanguage, k as PATHS, kn as boolean, mt as PROFILE_PENDING_FIELDS, o as Box, r as Button, t as Typography, y as notify } from "../render-page.js";
import { o as FormLabel, s as FormControl } from "./OutlinedInput-T6loE8EQ.js";
import { t as FormControlLabel } from "./FormControlLabel-CIfoh-XI.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { r as Radio, t as RadioGroup } from "./RadioGroup-jp6vjQDj.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { t as useMediaQuery } from "./useMediaQuery-Dl0azaGj.js";
import { t as useMutation } from "./useMutation-DmydnA2C.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { a as useController, o as useForm, s as useWatch, t as Controller } from "./index.esm-B0mG8oQV.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { g as useSearchParams, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as FormField } from "./form-field-BfxwDFPE.js";
import { t as SwitchField } from "./switch-field-CW8RRtGd.js";
import { t as MainAndSide } from "./main-and-side-C61wZ5G4.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { n as Visibility_default, t as VisibilityOff_default } from "./VisibilityOff-QX66JSEg.js";
import { t as IconButton } from "./IconButton-CbfXPR5l.js";
import { t as InputAdornment } from "./InputAdornment-CkYss2iv.js";
import { i as isApiRequestError, n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { a as updateProfile, o as useProfile, r as normaliseProfile } from "./profile-query-CKIqjTuP.js";
import { i as profileKeys, t as cardKeys } from "./query-keys-XKHZ0HV6.js";
import { t as u } from "./zod-BITB4qfJ.js";
import { r as Dialog, t as DialogContent } from "./DialogContent--YaXM1cn.js";
import { t as DialogActions } from "./DialogActions-BWAwD-6G.js";
import { t as DialogTitle } from "./DialogTitle-BTxk64B5.js";
import { t as PasswordStrengthMeter } from "./password-strength-meter-BTiI0WDY.js";
import { t as browserPasswordChecks } from "./password-estimator-DnpEIIi9.js";
import { t as applyServerErrors } from "./server-errors-dgWH2iUi.js";
import { t as PendingChangeNotice } from "./pending-change-notice-vfkir4MD.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { t as VisuallyHidden } from "./visually-hidden-DBMt4wTW.js";
import { n as creditCardsQueryOptions, t as useDeviceFingerprint } from "./device-fingerprint-DNkNh8j0.js";
import { a as rememberCheckoutOrigin, i as postToProvider, r as ownPath } from "./hosted-checkout-BBq1HXn6.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as Checkbox } from "./Checkbox-DaJgihQ2.js";
import { t as LabelledValue } from "./labelled-value-D4_3dJB5.js";
import { r as SelectField, t as FieldRow } from "./select-field--MGgqSoY.js";
import { t as useCountries } from "./countries-CHzZ9ri3.js";
var profileMessages = {
	en: {
		profile_updated: "Your profile has been updated.",
		profile_updated_pending: "Your profile has been updated. Our agents will verify the changes within 1–3 days.",
		profile_email_confirmation_sent: "We sent a confirmation link to {{email}}.",
		profile_member_only: "Only club members can change this information. Please contact customer care.",
		validation_current_password: "The current password is not correct.",
		validation_address_min: "The address must have at least 8 characters.",
		validation_address_format: "The address must contain a letter and a digit.",
		email_confirmation_invalid: "This confirmation link is not valid.",
		email_confirmation_expired: "This confirmation link has expired. We sent a new link to {{email}}.",
		email_confirmed: "Your new e-mail address is confirmed. Our agents will apply it within 1–3 days."
	},
	es: {
		profile_updated: "Tu perfil se actualizó.",
		profile_updated_pending: "Tu perfil se actualizó. Nuestros agentes verificarán los cambios en un plazo de 1 a 3 días.",
		profile_email_confirmation_sent: "Enviamos un enlace de confirmación a {{email}}.",
		profile_member_only: "Solo los socios del club pueden cambiar este dato. Comunícate con Atención a Socios.",
		validation_current_password: "La contraseña actual no es correcta.",
		validation_address_min: "La dirección debe tener al menos 8 caracteres.",
		validation_address_format: "La dirección debe contener una letra y un número.",
		email_confirmation_invalid: "Este enlace de confirmación no es válido.",
		email_confirmation_expired: "Este enlace de confirmación expiró. Enviamos un enlace nuevo a {{email}}.",
		email_confirmed: "Confirmaste tu nuevo correo electrónico. Nuestros agentes lo aplicarán en un plazo de 1 a 3 días."
	}
};
// ../../node_modules/@mui/icons-material/LockOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var LockOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2" }), "LockOutlined");
// src/components/ui/form-switch-field.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** A SwitchField bound to a react-hook-form boolean: its value, its touch, and the focus on the first error. */
function FormSwitchField({ control, name, ...props }) {
	const { field } = useController({
		control,
		name
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchField, {
		...props,
		checked: field.value,
		onChange: field.onChange,
		onBlur: field.onBlur,
		inputRef: field.ref
	});
}
// src/components/ui/password-field.tsx
/** A password input with show/hide and the caps-lock warning (spec section 5) while it has focus. */
function PasswordField({ id, label, autoComplete, error, help, describedBy, registration }) {
	const { t, i18n } = useTranslation("account");
	const [visible, setVisible] = (0, import_react.useState)(false);
	const [capsLock, setCapsLock] = (0, import_react.useState)(false);
	const track = (event) => {
		if (typeof event.getModifierState === "function") setCapsLock(event.getModifierState("CapsLock"));
	};
	const { ref, onBlur, ...field } = registration;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
		id,
		label,
		type: visible ? "text" : "password",
		autoComplete,
		error,
		describedBy,
		inputRef: ref,
		...field,
		onBlur: (event) => {
			setCapsLock(false);
			onBlur(event);
		},
		onKeyDown: track,
		onKeyUp: track,
		help: capsLock ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "span",
			role: "status",
			sx: {
				color: "warning.main",
				fontWeight: 600
			},
			children: resolveMessage(i18n, "caps_lock_on")
		}) : help,
		endAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
			position: "end",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				onClick: () => setVisible((value) => !value),
				"aria-label": visible ? t("password.hide") : t("password.show"),
				"aria-pressed": visible,
				"aria-controls": id,
				edge: "end",
				children: visible ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisibilityOff_default, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Visibility_default, {})
			})
		})
	});
}
// src/features/account/components/change-password-dialog.tsx
var ChangePasswordSchema = changePasswordSchema(browserPasswordChecks);
var FIELDS = [
	"current_password",
	"new_password",
	"new_password_confirmation"
];
var EMPTY = {
	current_password: "",
	new_password: "",
	new_password_confirmation: ""
};
/**
* The change-password dialog: current, new and confirmation, checked by the shared schema here and the
* current one by the server (`PUT /profile`). Focus stays inside while it is open and returns to the button
* that opened it (MUI's focus trap).
*/
function ChangePasswordDialog({ open, profile, onClose }) {
	const { t, i18n } = useTranslation("account");
	const queryClient = useQueryClient();
	const [alert, setAlert] = (0, import_react.useState)(null);
	const firstField = (0, import_react.useRef)(null);
	const form = useForm({
		resolver: u(ChangePasswordSchema),
		mode: "onSubmit",
		reValidateMode: "onChange",
		defaultValues: EMPTY
	});
	const newPassword = useWatch({
		control: form.control,
		name: "new_password"
	});
	const change = useMutation({
		mutationFn: (values) => updateProfile({
			...values,
			language_id: profile.language_id,
			all_communications: profile.all_communications,
			monthly_communications: profile.monthly_communications
		}),
		onSuccess: ({ data, message }) => {
			queryClient.setQueryData(profileKeys.all, normaliseProfile(data.profile));
			notify("success", message);
			close();
		},
		onError: (error) => setAlert(applyServerErrors(error, form.setError, FIELDS))
	});
	function close() {
		form.reset(EMPTY);
		setAlert(null);
		change.reset();
		onClose();
	}
	const errorOf = (field) => {
		const message = form.formState.errors[field]?.message;
		return message ? resolveMessage(i18n, message) : void 0;
	};
	const { ref: currentRef, ...current } = form.register("current_password");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onClose: () => {
			if (!change.isPending) close();
		},
		"aria-labelledby": "change-password-title",
		"aria-describedby": "change-password-intro",
		fullWidth: true,
		maxWidth: "sm",
		slotProps: { transition: { onEntered: () => firstField.current?.focus() } },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "form",
			noValidate: true,
			onSubmit: form.handleSubmit((values) => {
				setAlert(null);
				change.mutate(values);
			}),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
					id: "change-password-title",
					component: "h2",
					variant: "h3",
					sx: {
						pt: 3.5,
						px: {
							xs: 2.5,
							sm: 4
						}
					},
					children: t("password.title")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
					sx: {
						display: "grid",
						gap: 2.5,
						px: {
							xs: 2.5,
							sm: 4
						}
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							id: "change-password-intro",
							sx: { color: "text.secondary" },
							children: t("password.intro")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
							id: "password-current",
							label: t("password.current"),
							autoComplete: "current-password",
							error: errorOf("current_password"),
							registration: {
								...current,
								ref: (element) => {
									currentRef(element);
									firstField.current = element;
								}
							}
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
							id: "password-new",
							label: t("password.new"),
							autoComplete: "new-password",
							error: errorOf("new_password"),
							help: t("password.rules"),
							describedBy: "password-new-strength",
							registration: form.register("new_password")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordStrengthMeter, {
							id: "password-new-strength",
							password: newPassword,
							personal: [
								profile.first_name,
								profile.last_name,
								profile.email
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
							id: "password-confirm",
							label: t("password.confirm"),
							autoComplete: "new-password",
							error: errorOf("new_password_confirmation"),
							registration: form.register("new_password_confirmation")
						}),
						alert ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
							severity: "error",
							children: resolveMessage(i18n, alert)
						}) : null
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, {
					sx: {
						px: {
							xs: 2.5,
							sm: 4
						},
						pb: 3.5,
						pt: 1,
						gap: 1,
						flexWrap: "wrap"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						onClick: close,
						color: "ink",
						variant: "outlined",
						disabled: change.isPending,
						children: t("password.cancel")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "contained",
						color: "gold",
						disabled: change.isPending,
						children: t("password.submit")
					})]
				})
			]
		})
	});
}
// src/features/account/lib/register-messages.ts
/**
* The profile's API and validation texts join the `messages` namespace with the account screens, so the
* login page does not carry them (decision 005).
*/
for (const language of LANGUAGES) i18n.addResourceBundle(language, "messages", profileMessages[language], true, false);
// src/features/account/lib/profile-form.ts
/**
* The edit-profile form's values and what it sends (spec sections 4 and 5): one place decides what counts as
* a change, so the "no property changed" guard, the request body and the language-only case agree.
*/
var ProfileUpdateSchema = profileUpdateSchema(browserPasswordChecks);
/** The profile's own fields (what can change); the current password is not one of them. */
var PROFILE_FORM_FIELDS = [
	"address_line_1",
	"address_line_2",
	"email",
	"home_phone",
	"mobile_phone",
	"language_id",
	"all_communications",
	"monthly_communications"
];
/** Where the form shows errors, the server's included. */
var PROFILE_ERROR_FIELDS = [...PROFILE_FORM_FIELDS, "current_password"];
/**
* What the form starts from: the stored profile with the values the member already asked for on top, so a
* request waiting for customer care is neither lost from view nor sent again as "new".
*/
function formValuesOf(profile) {
	const requested = profile.pending_change?.fields ?? {};
	const pick = (field) => {
		return (field in requested ? requested[field] : profile[field]) ?? "";
	};
	return {
		address_line_1: pick("address_line_1"),
		address_line_2: pick("address_line_2"),
		email: pick("email"),
		home_phone: pick("home_phone"),
		mobile_phone: pick("mobile_phone"),
		language_id: profile.language_id,
		all_communications: profile.all_communications,
		monthly_communications: profile.monthly_communications,
		current_password: ""
	};
}
/** A new e-mail needs the current password (the API refuses it without). */
function emailChanged(initial, values) {
	return !same(initial.email, values.email);
}
var same = (a, b) => typeof a === "string" && typeof b === "string" ? a.trim() === b.trim() : a === b;
/** The fields the member changed (surrounding spaces do not count). */
function changedFields(initial, values) {
	return PROFILE_FORM_FIELDS.filter((field) => !same(initial[field], values[field]));
}
function isLanguageOnly(changed) {
	return changed.length === 1 && changed[0] === "language_id";
}
/**
* The `PUT /profile` body: the preferences always (spec section 5: the flags go along, false if missing) and
* the membership data the member changed. Unchanged membership data stays out — absent means unchanged — so
* saving a preference never files a request for customer care again. Empty phones go as null.
*/
function toRequest(initial, values) {
	const body = {
		language_id: values.language_id,
		all_communications: values.all_communications === true,
		monthly_communications: values.monthly_communications === true
	};
	for (const field of PROFILE_PENDING_FIELDS) {
		if (same(initial[field], values[field])) continue;
		const value = values[field].trim();
		if (field === "address_line_1" || field === "email") body[field] = value;
		else body[field] = value === "" ? null : value;
	}
	if (emailChanged(initial, values)) body.current_password = values.current_password;
	return body;
}
/**
* The shared `profileUpdateSchema` as the form's resolver, applied to the body the form would send: the same
* rules and message keys as the API, and only on what the member changed (a stored value the rules would now
* refuse does not block saving something else).
*/
function profileResolver(initial) {
	return async (values) => {
		const result = ProfileUpdateSchema.safeParse(toRequest(initial(), values));
		const errors = {};
		for (const issue of result.success ? [] : result.error.issues) {
			const field = PROFILE_FORM_FIELDS.find((f) => f === issue.path[0]);
			if (field && !errors[field]) errors[field] = {
				type: issue.code,
				message: issue.message
			};
		}
		if (emailChanged(initial(), values) && values.current_password === "") errors.current_password = {
			type: "required",
			message: "validation_required"
		};
		return Object.keys(errors).length === 0 ? {
			values,
			errors: {}
		} : {
			values: {},
			errors
		};
	};
}
// src/features/account/api/profile-api.ts
/**
* The account endpoints: e-mail confirmation. The profile update itself is in `lib/profile-query.ts`: the
* header's language switch sends it too.
*/
/** The signed link mailed to a new address; answers the profile with `pending_change.email_confirmed`. */
function confirmEmail(body) {
	return apiRequest("/profile/email-confirmation", {
		method: "POST",
		body,
		parse: (data) => ProfileSchema.parse(data)
	});
}
// src/features/account/lib/use-email-confirmation.ts
/**
* The link mailed to a new address opens `/edit-profile?confirm-email=<id>&expires=…&signature=…`: confirm it
* once, say how it went, and drop the query so a reload does not send it again.
*/
function useEmailConfirmation() {
	const [params, setParams] = useSearchParams();
	const queryClient = useQueryClient();
	const started = (0, import_react.useRef)(false);
	const id = params.get("confirm-email");
	const expires = params.get("expires");
	const signature = params.get("signature");
	(0, import_react.useEffect)(() => {
		if (!id || started.current) return;
		started.current = true;
		const clear = () => setParams((current) => {
			const next = new URLSearchParams(current);
			for (const key of [
				"confirm-email",
				"expires",
				"signature"
			]) next.delete(key);
			return next;
		}, { replace: true });
		confirmEmail({
			id,
			expires: expires ?? "",
			signature: signature ?? ""
		}).then((profile) => {
			queryClient.setQueryData(profileKeys.all, normaliseProfile(profile));
			notify("success", "email_confirmed");
		}).catch((error) => {
			notify("error", isApiRequestError(error) ? error.displayMessage : "generic_error");
		}).finally(clear);
	}, [
		id,
		expires,
		signature,
		queryClient,
		setParams
	]);
}
// src/features/account/pages/edit-profile-page.tsx
var FORM_ID = "edit-profile-form";
function Card({ id, title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-labelledby": id,
		elevation: 1,
		sx: {
			p: {
				xs: 2.5,
				sm: 4
			},
			display: "grid",
			gap: 2.5,
			alignContent: "start"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id,
			component: "h2",
			variant: "h3",
			children: title
		}), children]
	});
}
function ProfileForm({ profile }) {
	const { t, i18n } = useTranslation(["account", "common"]);
	const queryClient = useQueryClient();
	const narrow = useMediaQuery((theme) => theme.breakpoints.down("md"));
	const baseline = (0, import_react.useMemo)(() => formValuesOf(profile), [profile]);
	const baselineRef = (0, import_react.useRef)(baseline);
	baselineRef.current = baseline;
	const [alert, setAlert] = (0, import_react.useState)(null);
	const form = useForm({
		resolver: profileResolver(() => baselineRef.current),
		mode: "onTouched",
		reValidateMode: "onChange",
		defaultValues: baseline
	});
	(0, import_react.useEffect)(() => {
		form.reset(baseline, { keepDirtyValues: true });
	}, [baseline, form]);
	const save = useMutation({
		mutationFn: ({ values }) => updateProfile(toRequest(baselineRef.current, values)),
		onSuccess: async ({ data: result, message }, { changed }) => {
			const updated = normaliseProfile(result.profile);
			queryClient.setQueryData(profileKeys.all, updated);
			form.reset(formValuesOf(updated));
			if (updated.language_id !== currentLanguage()) await setLanguage(updated.language_id);
			if (isLanguageOnly(changed)) {
				await queryClient.invalidateQueries({ queryKey: profileKeys.all });
				return;
			}
			notify("success", message);
		},
		onError: (error) => {
			if (isApiRequestError(error) && error.code === "no_property_changed") {
				notify("warning", error.message || "no_property_changed");
				return;
			}
			setAlert(applyServerErrors(error, form.setError, PROFILE_ERROR_FIELDS));
		}
	});
	const onSubmit = form.handleSubmit((values) => {
		setAlert(null);
		const changed = changedFields(baselineRef.current, values);
		if (changed.length === 0) {
			notify("warning", "no_property_changed");
			return;
		}
		save.mutate({
			values,
			changed
		});
	});
	const { errors } = form.formState;
	const errorOf = (field) => {
		const message = errors[field]?.message;
		return message ? resolveMessage(i18n, message) : void 0;
	};
	const pendingFields = profile.pending_change?.fields ?? {};
	const waiting = (field) => field in pendingFields && form.watch(field) === baseline[field] ? t("form.waiting") : void 0;
	const help = (field, text) => waiting(field) ?? text;
	const member = profile.vida_member_id !== null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		id: FORM_ID,
		noValidate: true,
		onSubmit: (event) => void onSubmit(event),
		sx: {
			display: "grid",
			gap: {
				xs: 3,
				md: 4
			}
		},
		children: [
			alert ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
				severity: "error",
				children: resolveMessage(i18n, alert)
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
				id: "edit-contact-title",
				title: t("form.contactTitle"),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							color: "text.secondary",
							mt: -1
						},
						children: t(member ? "form.contactNote" : "form.contactNoteGuest")
					}),
					profile.pending_change ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PendingChangeNotice, { change: profile.pending_change }) : null,
					member ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						id: "profile-address-1",
						label: t("form.addressLine1"),
						autoComplete: "address-line1",
						error: errorOf("address_line_1"),
						help: help("address_line_1"),
						...form.register("address_line_1")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						id: "profile-address-2",
						label: t("form.addressLine2"),
						autoComplete: "address-line2",
						error: errorOf("address_line_2"),
						help: help("address_line_2"),
						...form.register("address_line_2")
					})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: { color: "text.secondary" },
						children: t("form.membershipOnly")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						id: "profile-email",
						label: t("form.email"),
						type: "email",
						inputMode: "email",
						autoComplete: "email",
						error: errorOf("email"),
						help: help("email"),
						...form.register("email")
					}),
					emailChanged(baseline, form.watch()) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
						id: "profile-current-password",
						label: t("form.currentPassword"),
						autoComplete: "current-password",
						help: t("form.currentPasswordHelp"),
						error: errorOf("current_password"),
						registration: form.register("current_password")
					}) : null,
					member ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "grid",
							gap: 2.5,
							gridTemplateColumns: {
								xs: "1fr",
								sm: "1fr 1fr"
							}
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							id: "profile-home-phone",
							label: t("form.homePhone"),
							type: "tel",
							autoComplete: "tel",
							error: errorOf("home_phone"),
							help: help("home_phone", t("form.phoneHelp")),
							...form.register("home_phone")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							id: "profile-mobile-phone",
							label: t("form.mobilePhone"),
							type: "tel",
							autoComplete: "tel",
							error: errorOf("mobile_phone"),
							help: help("mobile_phone", t("form.phoneHelp")),
							...form.register("mobile_phone")
						})]
					}) : null
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
				id: "edit-preferences-title",
				title: t("form.preferencesTitle"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
					control: form.control,
					name: "language_id",
					render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
						component: "fieldset",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
							component: "legend",
							sx: {
								fontWeight: 600,
								color: "text.primary",
								mb: 1,
								"&.Mui-focused": { color: "text.primary" }
							},
							children: t("form.language")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
							row: true,
							name: field.name,
							value: field.value,
							onChange: (event) => field.onChange(event.target.value),
							onBlur: field.onBlur,
							children: LANGUAGES.map((language) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
								value: language,
								lang: language,
								control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
								label: t(`common:language.${language}`),
								sx: { mr: 4 }
							}, language))
						})]
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "fieldset",
					sx: {
						border: 0,
						m: 0,
						p: 0,
						display: "grid",
						gap: 1.5
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "legend",
							sx: {
								fontWeight: 600,
								mb: 1,
								p: 0
							},
							children: t("form.communications")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSwitchField, {
							control: form.control,
							name: "all_communications",
							strongLabel: true,
							id: "profile-all-communications",
							label: t("form.allCommunications"),
							help: t("form.allCommunicationsHelp")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSwitchField, {
							control: form.control,
							name: "monthly_communications",
							strongLabel: true,
							id: "profile-monthly-communications",
							label: t("form.monthlyCommunications"),
							help: t("form.monthlyCommunicationsHelp")
						})
					]
				})]
			}),
			narrow ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				color: "gold",
				size: "large",
				fullWidth: true,
				children: t("form.save")
			}) : null
		]
	});
}
function SecurityCard({ profile }) {
	const { t } = useTranslation("account");
	const [open, setOpen] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		id: "edit-security-title",
		title: t("form.securityTitle"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					color: "text.secondary",
					mt: -1
				},
				children: t("form.securityText")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outlined",
				color: "ink",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LockOutlined_default, {}),
				onClick: () => setOpen(true),
				children: t("password.open")
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChangePasswordDialog, {
				open,
				profile,
				onClose: () => setOpen(false)
			})
		]
	});
}
/**
* Edit Profile (spec sections 2, 4, 5): contact details (verified by customer care), language and
* communication preferences (at once), the change-password dialog and the saved cards (read-only).
*/
function EditProfilePage({ SavedCards }) {
	const { t } = useTranslation(["account", "pages"]);
	const { data: profile } = useProfile();
	useEmailConfirmation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "account",
		width: "wide",
		overline: t("overline"),
		title: t("pages:editProfile"),
		subtitle: profile ? profile.vida_member_id ? t("memberIdValue", { id: profile.vida_member_id }) : t("nonMember") : t("form.intro"),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				mt: 3.5,
				display: "flex",
				flexWrap: "wrap",
				gap: 2,
				alignItems: "center",
				justifyContent: "space-between"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: PATHS.myAccount,
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowBack_default, {}),
				sx: {
					color: "common.white",
					"&:hover": { bgcolor: "rgba(255,255,255,0.08)" }
				},
				children: t("form.back")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				form: FORM_ID,
				variant: "contained",
				color: "gold",
				size: "large",
				disabled: !profile,
				sx: { minWidth: 160 },
				children: t("form.save")
			})]
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "wide",
		children: profile ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MainAndSide, {
			main: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileForm, { profile }),
			side: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SecurityCard, { profile }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
				id: "edit-cards-title",
				title: t("cards.title"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						color: "text.secondary",
						mt: -1
					},
					children: t("cards.intro")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SavedCards, { profile })]
			})] })
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "grid",
				gap: 3
			},
			"aria-hidden": "true",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				variant: "rounded",
				height: 420
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				variant: "rounded",
				height: 200
			})]
		})
	})] });
}
// ../../node_modules/@mui/icons-material/AddCardOutlined.mjs
var AddCardOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20 4H4c-1.11 0-1.99.89-1.99 2L2 18c0 1.11.89 2 2 2h10v-2H4v-6h18V6c0-1.11-.89-2-2-2m0 4H4V6h16zm4 9v2h-3v3h-2v-3h-3v-2h3v-3h2v3z" }), "AddCardOutlined");
// ../../node_modules/@mui/icons-material/CreditCardOutlined.mjs
var CreditCardOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20 4H4c-1.11 0-1.99.89-1.99 2L2 18c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V6c0-1.11-.89-2-2-2m0 14H4v-6h16zm0-10H4V6h16z" }), "CreditCardOutlined");
// src/features/cards/api/cards-api.ts
/** Changing saved cards: password confirmation, default/deactivate, and the signed hosted-checkout request. */
function reauthenticate(password) {
	return apiRequest("/reauthenticate", {
		method: "POST",
		body: { password },
		parse: (data) => ReauthenticationSchema.parse(data)
	});
}
/** The whole card object with the change (spec section 7); answers the card and the success text. */
function updateCard(card, change) {
	return apiRequest(`/credit_cards/${card.id}`, {
		method: "PUT",
		body: {
			...card,
			...change
		},
		envelope: true,
		parse: (envelope) => CreditCardUpdateResponseSchema.parse(envelope)
	});
}
function startCardCheckout(body) {
	return apiRequest("/card-checkout", {
		method: "POST",
		body,
		parse: (data) => CardCheckoutSchema.parse(data)
	});
}
/** The API asks for the password first (cards change only within 5 minutes of a confirmation). */
var needsPassword = (error) => isApiRequestError(error) && error.status === 403 && error.code === "reauthentication_required";
// src/lib/reference-data/states.ts
var StateListSchema = array(StateOptionSchema);
/** The states of the US or the provinces of Canada (spec section 9: other countries take free text). */
function statesQueryOptions(language, country) {
	return queryOptions({
		queryKey: [
			"states",
			language,
			country
		],
		queryFn: ({ signal }) => apiRequest(`/states?country=${country}`, {
			parse: (data) => StateListSchema.parse(data),
			signal
		}),
		staleTime: 36e5
	});
}
/** The list for a country that has one; empty while loading, on failure, or for any other country. */
function useStates(language, country) {
	const listed = country === "US" || country === "CA" ? country : null;
	return useQuery({
		...statesQueryOptions(language, listed ?? "US"),
		enabled: listed !== null
	}).data ?? [];
}
// src/features/cards/components/card-dialog-frame.tsx
/**
* The frame every saved-card dialog shares: title, content and actions, optionally as a form. MUI's dialog
* keeps focus inside and gives it back to the button that opened it.
*/
function CardDialogFrame({ open, title, busy = false, onClose, onSubmit, onEntered, actions, children }) {
	const titleId = (0, import_react.useId)();
	const padding = {
		xs: 2.5,
		sm: 4
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onClose: () => {
			if (!busy) onClose();
		},
		"aria-labelledby": titleId,
		fullWidth: true,
		maxWidth: "sm",
		slotProps: {
			paper: { sx: { m: {
				xs: 1.5,
				sm: 4
			} } },
			...onEntered ? { transition: { onEntered } } : {}
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: onSubmit ? "form" : "div",
			noValidate: onSubmit ? true : void 0,
			onSubmit,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
					id: titleId,
					component: "h2",
					variant: "h3",
					sx: {
						pt: 3.5,
						px: padding
					},
					children: title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
					sx: {
						display: "grid",
						gap: 2.5,
						px: padding
					},
					children
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogActions, {
					sx: {
						px: padding,
						pb: 3.5,
						pt: 1,
						gap: 1,
						flexWrap: "wrap"
					},
					children: actions
				})
			]
		})
	});
}
// src/features/cards/components/card-billing-dialog.tsx
/** The shared billing rules, and whether a new card becomes the default. */
var BillingFormSchema = CardBillingSchema.extend({ is_default: boolean() });
function initialValues(mode, profile) {
	if (mode.kind === "add") return {
		bill_to_forename: profile.first_name,
		bill_to_surname: profile.last_name,
		bill_to_address_line1: profile.address_line_1 ?? "",
		bill_to_address_city: profile.city ?? "",
		bill_to_address_country: profile.country ?? "",
		bill_to_address_state: profile.states ?? "",
		bill_to_address_postal_code: profile.postal_code ?? "",
		is_default: false
	};
	const { card } = mode;
	return {
		bill_to_forename: card.first_name,
		bill_to_surname: card.last_name,
		bill_to_address_line1: card.address,
		bill_to_address_city: card.city,
		bill_to_address_country: card.country,
		bill_to_address_state: card.state,
		bill_to_address_postal_code: card.post_code,
		is_default: card.is_default
	};
}
/**
* The add/edit card dialog (billing details, checked by the shared schema before the consent dialog) and
* the info-only one. The card number is never asked for here: the provider's page takes it.
*/
function CardBillingDialog({ mode, ...rest }) {
	if (!mode) return null;
	const key = mode.kind === "add" ? "add" : `${mode.kind}-${mode.card.id}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BillingForm, {
		mode,
		...rest
	}, key);
}
function BillingForm({ mode, profile, language, cardLabel, onClose, onSubmit }) {
	const { t, i18n } = useTranslation("account");
	const first = (0, import_react.useRef)(null);
	const form = useForm({
		resolver: u(BillingFormSchema),
		mode: "onSubmit",
		reValidateMode: "onChange",
		defaultValues: initialValues(mode, profile)
	});
	const country = useWatch({
		control: form.control,
		name: "bill_to_address_country"
	});
	const countries = useCountries(language);
	const listed = country === "US" || country === "CA";
	const states = useStates(language, country);
	const errorOf = (field) => {
		const message = form.formState.errors[field]?.message;
		return message ? resolveMessage(i18n, message) : void 0;
	};
	const text = (field, label, autoComplete) => {
		const { ref, ...registration } = form.register(field);
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
			id: `card-${field}`,
			label: `${label} *`,
			autoComplete,
			error: errorOf(field),
			inputRef: (element) => {
				ref(element);
				if (field === "bill_to_forename") first.current = element;
			},
			...registration
		});
	};
	if (mode.kind === "info") {
		const { card } = mode;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardDialogFrame, {
			open: true,
			title: t("cards.form.infoTitle"),
			onClose,
			actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: onClose,
				variant: "contained",
				color: "gold",
				children: t("cards.form.close")
			}),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "dl",
				sx: {
					m: 0,
					display: "grid",
					gap: 2,
					gridTemplateColumns: {
						xs: "1fr",
						sm: "1fr 1fr"
					}
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("cards.form.card"),
						children: cardLabel(card)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("cards.form.holder"),
						children: card.card_holder_name
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("cards.form.address"),
						children: card.address
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("cards.form.city"),
						children: card.city
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("cards.form.state"),
						children: card.state
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("cards.form.postalCode"),
						children: card.post_code
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("cards.form.country"),
						children: countries.find((c) => c.value === card.country)?.label ?? card.country
					})
				]
			})
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardDialogFrame, {
		open: true,
		title: mode.kind === "add" ? t("cards.form.addTitle") : t("cards.form.editTitle"),
		onClose,
		onEntered: () => first.current?.focus(),
		onSubmit: form.handleSubmit(onSubmit),
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			onClick: onClose,
			color: "ink",
			variant: "outlined",
			children: t("cards.form.cancel")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			type: "submit",
			variant: "contained",
			color: "gold",
			children: t("cards.form.continue")
		})] }),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				sx: { color: "text.secondary" },
				children: [mode.kind === "edit" ? `${cardLabel(mode.card)}. ` : "", t("cards.form.intro")]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRow, { children: [text("bill_to_forename", t("cards.form.firstName"), "cc-given-name"), text("bill_to_surname", t("cards.form.lastName"), "cc-family-name")] }),
			text("bill_to_address_line1", t("cards.form.address"), "address-line1"),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRow, { children: [text("bill_to_address_city", t("cards.form.city"), "address-level2"), text("bill_to_address_postal_code", t("cards.form.postalCode"), "postal-code")] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRow, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				name: "bill_to_address_country",
				control: form.control,
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
					id: "card-bill_to_address_country",
					label: `${t("cards.form.country")} *`,
					placeholder: t("cards.form.chooseCountry"),
					options: countries.map((c) => ({
						value: c.value,
						label: c.label
					})),
					error: errorOf("bill_to_address_country"),
					name: field.name,
					value: field.value,
					onChange: (value) => {
						field.onChange(value);
						form.setValue("bill_to_address_state", "");
					},
					onBlur: field.onBlur,
					required: true
				})
			}), listed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				name: "bill_to_address_state",
				control: form.control,
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
					id: "card-bill_to_address_state",
					label: `${t("cards.form.state")} *`,
					placeholder: t("cards.form.chooseState"),
					options: states.map((s) => ({
						value: s.value,
						label: s.label
					})),
					error: errorOf("bill_to_address_state"),
					name: field.name,
					value: field.value,
					onChange: field.onChange,
					onBlur: field.onBlur,
					required: true
				})
			}) : text("bill_to_address_state", t("cards.form.state"), "address-level1")] }),
			mode.kind === "add" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				name: "is_default",
				control: form.control,
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
					control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						checked: field.value,
						onChange: (event) => field.onChange(event.target.checked)
					}),
					label: t("cards.form.makeDefault")
				})
			}) : null
		]
	});
}
// src/features/cards/components/card-brand-mark.tsx
/**
* The card network, drawn by the portal (no brand files): a navy plate with a slanted wordmark for Visa-type
* cards, two overlapping rings for Mastercard-type cards. Decorative: the card's text names the network.
*/
function CardBrandMark({ type }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "svg",
		viewBox: "0 0 56 36",
		"aria-hidden": "true",
		focusable: "false",
		sx: {
			width: 56,
			height: 36,
			flexShrink: 0,
			display: "block"
		},
		children: type === "visa" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				width: "56",
				height: "36",
				rx: "6",
				fill: "#1B2A5E"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "28",
				y: "23.5",
				textAnchor: "middle",
				fontSize: "14",
				fontWeight: "800",
				fontStyle: "italic",
				letterSpacing: "1",
				fill: "#FFFFFF",
				style: { fontFamily: "system-ui, sans-serif" },
				children: "VISA"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				x: "10",
				y: "27",
				width: "36",
				height: "2",
				rx: "1",
				fill: "#E2C48E"
			})
		] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				width: "56",
				height: "36",
				rx: "6",
				fill: "#1F1F1F"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
				cx: "22.5",
				cy: "18",
				r: "10",
				fill: "#C8463B"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
				cx: "33.5",
				cy: "18",
				r: "10",
				fill: "#E8A33A"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M28 9.65 a10 10 0 0 1 0 16.7 a10 10 0 0 1 0 -16.7 z",
				fill: "#DC7232"
			})
		] })
	});
}
// src/features/cards/components/card-consent-dialog.tsx
/** Spec section 1: the member agrees before going to the provider's hosted page. */
function CardConsentDialog({ open, busy, onClose, onAgree }) {
	const { t } = useTranslation("account");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardDialogFrame, {
		open,
		title: t("cards.consent.title"),
		busy,
		onClose,
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			onClick: onClose,
			color: "ink",
			variant: "outlined",
			disabled: busy,
			children: t("cards.consent.cancel")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			onClick: onAgree,
			variant: "contained",
			color: "gold",
			disabled: busy,
			children: t("cards.consent.agree")
		})] }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("cards.consent.body") })
	});
}
// src/features/cards/components/confirm-password-dialog.tsx
/** Asks for the member's password before a card is added, edited or deleted (`POST /reauthenticate`). */
function ConfirmPasswordDialog({ open, onClose, onConfirmed }) {
	const { t, i18n } = useTranslation("account");
	const [alert, setAlert] = (0, import_react.useState)(null);
	const field = (0, import_react.useRef)(null);
	const form = useForm({
		resolver: u(ReauthenticateRequestSchema),
		mode: "onSubmit",
		defaultValues: { password: "" }
	});
	const confirm = useMutation({
		mutationFn: (values) => reauthenticate(values.password),
		onSuccess: () => {
			form.reset();
			onConfirmed();
		},
		onError: (error) => setAlert(applyServerErrors(error, form.setError, ["password"]))
	});
	const close = () => {
		form.reset();
		setAlert(null);
		onClose();
	};
	const message = form.formState.errors.password?.message;
	const { ref, ...registration } = form.register("password");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardDialogFrame, {
		open,
		title: t("cards.password.title"),
		busy: confirm.isPending,
		onClose: close,
		onEntered: () => field.current?.focus(),
		onSubmit: form.handleSubmit((values) => {
			setAlert(null);
			confirm.mutate(values);
		}),
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			onClick: close,
			color: "ink",
			variant: "outlined",
			disabled: confirm.isPending,
			children: t("cards.password.cancel")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			type: "submit",
			variant: "contained",
			color: "gold",
			disabled: confirm.isPending,
			children: t("cards.password.confirm")
		})] }),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { color: "text.secondary" },
				children: t("cards.password.intro")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
				id: "card-password",
				label: t("cards.password.label"),
				autoComplete: "current-password",
				error: message ? resolveMessage(i18n, message) : void 0,
				registration: {
					...registration,
					ref: (element) => {
						ref(element);
						field.current = element;
					}
				}
			}),
			alert ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
				severity: "error",
				children: resolveMessage(i18n, alert)
			}) : null
		]
	});
}
// src/features/cards/components/delete-card-dialog.tsx
/** The delete confirmation; the card is deactivated (kept for the payment history), not erased. */
function DeleteCardDialog({ card, cardLabel, busy, onClose, onConfirm }) {
	const { t } = useTranslation("account");
	const [shown, setShown] = (0, import_react.useState)(card);
	if (card && card !== shown) setShown(card);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardDialogFrame, {
		open: card !== null,
		title: t("cards.remove.title"),
		busy,
		onClose,
		actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			onClick: onClose,
			color: "ink",
			variant: "outlined",
			disabled: busy,
			children: t("cards.remove.cancel")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			onClick: () => {
				if (card) onConfirm(card);
			},
			variant: "contained",
			color: "error",
			disabled: busy,
			children: t("cards.remove.confirm")
		})] }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: shown ? t("cards.remove.body", { card: cardLabel(shown) }) : null })
	});
}
// src/features/cards/components/saved-cards.tsx
/** MM/YYYY in the member's locale. */
function expiryOf(card, language) {
	return new Intl.DateTimeFormat(localeOf(language), {
		month: "2-digit",
		year: "numeric",
		timeZone: "UTC"
	}).format(new Date(Date.UTC(card.exp_year, card.exp_month - 1, 1)));
}
var isExpired = (card, now = /* @__PURE__ */ new Date()) => card.exp_year * 12 + card.exp_month < now.getFullYear() * 12 + now.getMonth() + 1;
var lastFourOf = (card) => card.card_number.replace(/\D/g, "").slice(-4);
function CardRow({ card, language, busy, onDetails, onEdit, onDelete, onMakeDefault }) {
	const { t } = useTranslation("account");
	const brand = t(`cards.brand.${card.card_type}`);
	const name = t("cards.ending", {
		brand,
		last4: lastFourOf(card)
	});
	const expired = isExpired(card);
	const action = (label, onClick, disabled = false) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		size: "small",
		color: "ink",
		variant: "outlined",
		onClick,
		disabled: disabled || busy,
		children: [label, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(VisuallyHidden, { children: [": ", name] })]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "li",
		sx: {
			display: "grid",
			gap: 1.5,
			p: 2,
			borderRadius: 1,
			border: 1,
			borderColor: card.is_default ? "gold.main" : "divider",
			bgcolor: card.is_default ? "rgba(184, 137, 59, 0.06)" : "common.white"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				gap: 2,
				alignItems: "center"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardBrandMark, { type: card.card_type }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					minWidth: 0,
					flex: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						gap: 1,
						alignItems: "center",
						flexWrap: "wrap"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						component: "span",
						sx: {
							fontWeight: 600,
							letterSpacing: "0.04em"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							"aria-hidden": "true",
							children: [
								brand,
								" ",
								card.card_number
							]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: name })]
					}), card.is_default ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						sx: {
							px: 1,
							py: .125,
							borderRadius: 999,
							fontSize: "0.75rem",
							fontWeight: 700,
							bgcolor: "gold.main",
							color: "gold.contrastText"
						},
						children: t("cards.default")
					}) : null]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					sx: {
						fontSize: "0.875rem",
						color: expired ? "error.main" : "text.secondary",
						overflowWrap: "anywhere"
					},
					children: [
						card.card_holder_name,
						" ·",
						" ",
						t(expired ? "cards.expired" : "cards.expires", { date: expiryOf(card, language) })
					]
				})]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				gap: 1,
				flexWrap: "wrap"
			},
			children: [
				action(t("cards.details"), onDetails),
				action(t("cards.edit"), onEdit),
				card.is_default ? null : action(t("cards.makeDefault"), onMakeDefault, expired),
				action(t("cards.delete"), onDelete)
			]
		})]
	});
}
/**
* The member's saved cards on Edit Profile (spec sections 2 and 4): add, edit and info dialogs, delete,
* make default. Adding or editing goes billing form → consent → (password) → the provider's hosted page.
*/
function SavedCards({ profile }) {
	const { t } = useTranslation("account");
	const language = useLanguage();
	const queryClient = useQueryClient();
	const cards = useQuery(creditCardsQueryOptions());
	const [search] = useSearchParams();
	const returnTo = ownPath(search.get("returnTo"));
	const [dialog, setDialog] = (0, import_react.useState)(() => returnTo && search.get("addCard") === "1" ? { kind: "add" } : null);
	const [consent, setConsent] = (0, import_react.useState)(null);
	const [removing, setRemoving] = (0, import_react.useState)(null);
	const [pending, setPending] = (0, import_react.useState)(null);
	const cardLabel = (card) => t("cards.ending", {
		brand: t(`cards.brand.${card.card_type}`),
		last4: lastFourOf(card)
	});
	const refresh = () => queryClient.invalidateQueries({ queryKey: cardKeys.all });
	const checkout = useMutation({
		mutationFn: startCardCheckout,
		onSuccess: ({ url, fields }) => {
			rememberCheckoutOrigin(returnTo ?? PATHS.editProfile);
			postToProvider(url, fields);
		},
		onError: (error, request) => {
			if (needsPassword(error)) setPending({
				kind: "checkout",
				request
			});
			else notify("error", error.message);
		}
	});
	const change = useMutation({
		mutationFn: ({ card, update }) => updateCard(card, update),
		onSuccess: ({ message }) => {
			notify("success", message);
			setRemoving(null);
			refresh();
		},
		onError: (error, { card, update }) => {
			if (needsPassword(error) && update.status === 0) setPending({
				kind: "delete",
				card
			});
			else notify("error", error.message);
		}
	});
	const fingerprint = useDeviceFingerprint(dialog?.kind === "add" || dialog?.kind === "edit");
	const submitBilling = (values) => {
		const { is_default, ...billing } = values;
		const sessionId = fingerprint.current();
		const device = sessionId ? { device_fingerprint_id: sessionId } : {};
		const request = dialog?.kind === "edit" ? {
			...billing,
			...device,
			card_id: dialog.card.id
		} : {
			...billing,
			...device,
			is_default
		};
		setDialog(null);
		setConsent(request);
	};
	const retryPending = () => {
		const next = pending;
		setPending(null);
		if (next?.kind === "checkout") checkout.mutate(next.request);
		if (next?.kind === "delete") change.mutate({
			card: next.card,
			update: { status: 0 }
		});
	};
	let list;
	if (cards.isPending) list = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 1.5
		},
		"aria-hidden": "true",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			variant: "rounded",
			height: 72
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			variant: "rounded",
			height: 72
		})]
	});
	else if (cards.isError) list = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 1.5,
			justifyItems: "start"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("cards.failed") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "outlined",
			color: "ink",
			onClick: () => void cards.refetch(),
			children: t("cards.retry")
		})]
	});
	else if (cards.data.length === 0) list = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			gap: 2,
			alignItems: "center",
			p: 2,
			borderRadius: 1,
			bgcolor: "sand.main"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CreditCardOutlined_default, {
			"aria-hidden": "true",
			sx: {
				color: "gold.dark",
				fontSize: 32
			}
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("cards.empty") })]
	});
	else list = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: {
			listStyle: "none",
			m: 0,
			p: 0,
			display: "grid",
			gap: 1.5
		},
		children: cards.data.map((card) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardRow, {
			card,
			language,
			busy: change.isPending,
			onDetails: () => setDialog({
				kind: "info",
				card
			}),
			onEdit: () => setDialog({
				kind: "edit",
				card
			}),
			onDelete: () => setRemoving(card),
			onMakeDefault: () => change.mutate({
				card,
				update: { is_default: true }
			})
		}, card.id))
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 2
		},
		children: [
			list,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outlined",
				color: "ink",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddCardOutlined_default, { "aria-hidden": "true" }),
				onClick: () => setDialog({ kind: "add" }),
				children: t("cards.add")
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardBillingDialog, {
				mode: dialog,
				profile,
				language,
				cardLabel,
				onClose: () => setDialog(null),
				onSubmit: submitBilling
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardConsentDialog, {
				open: consent !== null,
				busy: checkout.isPending,
				onClose: () => setConsent(null),
				onAgree: () => {
					if (consent) checkout.mutate(consent);
					setConsent(null);
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteCardDialog, {
				card: removing,
				cardLabel,
				busy: change.isPending,
				onClose: () => setRemoving(null),
				onConfirm: (card) => change.mutate({
					card,
					update: { status: 0 }
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmPasswordDialog, {
				open: pending !== null,
				onClose: () => setPending(null),
				onConfirmed: retryPending
			})
		]
	});
}
// src/app/edit-profile-route.tsx
/** Edit Profile with the saved cards beside the form (composed here: features never import each other). */
function EditProfileRoute() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditProfilePage, { SavedCards });
}
export { EditProfileRoute as Component, EditProfileRoute };
