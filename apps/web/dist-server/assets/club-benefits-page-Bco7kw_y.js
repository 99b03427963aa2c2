import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { t as OpenInNew_default } from "./OpenInNew-Dq1Ur4SN.js";
import { o as Box, r as Button, t as Typography } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { n as resort_hero_default } from "./resort-hero-horizon-B_xeP7-N.js";
import { t as ArtImage } from "./art-image-DLxmo1dk.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { t as VisuallyHidden } from "./visually-hidden-DBMt4wTW.js";
import { n as useClub } from "./club-query-gjY5-H5F.js";
// ../../node_modules/@mui/icons-material/CheckCircleOutlineOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var CheckCircleOutlineOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z" }), "CheckCircleOutlineOutlined");
// src/features/club/components/club-freedom-logo.tsx
/**
* The portal's own wordmark for the club-benefits programme (no brand files): a compass rose over the
* horizon in a ring, then CLUB spaced small above "Freedom" in the display serif. Text lengths are fixed so
* the mark keeps its shape whichever font has loaded.
*/
function ClubFreedomLogo({ tone = "dark", label, sx }) {
	const light = tone === "light";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "svg",
		role: "img",
		"aria-label": label,
		viewBox: "0 0 300 96",
		focusable: "false",
		sx: [{
			display: "block",
			width: 300,
			maxWidth: "100%",
			height: "auto",
			color: light ? "common.white" : "text.primary",
			"& .accent": { color: light ? "gold.light" : "gold.dark" }
		}, ...Array.isArray(sx) ? sx : [sx]],
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: label }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("g", {
				className: "accent",
				fill: "none",
				stroke: "currentColor",
				strokeLinecap: "round",
				strokeLinejoin: "round",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
						cx: "48",
						cy: "48",
						r: "42",
						strokeWidth: "2"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
						cx: "48",
						cy: "48",
						r: "35",
						strokeWidth: "1",
						opacity: "0.6"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
						d: "M48 12 L55 44 L48 52 L41 44 Z",
						fill: "currentColor",
						strokeWidth: "1.5"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
						d: "M20 44 L41 40 M76 44 L55 40",
						strokeWidth: "2"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
						d: "M14 56 H82",
						strokeWidth: "2"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
						d: "M22 66 q6.5 -5 13 0 t13 0 t13 0 t13 0",
						strokeWidth: "2"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
						d: "M30 75 q6 -4 12 0 t12 0 t12 0",
						strokeWidth: "1.6"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				className: "accent",
				x: "108",
				y: "36",
				fontSize: "13",
				fontWeight: "600",
				letterSpacing: "6",
				textLength: "66",
				lengthAdjust: "spacing",
				fill: "currentColor",
				style: { fontFamily: "\"Inter Variable\", Inter, system-ui, sans-serif" },
				children: "CLUB"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "106",
				y: "72",
				fontSize: "40",
				fontStyle: "italic",
				fontWeight: "600",
				textLength: "184",
				lengthAdjust: "spacingAndGlyphs",
				fill: "currentColor",
				style: { fontFamily: "\"Playfair Display Variable\", \"Playfair Display\", Georgia, serif" },
				children: "Freedom"
			})
		]
	});
}
// src/features/club/pages/club-benefits-page.tsx
var POINTS = [
	"rates",
	"trips",
	"experiences"
];
/**
* Club benefits (spec section 2): the benefits club's logo, what it offers, and the button to its site
* (`CLUB_SITE_URL` through GET /club), which opens in a new tab and says so to assistive technology.
*/
function ClubBenefitsPage() {
	const { t } = useTranslation(["club", "pages"]);
	const club = useClub();
	const siteUrl = club.data?.club_site_url || (club.isError ? "https://www.vidavacations.com" : null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "club",
		width: "wide",
		title: t("pages:clubBenefits"),
		overline: t("benefits.overline")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "wide",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			elevation: 1,
			sx: {
				overflow: "hidden",
				display: "grid",
				gridTemplateColumns: {
					xs: "1fr",
					md: "minmax(0, 5fr) minmax(0, 7fr)"
				}
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					position: "relative",
					minHeight: {
						xs: 220,
						md: 440
					},
					display: "grid",
					placeItems: "center",
					bgcolor: "ink.main",
					overflow: "hidden"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						"aria-hidden": "true",
						sx: {
							position: "absolute",
							inset: 0,
							opacity: .55
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArtImage, {
							src: resort_hero_default,
							lazy: true
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						"aria-hidden": "true",
						sx: {
							position: "absolute",
							inset: 0,
							background: "radial-gradient(closest-side, rgba(17,17,17,0.85), rgba(17,17,17,0.35))"
						}
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClubFreedomLogo, {
						tone: "light",
						label: t("benefits.logo"),
						sx: {
							position: "relative",
							width: {
								xs: 240,
								sm: 300
							},
							px: 2
						}
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					p: {
						xs: 3,
						sm: 5
					},
					display: "grid",
					gap: 2.5,
					alignContent: "center"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "h2",
						variant: "h2",
						children: t("benefits.title")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							color: "text.secondary",
							fontSize: "1.0625rem"
						},
						children: t("benefits.text")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "ul",
						sx: {
							listStyle: "none",
							m: 0,
							p: 0,
							display: "grid",
							gap: 1.25
						},
						children: POINTS.map((point) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							component: "li",
							sx: {
								display: "flex",
								gap: 1.5,
								alignItems: "flex-start"
							},
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircleOutlineOutlined_default, {
								"aria-hidden": "true",
								sx: {
									color: "secondary.main",
									mt: "2px"
								}
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t(`benefits.points.${point}`) })]
						}, point))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: { mt: 1 },
						children: siteUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							component: "a",
							href: siteUrl,
							target: "_blank",
							rel: "noopener noreferrer",
							variant: "contained",
							color: "gold",
							size: "large",
							endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OpenInNew_default, { "aria-hidden": "true" }),
							children: [t("benefits.action"), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(VisuallyHidden, { children: [" ", t("benefits.newTab")] })]
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
							variant: "rounded",
							width: 280,
							height: 48
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						sx: { color: "text.secondary" },
						children: t("benefits.note")
					})
				]
			})]
		})
	})] });
}
export { ClubBenefitsPage, ClubBenefitsPage as Component };
