import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { Tt as ExchangesDataSchema, o as Box } from "../render-page.js";
// src/features/partners/api/exchanges.ts
/** `GET /exchanges`: the member's exchange memberships (the first element of `data`). */
var exchangeKeys = { all: ["exchanges"] };
function fetchExchangeMemberships(signal) {
	return apiRequest("/exchanges", {
		parse: (data) => ExchangesDataSchema.parse(data)[0] ?? [],
		signal
	});
}
/** Membership types are not texts: one cache entry whatever the language. */
function exchangesQueryOptions() {
	return queryOptions({
		queryKey: exchangeKeys.all,
		queryFn: ({ signal }) => fetchExchangeMemberships(signal),
		staleTime: 3e5
	});
}
function useExchangeMemberships() {
	return useQuery(exchangesQueryOptions());
}
// src/features/partners/lib/exchange-partners.ts
/**
* The club's exchange partners (spec section 2): the portal shows one only when the member holds a
* membership whose `MembershipType` names it. Other types the API returns (Club Freedom, The Registry
* Collection, VIDA LIFESTYLE) are not exchange partners here and are left out. Names are the spec's titles;
* descriptions live in the `partners` texts; the websites are constants a club may change here.
*/
var EXCHANGE_PARTNERS = [
	{
		id: "rci",
		name: "RCI",
		url: "https://www.rci.com/"
	},
	{
		id: "interval",
		name: "Interval",
		url: "https://www.intervalworld.com/"
	},
	{
		id: "dae",
		name: "DAE",
		url: "https://www.daelive.com/"
	},
	{
		id: "ice",
		name: "ICE Gallery",
		url: "https://www.iceenterprise.com/"
	},
	{
		id: "sfx",
		name: "SFX",
		url: "https://www.sfx-resorts.com/"
	},
	{
		id: "thirdhome",
		name: "ThirdHome International",
		url: "https://thirdhome.com/"
	}
];
/** Case and spacing do not tell partners apart; longer names some systems use map through `ALIASES`. */
function normalise(type) {
	return type.trim().toLowerCase().replace(/\s+/g, " ");
}
var ALIASES = {
	"interval international": "interval",
	thirdhome: "thirdhome",
	"san francisco exchange": "sfx"
};
function partnerFor(membershipType) {
	const key = normalise(membershipType);
	const id = ALIASES[key] ?? EXCHANGE_PARTNERS.find((p) => normalise(p.name) === key)?.id;
	return EXCHANGE_PARTNERS.find((p) => p.id === id);
}
/** The member's partners in the club's order, each once, whatever order or repeats the API sends. */
function memberPartners(memberships) {
	const found = /* @__PURE__ */ new Map();
	for (const membership of memberships) {
		const partner = partnerFor(membership.MembershipType);
		if (partner && !found.get(partner.id)) found.set(partner.id, membership.membership_number ?? null);
	}
	return EXCHANGE_PARTNERS.filter((p) => found.has(p.id)).map((partner) => ({
		partner,
		membershipNumber: found.get(partner.id) ?? null
	}));
}
// src/features/partners/components/partner-logo.tsx
var import_jsx_runtime = require_jsx_runtime();
var DISPLAY = "\"Playfair Display Variable\", \"Playfair Display\", Georgia, serif";
var SANS = "\"Inter Variable\", Inter, system-ui, sans-serif";
var GOLD = "#B8893B";
var LAGOON = "#0E5E6F";
/**
* Generic wordmarks drawn for this portal in its own palette: each partner's name set in type with a small
* geometric accent. They are not the partners' brand files, and only need to be recognisable by name.
*/
var MARKS = {
	rci: {
		width: 132,
		body: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
				cx: "22",
				cy: "30",
				r: "16",
				fill: "none",
				stroke: LAGOON,
				strokeWidth: "4"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
				cx: "22",
				cy: "30",
				r: "5",
				fill: GOLD
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "46",
				y: "42",
				fontFamily: SANS,
				fontSize: "34",
				fontWeight: "800",
				letterSpacing: "2",
				fill: "currentColor",
				children: "RCI"
			})
		] })
	},
	interval: {
		width: 124,
		body: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "4",
				y: "38",
				fontFamily: DISPLAY,
				fontSize: "32",
				fontStyle: "italic",
				fontWeight: "600",
				fill: "currentColor",
				children: "interval"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
				cx: "114",
				cy: "34",
				r: "5",
				fill: GOLD
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M6 48h100",
				stroke: LAGOON,
				strokeWidth: "3",
				strokeLinecap: "round"
			})
		] })
	},
	dae: {
		width: 128,
		body: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				x: "4",
				y: "10",
				width: "40",
				height: "40",
				rx: "10",
				fill: LAGOON
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M14 38l10-16 10 16z",
				fill: "#FFFFFF"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "54",
				y: "42",
				fontFamily: SANS,
				fontSize: "30",
				fontWeight: "800",
				letterSpacing: "3",
				fill: "currentColor",
				children: "DAE"
			})
		] })
	},
	ice: {
		width: 150,
		body: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M20 8l14 22-14 22L6 30z",
				fill: "none",
				stroke: LAGOON,
				strokeWidth: "3"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M20 18l7 12-7 12-7-12z",
				fill: GOLD
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "44",
				y: "34",
				fontFamily: SANS,
				fontSize: "26",
				fontWeight: "800",
				letterSpacing: "3",
				fill: "currentColor",
				children: "ICE"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "45",
				y: "50",
				fontFamily: SANS,
				fontSize: "11",
				fontWeight: "600",
				letterSpacing: "4.2",
				fill: "currentColor",
				children: "GALLERY"
			})
		] })
	},
	sfx: {
		width: 104,
		body: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "4",
				y: "38",
				fontFamily: SANS,
				fontSize: "32",
				fontWeight: "800",
				letterSpacing: "4",
				fill: "currentColor",
				children: "SFX"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M6 48c10-6 20-6 30 0s20 6 30 0 20-6 30 0",
				stroke: LAGOON,
				strokeWidth: "3",
				fill: "none",
				strokeLinecap: "round"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M6 56c10-6 20-6 30 0s20 6 30 0 20-6 30 0",
				stroke: GOLD,
				strokeWidth: "2",
				fill: "none",
				strokeLinecap: "round"
			})
		] })
	},
	thirdhome: {
		width: 200,
		body: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M6 34l18-16 18 16",
				stroke: LAGOON,
				strokeWidth: "3.5",
				fill: "none",
				strokeLinejoin: "round"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
				x: "18",
				y: "32",
				width: "12",
				height: "14",
				fill: GOLD
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "50",
				y: "38",
				fontFamily: DISPLAY,
				fontSize: "26",
				fontWeight: "600",
				fill: "currentColor",
				children: "ThirdHome"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "51",
				y: "52",
				fontFamily: SANS,
				fontSize: "8.5",
				fontWeight: "600",
				letterSpacing: "3.4",
				fill: "currentColor",
				children: "INTERNATIONAL"
			})
		] })
	}
};
function PartnerLogo({ partner, decorative = false, sx }) {
	const mark = MARKS[partner];
	const name = EXCHANGE_PARTNERS.find((p) => p.id === partner)?.name ?? partner;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "svg",
		viewBox: `0 0 ${mark.width} 60`,
		"data-partner": partner,
		...decorative ? {
			"aria-hidden": true,
			focusable: false
		} : {
			role: "img",
			"aria-label": name
		},
		sx: {
			display: "block",
			height: 48,
			width: "auto",
			color: "ink.main",
			...sx
		},
		children: mark.body
	});
}
export { useExchangeMemberships as i, memberPartners as n, exchangesQueryOptions as r, PartnerLogo as t };
