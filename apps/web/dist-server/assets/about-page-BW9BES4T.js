import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { t as DevicesOutlined_default } from "./DevicesOutlined-DoGP36Le.js";
import { t as SupportAgentOutlined_default } from "./SupportAgentOutlined-Dnl2c19t.js";
import { j as currentLanguage, o as Box, t as Typography } from "../render-page.js";
import { t as Container } from "./Container-wO8XO6h4.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { a as GridList, i as SectionHeading, o as about_hero_default, t as ClubVideo } from "./club-video-Co7z1naU.js";
import { t as ArtHero } from "./art-hero-CJd4uCLl.js";
import { t as ArtImage } from "./art-image-DLxmo1dk.js";
import { n as useClub } from "./club-query-gjY5-H5F.js";
// ../../node_modules/@mui/icons-material/ApartmentOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var ApartmentOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M17 11V3H7v4H3v14h8v-4h2v4h8V11zM7 19H5v-2h2zm0-4H5v-2h2zm0-4H5V9h2zm4 4H9v-2h2zm0-4H9V9h2zm0-4H9V5h2zm4 8h-2v-2h2zm0-4h-2V9h2zm0-4h-2V5h2zm4 12h-2v-2h2zm0-4h-2v-2h2z" }), "ApartmentOutlined");
// ../../node_modules/@mui/icons-material/AttractionsOutlined.mjs
var AttractionsOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20.15 14.42c.23-.77.35-1.58.35-2.42s-.12-1.65-.35-2.42c.78-.6 1.02-1.7.51-2.58s-1.58-1.23-2.49-.85c-1.11-1.17-2.56-2.03-4.18-2.42C13.85 2.75 13.01 2 12 2s-1.85.75-1.98 1.73c-1.63.39-3.07 1.25-4.19 2.42-.91-.38-1.98-.03-2.49.85s-.27 1.98.51 2.58c-.23.77-.35 1.58-.35 2.42s.12 1.65.35 2.42c-.78.6-1.02 1.7-.51 2.58s1.58 1.23 2.49.85c.4.42.83.79 1.3 1.12L5.78 22h1.88l.98-2.19c.44.19.9.34 1.38.46.13.98.97 1.73 1.98 1.73s1.85-.75 1.98-1.73c.46-.11.91-.26 1.34-.44L16.3 22h1.88l-1.34-3c.48-.34.93-.72 1.34-1.15.91.38 1.99.03 2.49-.85s.26-1.98-.52-2.58m-6.59 4.33c-.37-.46-.93-.75-1.56-.75s-1.2.29-1.57.75c-.4-.09-.79-.21-1.16-.37l1.43-3.19c.4.16.84.25 1.3.25.44 0 .87-.08 1.26-.23l1.42 3.18c-.36.15-.73.27-1.12.36m-3.08-6.73c0-.83.67-1.5 1.5-1.5s1.5.67 1.5 1.5-.67 1.5-1.5 1.5-1.5-.67-1.5-1.5m8.23 1.99c-.61.07-1.18.41-1.52.99-.32.56-.34 1.2-.12 1.75-.28.29-.58.55-.9.79l-1.5-3.35c.49-.59.78-1.34.78-2.16 0-1.89-1.55-3.41-3.46-3.41s-3.46 1.53-3.46 3.41c0 .8.28 1.54.75 2.13l-1.52 3.39c-.31-.23-.6-.48-.87-.76.26-.56.24-1.22-.09-1.79-.34-.59-.93-.94-1.56-.99-.22-.68-.33-1.4-.33-2.15 0-.64.09-1.26.25-1.85.66-.03 1.3-.38 1.65-1 .37-.63.35-1.38.01-1.98.92-.98 2.11-1.69 3.45-2.03.34.59.99 1 1.73 1s1.39-.4 1.73-1c1.34.34 2.53 1.07 3.44 2.05-.32.59-.33 1.33.03 1.95.35.6.96.95 1.6 1 .16.59.25 1.21.25 1.86 0 .75-.12 1.47-.34 2.15" }), "AttractionsOutlined");
// ../../node_modules/@mui/icons-material/BeachAccessOutlined.mjs
var BeachAccessOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m21 19.57-1.427 1.428-6.442-6.442 1.43-1.428zM13.12 3c-2.58 0-5.16.98-7.14 2.95l-.01.01c-3.95 3.95-3.95 10.36 0 14.31l14.3-14.31C18.3 3.99 15.71 3 13.12 3M6.14 17.27C5.4 16.03 5 14.61 5 13.12c0-.93.16-1.82.46-2.67.19 1.91.89 3.79 2.07 5.44zm2.84-2.84C7.63 12.38 7.12 9.93 7.6 7.6c.58-.12 1.16-.18 1.75-.18 1.8 0 3.55.55 5.08 1.56zm1.47-8.97c.85-.3 1.74-.46 2.67-.46 1.49 0 2.91.4 4.15 1.14l-1.39 1.39c-1.65-1.18-3.52-1.88-5.43-2.07" }), "BeachAccessOutlined");
// ../../node_modules/@mui/icons-material/Diversity3Outlined.mjs
var Diversity3Outlined_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M6.32 13.01c.96.02 1.85.5 2.45 1.34C9.5 15.38 10.71 16 12 16s2.5-.62 3.23-1.66c.6-.84 1.49-1.32 2.45-1.34-.72-1.22-3.6-2-5.68-2-2.07 0-4.96.78-5.68 2.01M4 13c1.66 0 3-1.34 3-3S5.66 7 4 7s-3 1.34-3 3 1.34 3 3 3m16 0c1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3 1.34 3 3 3m-8-3c1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3 1.34 3 3 3" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M21 14h-3.27c-.77 0-1.35.45-1.68.92-.04.06-1.36 2.08-4.05 2.08-1.43 0-3.03-.64-4.05-2.08-.39-.55-1-.92-1.68-.92H3c-1.1 0-2 .9-2 2v4h7v-2.26c1.15.8 2.54 1.26 4 1.26s2.85-.46 4-1.26V20h7v-4c0-1.1-.9-2-2-2" }, "1")], "Diversity3Outlined");
// ../../node_modules/@mui/icons-material/KingBedOutlined.mjs
var KingBedOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M22 12c0-1.1-.9-2-2-2V7c0-1.1-.9-2-2-2H6c-1.1 0-2 .9-2 2v3c-1.1 0-2 .9-2 2v5h1.33L4 19h1l.67-2h12.67l.66 2h1l.67-2H22zm-4-2h-5V7h5zM6 7h5v3H6zm-2 5h16v3H4z" }), "KingBedOutlined");
// ../../node_modules/@mui/icons-material/PublicOutlined.mjs
var PublicOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M4 12c0-.61.08-1.21.21-1.78L8.99 15v1c0 1.1.9 2 2 2v1.93C7.06 19.43 4 16.07 4 12m13.89 5.4c-.26-.81-1-1.4-1.9-1.4h-1v-3c0-.55-.45-1-1-1h-6v-2h2c.55 0 1-.45 1-1V7h2c1.1 0 2-.9 2-2v-.41C17.92 5.77 20 8.65 20 12c0 2.08-.81 3.98-2.11 5.4" }), "PublicOutlined");
// src/features/club/pages/about-page.tsx
/** The eight benefits of spec section 2, in reading order (two columns from tablets up). */
var BENEFITS = [
	{
		key: "weeks",
		Icon: BeachAccessOutlined_default
	},
	{
		key: "resorts",
		Icon: ApartmentOutlined_default
	},
	{
		key: "suites",
		Icon: KingBedOutlined_default
	},
	{
		key: "exchanges",
		Icon: PublicOutlined_default
	},
	{
		key: "experiences",
		Icon: AttractionsOutlined_default
	},
	{
		key: "guests",
		Icon: Diversity3Outlined_default
	},
	{
		key: "care",
		Icon: SupportAgentOutlined_default
	},
	{
		key: "online",
		Icon: DevicesOutlined_default
	}
];
/**
* About (spec section 2): header image, title, subtitle, the eight benefits in two columns and the "what it
* is" video in the member's language with controls, poster and captions.
*/
function AboutPage() {
	const { t } = useTranslation([
		"club",
		"common",
		"pages"
	]);
	const club = useClub();
	const clubName = club.data?.name || t("common:brand");
	const language = currentLanguage();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArtHero, {
		art: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArtImage, { src: about_hero_default }),
		veil: {
			xs: "linear-gradient(0deg, rgba(17,17,17,0.92) 0%, rgba(17,17,17,0.75) 55%, rgba(17,17,17,0.1) 100%)",
			md: "linear-gradient(90deg, rgba(17,17,17,0.9) 0%, rgba(17,17,17,0.72) 38%, rgba(17,17,17,0) 68%)"
		},
		minHeight: {
			xs: 420,
			md: 460
		},
		alignItems: {
			xs: "flex-end",
			md: "center"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth: "lg",
			sx: {
				position: "relative",
				py: {
					xs: 4,
					md: 8
				}
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "overline",
					component: "p",
					sx: { color: "gold.light" },
					children: t("about.overline")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h1",
					sx: {
						color: "common.white",
						maxWidth: 620
					},
					children: t("pages:about")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					"aria-hidden": "true",
					sx: {
						width: 56,
						height: 3,
						bgcolor: "gold.main",
						borderRadius: 2,
						my: 2.5
					}
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						maxWidth: 560,
						color: "rgba(255,255,255,0.92)",
						fontSize: "1.125rem"
					},
					children: t("about.subtitle")
				})
			]
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		maxWidth: "lg",
		sx: {
			py: {
				xs: 5,
				md: 8
			},
			display: "grid",
			gap: {
				xs: 6,
				md: 8
			}
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "section",
			"aria-labelledby": "benefits-title",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: "benefits-title",
				overline: clubName,
				title: t("about.benefitsTitle"),
				sx: { mb: 3 }
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GridList, {
				gap: {
					xs: 2,
					sm: 2.5
				},
				columns: {
					xs: "1fr",
					sm: "1fr 1fr"
				},
				children: BENEFITS.map(({ key, Icon }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
					component: "li",
					elevation: 1,
					sx: {
						p: {
							xs: 2.5,
							sm: 3
						},
						display: "flex",
						gap: 2.5,
						alignItems: "flex-start"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						"aria-hidden": "true",
						sx: {
							flexShrink: 0,
							width: 52,
							height: 52,
							borderRadius: "50%",
							display: "grid",
							placeItems: "center",
							bgcolor: "sand.main",
							color: "secondary.main",
							border: "1px solid",
							borderColor: "gold.light"
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { sx: { fontSize: 28 } })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "h3",
						variant: "h4",
						children: t(`about.benefits.${key}.title`)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							mt: .5,
							color: "text.secondary"
						},
						children: t(`about.benefits.${key}.text`)
					})] })]
				}, key))
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "section",
			"aria-labelledby": "about-video-title",
			sx: {
				display: "grid",
				gap: {
					xs: 3,
					md: 5
				},
				gridTemplateColumns: {
					xs: "1fr",
					md: "minmax(0, 4fr) minmax(0, 7fr)"
				},
				alignItems: "center"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "about-video-title",
				component: "h2",
				variant: "h2",
				children: t("about.videoTitle")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					mt: 1.5,
					color: "text.secondary"
				},
				children: t("about.videoText")
			})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				elevation: 1,
				sx: {
					p: {
						xs: 1,
						sm: 1.5
					},
					bgcolor: "ink.main"
				},
				children: club.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					variant: "rounded",
					sx: {
						width: "100%",
						height: "auto",
						aspectRatio: "16 / 9"
					}
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClubVideo, {
					name: "what-it-is",
					language,
					mediaBase: club.data?.media_base_url,
					label: t("video.whatItIs.title", { club: clubName })
				})
			})]
		})]
	})] });
}
export { AboutPage, AboutPage as Component };
