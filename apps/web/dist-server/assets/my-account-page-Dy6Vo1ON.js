import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { On as array, b as resolveMessage, gn as SessionInfoSchema, k as PATHS, o as Box, r as Button, t as Typography } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { d as useLocation, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { n as AmountDueCard, t as PostalAddress } from "./postal-address-BNJzq-Lx.js";
import { a as weeksOf, i as visibleContracts, n as activeIndexFor, r as contractIdFromState, t as ContractCarousel } from "./contract-carousel-B0h3bk0R.js";
import { t as EmptyState } from "./empty-state-DgH-BEU8.js";
import { t as MainAndSide } from "./main-and-side-C61wZ5G4.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { n as TileLink, t as ResortLogo } from "./resort-logo-QaKCc2Sz.js";
import { r as useAmountDue } from "./amount-due-DxkT34bF.js";
import { r as usePaymentsEnabled } from "./club-query-gjY5-H5F.js";
import { o as useProfile, t as fullName } from "./profile-query-CKIqjTuP.js";
import { t as DevicesOutlined_default } from "./DevicesOutlined-DoGP36Le.js";
import { t as useMutation } from "./useMutation-DmydnA2C.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { i as formatNumber, t as formatDateTime } from "./format-BJVEzoib.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { t as LabelledValue } from "./labelled-value-D4_3dJB5.js";
import { n as NoWrapWithin, t as NoWrap } from "./no-wrap-CXoWiagg.js";
import { t as VisuallyHidden } from "./visually-hidden-DBMt4wTW.js";
import { n as StatusPill } from "./status-pill-CsXJUDym.js";
import { t as roomTypeName } from "./room-type-BwpXaQH6.js";
import { t as ReceiptLongOutlined_default } from "./ReceiptLongOutlined-CYoQVl63.js";
import { t as PendingChangeNotice } from "./pending-change-notice-vfkir4MD.js";
// ../../node_modules/@mui/icons-material/EditOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var EditOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z" }), "EditOutlined");
// src/features/account/api/sessions-api.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The member's sessions (My Account): the list and ending one. */
var SessionListSchema = array(SessionInfoSchema);
var sessionKeys = { all: ["sessions"] };
function sessionsQueryOptions() {
	return queryOptions({
		queryKey: sessionKeys.all,
		queryFn: ({ signal }) => apiRequest("/sessions", {
			parse: (data) => SessionListSchema.parse(data),
			signal
		})
	});
}
/** DELETE /sessions/{id}: that device is signed out. */
function endSession(id) {
	return apiRequest(`/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
}
// src/features/account/components/active-sessions.tsx
function SessionRow({ session, language, onEnd, ending }) {
	const { t } = useTranslation("account");
	const browser = session.browser ?? t("sessions.unknownBrowser");
	const device = session.os ? t("sessions.device", {
		browser,
		os: session.os
	}) : browser;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "li",
		sx: {
			display: "flex",
			gap: 2,
			alignItems: "center",
			flexWrap: "wrap",
			p: 2,
			borderRadius: 1,
			border: 1,
			borderColor: session.current ? "gold.main" : "divider"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DevicesOutlined_default, {
				"aria-hidden": "true",
				sx: { color: "text.secondary" }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					minWidth: 0,
					flex: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					component: "span",
					sx: {
						fontWeight: 600,
						display: "block"
					},
					children: [device, session.current ? ` · ${t("sessions.current")}` : ""]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					sx: {
						fontSize: "0.875rem",
						color: "text.secondary"
					},
					children: [
						t("sessions.lastSeen", { date: formatDateTime(new Date(session.last_seen_at), language) }),
						" ·",
						" ",
						t("sessions.signedIn", { date: formatDateTime(new Date(session.signed_in_at), language) })
					]
				})]
			}),
			session.current ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outlined",
				color: "ink",
				onClick: onEnd,
				disabled: ending,
				"aria-label": t("sessions.endLabel", { device }),
				children: t("sessions.end")
			})
		]
	});
}
/** Where the member is signed in, and a way to sign the other devices out (issue 12). */
function ActiveSessions() {
	const { t } = useTranslation("account");
	const language = useLanguage();
	const queryClient = useQueryClient();
	const sessions = useQuery(sessionsQueryOptions());
	const [status, setStatus] = (0, import_react.useState)("");
	const end = useMutation({
		mutationFn: endSession,
		onSuccess: () => setStatus(t("sessions.ended")),
		onError: () => setStatus(t("sessions.endFailed")),
		onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all })
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-labelledby": "sessions-title",
		elevation: 1,
		sx: {
			p: {
				xs: 2.5,
				sm: 3.5
			},
			display: "grid",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "sessions-title",
				component: "h2",
				variant: "h4",
				children: t("sessions.title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { color: "text.secondary" },
				children: t("sessions.intro")
			}),
			sessions.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					listStyle: "none",
					m: 0,
					p: 0,
					display: "grid",
					gap: 1.5
				},
				children: sessions.data.map((session) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SessionRow, {
					session,
					language,
					ending: end.isPending,
					onEnd: () => {
						setStatus("");
						end.mutate(session.id);
					}
				}, session.id))
			}) : sessions.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				role: "alert",
				children: t("sessions.failed")
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				variant: "rounded",
				height: 72,
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				role: "status",
				sx: { fontSize: "0.875rem" },
				children: status
			})
		]
	});
}
// src/features/account/components/contact-details.tsx
/** A value (kept on one line when `unbroken`: phone numbers), or a dash read as "not provided". */
function OrDash({ value, unbroken = false }) {
	const { t } = useTranslation("account");
	if (value?.trim()) return unbroken ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoWrap, { children: value }) : value;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		"aria-hidden": "true",
		children: "—"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: t("notProvided") })] });
}
var rowSx = {
	py: 1.5,
	borderBottom: 1,
	borderColor: "divider",
	"&:last-of-type": { borderBottom: 0 }
};
/** The profile block of My Account: e-mail, home phone, mobile (or a dash), the whole address. */
function ContactDetails({ profile }) {
	const { t } = useTranslation("account");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "dl",
		sx: { m: 0 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
				sx: rowSx,
				label: t("contact.email"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrDash, { value: profile.email })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
				sx: rowSx,
				label: t("contact.homePhone"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrDash, {
					value: profile.home_phone,
					unbroken: true
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
				sx: rowSx,
				label: t("contact.mobilePhone"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrDash, {
					value: profile.mobile_phone,
					unbroken: true
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
				sx: rowSx,
				label: t("contact.address"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostalAddress, {
					profile,
					empty: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrDash, { value: null })
				})
			})
		]
	});
}
// ../../node_modules/@mui/icons-material/EventAvailableOutlined.mjs
var EventAvailableOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 3h-1V1h-2v2H8V1H6v2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V9h14zM5 7V5h14v2zm5.56 10.46 5.93-5.93-1.06-1.06-4.87 4.87-2.11-2.11-1.06 1.06z" }), "EventAvailableOutlined");
// src/features/account/components/contract-weeks.tsx
/** The active contract's details: total, used and available weeks, and the way to the reservations. */
function ContractWeeks({ contract }) {
	const { t } = useTranslation("account");
	const language = useLanguage();
	const weeks = weeksOf(contract);
	const usedShare = weeks.total > 0 ? Math.min(1, weeks.used / weeks.total) : 0;
	const tiles = [
		{
			key: "total",
			label: t("contracts.total"),
			value: weeks.total
		},
		{
			key: "used",
			label: t("contracts.used"),
			value: weeks.used
		},
		{
			key: "available",
			label: t("contracts.available"),
			value: weeks.available
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-labelledby": "contract-weeks-title",
		elevation: 1,
		sx: {
			p: {
				xs: 2.5,
				sm: 4
			},
			display: "grid",
			gap: 3
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					gap: 2,
					alignItems: "center",
					justifyContent: "space-between"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						gap: 2.5,
						alignItems: "center",
						minWidth: 0,
						flexWrap: "wrap"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResortLogo, {
						resort: contract.resort,
						size: "medium"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: { minWidth: 0 },
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							id: "contract-weeks-title",
							component: "h3",
							variant: "h4",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoWrapWithin, {
								text: t("contracts.weeksTitle", { number: contract.contract_number }),
								part: contract.contract_number
							})
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							sx: {
								display: "flex",
								gap: 1.5,
								alignItems: "center",
								flexWrap: "wrap",
								mt: .5
							},
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusPill, { status: contract.contract_status }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
								component: "span",
								sx: {
									color: "text.secondary",
									fontSize: "0.9375rem"
								},
								children: [
									t("contracts.roomType"),
									": ",
									roomTypeName(contract.room_type, language)
								]
							})]
						})]
					})]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				"aria-live": "polite",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "dl",
					sx: {
						m: 0,
						display: "grid",
						gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
						gap: {
							xs: 1,
							sm: 2
						}
					},
					children: tiles.map((tile) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							p: {
								xs: 1.5,
								sm: 2.5
							},
							borderRadius: 1,
							bgcolor: tile.key === "available" ? "ink.main" : "sand.main",
							color: tile.key === "available" ? "common.white" : "text.primary",
							display: "flex",
							flexDirection: "column-reverse",
							justifyContent: "flex-end",
							gap: .5
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "dt",
							sx: {
								fontSize: {
									xs: "0.75rem",
									sm: "0.875rem"
								},
								fontWeight: 600,
								color: tile.key === "available" ? "gold.light" : "text.secondary"
							},
							children: tile.label
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "dd",
							sx: {
								m: 0,
								fontFamily: (theme) => theme.typography.h1.fontFamily,
								fontWeight: 600,
								fontSize: {
									xs: "1.75rem",
									sm: "2.5rem"
								},
								lineHeight: 1.1
							},
							children: formatNumber(tile.value, language)
						})]
					}, tile.key))
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: { mt: 2 },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						"aria-hidden": "true",
						sx: {
							height: 8,
							borderRadius: 4,
							bgcolor: "sand.dark",
							overflow: "hidden"
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { sx: {
							height: "100%",
							width: `${usedShare * 100}%`,
							bgcolor: "gold.main",
							borderRadius: 4,
							transition: (theme) => theme.transitions.create("width")
						} })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							mt: 1,
							fontSize: "0.9375rem",
							color: "text.secondary"
						},
						children: t("contracts.usage", {
							used: formatNumber(weeks.used, language),
							total: formatNumber(weeks.total, language)
						})
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: PATHS.myReservations,
				variant: "contained",
				color: "ink",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventAvailableOutlined_default, {}),
				children: t("reservations")
			}) })
		]
	});
}
// ../../node_modules/@mui/icons-material/MarkEmailUnreadOutlined.mjs
var MarkEmailUnreadOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M22 8.98V18c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2l.01-12c0-1.1.89-2 1.99-2h10.1c-.06.32-.1.66-.1 1s.04.68.1 1H4l8 5 3.67-2.29c.47.43 1.02.76 1.63.98L12 13 4 8v10h16V9.9c.74-.15 1.42-.48 2-.92M16 5c0 1.66 1.34 3 3 3s3-1.34 3-3-1.34-3-3-3-3 1.34-3 3" }), "MarkEmailUnreadOutlined");
// ../../node_modules/@mui/icons-material/PaymentsOutlined.mjs
var PaymentsOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 14V6c0-1.1-.9-2-2-2H3c-1.1 0-2 .9-2 2v8c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2m-2 0H3V6h14zm-7-7c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3m13 0v11c0 1.1-.9 2-2 2H4v-2h17V7z" }), "PaymentsOutlined");
// src/features/account/components/glance-links.tsx
function GlanceLink({ to, label, count, Icon }) {
	const language = useLanguage();
	const highlighted = count > 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TileLink, {
		to,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-hidden": "true",
				sx: {
					width: 44,
					height: 44,
					borderRadius: "50%",
					display: "grid",
					placeItems: "center",
					bgcolor: "common.white",
					color: "secondary.main",
					flexShrink: 0
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				sx: {
					flex: 1,
					fontWeight: 600
				},
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				sx: {
					minWidth: 32,
					height: 32,
					px: 1,
					borderRadius: 999,
					display: "grid",
					placeItems: "center",
					fontWeight: 700,
					bgcolor: highlighted ? "gold.main" : "common.white",
					color: highlighted ? "gold.contrastText" : "text.secondary"
				},
				children: formatNumber(count, language)
			})
		]
	});
}
/** The badges of My Account: unread messages, payments due now and contracts, each leading to its screen. */
function GlanceLinks({ unread, payments, contracts }) {
	const { t } = useTranslation(["account", "common"]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 1.5
		},
		children: [
			contracts === null ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GlanceLink, {
				to: PATHS.contracts,
				label: t("glance.contracts"),
				count: contracts,
				Icon: ReceiptLongOutlined_default
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GlanceLink, {
				to: PATHS.messagesCenter,
				label: t("glance.messages"),
				count: unread,
				Icon: MarkEmailUnreadOutlined_default
			}),
			payments === null ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GlanceLink, {
				to: PATHS.payments,
				label: t("common:amountDue.label", { count: payments }),
				count: payments,
				Icon: PaymentsOutlined_default
			})
		]
	});
}
// ../../node_modules/@mui/icons-material/RecordVoiceOverOutlined.mjs
var RecordVoiceOverOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M9 13c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0-6c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2m0 8c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4m-6 4c.22-.72 3.31-2 6-2 2.7 0 5.8 1.29 6 2zM15.08 7.05c.84 1.18.84 2.71 0 3.89l1.68 1.69c2.02-2.02 2.02-5.07 0-7.27zM20.07 2l-1.63 1.63c2.77 3.02 2.77 7.56 0 10.74L20.07 16c3.9-3.89 3.91-9.95 0-14" }), "RecordVoiceOverOutlined");
// src/features/account/components/voice-panel.tsx
/** Voice authentication (spec section 2): the member is not subscribed yet; nothing to do here for now. */
function VoicePanel() {
	const { t } = useTranslation("account");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-labelledby": "voice-title",
		elevation: 1,
		sx: {
			p: {
				xs: 2.5,
				sm: 3.5
			},
			position: "relative",
			overflow: "hidden",
			color: "common.white",
			bgcolor: "secondary.dark",
			backgroundImage: (theme) => `linear-gradient(135deg, ${theme.palette.secondary.dark} 0%, ${theme.palette.ink.main} 100%)`
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "svg",
				viewBox: "0 0 120 48",
				"aria-hidden": "true",
				focusable: "false",
				sx: {
					display: {
						xs: "none",
						sm: "block"
					},
					position: "absolute",
					right: 16,
					top: 20,
					width: 120,
					opacity: .22,
					color: "gold.light"
				},
				children: [
					4,
					14,
					24,
					34,
					44,
					54,
					64,
					74,
					84,
					94,
					104,
					114
				].map((x, i) => {
					const h = [
						10,
						22,
						34,
						18,
						40,
						26,
						44,
						20,
						32,
						14,
						24,
						8
					][i] ?? 10;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
						x: x - 2,
						y: 24 - h / 2,
						width: "4",
						height: h,
						rx: "2",
						fill: "currentColor"
					}, x);
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					gap: 2,
					alignItems: "center",
					position: "relative",
					pr: { sm: 17 }
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					"aria-hidden": "true",
					sx: {
						width: 48,
						height: 48,
						borderRadius: "50%",
						display: "grid",
						placeItems: "center",
						bgcolor: "rgba(255,255,255,0.1)",
						color: "gold.light",
						flexShrink: 0
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecordVoiceOverOutlined_default, {})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "voice-title",
					component: "h2",
					variant: "h4",
					sx: { color: "common.white" },
					children: t("voice.title")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					sx: {
						display: "inline-block",
						mt: .5,
						px: 1.25,
						py: .25,
						borderRadius: 999,
						fontSize: "0.8125rem",
						fontWeight: 600,
						bgcolor: "rgba(255,255,255,0.12)",
						color: "common.white"
					},
					children: t("voice.status")
				})] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					mt: 2,
					color: "rgba(255,255,255,0.9)",
					position: "relative",
					maxWidth: 520
				},
				children: t("voice.body")
			})
		]
	});
}
// src/features/account/pages/my-account-page.tsx
function Contracts({ contracts }) {
	const { t, i18n } = useTranslation("account");
	const location = useLocation();
	const [initialContractId] = (0, import_react.useState)(() => contractIdFromState(location.state));
	const [active, setActive] = (0, import_react.useState)(() => activeIndexFor(contracts, initialContractId));
	const current = contracts[active] ?? contracts[0];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gridTemplateColumns: "minmax(0, 1fr)",
			gap: 3
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: "contracts-title",
			component: "h2",
			variant: "h2",
			children: t("contracts.title")
		}), contracts.length > 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			sx: {
				color: "text.secondary",
				mt: .5
			},
			children: t("contracts.intro")
		}) : null] }), current ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContractCarousel, {
			contracts,
			initialContractId,
			active,
			onActiveChange: setActive
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContractWeeks, { contract: current })] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
			text: resolveMessage(i18n, "no_contracts"),
			action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: PATHS.myReservations,
				variant: "contained",
				color: "ink",
				children: t("reservations")
			})
		})]
	});
}
function ProfileCard({ profile }) {
	const { t } = useTranslation("account");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-labelledby": "contact-title",
		elevation: 1,
		sx: {
			p: {
				xs: 2.5,
				sm: 4
			},
			display: "grid",
			gap: 2,
			alignContent: "start"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					gap: 2,
					alignItems: "center",
					justifyContent: "space-between",
					flexWrap: "wrap"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "contact-title",
					component: "h2",
					variant: "h3",
					children: t("contact.title")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: PATHS.editProfile,
					variant: "contained",
					color: "gold",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditOutlined_default, {}),
					children: t("edit")
				})]
			}),
			profile.pending_change ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PendingChangeNotice, { change: profile.pending_change }) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactDetails, { profile })
		]
	});
}
function AccountSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 4
		},
		"aria-hidden": "true",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				variant: "text",
				width: 280,
				height: 48
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					display: "grid",
					gap: 3,
					gridTemplateColumns: {
						xs: "1fr 1fr",
						md: "repeat(3, 1fr)"
					}
				},
				children: [
					0,
					1,
					2
				].map((n) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					variant: "rounded",
					height: 176
				}, n))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				variant: "rounded",
				height: 260
			})
		]
	});
}
/**
* My Account (spec section 2): who the member is, their resort, contact details (and what waits for
* verification), the contracts with the active one's weeks, the amount due (issue 24), the unread-messages and
* payments-due badges, and the voice-authentication panel.
*/
function MyAccountPage() {
	const { t } = useTranslation(["account", "pages"]);
	const { data: profile } = useProfile();
	const name = fullName(profile);
	const member = profile?.vida_member_id ?? null;
	const owed = useAmountDue();
	const paymentsEnabled = usePaymentsEnabled();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "account",
		width: "wide",
		overline: t("overline"),
		title: profile ? name || t("pages:myAccount") : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			width: 320,
			sx: { bgcolor: "rgba(255,255,255,0.16)" }
		}),
		subtitle: profile ? member ? t("memberIdValue", { id: member }) : t("nonMember") : void 0,
		children: profile && member ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: { mt: 3 },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResortLogo, {
				resort: profile.resort_name,
				tone: "light",
				size: "large"
			})
		}) : null
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "wide",
		sx: {
			display: "grid",
			gap: {
				xs: 4,
				md: 6
			}
		},
		children: profile ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Contracts, { contracts: visibleContracts(profile.contracts) }, profile.contracts.map((c) => c.contract_id).join("-")), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MainAndSide, {
			main: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileCard, { profile }),
			side: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				member && owed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AmountDueCard, { owed }) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
					component: "section",
					"aria-labelledby": "glance-title",
					elevation: 1,
					sx: {
						p: {
							xs: 2.5,
							sm: 3.5
						},
						display: "grid",
						gap: 2
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						id: "glance-title",
						component: "h2",
						variant: "h4",
						children: t("glance.title")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GlanceLinks, {
						unread: profile.unread_messages,
						payments: owed && paymentsEnabled ? owed.dueNowCount : null,
						contracts: member === null ? null : profile.contracts.length
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VoicePanel, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActiveSessions, {})
			] })
		})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountSkeleton, {})
	})] });
}
export { MyAccountPage as Component, MyAccountPage };
