import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as ButtonBase } from "./ButtonBase-1zJy4qCp.js";
import { N as setLanguage, Vn as LANGUAGES, o as Box } from "../render-page.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as VisuallyHidden } from "./visually-hidden-DBMt4wTW.js";
// src/components/ui/language-switch.tsx
var import_jsx_runtime = require_jsx_runtime();
/** EN / ES as two toggle buttons; their accessible names are the languages' own names. */
function LanguageSwitch({ tone = "light", onChange }) {
	const { t } = useTranslation();
	const active = useLanguage();
	const dark = tone === "dark";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		role: "group",
		"aria-label": t("language.label"),
		sx: {
			display: "inline-flex",
			p: .25,
			borderRadius: 999,
			border: 1,
			borderColor: dark ? "rgba(255,255,255,0.28)" : "rgba(17,17,17,0.2)",
			bgcolor: dark ? "rgba(255,255,255,0.04)" : "common.white"
		},
		children: LANGUAGES.map((language) => {
			const selected = language === active;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ButtonBase, {
				lang: language,
				"aria-pressed": selected,
				onClick: () => {
					setLanguage(language);
					onChange?.(language);
				},
				sx: {
					minWidth: 44,
					minHeight: 44,
					px: 1.25,
					borderRadius: 999,
					fontWeight: 600,
					fontSize: "0.875rem",
					letterSpacing: "0.08em",
					transition: (theme) => theme.transitions.create(["background-color", "color"]),
					color: selected ? dark ? "gold.contrastText" : "common.white" : dark ? "common.white" : "text.primary",
					bgcolor: selected ? dark ? "gold.main" : "ink.main" : "transparent",
					"&:hover": { bgcolor: selected ? void 0 : dark ? "rgba(255,255,255,0.12)" : "sand.main" },
					"&.Mui-focusVisible, &:focus-visible": {
						outline: "3px solid",
						outlineColor: dark ? "gold.main" : "secondary.main",
						outlineOffset: 2
					}
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"aria-hidden": "true",
					children: language.toUpperCase()
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: t(`language.${language}`) })]
			}, language);
		})
	});
}
// src/components/ui/logo.tsx
/** The portal's typographic wordmark: a setting sun over the sea, then VIDA / VACATIONS. */
function Logo({ tone = "dark", size = "medium", compact = false }) {
	const scale = size === "small" ? .85 : 1;
	const accent = tone === "light" ? "gold.main" : "gold.dark";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "span",
		"aria-hidden": "true",
		sx: {
			display: "inline-flex",
			alignItems: "center",
			gap: 1.25 * scale,
			color: tone === "light" ? "common.white" : "text.primary",
			lineHeight: 1
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "svg",
			viewBox: "0 0 34 34",
			focusable: "false",
			sx: {
				width: 34 * scale,
				height: 34 * scale,
				color: accent,
				flexShrink: 0
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
					cx: "17",
					cy: "17",
					r: "16",
					fill: "none",
					stroke: "currentColor",
					strokeWidth: "1.5"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
					d: "M8 19a9 9 0 0 1 18 0z",
					fill: "currentColor"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
					d: "M6 22.5h22M9 26h16M12.5 29.5h9",
					stroke: "currentColor",
					strokeWidth: "1.5",
					strokeLinecap: "round"
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "span",
			sx: {
				display: compact ? "none" : "inline-flex",
				flexDirection: "column",
				gap: .5
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					sx: {
						fontFamily: (theme) => theme.typography.h1.fontFamily,
						fontSize: `${1.45 * scale}rem`,
						fontWeight: 600,
						letterSpacing: "0.22em",
						lineHeight: 1
					},
					children: "VIDA"
				}),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					sx: {
						fontSize: `${.6 * scale}rem`,
						fontWeight: 600,
						letterSpacing: "0.42em",
						color: accent
					},
					children: "VACATIONS"
				})
			]
		})]
	});
}
// src/components/ui/logo-link.tsx
function LogoLink({ to, tone = "dark", size = "medium", compact = false }) {
	const { t } = useTranslation("layout");
	const logo = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Logo, {
		tone,
		size,
		compact
	});
	if (to === null) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "span",
		sx: {
			display: "inline-flex",
			alignItems: "center",
			minHeight: 44
		},
		children: [logo, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: t("brandName") })]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: Link,
		to,
		sx: {
			display: "inline-flex",
			alignItems: "center",
			minHeight: 44,
			px: .5,
			mx: -.5,
			borderRadius: 1,
			color: "inherit",
			textDecoration: "none",
			"&:focus-visible": {
				outline: "3px solid",
				outlineColor: tone === "light" ? "gold.main" : "secondary.main"
			}
		},
		children: [logo, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: t("logoLabel") })]
	});
}
export { Logo as n, LanguageSwitch as r, LogoLink as t };
