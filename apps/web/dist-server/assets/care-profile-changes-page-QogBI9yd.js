import { o as Box, r as Button, t as Typography, y as notify } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { n as useQuery } from "./queryOptions-BLMMBbCQ.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { f as profileChangesQueryOptions, n as approveProfileChange, p as rejectProfileChange, t as useDeskFormat } from "./use-desk-format-Biv-pcth.js";
import { t as DeskTable } from "./desk-table-CLBTDGFD.js";
import { t as ReasonDialog } from "./reason-dialog-FVPjktqY.js";
import { n as useMessageText, t as failureMessage } from "./form-errors-BEKugG3j.js";
// src/features/care/pages/care-profile-changes-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** `/care/profile-changes`: each pending change with before and after, due 3 days after it was asked for. */
function CareProfileChangesPage() {
	const { t } = useTranslation("care");
	const text = useMessageText();
	const { dateTime } = useDeskFormat();
	const queryClient = useQueryClient();
	const changes = useQuery(profileChangesQueryOptions());
	const [rejecting, setRejecting] = (0, import_react.useState)(null);
	const [errors, setErrors] = (0, import_react.useState)({});
	const done = async (message) => {
		notify("success", message);
		await queryClient.invalidateQueries({ queryKey: profileChangesQueryOptions().queryKey });
	};
	async function approve(change) {
		try {
			await done((await approveProfileChange(change.id)).message);
		} catch (failure) {
			setErrors((e) => ({
				...e,
				[change.id]: failureMessage(failure)
			}));
		}
	}
	if (changes.isSuccess && changes.data.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("profileChanges.empty") });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 1.5
		},
		children: [(changes.data ?? []).map((change) => {
			const overdue = Date.parse(change.due_at) < Date.now();
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				component: "section",
				"aria-labelledby": `change-${change.id}`,
				sx: {
					p: {
						xs: 1.5,
						md: 2
					},
					display: "grid",
					gap: 1
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							flexWrap: "wrap",
							gap: 1,
							alignItems: "baseline",
							justifyContent: "space-between"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
							id: `change-${change.id}`,
							component: "h2",
							sx: {
								fontSize: "1.125rem",
								fontWeight: 700
							},
							children: [
								change.member_name,
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
									component: "span",
									sx: {
										fontWeight: 400,
										color: "text.secondary",
										fontSize: "0.875rem"
									},
									children: [change.member_email, change.member_number ? ` · ${change.member_number}` : ""]
								})
							]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
							sx: {
								fontSize: "0.875rem",
								fontWeight: 600,
								color: overdue ? "error.dark" : "text.secondary"
							},
							children: [
								t("profileChanges.requested", { date: dateTime(change.requested_at) }),
								" ·",
								" ",
								t(overdue ? "profileChanges.overdue" : "profileChanges.due", { date: dateTime(change.due_at) })
							]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DeskTable, {
						fontSize: "0.9375rem",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								children: t("profileChanges.field")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								children: t("profileChanges.before")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								children: t("profileChanges.after")
							})
						] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", { children: change.changes.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "row",
								children: t(`profileChanges.fields.${c.field}`)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: c.before ?? t("profileChanges.empty_value") }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "td",
								sx: { fontWeight: 700 },
								children: c.after ?? t("profileChanges.empty_value")
							})
						] }, c.field)) })]
					}),
					!change.email_confirmed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						id: `unconfirmed-${change.id}`,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
							severity: "info",
							children: t("profileChanges.emailUnconfirmed")
						})
					}),
					errors[change.id] && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
						severity: "error",
						children: text(errors[change.id] ?? "")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							gap: 1
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "contained",
							onClick: () => void approve(change),
							disabled: !change.email_confirmed,
							"aria-describedby": change.email_confirmed ? void 0 : `unconfirmed-${change.id}`,
							children: t("profileChanges.approve")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "outlined",
							onClick: () => setRejecting(change),
							children: t("profileChanges.reject")
						})]
					})
				]
			}, change.id);
		}), rejecting && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReasonDialog, {
			title: t("profileChanges.rejectTitle", { name: rejecting.member_name }),
			submitLabel: t("profileChanges.confirmReject"),
			onClose: () => setRejecting(null),
			onSubmit: async (reason) => {
				const answer = await rejectProfileChange(rejecting.id, reason);
				setRejecting(null);
				await done(answer.message);
			}
		})]
	});
}
export { CareProfileChangesPage };
