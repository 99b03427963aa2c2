import { t as ArrowBack_default } from "./ArrowBack-B4mlZRhi.js";
import { Hn as LIMITS, Kn as TIMINGS, Wn as REPLYABLE_MESSAGE_TYPES, b as resolveMessage, k as PATHS, o as Box, pn as ReplyRequestSchema, r as Button, t as Typography } from "../render-page.js";
import { t as Link } from "./Link-BUWBQtjn.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { t as useMutation } from "./useMutation-DmydnA2C.js";
import { n as useQuery } from "./queryOptions-BLMMBbCQ.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { h as useParams, t as Link$1 } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as HeaderLink } from "./header-link-DfbGiu9I.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { i as isApiRequestError } from "./api-client-Bq9ewmbe.js";
import { i as profileKeys, r as messageKeys } from "./query-keys-XKHZ0HV6.js";
import { n as setUnreadCount } from "./unread-messages-DlJEEkvB.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { i as markThreadRead, n as formatRelativeTime, o as sendReply, s as threadQueryOptions, t as Reply_default } from "./Reply-BeFh39bn.js";
import { n as ExpandMore_default } from "./Collapse-DTNbcu1G.js";
import { n as AccordionDetails, r as Accordion, t as AccordionSummary } from "./AccordionSummary-eqCrqw7W.js";
import { i as formatNumber, n as formatLongDate } from "./format-BJVEzoib.js";
import { t as u } from "./zod-BITB4qfJ.js";
import { t as CheckCircleOutlined_default } from "./CheckCircleOutlined-CSNfm8xn.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { o as useForm } from "./index.esm-B0mG8oQV.js";
import { t as FormField } from "./form-field-BfxwDFPE.js";
import { t as ReasonedButton } from "./reasoned-button-CnlBN5_L.js";
import { n as useIdempotencyKey, t as answerLost } from "./idempotency-key-C5qh_P3z.js";
import { t as applyServerErrors } from "./server-errors-dgWH2iUi.js";
import { Component as NotFoundPage } from "./not-found-page-_BS4baOP.js";
// src/features/messages/components/conversation.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The thread as an accordion, oldest first, the latest message open (spec section 2). */
function Conversation({ items, language }) {
	const { t } = useTranslation("inbox");
	const latest = items.at(-1)?.id;
	const [open, setOpen] = (0, import_react.useState)(() => new Set(latest === void 0 ? [] : [latest]));
	const toggle = (id) => setOpen((current) => {
		const next = new Set(current);
		if (next.has(id)) next.delete(id);
		else next.add(id);
		return next;
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			display: "grid",
			gap: 1.5
		},
		children: items.map((item) => {
			const mine = item.from === "member";
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion, {
				expanded: open.has(item.id),
				onChange: () => toggle(item.id),
				disableGutters: true,
				elevation: 1,
				sx: {
					borderRadius: "12px !important",
					overflow: "hidden",
					"&::before": { display: "none" },
					borderLeft: "4px solid",
					borderLeftColor: mine ? "secondary.main" : "gold.main"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionSummary, {
					expandIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandMore_default, {}),
					"aria-controls": `message-${item.id}-body`,
					id: `message-${item.id}-summary`,
					sx: {
						px: {
							xs: 2,
							sm: 3
						},
						py: .5
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							flexWrap: "wrap",
							alignItems: "baseline",
							columnGap: 1.5,
							width: "100%"
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								component: "span",
								sx: { fontWeight: 700 },
								children: mine ? t("you") : item.from_name
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								component: "span",
								sx: {
									color: "text.secondary",
									fontSize: "0.875rem"
								},
								children: t("to", { name: item.to_name })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "time",
								dateTime: item.date,
								title: formatLongDate(new Date(item.date), language),
								sx: {
									ml: "auto",
									color: "text.secondary",
									fontSize: "0.875rem",
									whiteSpace: "nowrap",
									pr: 1
								},
								children: formatRelativeTime(item.date, language)
							})
						]
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionDetails, {
					sx: {
						px: {
							xs: 2,
							sm: 3
						},
						pb: 3,
						pt: 0
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							whiteSpace: "pre-wrap",
							overflowWrap: "anywhere",
							lineHeight: 1.7
						},
						children: item.message
					})
				})]
			}, item.id);
		})
	});
}
// src/features/messages/components/reply-box.tsx
/**
* Spec section 4: a button, then the form (send disabled while invalid), then a confirmation that gives way
* to the button again after TIMINGS.replyConfirmationMs. A failed send keeps what the member typed.
*/
function ReplyBox({ threadId, onSent }) {
	const { t, i18n } = useTranslation("inbox");
	const language = useLanguage();
	const id = (0, import_react.useId)();
	const [step, setStep] = (0, import_react.useState)("button");
	const form = useForm({
		resolver: u(ReplyRequestSchema),
		mode: "onChange",
		defaultValues: { message: "" }
	});
	const idempotency = useIdempotencyKey();
	const send = useMutation({
		mutationFn: (values) => sendReply(threadId, values.message, idempotency.key),
		onSuccess: (reply) => {
			idempotency.renew();
			form.reset({ message: "" });
			setStep("sent");
			onSent(reply);
		},
		onError: (error) => {
			if (!answerLost(error)) idempotency.renew();
			applyServerErrors(error, form.setError, ["message"]);
		}
	});
	(0, import_react.useEffect)(() => {
		if (step !== "sent") return;
		const timer = setTimeout(() => setStep("button"), TIMINGS.replyConfirmationMs);
		return () => clearTimeout(timer);
	}, [step]);
	if (step === "button") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "contained",
		color: "gold",
		startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Reply_default, {}),
		onClick: () => setStep("form"),
		children: t("reply")
	});
	if (step === "sent") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		role: "status",
		elevation: 0,
		sx: {
			p: 2.5,
			display: "flex",
			gap: 1.5,
			alignItems: "center",
			bgcolor: "rgba(14, 94, 111, 0.08)",
			borderLeft: "4px solid",
			borderColor: "secondary.main"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircleOutlined_default, {
			"aria-hidden": "true",
			sx: { color: "secondary.main" }
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("sent") })]
	});
	const error = form.formState.errors.message?.message;
	const failure = send.error && !error ? send.error : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "form",
		noValidate: true,
		elevation: 1,
		onSubmit: form.handleSubmit((values) => send.mutate(values)),
		sx: {
			p: {
				xs: 2.5,
				sm: 3
			},
			display: "grid",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				id: `${id}-reply`,
				label: t("replyLabel"),
				multiline: true,
				minRows: 4,
				autoFocus: true,
				error: error ? resolveMessage(i18n, error) : void 0,
				help: t("replyHelp", { max: formatNumber(LIMITS.messageMax, language) }),
				slotProps: { input: { maxLength: LIMITS.messageMax } },
				...form.register("message")
			}),
			failure ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
				severity: "error",
				children: resolveMessage(i18n, isApiRequestError(failure) ? failure.displayMessage : "generic_error")
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					gap: 1.5,
					flexWrap: "wrap",
					alignItems: "flex-start"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReasonedButton, {
					type: "submit",
					variant: "contained",
					color: "gold",
					disabled: !form.formState.isValid || send.isPending,
					reason: send.isPending ? void 0 : t("sendEmpty"),
					children: t("send")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "text",
					color: "ink",
					onClick: () => {
						form.reset({ message: "" });
						send.reset();
						setStep("button");
					},
					children: t("cancel")
				})]
			})
		]
	});
}
// src/features/messages/pages/read-message-page.tsx
var isNotFound = (error) => isApiRequestError(error) && error.status === 404;
/**
* `/messages/{id}`: the thread, marked read as it opens (the badges drop at once, then the profile is
* fetched again), and the reply box on support threads. An unknown or foreign id shows `notFound`.
*/
function ReadMessagePage({ notFound = null }) {
	const { t } = useTranslation(["inbox", "pages"]);
	const language = useLanguage();
	const id = useParams().id ?? "";
	const queryClient = useQueryClient();
	const thread = useQuery(threadQueryOptions(id, language));
	const markRead = useMutation({
		mutationFn: markThreadRead,
		onSuccess: (count) => {
			setUnreadCount(queryClient, count);
			queryClient.setQueryData(threadQueryOptions(id, language).queryKey, (current) => current ? {
				...current,
				unread_messages: 0
			} : current);
			queryClient.invalidateQueries({ queryKey: profileKeys.all });
			queryClient.invalidateQueries({ queryKey: messageKeys.lists });
		}
	});
	const marked = (0, import_react.useRef)(null);
	const threadId = thread.data?.id;
	const hasUnread = (thread.data?.unread_messages ?? 0) > 0;
	const { mutate } = markRead;
	(0, import_react.useEffect)(() => {
		if (threadId === void 0 || !hasUnread || marked.current === threadId) return;
		marked.current = threadId;
		mutate(threadId);
	}, [
		threadId,
		hasUnread,
		mutate
	]);
	const data = thread.data;
	if (!data && isNotFound(thread.error)) return notFound;
	const back = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeaderLink, {
		to: PATHS.messagesCenter,
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowBack_default, {
			fontSize: "small",
			"aria-hidden": "true"
		}),
		children: t("back")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "messages",
		width: "narrow",
		overline: data ? data.reason ?? t(`types.${data.message_type}`) : t("pages:readMessage"),
		title: data ? data.subject : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			width: "70%",
			sx: { bgcolor: "rgba(255,255,255,0.16)" }
		}),
		children: back
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "narrow",
		children: thread.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "grid",
				gap: 1.5
			},
			"aria-busy": "true",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				variant: "rounded",
				height: 64
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				variant: "rounded",
				height: 180
			})]
		}) : !data ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormAlert, {
			severity: "error",
			children: [
				t("loadError"),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "small",
					color: "ink",
					onClick: () => void thread.refetch(),
					children: t("retry")
				})
			]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Conversation, {
			items: data.conversations,
			language
		}, `${data.id}-${data.conversations.length}`), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: { mt: 4 },
			children: REPLYABLE_MESSAGE_TYPES.includes(data.message_type) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReplyBox, {
				threadId: data.id,
				onSent: (reply) => {
					queryClient.setQueryData(threadQueryOptions(id, language).queryKey, (current) => current ? {
						...current,
						conversations: [...current.conversations, reply],
						nr_of_messages: current.nr_of_messages + 1
					} : current);
					queryClient.invalidateQueries({ queryKey: messageKeys.lists });
				}
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				sx: {
					color: "text.secondary",
					maxWidth: 620
				},
				children: [
					t("noReply"),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						component: Link$1,
						to: PATHS.contact,
						color: "secondary",
						children: t("pages:contact")
					})
				]
			})
		})] })
	})] });
}
// src/app/read-message-route.tsx
/** `/messages/{id}`: a thread that does not exist or is someone else's (the API answers 404) is not found. */
function ReadMessageRoute() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReadMessagePage, { notFound: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {}) });
}
export { ReadMessageRoute as Component, ReadMessageRoute };
