import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { In as DEFAULT_MEDIA_BASE_URL, o as Box, t as Typography } from "../render-page.js";
import { t as Link } from "./Link-BUWBQtjn.js";
// src/assets/art/about-hero.svg
var about_hero_default = "/assets/about-hero-CXX92I5Q.svg";
// src/components/ui/grid-list.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A list of cards laid out as a grid: a real list for screen readers, without its bullets and indent. */
function GridList({ gap, columns, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: {
			listStyle: "none",
			m: 0,
			p: 0,
			display: "grid",
			gap,
			gridTemplateColumns: columns
		},
		children
	});
}
// src/components/ui/section-heading.tsx
/** The heading block of a page section: an optional gold overline, the serif title, an optional subtitle. */
function SectionHeading({ id, title, overline, subtitle, level = "h2", sx }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx,
		children: [
			overline ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "overline",
				component: "p",
				sx: { color: "gold.dark" },
				children: overline
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id,
				component: level,
				variant: "h2",
				children: title
			}),
			subtitle ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					mt: 1,
					color: "text.secondary",
					maxWidth: 620
				},
				children: subtitle
			}) : null
		]
	});
}
// src/features/club/lib/media.ts
/** Their length in whole seconds, for the cards that announce them. */
var VIDEO_SECONDS = {
	"what-it-is": 26,
	"how-it-works": 26
};
/**
* Where a video, its captions and its poster are: `<media>/<name>-<language>.mp4`, `.vtt`, `-poster.jpg`
* under the configured base (`MEDIA_BASE_URL`, default `/media`).
*/
function videoSources(name, language, base = DEFAULT_MEDIA_BASE_URL, origin = typeof window === "undefined" ? "http://localhost" : window.location.origin) {
	const root = (base?.trim() || "/media").replace(/\/+$/, "");
	const file = `${root}/${name}-${language}`;
	let crossOrigin = false;
	try {
		crossOrigin = new URL(root, origin).origin !== new URL(origin).origin;
	} catch {
		crossOrigin = false;
	}
	return {
		video: `${file}.mp4`,
		captions: `${file}.vtt`,
		poster: `${file}-poster.jpg`,
		crossOrigin
	};
}
// src/features/club/components/club-video.tsx
/** Each captions track is named in its own language, as language pickers do. */
var LANGUAGE_NAMES = {
	en: "English",
	es: "Español"
};
/**
* One of the portal's videos in the given language: the browser's own controls, the poster until it plays,
* and captions in the same language switched on by default (the videos are silent; the captions tell what
* the scenes show).
*/
function ClubVideo({ name, language, mediaBase, label, sx }) {
	const { t } = useTranslation("club");
	const sources = videoSources(name, language, mediaBase);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "video",
		controls: true,
		playsInline: true,
		preload: "metadata",
		poster: sources.poster,
		"aria-label": label,
		crossOrigin: sources.crossOrigin ? "anonymous" : void 0,
		sx: [{
			display: "block",
			width: "100%",
			aspectRatio: "16 / 9",
			bgcolor: "ink.main",
			borderRadius: 1
		}, ...Array.isArray(sx) ? sx : [sx]],
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("source", {
				src: sources.video,
				type: "video/mp4"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("track", {
				kind: "captions",
				src: sources.captions,
				srcLang: language,
				label: LANGUAGE_NAMES[language],
				default: true
			}),
			t("video.unsupported"),
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				href: sources.video,
				download: true,
				children: t("video.download")
			})
		]
	}, sources.video);
}
export { GridList as a, SectionHeading as i, VIDEO_SECONDS as n, about_hero_default as o, videoSources as r, ClubVideo as t };
