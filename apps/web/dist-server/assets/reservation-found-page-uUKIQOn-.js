import { k as PATHS, o as Box, r as Button, t as Typography, z as ReservationSchema } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { d as useLocation, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { i as formatNumber } from "./format-BJVEzoib.js";
import "./register-messages-B4n6qOFA.js";
import { t as roomTypeName } from "./room-type-BwpXaQH6.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as HotelArt } from "./hotel-art-Bkob-0et.js";
import { t as NothingToShow } from "./nothing-to-show-C1iCXmsB.js";
import { t as StatusBadge } from "./status-badge-D2ngS0MB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/reservations/pages/reservation-found-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The reservation just attached (navigation state), with the way to see it among the others. */
function ReservationFoundPage() {
	const { t } = useTranslation(["reservations", "pages"]);
	const language = useLanguage();
	const location = useLocation();
	const parsed = ReservationSchema.safeParse(location.state?.reservation);
	if (!parsed.success) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NothingToShow, {
		title: t("pages:reservationFound"),
		text: t("found.noData"),
		to: PATHS.addReservation,
		action: t("found.lookUp")
	});
	const r = parsed.data;
	const facts = [
		[t("found.number"), r.reservation_number],
		[t("found.hotel"), r.hotel],
		[t("found.adults"), formatNumber(r.number_of_adults, language)],
		[t("found.children"), formatNumber(r.number_of_children, language)],
		[t("found.roomType"), roomTypeName(r.room_type, language)]
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "reservations",
		width: "narrow",
		title: t("found.title"),
		overline: t("overline")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "narrow",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			elevation: 1,
			sx: { overflow: "hidden" },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { height: {
					xs: 150,
					sm: 220
				} },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HotelArt, { hotel: r.hotel })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					p: {
						xs: 3,
						sm: 4
					},
					display: "grid",
					gap: 3
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							alignItems: "center",
							gap: 2,
							flexWrap: "wrap"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: "h2",
							variant: "h3",
							children: r.hotel
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBadge, { reservation: r })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "dl",
						sx: {
							m: 0,
							display: "grid",
							gap: 2,
							gridTemplateColumns: {
								xs: "1fr 1fr",
								sm: "repeat(3, 1fr)"
							}
						},
						children: facts.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: "dt",
							sx: {
								color: "text.secondary",
								fontSize: "0.875rem"
							},
							children: label
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: "dd",
							sx: {
								m: 0,
								fontWeight: 600
							},
							children: value
						})] }, label))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: PATHS.myReservations,
						variant: "contained",
						color: "gold",
						size: "large",
						children: t("found.verify")
					}) })
				]
			})]
		})
	})] });
}
export { ReservationFoundPage as Component, ReservationFoundPage };
