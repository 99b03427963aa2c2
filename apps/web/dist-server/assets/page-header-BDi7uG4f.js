import { o as Box, t as Typography } from "../render-page.js";
import { t as Container } from "./Container-wO8XO6h4.js";
import { t as ArtImage } from "./art-image-DLxmo1dk.js";
import { n as resort_hero_default, t as resort_hero_horizon_default } from "./resort-hero-horizon-B_xeP7-N.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/assets/art/scene-account.svg
var scene_account_default = "/assets/scene-account-C_wamiti.svg";
// src/assets/art/scene-club.svg
var scene_club_default = "/assets/scene-club-CtkX-KqD.svg";
// src/assets/art/scene-legal.svg
var scene_legal_default = "/assets/scene-legal-DP66UhlT.svg";
// src/assets/art/scene-messages.svg
var scene_messages_default = "/assets/scene-messages-BiGk5QPn.svg";
// src/assets/art/scene-payments.svg
var scene_payments_default = "/assets/scene-payments-BjkGeJtL.svg";
// src/assets/art/scene-reservations.svg
var scene_reservations_default = "/assets/scene-reservations-Bu-0qW0j.svg";
// src/components/ui/page-layout.ts
/**
* The content width of each kind of page, the one place it is decided: lists, tables and overviews use the
* wide column; forms, a single message or item and the legal texts' reading column use the narrow one; a
* one-card confirmation (payment result) the compact one. The header band's text follows the same width,
* so the title lines up with the content under it.
*/
var PAGE_WIDTHS = {
	wide: "lg",
	narrow: "md",
	compact: "sm"
};
/**
* Each section of the portal has its own scene in the header band (static SVG files: a URL each, no
* JavaScript). `home` is the dashboard's resort, `horizon` the quiet default.
*/
var PAGE_SCENES = {
	home: resort_hero_default,
	horizon: resort_hero_horizon_default,
	reservations: scene_reservations_default,
	messages: scene_messages_default,
	payments: scene_payments_default,
	account: scene_account_default,
	club: scene_club_default,
	legal: scene_legal_default
};
// src/components/ui/page-header.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The band at the top of every signed-in page: the serif title on the night-lagoon gradient, the section's
* artwork fading in on the right, a thin gold rule.
*/
function PageHeader({ title, overline, subtitle, children, scene = "horizon", width = "wide", titleId, aside, overlap = false }) {
	const text = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: { minWidth: 0 },
		children: [
			overline ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "overline",
				component: "p",
				sx: { color: "gold.light" },
				children: overline
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				variant: "h1",
				sx: {
					color: "common.white",
					maxWidth: 760
				},
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-hidden": "true",
				sx: {
					width: 56,
					height: 3,
					bgcolor: "gold.main",
					borderRadius: 2,
					mt: 2.5
				}
			}),
			subtitle ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					mt: 2.5,
					color: "rgba(255,255,255,0.9)",
					maxWidth: 600
				},
				children: subtitle
			}) : null,
			children
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "header",
		sx: {
			position: "relative",
			overflow: "hidden",
			bgcolor: "ink.main",
			backgroundImage: (theme) => `linear-gradient(120deg, ${theme.palette.ink.main} 0%, ${theme.palette.secondary.dark} 100%)`,
			color: "common.white",
			pt: {
				xs: 5,
				md: aside ? 8 : 7
			},
			pb: overlap ? {
				xs: 10,
				md: 14
			} : {
				xs: 5,
				md: 7
			}
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			"aria-hidden": "true",
			sx: {
				position: "absolute",
				top: 0,
				bottom: 0,
				right: 0,
				width: {
					xs: "100%",
					md: "55%"
				},
				opacity: {
					xs: .3,
					md: .95
				},
				maskImage: { md: "linear-gradient(90deg, transparent 0%, #000 42%)" }
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArtImage, { src: PAGE_SCENES[scene] })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth: PAGE_WIDTHS[width],
			sx: [{ position: "relative" }, aside ? {
				display: "grid",
				gap: {
					xs: 4,
					md: 6
				},
				gridTemplateColumns: {
					xs: "1fr",
					md: "minmax(0, 1fr) 400px"
				},
				alignItems: "center"
			} : {}],
			children: [text, aside]
		})]
	});
}
export { PAGE_WIDTHS as n, PageHeader as t };
