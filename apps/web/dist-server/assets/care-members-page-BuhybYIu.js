import { D as CARE_PATHS, O as memberPath, X as reservationLabel, o as Box, r as Button, t as Typography } from "../render-page.js";
import { t as Link } from "./Link-BUWBQtjn.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as TextField } from "./TextField-SH7DL_FI.js";
import { n as useQuery } from "./queryOptions-BLMMBbCQ.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { g as useSearchParams, h as useParams, t as Link$1 } from "./chunk-YDNE64FV-D10nkoCz.js";
import { d as memberSearchQueryOptions, t as useDeskFormat, u as memberRecordQueryOptions } from "./use-desk-format-Biv-pcth.js";
// src/features/care/pages/care-members-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** `/care/members`: search by e-mail, member id or name. */
function CareMembersPage() {
	const { t } = useTranslation("care");
	const [params, setParams] = useSearchParams();
	const q = params.get("q") ?? "";
	const [draft, setDraft] = (0, import_react.useState)(q);
	const results = useQuery(memberSearchQueryOptions(q));
	const submit = (event) => {
		event.preventDefault();
		setParams(draft.trim() ? { q: draft.trim() } : {});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 2,
			maxWidth: 900
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "form",
			role: "search",
			onSubmit: submit,
			sx: {
				display: "flex",
				gap: 1,
				flexWrap: "wrap"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				id: "member-search",
				size: "small",
				label: t("members.searchLabel"),
				value: draft,
				onChange: (e) => setDraft(e.target.value),
				sx: {
					flex: 1,
					minWidth: 240,
					bgcolor: "common.white"
				}
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				children: t("members.search")
			})]
		}), results.isSuccess && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "section",
			"aria-label": t("members.results"),
			children: results.data.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				role: "status",
				children: t("members.none", { q })
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					listStyle: "none",
					m: 0,
					p: 0,
					display: "grid",
					gap: .75
				},
				children: results.data.map((m) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
					component: "li",
					sx: { p: 1.25 },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						component: Link$1,
						to: `${memberPath(m.user_id)}?q=${encodeURIComponent(q)}`,
						sx: { fontWeight: 700 },
						children: m.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						component: "span",
						sx: {
							fontSize: "0.875rem",
							color: "text.secondary"
						},
						children: [
							" ",
							"· ",
							m.email,
							m.member_number ? ` · ${m.member_number}` : "",
							" · ",
							m.language.toUpperCase()
						]
					})]
				}, m.user_id))
			})
		})]
	});
}
function Section({ title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-label": title,
		sx: { p: {
			xs: 1.5,
			md: 2
		} },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "h2",
			sx: {
				fontSize: "1.125rem",
				fontWeight: 700,
				mb: 1
			},
			children: title
		}), children]
	});
}
/** `/care/members/:id`: one member's record, read-only. */
function CareMemberPage() {
	const { t } = useTranslation(["care", "reservations"]);
	const { dateTime, day, roomType } = useDeskFormat();
	const { id } = useParams();
	const [params] = useSearchParams();
	const data = useQuery(memberRecordQueryOptions(Number(id))).data;
	const none = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		color: "text.secondary",
		children: t("members.nothing")
	});
	const list = (rows) => rows.length === 0 ? none : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: {
			m: 0,
			pl: 2.5,
			display: "grid",
			gap: .5
		},
		children: rows
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 1.5,
			maxWidth: 1100
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			component: Link$1,
			to: `${CARE_PATHS.members}${params.get("q") ? `?q=${encodeURIComponent(params.get("q") ?? "")}` : ""}`,
			sx: {
				justifySelf: "start",
				minHeight: 44,
				display: "inline-flex",
				alignItems: "center"
			},
			children: t("members.back")
		}), data && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					fontSize: "0.875rem",
					color: "text.secondary"
				},
				children: t("members.readOnly")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				title: `${t("members.profile")}: ${data.name}`,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: [
						data.email,
						data.member_number,
						data.language.toUpperCase(),
						data.verified ? t("members.verified") : t("members.unverified"),
						data.disabled ? t("members.disabled") : null
					].filter(Boolean).join(" · ") }),
					data.address.map((line) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: line }, line)),
					data.phones.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: data.phones.join(" · ") })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: 1.5,
					gridTemplateColumns: {
						xs: "1fr",
						md: "1fr 1fr"
					}
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
						title: t("members.contracts"),
						children: list(data.contracts.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: `${c.contract_number} · ${c.status} · ${c.resort ?? ""} · ${c.currency} ${c.balance ?? ""}` }, c.contract_number)))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
						title: t("members.payments"),
						children: list(data.payments.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: `${dateTime(p.date)} · ${p.currency} ${p.amount} · ${p.description}` }, `${p.date}-${p.description}`)))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
						title: t("members.reservations"),
						children: list(data.reservations.map((r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: `${r.reservation_number} · ${t(`reservations:status.${reservationLabel(r.status)}`)} · ${r.hotel} · ${day(r.arriving_date)} → ${day(r.departing_date)} · ${roomType(r.room_type)}` }, r.reservation_number)))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
						title: t("members.messages"),
						children: list(data.messages.map((m) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: `${dateTime(m.date)} · ${m.subject} (${m.message_type})` }, m.thread_id)))
					})
				]
			})
		] })]
	});
}
export { CareMemberPage, CareMembersPage };
