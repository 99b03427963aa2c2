import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { A as pathTo, Hn as LIMITS, j as currentLanguage, k as PATHS, o as Box, r as Button, t as Typography, y as notify } from "../render-page.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { t as useMutation } from "./useMutation-DmydnA2C.js";
import { n as useQuery } from "./queryOptions-BLMMBbCQ.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as EmptyState } from "./empty-state-DgH-BEU8.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { i as isApiRequestError } from "./api-client-Bq9ewmbe.js";
import { t as pageData } from "./page-data-IObb-R1Q.js";
import { i as profileKeys, r as messageKeys } from "./query-keys-XKHZ0HV6.js";
import { n as setUnreadCount } from "./unread-messages-DlJEEkvB.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { a as messagesQueryOptions, n as formatRelativeTime, r as markAllRead, t as Reply_default } from "./Reply-BeFh39bn.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { i as formatNumber } from "./format-BJVEzoib.js";
import { t as SupportAgentOutlined_default } from "./SupportAgentOutlined-Dnl2c19t.js";
// ../../node_modules/@mui/icons-material/DoneAll.mjs
var import_jsx_runtime = require_jsx_runtime();
var DoneAll_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m18 7-1.41-1.41-6.34 6.34 1.41 1.41zm4.24-1.41L11.66 16.17 7.48 12l-1.41 1.41L11.66 19l12-12zM.41 13.41 6 19l1.41-1.41L1.83 12z" }), "DoneAll");
// src/features/messages/lib/preview.ts
/** The first words of a message for the list (spec section 9: 10 words), with an ellipsis when cut. */
function previewOf(text, words = LIMITS.messagePreviewWords) {
	const all = text.trim().split(/\s+/).filter(Boolean);
	return all.length > words ? `${all.slice(0, words).join(" ")}…` : all.join(" ");
}
// ../../node_modules/@mui/icons-material/CampaignOutlined.mjs
var CampaignOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M18 11v2h4v-2zm-2 6.61c.96.71 2.21 1.65 3.2 2.39.4-.53.8-1.07 1.2-1.6-.99-.74-2.24-1.68-3.2-2.4-.4.54-.8 1.08-1.2 1.61M20.4 5.6c-.4-.53-.8-1.07-1.2-1.6-.99.74-2.24 1.68-3.2 2.4.4.53.8 1.07 1.2 1.6.96-.72 2.21-1.65 3.2-2.4M4 9c-1.1 0-2 .9-2 2v2c0 1.1.9 2 2 2h1v4h2v-4h1l5 3V6L8 9zm5.03 1.71L11 9.53v4.94l-1.97-1.18-.48-.29H4v-2h4.55zM15.5 12c0-1.33-.58-2.53-1.5-3.35v6.69c.92-.81 1.5-2.01 1.5-3.34" }), "CampaignOutlined");
// src/features/messages/components/message-type-icon.tsx
var ICONS = {
	alert: createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 22c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2m6-6v-5c0-3.07-1.63-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.64 5.36 6 7.92 6 11v5l-2 2v1h16v-1zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5zM7.58 4.08 6.15 2.65C3.75 4.48 2.17 7.3 2.03 10.5h2c.15-2.65 1.51-4.97 3.55-6.42m12.39 6.42h2c-.15-3.2-1.73-6.02-4.12-7.85l-1.42 1.43c2.02 1.45 3.39 3.77 3.54 6.42" }), "NotificationsActiveOutlined"),
	marketing: CampaignOutlined_default,
	support: SupportAgentOutlined_default
};
/** A round medallion for the kind of thread: lagoon for care, gold for notices and offers. */
function MessageTypeIcon({ type, size = 48 }) {
	const Icon = ICONS[type];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		"aria-hidden": "true",
		sx: {
			width: size,
			height: size,
			flexShrink: 0,
			borderRadius: "50%",
			display: "grid",
			placeItems: "center",
			bgcolor: type === "support" ? "rgba(14, 94, 111, 0.1)" : "rgba(184, 137, 59, 0.14)",
			color: type === "support" ? "secondary.main" : "gold.dark"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { sx: { fontSize: size * .5 } })
	});
}
// src/features/messages/components/thread-card.tsx
/**
* One thread in the messages centre: reason, time, reply mark, sender, the first ten words and the number
* of messages. The whole card is the link; unread threads carry a gold edge and a word for screen readers.
*/
function ThreadCard({ thread, language }) {
	const { t } = useTranslation("inbox");
	const unread = thread.unread_messages > 0;
	const total = thread.nr_of_messages + 1;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: Link,
		to: pathTo("readMessage", { id: thread.id }),
		elevation: unread ? 2 : 1,
		"data-unread": unread ? "true" : "false",
		sx: {
			position: "relative",
			display: "flex",
			gap: {
				xs: 2,
				sm: 2.5
			},
			alignItems: "flex-start",
			p: {
				xs: 2.25,
				sm: 3
			},
			pl: {
				xs: 2.75,
				sm: 3.5
			},
			overflow: "hidden",
			textDecoration: "none",
			color: "text.primary",
			transition: (theme) => theme.transitions.create(["transform", "box-shadow"], { duration: theme.transitions.duration.short }),
			"&::before": {
				content: "\"\"",
				position: "absolute",
				left: 0,
				top: 0,
				bottom: 0,
				width: 5,
				bgcolor: unread ? "gold.main" : "transparent"
			},
			"&:hover": {
				transform: "translateY(-2px)",
				boxShadow: 4
			},
			"&:focus-visible": {
				outline: "3px solid",
				outlineColor: "secondary.main",
				outlineOffset: 2
			},
			"@media (prefers-reduced-motion: reduce)": {
				transition: "none",
				"&:hover": { transform: "none" }
			}
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: { display: {
				xs: "none",
				sm: "block"
			} },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageTypeIcon, { type: thread.message_type })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				flex: 1,
				minWidth: 0
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						alignItems: "baseline",
						gap: 1.5,
						flexWrap: "wrap"
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: "span",
							variant: "overline",
							sx: {
								color: thread.message_type === "support" ? "secondary.main" : "gold.dark",
								lineHeight: 1.6
							},
							children: thread.reason ?? t(`types.${thread.message_type}`)
						}),
						unread ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "span",
							sx: {
								px: 1,
								borderRadius: 8,
								bgcolor: "ink.main",
								color: "common.white",
								fontSize: "0.75rem",
								fontWeight: 600,
								lineHeight: "1.5rem"
							},
							children: t("unreadBadge")
						}) : null,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "time",
							dateTime: thread.date,
							sx: {
								ml: "auto",
								color: "text.secondary",
								fontSize: "0.875rem",
								whiteSpace: "nowrap"
							},
							children: formatRelativeTime(thread.date, language)
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "h2",
					sx: {
						mt: .5,
						fontSize: "1.125rem",
						fontWeight: unread ? 700 : 600,
						overflowWrap: "anywhere"
					},
					children: thread.subject
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						mt: .5,
						display: "flex",
						alignItems: "center",
						gap: .75,
						color: "text.secondary",
						fontSize: "0.9375rem"
					},
					children: [thread.replied ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Reply_default, {
						titleAccess: t("replied"),
						sx: {
							fontSize: 18,
							color: "secondary.main"
						}
					}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: t("from", { name: thread.from_name }) })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						mt: 1,
						color: "text.primary",
						overflowWrap: "anywhere"
					},
					children: previewOf(thread.message)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "p",
					sx: {
						mt: 1.5,
						fontSize: "0.8125rem",
						color: "text.secondary",
						fontWeight: 500
					},
					children: t("threadCount", {
						count: total,
						formattedCount: formatNumber(total, language)
					})
				})
			]
		})]
	});
}
// src/features/messages/pages/messages-center-page.tsx
/** `/messages-center`: every thread, latest activity first, and a way to mark them all read. */
function MessagesCenterPage() {
	const { t } = useTranslation([
		"inbox",
		"pages",
		"common"
	]);
	const language = useLanguage();
	const queryClient = useQueryClient();
	const threads = useQuery(messagesQueryOptions(language));
	const unread = threads.data?.reduce((n, thread) => n + thread.unread_messages, 0) ?? 0;
	const markAll = useMutation({
		mutationFn: markAllRead,
		onSuccess: async (count) => {
			setUnreadCount(queryClient, count);
			notify("success", t("markedAll"));
			await queryClient.invalidateQueries({ queryKey: messageKeys.all });
			queryClient.invalidateQueries({ queryKey: profileKeys.all });
		},
		onError: (error) => notify("error", isApiRequestError(error) ? error.displayMessage : "generic_error")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "messages",
		width: "wide",
		overline: t("overline"),
		title: t("pages:messagesCenter"),
		subtitle: threads.data ? unread > 0 ? t("unread", { count: unread }) : t("unreadNone") : void 0,
		children: unread > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "contained",
			color: "gold",
			startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DoneAll_default, {}),
			onClick: () => markAll.mutate(),
			disabled: markAll.isPending,
			sx: { mt: 3 },
			children: t("markAll")
		}) : null
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "wide",
		children: threads.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				display: "grid",
				gap: 2
			},
			"aria-busy": "true",
			"aria-label": t("common:loading"),
			children: [
				0,
				1,
				2,
				3
			].map((i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				variant: "rounded",
				height: 148
			}, i))
		}) : threads.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormAlert, {
			severity: "error",
			children: [
				t("loadError"),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "small",
					color: "ink",
					onClick: () => void threads.refetch(),
					children: t("retry")
				})
			]
		}) : threads.data.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
			text: t("empty"),
			action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: PATHS.contact,
				variant: "contained",
				color: "gold",
				children: t("emptyAction")
			})
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				listStyle: "none",
				m: 0,
				p: 0,
				display: "grid",
				gap: 2
			},
			children: threads.data.map((thread) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThreadCard, {
				thread,
				language
			}) }, thread.id))
		})
	})] });
}
var loader = pageData((client) => [client.prefetchQuery(messagesQueryOptions(currentLanguage()))]);
export { MessagesCenterPage as Component, MessagesCenterPage, loader };
