import { t as u } from "./zod-BITB4qfJ.js";
import { Xn as isLanguage, o as Box, qt as CareReplyRequestSchema, r as Button, t as Typography, y as notify } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as TextField } from "./TextField-SH7DL_FI.js";
import { n as useQuery } from "./queryOptions-BLMMBbCQ.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { o as useForm, t as Controller } from "./index.esm-B0mG8oQV.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as applyServerErrors } from "./server-errors-dgWH2iUi.js";
import { g as threadQueryOptions, i as closeThread, l as inboxQueryOptions, m as replyToThread, o as contactReasonsQueryOptions, t as useDeskFormat } from "./use-desk-format-Biv-pcth.js";
import { t as DeadlineChip } from "./deadline-chip-Dr1SRAHF.js";
import { n as useMessageText } from "./form-errors-BEKugG3j.js";
// src/features/care/pages/care-inbox-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Shortcuts only when the agent is not typing (Ctrl+Enter sends from the answer box). */
function typing(target) {
	return target instanceof HTMLElement && (target.isContentEditable || [
		"INPUT",
		"TEXTAREA",
		"SELECT"
	].includes(target.tagName));
}
/** `/care`: the waiting conversations oldest first, the chosen one beside them, keyboard first. */
function CareInboxPage() {
	const { t } = useTranslation("care");
	const { language, dateTime } = useDeskFormat();
	const [filter, setFilter] = (0, import_react.useState)({});
	const inbox = useQuery(inboxQueryOptions(filter));
	const reasons = useQuery(contactReasonsQueryOptions(language));
	const [selected, setSelected] = (0, import_react.useState)(null);
	const replyRef = (0, import_react.useRef)(null);
	const closeRef = (0, import_react.useRef)(() => {});
	const items = inbox.data ?? [];
	const index = items.findIndex((i) => i.thread_id === selected);
	const move = (0, import_react.useCallback)((delta) => {
		if (items.length === 0) return;
		const next = items[Math.min(items.length - 1, Math.max(0, (index < 0 ? -1 : index) + delta))];
		if (next) {
			setSelected(next.thread_id);
			document.getElementById(`thread-${next.thread_id}`)?.focus();
		}
	}, [items, index]);
	(0, import_react.useEffect)(() => {
		const onKey = (event) => {
			if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
			if (event.key === "j") move(1);
			else if (event.key === "k") move(-1);
			else if (event.key === "r" && selected !== null) {
				event.preventDefault();
				replyRef.current?.focus();
			} else if (event.key === "c" && selected !== null) closeRef.current();
			else return;
		};
		window.addEventListener("keydown", onKey);
		return () => window.removeEventListener("keydown", onKey);
	}, [move, selected]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 2,
			gridTemplateColumns: {
				xs: "1fr",
				md: "minmax(300px, 5fr) 7fr"
			},
			alignItems: "start"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "grid",
				gap: 1.5
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "fieldset",
					sx: {
						border: 0,
						p: 0,
						m: 0,
						display: "flex",
						gap: 1,
						rowGap: 2,
						flexWrap: "wrap"
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: "legend",
							sx: {
								fontWeight: 600,
								mb: 1.5,
								fontSize: "0.875rem"
							},
							children: t("inbox.filters")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
							select: true,
							size: "small",
							label: t("inbox.reason"),
							value: filter.reason ?? "",
							onChange: (e) => setFilter((f) => ({
								...f,
								reason: e.target.value ? Number(e.target.value) : void 0
							})),
							slotProps: {
								select: { native: true },
								inputLabel: { shrink: true }
							},
							sx: {
								minWidth: 180,
								bgcolor: "common.white"
							},
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: "",
								children: t("inbox.anyReason")
							}), (reasons.data ?? []).map((r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: r.id,
								children: r.name
							}, r.id))]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
							select: true,
							size: "small",
							label: t("inbox.language"),
							value: filter.language ?? "",
							onChange: (e) => setFilter((f) => ({
								...f,
								language: isLanguage(e.target.value) ? e.target.value : void 0
							})),
							slotProps: {
								select: { native: true },
								inputLabel: { shrink: true }
							},
							sx: {
								minWidth: 160,
								bgcolor: "common.white"
							},
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: "",
									children: t("inbox.anyLanguage")
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: "en",
									children: "English"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: "es",
									children: "Español"
								})
							]
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					role: "status",
					sx: {
						fontSize: "0.875rem",
						color: "text.secondary"
					},
					children: inbox.isSuccess && (items.length === 0 ? t("inbox.empty") : t("inbox.count", { count: items.length }))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "ul",
					"aria-label": t("nav.inbox"),
					sx: {
						listStyle: "none",
						m: 0,
						p: 0,
						display: "grid",
						gap: .75
					},
					children: items.map((item) => {
						const current = item.thread_id === selected;
						return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							component: "button",
							type: "button",
							id: `thread-${item.thread_id}`,
							"aria-current": current ? "true" : void 0,
							onClick: () => setSelected(item.thread_id),
							sx: {
								width: "100%",
								textAlign: "left",
								font: "inherit",
								cursor: "pointer",
								border: 1,
								borderColor: current ? "ink.main" : "divider",
								borderLeft: 4,
								borderLeftColor: current ? "gold.main" : "transparent",
								borderRadius: 1,
								bgcolor: "common.white",
								color: "text.primary",
								p: 1.25,
								display: "grid",
								gap: .5
							},
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
									sx: {
										display: "flex",
										gap: 1,
										alignItems: "center",
										justifyContent: "space-between"
									},
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
										component: "span",
										sx: { fontWeight: 700 },
										children: item.member_name
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeadlineChip, { hoursLeft: item.hours_left })]
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
									component: "span",
									sx: { fontSize: "0.875rem" },
									children: [
										item.subject,
										" · ",
										item.language.toUpperCase(),
										item.contact_message ? ` · ${t("inbox.contactForm")}` : "",
										item.need_to_contact_me ? ` · ${t("inbox.callBack")}` : ""
									]
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
									component: "span",
									sx: {
										fontSize: "0.8125rem",
										color: "text.secondary"
									},
									children: item.preview
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
									component: "span",
									sx: {
										fontSize: "0.75rem",
										color: "text.secondary"
									},
									children: t("inbox.waitingSince", { date: dateTime(item.waiting_since) })
								})
							]
						}) }, item.thread_id);
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "section",
					"aria-labelledby": "care-shortcuts",
					sx: {
						fontSize: "0.8125rem",
						color: "text.secondary"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						id: "care-shortcuts",
						component: "h2",
						sx: {
							fontSize: "0.875rem",
							fontWeight: 700,
							color: "text.primary"
						},
						children: t("inbox.shortcuts")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "dl",
						sx: {
							display: "grid",
							gridTemplateColumns: "auto 1fr",
							columnGap: 1,
							m: 0,
							"& dt": {
								fontFamily: "monospace",
								fontWeight: 700
							},
							"& dd": { m: 0 }
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "j" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: t("inbox.shortcutNext") }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "k" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: t("inbox.shortcutPrevious") }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "r" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: t("inbox.shortcutReply") }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "c" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: t("inbox.shortcutClose") }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Ctrl+Enter" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: t("inbox.shortcutSend") })
						]
					})]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: selected === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
			sx: { p: 2 },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: t("inbox.select")
			})
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThreadPane, {
			threadId: selected,
			replyRef,
			closeRef,
			onDone: () => move(1)
		}, selected) })]
	});
}
/** The answer as the API checks it (the thread's last message id is added as it is sent). */
var ReplySchema = CareReplyRequestSchema.pick({ message: true });
function ThreadPane({ threadId, replyRef, closeRef, onDone }) {
	const { t } = useTranslation("care");
	const text = useMessageText();
	const { dateTime } = useDeskFormat();
	const queryClient = useQueryClient();
	const thread = useQuery(threadQueryOptions(threadId));
	const form = useForm({
		resolver: u(ReplySchema),
		defaultValues: { message: "" }
	});
	const [error, setError] = (0, import_react.useState)(null);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const fieldError = form.formState.errors.message?.message;
	async function act(work, success) {
		const current = thread.data;
		if (!current || busy) return;
		setBusy(true);
		setError(null);
		form.clearErrors();
		try {
			const updated = await work(current);
			queryClient.setQueryData(threadQueryOptions(threadId).queryKey, updated);
			await queryClient.invalidateQueries({ queryKey: ["care", "inbox"] });
			form.reset({ message: "" });
			notify("success", success);
		} catch (failure) {
			const alert = applyServerErrors(failure, form.setError, ["message"]);
			const stale = failure.status === 409;
			if (alert || stale) setError({
				form: alert ?? "",
				stale
			});
		} finally {
			setBusy(false);
		}
	}
	const send = form.handleSubmit(({ message }) => act((c) => replyToThread(threadId, message, c.last_message_id), t("inbox.sent")));
	closeRef.current = () => void act((c) => closeThread(threadId, c.last_message_id), t("inbox.closed")).then(onDone);
	if (!thread.data) return null;
	const data = thread.data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "article",
		"aria-labelledby": "thread-subject",
		sx: {
			p: {
				xs: 1.5,
				md: 2
			},
			display: "grid",
			gap: 1.5
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "thread-subject",
					component: "h2",
					sx: {
						fontSize: "1.25rem",
						fontWeight: 700
					},
					children: data.subject
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						fontSize: "0.875rem",
						color: "text.secondary"
					},
					children: [
						data.member_name,
						data.member_email,
						data.member_number ? t("inbox.memberNumber", { number: data.member_number }) : null,
						data.language.toUpperCase(),
						data.phone ? t("inbox.phone", { phone: data.phone }) : null,
						data.email && data.email !== data.member_email ? t("inbox.email", { email: data.email }) : null,
						data.need_to_contact_me ? t("inbox.callBack") : null
					].filter(Boolean).join(" · ")
				}),
				data.closed_at && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { fontSize: "0.875rem" },
					children: t("inbox.closedAt", { date: dateTime(data.closed_at) })
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ol",
				sx: {
					listStyle: "none",
					m: 0,
					p: 0,
					display: "grid",
					gap: 1
				},
				children: data.messages.map((m) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "li",
					sx: {
						p: 1.25,
						borderRadius: 1,
						bgcolor: m.from === "care" ? "sand.main" : "common.white",
						border: 1,
						borderColor: "divider",
						ml: m.from === "care" ? { md: 6 } : 0,
						mr: m.from === "member" ? { md: 6 } : 0
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						sx: {
							fontSize: "0.75rem",
							color: "text.secondary"
						},
						children: [
							m.from === "care" ? t("inbox.fromCare") : t("inbox.fromMember"),
							" · ",
							m.from_name,
							" ·",
							" ",
							dateTime(m.date)
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: { whiteSpace: "pre-wrap" },
						children: m.message
					})]
				}, m.id))
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormAlert, {
				severity: "error",
				children: [
					text(error.form),
					" ",
					error.stale && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "small",
						onClick: () => void thread.refetch().then(() => setError(null)),
						children: t("inbox.reload")
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "form",
				noValidate: true,
				onSubmit: (event) => void send(event),
				sx: {
					display: "grid",
					gap: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
					control: form.control,
					name: "message",
					render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: "care-answer",
						label: t("inbox.answer"),
						helperText: fieldError ? text(fieldError) : t("inbox.answerHelp"),
						error: Boolean(fieldError),
						multiline: true,
						minRows: 4,
						name: field.name,
						value: field.value,
						onChange: field.onChange,
						onBlur: field.onBlur,
						onKeyDown: (e) => {
							if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) send();
						},
						inputRef: (element) => {
							field.ref(element);
							replyRef.current = element;
						},
						sx: { bgcolor: "common.white" }
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						gap: 1,
						flexWrap: "wrap"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "contained",
						disabled: busy,
						children: t("inbox.send")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "button",
						variant: "outlined",
						disabled: busy,
						onClick: () => closeRef.current(),
						children: t("inbox.close")
					})]
				})]
			})
		]
	});
}
export { CareInboxPage };
