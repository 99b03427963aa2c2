import { k as PATHS, o as Box, t as Typography } from "../render-page.js";
import { t as Link } from "./Link-BUWBQtjn.js";
import { t as useMediaQuery } from "./useMediaQuery-Dl0azaGj.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { d as useLocation, i as Outlet, t as Link$1 } from "./chunk-YDNE64FV-D10nkoCz.js";
import { n as resort_hero_default, t as resort_hero_horizon_default } from "./resort-hero-horizon-B_xeP7-N.js";
import { t as ArtImage } from "./art-image-DLxmo1dk.js";
import { r as LanguageSwitch, t as LogoLink } from "./logo-link-B5Kpsl5Y.js";
import { t as LayoutKindContext } from "./layout-kind-BZFBB4cN.js";
import { n as publicFrameSx } from "./public-frame-BgwHS8sE.js";
import { n as SkipLink, t as MAIN_CONTENT_ID } from "./skip-link-D9jCQHJa.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/app/layouts/public-layout.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The auth shell of spec section 2: logo (a link home unless already there), language switch, the page, and a
* footer with the copyright. Wide screens get the resort artwork beside the form; phones a band of it on top.
*/
function PublicLayout() {
	const { t } = useTranslation("layout");
	const { pathname } = useLocation();
	const atHome = pathname === PATHS.home;
	const year = (/* @__PURE__ */ new Date()).getFullYear();
	const wide = useMediaQuery((theme) => theme.breakpoints.up("md"), { noSsr: true });
	const logo = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoLink, {
		to: atHome ? null : PATHS.home,
		tone: "light"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(LayoutKindContext.Provider, {
		value: "public",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SkipLink, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: publicFrameSx.grid,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "aside",
				"aria-label": t("auth.heroTitle"),
				sx: publicFrameSx.aside,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArtImage, { src: resort_hero_default }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: publicFrameSx.asideOverlay,
					children: [
						logo,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: "p",
							sx: {
								mt: 5,
								maxWidth: 420,
								color: "common.white",
								fontFamily: (theme) => theme.typography.h1.fontFamily,
								fontSize: {
									md: "2rem",
									lg: "2.5rem"
								},
								lineHeight: 1.2
							},
							children: t("auth.heroTitle")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							sx: {
								mt: 2,
								maxWidth: 380,
								color: "rgba(255,255,255,0.9)"
							},
							children: t("auth.heroText")
						})
					]
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: publicFrameSx.column,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "header",
						sx: publicFrameSx.header,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								"aria-hidden": "true",
								sx: publicFrameSx.headerArt,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArtImage, { src: resort_hero_horizon_default })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								sx: publicFrameSx.headerLogo,
								children: logo
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								sx: publicFrameSx.headerEnd,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LanguageSwitch, { tone: wide ? "light" : "dark" })
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "main",
						id: MAIN_CONTENT_ID,
						tabIndex: -1,
						sx: publicFrameSx.main,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "footer",
						sx: {
							px: {
								xs: 2,
								sm: 4
							},
							py: 3,
							display: "flex",
							flexWrap: "wrap",
							gap: 2,
							justifyContent: "center",
							alignItems: "center",
							color: "text.secondary"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
							variant: "body2",
							children: [
								t("footer.copyright", { year }),
								" · ",
								t("footer.version", { version: "1.0" })
							]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							component: "nav",
							"aria-label": t("footer.navigation"),
							sx: {
								display: "flex",
								gap: 2
							},
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								component: Link$1,
								to: PATHS.privacy,
								variant: "body2",
								sx: { color: "text.primary" },
								children: t("footer.privacy")
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								component: Link$1,
								to: PATHS.terms,
								variant: "body2",
								sx: { color: "text.primary" },
								children: t("footer.terms")
							})]
						})]
					})
				]
			})]
		})]
	});
}
export { PublicLayout as Component, PublicLayout };
