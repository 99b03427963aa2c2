import { t as Add_default } from "./Add-DprAqWkh.js";
import { n as ExpandMore_default } from "./Collapse-DTNbcu1G.js";
import { n as AccordionDetails, r as Accordion, t as AccordionSummary } from "./AccordionSummary-eqCrqw7W.js";
import { L as RESERVATION_STATUS, Y as localIsoDate, Z as splitReservations, b as resolveMessage, j as currentLanguage, k as PATHS, o as Box, r as Button, t as Typography, y as notify } from "../render-page.js";
import { r as Dialog, t as DialogContent } from "./DialogContent--YaXM1cn.js";
import { t as DialogActions } from "./DialogActions-BWAwD-6G.js";
import { t as DialogContentText } from "./DialogContentText-DwtVwl3y.js";
import { t as DialogTitle } from "./DialogTitle-BTxk64B5.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { t as useTheme } from "./useTheme-ejLitoPC.js";
import { t as useMediaQuery } from "./useMediaQuery-Dl0azaGj.js";
import { t as useMutation } from "./useMutation-DmydnA2C.js";
import { n as useQuery } from "./queryOptions-BLMMBbCQ.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { p as useNavigate, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { i as isApiRequestError } from "./api-client-Bq9ewmbe.js";
import { o as useProfile } from "./profile-query-CKIqjTuP.js";
import { a as reservationsQueryOptions, n as downloadCalendar, o as sendReservationConfirmation } from "./reservations-api-D-XCZZDx.js";
import "./register-messages-B4n6qOFA.js";
import { t as pageData } from "./page-data-IObb-R1Q.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { o as formatShortDay } from "./format-BJVEzoib.js";
import { t as roomTypeName } from "./room-type-BwpXaQH6.js";
import { t as HotelArt } from "./hotel-art-Bkob-0et.js";
import { t as StatusBadge } from "./status-badge-D2ngS0MB.js";
// ../../node_modules/@mui/icons-material/EventAvailable.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var EventAvailable_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M16.53 11.06 15.47 10l-4.88 4.88-2.12-2.12-1.06 1.06L10.59 17zM19 3h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V8h14z" }), "EventAvailable");
// ../../node_modules/@mui/icons-material/MailOutlined.mjs
var MailOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M22 6c0-1.1-.9-2-2-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2zm-2 0-8 4.99L4 6zm0 12H4V8l8 5 8-5z" }), "MailOutlined");
// src/features/reservations/components/reservation-card.tsx
var DAY_MS = 864e5;
var dayDate = (day) => /* @__PURE__ */ new Date(`${day}T00:00:00Z`);
function ReservationCard({ reservation: r, language, onSendConfirmation, onAddToCalendar }) {
	const { t } = useTranslation("reservations");
	const nights = Math.max(0, Math.round((dayDate(r.departing_date).getTime() - dayDate(r.arriving_date).getTime()) / DAY_MS));
	const guests = [t("list.adults", { count: r.number_of_adults }), ...r.number_of_children > 0 ? [t("list.children", { count: r.number_of_children })] : []].join(", ");
	const headingId = `reservation-${r.reservation_id}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "article",
		elevation: 1,
		"aria-labelledby": headingId,
		sx: {
			overflow: "hidden",
			display: "grid",
			gridTemplateColumns: {
				xs: "1fr",
				sm: "260px 1fr"
			}
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				height: {
					xs: 120,
					sm: "100%"
				},
				minHeight: { sm: 170 }
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HotelArt, {
				hotel: r.hotel,
				lazy: true
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				p: {
					xs: 2.5,
					sm: 3
				},
				display: "grid",
				gap: 1
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						alignItems: "center",
						gap: 1.5,
						flexWrap: "wrap"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBadge, { reservation: r }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							color: "text.secondary",
							fontSize: "0.875rem"
						},
						children: t("list.number", { number: r.reservation_number })
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: headingId,
					component: "h3",
					variant: "h5",
					sx: { fontWeight: 600 },
					children: r.hotel
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						dateTime: r.arriving_date,
						children: formatShortDay(r.arriving_date, language)
					}),
					" –",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						dateTime: r.departing_date,
						children: formatShortDay(r.departing_date, language)
					}),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "span",
						sx: {
							color: "text.secondary",
							whiteSpace: "nowrap"
						},
						children: [
							"(",
							t("list.nights", { count: nights }),
							")"
						]
					})
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					sx: { color: "text.secondary" },
					children: [
						guests,
						" · ",
						roomTypeName(r.room_type, language)
					]
				}),
				onSendConfirmation || onAddToCalendar ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						flexWrap: "wrap",
						gap: 1.5,
						mt: 1
					},
					children: [onSendConfirmation ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "outlined",
						color: "ink",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MailOutlined_default, {}),
						onClick: onSendConfirmation,
						"aria-label": `${t("list.sendConfirmation")}: ${r.reservation_number}`,
						children: t("list.sendConfirmation")
					}) : null, onAddToCalendar ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						color: "secondary",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventAvailable_default, {}),
						onClick: onAddToCalendar,
						"aria-label": `${t("list.addToCalendar")}: ${r.reservation_number}`,
						children: t("list.addToCalendar")
					}) : null]
				}) : null
			]
		})]
	});
}
// src/features/reservations/pages/my-reservations-page.tsx
var EMPTY_TEXT = {
	upcoming: "list.noneUpcoming",
	past: "list.nonePast",
	cancelled: "list.noneCancelled"
};
function Cards({ items, list, language, onSend }) {
	const { t } = useTranslation("reservations");
	if (items.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		sx: { color: "text.secondary" },
		children: t(EMPTY_TEXT[list])
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			display: "grid",
			gap: 2.5
		},
		children: items.map((r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReservationCard, {
			reservation: r,
			language,
			...list === "upcoming" && r.reservation_status !== RESERVATION_STATUS.requested ? { onSendConfirmation: () => onSend(r) } : {},
			...list === "upcoming" ? { onAddToCalendar: () => {
				downloadCalendar(r.reservation_number).catch(() => notify("error", t("list.calendarFailed")));
			} } : {}
		}, r.reservation_id))
	});
}
function Section({ id, title, count, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": id,
		sx: {
			display: "grid",
			gap: 2
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			id,
			component: "h2",
			variant: "h3",
			children: [
				title,
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "span",
					sx: {
						color: "text.secondary",
						fontSize: "0.6em"
					},
					children: [
						"(",
						count,
						")"
					]
				})
			]
		}), children]
	});
}
/** Upcoming, past and cancelled stays (spec section 4); on phones past and cancelled fold into accordions. */
function MyReservationsPage() {
	const { t, i18n } = useTranslation(["reservations", "pages"]);
	const language = useLanguage();
	const navigate = useNavigate();
	const theme = useTheme();
	const mobile = useMediaQuery(theme.breakpoints.down("md"));
	const { data: profile } = useProfile();
	const query = useQuery(reservationsQueryOptions(language));
	const lists = (0, import_react.useMemo)(() => query.data ? splitReservations(query.data, localIsoDate(/* @__PURE__ */ new Date())) : null, [query.data]);
	const [confirming, setConfirming] = (0, import_react.useState)(null);
	const send = useMutation({
		mutationFn: (r) => sendReservationConfirmation(r.reservation_number),
		onSuccess: (message) => {
			setConfirming(null);
			notify("success", message);
		}
	});
	const empty = lists !== null && lists.upcoming.length + lists.past.length + lists.cancelled.length === 0;
	(0, import_react.useEffect)(() => {
		if (!empty) return;
		notify("info", "empty_reservations", void 0, [{
			label: "add_reservation",
			to: PATHS.addReservation
		}, {
			label: "request_reservation",
			to: PATHS.requestReservation
		}]);
		navigate(PATHS.dashboard, { replace: true });
	}, [empty, navigate]);
	const openDialog = (r) => {
		send.reset();
		setConfirming(r);
	};
	const actions = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexWrap: "wrap",
			gap: 1.5,
			mt: 3
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			to: PATHS.addReservation,
			variant: "contained",
			color: "gold",
			startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, {}),
			children: t("list.add")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			to: PATHS.requestReservation,
			variant: "outlined",
			sx: {
				color: "common.white",
				borderColor: "rgba(255,255,255,0.6)"
			},
			children: t("list.request")
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			scene: "reservations",
			width: "wide",
			title: t("pages:myReservations"),
			overline: t("overline"),
			subtitle: t("list.subtitle"),
			children: actions
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
			width: "wide",
			children: query.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormAlert, {
				severity: "error",
				children: [
					t("list.loadError"),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "small",
						onClick: () => void query.refetch(),
						children: t("list.retry")
					})
				]
			}) : !lists ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					display: "grid",
					gap: 2.5
				},
				children: [
					0,
					1,
					2
				].map((i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					variant: "rounded",
					height: 170
				}, i))
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: 5
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
					id: "list-upcoming",
					title: t("list.upcoming"),
					count: lists.upcoming.length,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Cards, {
						items: lists.upcoming,
						list: "upcoming",
						language,
						onSend: openDialog
					})
				}), ["past", "cancelled"].map((list) => mobile ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion, {
					disableGutters: true,
					sx: {
						borderRadius: "12px",
						"&::before": { display: "none" }
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionSummary, {
						expandIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandMore_default, {}),
						"aria-controls": `list-${list}-content`,
						id: `list-${list}`,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
							component: "h2",
							variant: "h5",
							sx: { fontWeight: 600 },
							children: [
								t(`list.${list}`),
								" (",
								lists[list].length,
								")"
							]
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionDetails, {
						id: `list-${list}-content`,
						sx: {
							bgcolor: "sand.main",
							pt: 2
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Cards, {
							items: lists[list],
							list,
							language,
							onSend: openDialog
						})
					})]
				}, list) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
					id: `list-${list}`,
					title: t(`list.${list}`),
					count: lists[list].length,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Cards, {
						items: lists[list],
						list,
						language,
						onSend: openDialog
					})
				}, list))]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
			open: confirming !== null,
			onClose: () => setConfirming(null),
			"aria-labelledby": "confirmation-title",
			"aria-describedby": "confirmation-text",
			fullWidth: true,
			maxWidth: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
					id: "confirmation-title",
					children: t("confirmation.title")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
					sx: {
						display: "grid",
						gap: 2
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContentText, {
						id: "confirmation-text",
						children: confirming ? t("confirmation.text", {
							number: confirming.reservation_number,
							hotel: confirming.hotel,
							email: profile?.email ?? ""
						}) : null
					}), send.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
						severity: "error",
						children: resolveMessage(i18n, isApiRequestError(send.error) ? send.error.displayMessage : "generic_error")
					}) : null]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, {
					sx: {
						px: 3,
						pb: 3
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						color: "ink",
						onClick: () => setConfirming(null),
						children: t("confirmation.cancel")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "contained",
						color: "gold",
						disabled: send.isPending,
						onClick: () => {
							if (confirming) send.mutate(confirming);
						},
						children: t("confirmation.send")
					})]
				})
			]
		})
	] });
}
var loader = pageData((client) => [client.prefetchQuery(reservationsQueryOptions(currentLanguage()))]);
export { MyReservationsPage as Component, MyReservationsPage, loader };
