import { Wt as CareConfirmStaySchema, o as Box, r as Button, t as Typography, y as notify } from "../render-page.js";
import { r as Dialog, t as DialogContent } from "./DialogContent--YaXM1cn.js";
import { t as DialogActions } from "./DialogActions-BWAwD-6G.js";
import { t as DialogTitle } from "./DialogTitle-BTxk64B5.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as TextField } from "./TextField-SH7DL_FI.js";
import { n as useQuery } from "./queryOptions-BLMMBbCQ.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { o as useForm, t as Controller } from "./index.esm-B0mG8oQV.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as FormDateField } from "./form-date-field-BDqeqi8_.js";
import { t as requestResolver } from "./request-resolver-DcEpJ3w1.js";
import { t as applyServerErrors } from "./server-errors-dgWH2iUi.js";
import { a as confirmStay, c as hotelsQueryOptions, h as stayRequestsQueryOptions, s as declineStay, t as useDeskFormat } from "./use-desk-format-Biv-pcth.js";
import { t as DeadlineChip } from "./deadline-chip-Dr1SRAHF.js";
import { t as ReasonDialog } from "./reason-dialog-FVPjktqY.js";
import { n as useMessageText } from "./form-errors-BEKugG3j.js";
// src/features/care/pages/care-stay-requests-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var CONFIRM_STAY_FIELDS = [
	"confirmation_number",
	"hotel_id",
	"room_type",
	"arriving_date",
	"departing_date"
];
/** `/care/stay-requests`: requested stays oldest first; confirm with the booking's details or decline. */
function CareStayRequestsPage() {
	const { t } = useTranslation("care");
	const { dateTime, day, roomType } = useDeskFormat();
	const queryClient = useQueryClient();
	const requests = useQuery(stayRequestsQueryOptions());
	const [confirming, setConfirming] = (0, import_react.useState)(null);
	const [declining, setDeclining] = (0, import_react.useState)(null);
	const done = async (message) => {
		notify("success", message);
		await queryClient.invalidateQueries({ queryKey: stayRequestsQueryOptions().queryKey });
	};
	if (requests.isSuccess && requests.data.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("stays.empty") });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 1.5,
			gridTemplateColumns: {
				xs: "1fr",
				lg: "1fr 1fr"
			}
		},
		children: [
			(requests.data ?? []).map((r) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				component: "section",
				"aria-labelledby": `stay-${r.id}`,
				sx: {
					p: {
						xs: 1.5,
						md: 2
					},
					display: "grid",
					gap: .75
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							justifyContent: "space-between",
							gap: 1,
							alignItems: "center"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							id: `stay-${r.id}`,
							component: "h2",
							sx: {
								fontSize: "1.125rem",
								fontWeight: 700
							},
							children: r.member_name
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeadlineChip, { hoursLeft: r.hours_left })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							fontSize: "0.875rem",
							color: "text.secondary"
						},
						children: [
							r.member_email,
							r.member_number,
							r.language.toUpperCase(),
							r.reservation_number ? t("stays.request", { number: r.reservation_number }) : null
						].filter(Boolean).join(" · ")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: { fontWeight: 600 },
						children: r.hotel
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
						day(r.arriving_date),
						" → ",
						day(r.departing_date),
						" · ",
						t("stays.guests", { count: r.guests }),
						" ·",
						" ",
						r.room_type ? roomType(r.room_type) : r.unit_type
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							fontSize: "0.8125rem",
							color: "text.secondary"
						},
						children: [
							t("stays.requested", { date: dateTime(r.requested_at) }),
							r.flexible_dates ? t("stays.flexibleDates") : null,
							r.flexible_destinations ? t("stays.flexibleDestinations") : null
						].filter(Boolean).join(" · ")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							gap: 1,
							mt: .5
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "contained",
							onClick: () => setConfirming(r),
							children: t("stays.confirm")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "outlined",
							onClick: () => setDeclining(r),
							children: t("stays.decline")
						})]
					})
				]
			}, r.id)),
			confirming && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
				request: confirming,
				onClose: () => setConfirming(null),
				onDone: async (message) => {
					setConfirming(null);
					await done(message);
				}
			}),
			declining && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReasonDialog, {
				title: t("stays.declineTitle", { name: declining.member_name }),
				submitLabel: t("stays.saveDecline"),
				onClose: () => setDeclining(null),
				onSubmit: async (reason) => {
					const answer = await declineStay(declining.id, reason);
					setDeclining(null);
					await done(answer.message);
				}
			})
		]
	});
}
function ConfirmDialog({ request, onClose, onDone }) {
	const { t } = useTranslation("care");
	const text = useMessageText();
	const hotels = useQuery(hotelsQueryOptions());
	const [formError, setFormError] = (0, import_react.useState)("");
	const form = useForm({
		resolver: requestResolver(CareConfirmStaySchema, (values) => ({
			...values,
			hotel_id: Number(values.hotel_id)
		})),
		defaultValues: {
			confirmation_number: "",
			hotel_id: String(request.hotel_id),
			room_type: request.room_type ?? "",
			arriving_date: request.arriving_date,
			departing_date: request.departing_date
		}
	});
	const busy = form.formState.isSubmitting;
	const errorOf = (name) => {
		const message = form.formState.errors[name]?.message;
		return message ? text(message) : void 0;
	};
	const submit = form.handleSubmit(async (body) => {
		setFormError("");
		try {
			await onDone((await confirmStay(request.id, body)).message);
		} catch (failure) {
			setFormError(applyServerErrors(failure, form.setError, CONFIRM_STAY_FIELDS) ?? "");
		}
	});
	const field = (name, label, extra = {}) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control: form.control,
		name,
		render: ({ field: input }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			id: `confirm-${name}`,
			label,
			name: input.name,
			value: input.value,
			onChange: input.onChange,
			onBlur: input.onBlur,
			inputRef: input.ref,
			error: Boolean(errorOf(name)),
			helperText: errorOf(name),
			slotProps: { inputLabel: { shrink: true } },
			...extra
		})
	});
	const dateField = (name, label) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormDateField, {
		control: form.control,
		name,
		id: `confirm-${name}`,
		label,
		error: errorOf(name)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: true,
		onClose,
		"aria-labelledby": "confirm-stay-title",
		fullWidth: true,
		maxWidth: "sm",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			noValidate: true,
			onSubmit: (event) => void submit(event),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
					id: "confirm-stay-title",
					children: t("stays.confirmTitle", { name: request.member_name })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
					sx: {
						display: "grid",
						gap: 2,
						pt: "8px !important"
					},
					children: [
						formError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
							severity: "error",
							children: text(formError)
						}),
						field("confirmation_number", t("stays.confirmationNumber"), { autoFocus: true }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
							control: form.control,
							name: "hotel_id",
							render: ({ field: input }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
								id: "confirm-hotel_id",
								select: true,
								label: t("stays.hotel"),
								name: input.name,
								value: input.value,
								onChange: input.onChange,
								onBlur: input.onBlur,
								inputRef: input.ref,
								error: Boolean(errorOf("hotel_id")),
								helperText: errorOf("hotel_id"),
								slotProps: {
									select: { native: true },
									inputLabel: { shrink: true }
								},
								children: (hotels.data ?? [{
									id: request.hotel_id,
									name: request.hotel
								}]).map((h) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: h.id,
									children: h.name
								}, h.id))
							})
						}),
						field("room_type", t("stays.roomType")),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							sx: {
								display: "grid",
								gap: 2,
								gridTemplateColumns: { sm: "1fr 1fr" }
							},
							children: [dateField("arriving_date", t("stays.arrival")), dateField("departing_date", t("stays.departure"))]
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: onClose,
					children: t("stays.cancel")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "contained",
					disabled: busy,
					children: t("stays.saveConfirm")
				})] })
			]
		})
	});
}
export { CareStayRequestsPage };
