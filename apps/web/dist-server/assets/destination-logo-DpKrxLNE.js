import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { At as DestinationHighlightSchema, Dt as DESTINATION_IMAGES, Ot as DESTINATION_LOGOS, kt as DestinationHighlightListSchema, o as Box } from "../render-page.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as ArtImage } from "./art-image-DLxmo1dk.js";
// src/features/partners/api/destination-highlights.ts
/** `GET /destination_highlights` and `GET /destination_highlights/:id`: fetchers, query options, hooks. */
var destinationKeys = {
	all: ["destination-highlights"],
	list: (language) => [
		"destination-highlights",
		"list",
		language
	],
	one: (id, language) => [
		"destination-highlights",
		"one",
		id,
		language
	]
};
/**
* The list sits one level down (`data.data`). A failed request reads as no destinations: the dashboard
* simply goes without its carousel rather than showing an error for decoration.
*/
async function fetchDestinationHighlights(signal) {
	try {
		return await apiRequest("/destination_highlights", {
			parse: (data) => DestinationHighlightListSchema.parse(data).data,
			signal
		});
	} catch (error) {
		if (signal?.aborted) throw error;
		return [];
	}
}
function destinationHighlightsQueryOptions(language) {
	return queryOptions({
		queryKey: destinationKeys.list(language),
		queryFn: ({ signal }) => fetchDestinationHighlights(signal),
		staleTime: 3e5
	});
}
function destinationHighlightQueryOptions(id, language) {
	return queryOptions({
		queryKey: destinationKeys.one(id, language),
		queryFn: ({ signal }) => apiRequest(`/destination_highlights/${encodeURIComponent(id)}`, {
			parse: (data) => DestinationHighlightSchema.parse(data),
			signal
		}),
		staleTime: 3e5
	});
}
function useDestinationHighlights() {
	return useQuery(destinationHighlightsQueryOptions(useLanguage()));
}
function useDestinationHighlight(id) {
	return useQuery(destinationHighlightQueryOptions(id, useLanguage()));
}
// ../../node_modules/@mui/icons-material/PlaceOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var PlaceOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2" }), "PlaceOutlined");
// src/features/partners/lib/destination-links.ts
/** The destination page's links (spec section 2): `#` stands for "no link", which hides the button. */
function linkOrNull(url) {
	const trimmed = url?.trim() ?? "";
	return trimmed === "" || trimmed === "#" ? null : trimmed;
}
/** "Buy tickets" on the first destination in the list's order, "Learn more" on the others. */
function actionKind(id, firstId) {
	return firstId !== void 0 && String(id) === String(firstId) ? "buy" : "learnMore";
}
/** A card opens its destination's page only when there is something to read there. */
function hasStory(description) {
	return (description ?? "").trim() !== "";
}
// src/assets/art/destination-beach.svg
var destination_beach_default = "/assets/destination-beach-ClSNs-Un.svg";
// src/assets/art/destination-joya.svg
var destination_joya_default = "/assets/destination-joya-CPkfN0On.svg";
// src/assets/art/destination-jungle-park.svg
var destination_jungle_park_default = "/assets/destination-jungle-park-YOa0vw1E.svg";
// src/assets/art/destination-palace.svg
var destination_palace_default = "/assets/destination-palace-oeRCler7.svg";
// src/assets/art/destination-reserve.svg
var destination_reserve_default = "/assets/destination-reserve-HHIemj54.svg";
// src/features/partners/components/destination-art.tsx
/** The five destination backgrounds of spec section 2, by the API's `image_location`. */
function sceneOf(imageLocation) {
	return DESTINATION_IMAGES.find((scene) => scene === imageLocation) ?? "beach";
}
var SCENES = {
	"jungle-park": destination_jungle_park_default,
	palace: destination_palace_default,
	beach: destination_beach_default,
	joya: destination_joya_default,
	reserve: destination_reserve_default
};
/**
* A destination's background: the portal's own artwork in its palette (DESIGN.md), static SVG files, no
* photos. Decorative; the name and location are always written next to it. `slice` lets the same scene
* fill a card (16:10) or a wide page header.
*/
function DestinationArt({ imageLocation, lazy, sx }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArtImage, {
		src: SCENES[sceneOf(imageLocation)],
		lazy,
		sx
	});
}
// src/features/partners/components/destination-logo.tsx
/** The three destinations with a mark of their own (spec section 2), by the API's `logo`. */
function isDestinationLogo(value) {
	return DESTINATION_LOGOS.some((key) => key === value);
}
var DISPLAY = "\"Playfair Display Variable\", \"Playfair Display\", Georgia, serif";
var SANS = "\"Inter Variable\", Inter, system-ui, sans-serif";
/**
* The portal's own typographic marks, drawn for light text on the destination's artwork; not the
* attractions' brand files. Each is named by `label` (the destination's name) for assistive technology.
*/
var MARKS = {
	jungala: {
		viewBox: "0 0 240 72",
		body: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M20 56C18 36 26 18 44 10c-2 18-10 34-24 46z",
				fill: "currentColor"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M22 54C30 42 36 30 42 14",
				stroke: "#111111",
				strokeOpacity: "0.35",
				strokeWidth: "1.5",
				fill: "none"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "56",
				y: "48",
				fontFamily: DISPLAY,
				fontSize: "34",
				fontWeight: "700",
				letterSpacing: "3",
				fill: "currentColor",
				children: "JUNGALA"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M58 58h170",
				stroke: "currentColor",
				strokeWidth: "1.5",
				opacity: "0.6"
			})
		] })
	},
	joya: {
		viewBox: "0 0 244 72",
		body: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M30 14l12 14-12 30-12-30z",
				fill: "none",
				stroke: "currentColor",
				strokeWidth: "2.5"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M18 28h24M30 14v44",
				stroke: "currentColor",
				strokeWidth: "1.2",
				opacity: "0.6"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "54",
				y: "50",
				fontFamily: DISPLAY,
				fontSize: "40",
				fontStyle: "italic",
				fontWeight: "600",
				letterSpacing: "6",
				fill: "currentColor",
				children: "JOYA"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "56",
				y: "66",
				fontFamily: SANS,
				fontSize: "9",
				fontWeight: "600",
				letterSpacing: "3.5",
				fill: "currentColor",
				opacity: "0.85",
				children: "CIRQUE · RIVIERA MAYA"
			})
		] })
	},
	reserve: {
		viewBox: "0 0 260 72",
		body: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
				cx: "30",
				cy: "36",
				r: "22",
				fill: "none",
				stroke: "currentColor",
				strokeWidth: "2"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M14 44c6-4 12-4 16 0s10 4 16 0",
				stroke: "currentColor",
				strokeWidth: "2",
				fill: "none"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M26 40c-2-8 2-16 8-18 2-1 3-3 2-6l-1-4c3 1 4 4 4 7l5 1-5 1c0 4-2 7-6 9-3 2-4 6-3 10z",
				fill: "currentColor"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "64",
				y: "30",
				fontFamily: SANS,
				fontSize: "11",
				fontWeight: "600",
				letterSpacing: "5",
				fill: "currentColor",
				opacity: "0.85",
				children: "THE"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "62",
				y: "58",
				fontFamily: DISPLAY,
				fontSize: "30",
				fontWeight: "600",
				letterSpacing: "4",
				fill: "currentColor",
				children: "RESERVE"
			})
		] })
	}
};
function DestinationLogo({ logo, label, sx }) {
	const mark = MARKS[logo];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "svg",
		role: "img",
		"aria-label": label,
		viewBox: mark.viewBox,
		"data-logo": logo,
		sx: {
			display: "block",
			height: 48,
			width: "auto",
			color: "common.white",
			...sx
		},
		children: mark.body
	});
}
export { hasStory as a, destinationHighlightsQueryOptions as c, actionKind as i, useDestinationHighlight as l, isDestinationLogo as n, linkOrNull as o, DestinationArt as r, PlaceOutlined_default as s, DestinationLogo as t, useDestinationHighlights as u };
