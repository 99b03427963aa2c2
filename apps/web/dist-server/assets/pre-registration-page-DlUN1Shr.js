import { t as OpenInNew_default } from "./OpenInNew-Dq1Ur4SN.js";
import { o as Box, r as Button, t as Typography } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { n as useClub } from "./club-query-gjY5-H5F.js";
import "./register-messages-B4n6qOFA.js";
import { t as HotelArt } from "./hotel-art-Bkob-0et.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/reservations/pages/pre-registration-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Title, subtitle and the button to the hotels' online pre-check-in (`PRECHECKIN_URL`, via GET /club). */
function PreRegistrationPage() {
	const { t } = useTranslation(["reservations", "pages"]);
	const club = useClub().data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "reservations",
		width: "narrow",
		title: t("preRegistration.title"),
		overline: t("pages:preRegistration"),
		subtitle: t("preRegistration.subtitle")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "narrow",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			elevation: 1,
			sx: {
				overflow: "hidden",
				display: "grid",
				gridTemplateColumns: {
					xs: "1fr",
					sm: "2fr 3fr"
				}
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					height: {
						xs: 140,
						sm: "100%"
					},
					minHeight: { sm: 220 }
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HotelArt, { hotel: "Riviera Maya" })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					p: {
						xs: 3,
						sm: 4
					},
					display: "grid",
					gap: 2,
					alignContent: "center"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "h2",
						variant: "h4",
						children: t("preRegistration.cardTitle")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("preRegistration.cardText") }),
					club ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: "a",
						href: club.precheckin_url,
						target: "_blank",
						rel: "noopener noreferrer",
						variant: "contained",
						color: "gold",
						size: "large",
						endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OpenInNew_default, {}),
						children: t("preRegistration.action")
					}) }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						variant: "rounded",
						width: 260,
						height: 48
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							color: "text.secondary",
							fontSize: "0.875rem"
						},
						children: t("preRegistration.note")
					})
				]
			})]
		})
	})] });
}
export { PreRegistrationPage as Component, PreRegistrationPage };
