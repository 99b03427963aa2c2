import { t as u } from "./zod-BITB4qfJ.js";
import { D as CARE_PATHS, Nn as string, o as Box, r as Button, sn as staffSetPasswordRequestSchema, t as Typography } from "../render-page.js";
import { t as Link } from "./Link-BUWBQtjn.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { o as useForm, t as Controller } from "./index.esm-B0mG8oQV.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as Link$1 } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as FormField } from "./form-field-BfxwDFPE.js";
import { t as MAIN_CONTENT_ID } from "./skip-link-D9jCQHJa.js";
import { t as browserPasswordChecks } from "./password-estimator-DnpEIIi9.js";
import { t as applyServerErrors } from "./server-errors-dgWH2iUi.js";
import { i as setStaffPassword } from "./staff-session-api-BOa4a79j.js";
import { n as useMessageText } from "./form-errors-BEKugG3j.js";
// src/features/care/pages/care-set-password-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var StaffSetPasswordRequestSchema = staffSetPasswordRequestSchema(browserPasswordChecks);
/** The token travels in the fragment (`#token=…`), which no server ever sees or logs. */
var tokenFromHash = () => new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
/** The API's password rule, and the same password typed twice. */
var NewPasswordSchema = StaffSetPasswordRequestSchema.pick({ password: true }).extend({ confirm: string() }).refine((values) => values.confirm === values.password, {
	path: ["confirm"],
	message: "validation_password_mismatch"
});
/** `/care/set-password#token=…`: a new staff account's first password (`npm run staff:create` mails the link). */
function CareSetPasswordPage() {
	const { t } = useTranslation([
		"care",
		"pages",
		"messages"
	]);
	const text = useMessageText();
	const [token] = (0, import_react.useState)(tokenFromHash);
	const [formError, setFormError] = (0, import_react.useState)("");
	const [done, setDone] = (0, import_react.useState)("");
	const form = useForm({
		resolver: u(NewPasswordSchema),
		defaultValues: {
			password: "",
			confirm: ""
		}
	});
	const { errors } = form.formState;
	const submit = form.handleSubmit(async ({ password }) => {
		setFormError("");
		try {
			setDone((await setStaffPassword(token, password)).message);
		} catch (failure) {
			setFormError(applyServerErrors(failure, form.setError, ["password"]) ?? "");
		}
	});
	const passwordField = (name, id, label) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control: form.control,
		name,
		render: ({ field }) => {
			const message = errors[name]?.message;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				id,
				type: "password",
				autoComplete: "new-password",
				label,
				name: field.name,
				value: field.value,
				onChange: field.onChange,
				onBlur: field.onBlur,
				inputRef: field.ref,
				error: message ? text(message) : void 0,
				fullWidth: true
			});
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "main",
		id: MAIN_CONTENT_ID,
		tabIndex: -1,
		sx: {
			minHeight: "100vh",
			bgcolor: "sand.main",
			display: "grid",
			placeItems: "start center",
			px: 2,
			py: 6,
			outline: "none"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			sx: {
				width: "100%",
				maxWidth: 460,
				p: {
					xs: 2.5,
					md: 3.5
				},
				display: "grid",
				gap: 2
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h1",
					sx: { fontSize: "1.75rem" },
					children: t("pages:careSetPassword")
				}),
				!token && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
					severity: "error",
					children: t("setPassword.missing")
				}),
				formError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
					severity: "error",
					children: text(formError)
				}),
				done ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
					severity: "info",
					children: done
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					component: Link$1,
					to: CARE_PATHS.login,
					children: t("setPassword.toLogin")
				})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
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
							children: t("setPassword.intro")
						}),
						passwordField("password", "staff-password", t("setPassword.password")),
						passwordField("confirm", "staff-confirm", t("setPassword.confirm")),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							variant: "contained",
							size: "large",
							disabled: !token,
							children: t("setPassword.submit")
						})
					]
				})
			]
		})
	});
}
export { CareSetPasswordPage };
