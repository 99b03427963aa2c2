import { t as u } from "./zod-BITB4qfJ.js";
import { Kt as CareRejectRequestSchema, r as Button } from "../render-page.js";
import { r as Dialog, t as DialogContent } from "./DialogContent--YaXM1cn.js";
import { t as DialogActions } from "./DialogActions-BWAwD-6G.js";
import { t as DialogTitle } from "./DialogTitle-BTxk64B5.js";
import { t as TextField } from "./TextField-SH7DL_FI.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { o as useForm, t as Controller } from "./index.esm-B0mG8oQV.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as applyServerErrors } from "./server-errors-dgWH2iUi.js";
import { n as useMessageText } from "./form-errors-BEKugG3j.js";
// src/features/care/components/reason-dialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Asks for the reason the member will read; MUI's dialog traps focus and gives it back when closed. */
function ReasonDialog({ title, submitLabel, onSubmit, onClose }) {
	const { t } = useTranslation("care");
	const text = useMessageText();
	const [formError, setFormError] = (0, import_react.useState)("");
	const form = useForm({
		resolver: u(CareRejectRequestSchema),
		defaultValues: { reason: "" }
	});
	const busy = form.formState.isSubmitting;
	const fieldError = form.formState.errors.reason?.message;
	const submit = form.handleSubmit(async () => {
		setFormError("");
		try {
			await onSubmit(form.getValues("reason"));
		} catch (failure) {
			setFormError(applyServerErrors(failure, form.setError, ["reason"]) ?? "");
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: true,
		onClose,
		"aria-labelledby": "reason-dialog-title",
		fullWidth: true,
		maxWidth: "sm",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			noValidate: true,
			onSubmit: (event) => void submit(event),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
					id: "reason-dialog-title",
					children: title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
					sx: {
						display: "grid",
						gap: 1.5
					},
					children: [formError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
						severity: "error",
						children: text(formError)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						control: form.control,
						name: "reason",
						render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							id: "decision-reason",
							label: t("stays.reason"),
							multiline: true,
							minRows: 3,
							name: field.name,
							value: field.value,
							onChange: field.onChange,
							onBlur: field.onBlur,
							inputRef: field.ref,
							error: Boolean(fieldError),
							helperText: fieldError ? text(fieldError) : void 0,
							autoFocus: true,
							sx: { mt: 1 }
						})
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: onClose,
					children: t("stays.cancel")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "contained",
					disabled: busy,
					children: submitLabel
				})] })
			]
		})
	});
}
export { ReasonDialog as t };
