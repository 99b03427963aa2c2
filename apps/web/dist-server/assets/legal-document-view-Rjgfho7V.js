import { t as FileDownloadOutlined_default } from "./FileDownloadOutlined-B-x-LZZ5.js";
import { N as setLanguage, k as PATHS, o as Box, r as Button, t as Typography } from "../render-page.js";
import { t as Link } from "./Link-BUWBQtjn.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { t as formatCareHours } from "./care-hours-Bo_DR_gp.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as Link$1 } from "./chunk-YDNE64FV-D10nkoCz.js";
import { n as useLayoutKind } from "./layout-kind-BZFBB4cN.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { n as useClub } from "./club-query-gjY5-H5F.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { n as formatLongDate } from "./format-BJVEzoib.js";
// src/features/legal/lib/jump-to.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Moves to an element of the page the way an in-page link should: scrolls it to the top (smoothly unless
* the visitor prefers reduced motion), gives it focus so keyboard and screen-reader users continue from
* there, and puts its id in the address bar for sharing. The router is left out on purpose: a hash change
* through it would count as a navigation and revalidate the layout's loaders.
*/
function jumpTo(id, options = {}) {
	const target = document.getElementById(id);
	if (!target) return false;
	const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
	target.scrollIntoView({
		behavior: options.smooth !== false && !reduced ? "smooth" : "auto",
		block: "start"
	});
	target.focus({ preventScroll: true });
	if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, "", `#${id}`);
	return true;
}
// src/features/legal/lib/legal-document.ts
/** Spec section 1: in force since April 20, 2017, last modified January 21, 2022 (calendar dates, UTC). */
var LEGAL_DATES = {
	inForce: {
		iso: "2017-04-20",
		time: Date.UTC(2017, 3, 20)
	},
	lastModified: {
		iso: "2022-01-21",
		time: Date.UTC(2022, 0, 21)
	}
};
/** The ARCO request form each language links to (a static file in `public/legal/`). */
function requestFormPath(language) {
	return `/legal/arco-request-${language}.txt`;
}
function blocksOf(body) {
	return Object.entries(body).map(([key, value]) => typeof value === "string" ? {
		kind: "paragraph",
		key,
		text: value
	} : {
		kind: "list",
		key,
		items: Object.entries(value).map(([item, text]) => ({
			key: item,
			text
		}))
	});
}
/** Reads one document of the `legal` catalogue into numbered sections. */
function readDocument(texts) {
	return {
		summary: texts.summary,
		intro: blocksOf(texts.intro),
		sections: Object.entries(texts.sections).map(([id, section], index) => ({
			id,
			number: index + 1,
			title: section.title,
			blocks: blocksOf(section.body)
		}))
	};
}
// src/features/legal/lib/legal-texts.ts
function isLegalTexts(value) {
	if (typeof value !== "object" || value === null) return false;
	const record = value;
	return typeof record.inForce === "string" && typeof record.terms === "object" && record.terms !== null && typeof record.privacy === "object" && record.privacy !== null;
}
/**
* The `legal` catalogue of a language as a tree: the page walks its sections in order (their number and
* paragraphs come from the catalogue, so adding a paragraph needs no code). The route loads the namespace
* before the page renders, and i18next loads it for a new language before switching to it.
*/
function legalTexts(i18n, language) {
	const bundle = i18n.getResourceBundle(language, "legal");
	return isLegalTexts(bundle) ? bundle : null;
}
// src/features/legal/lib/use-active-section.ts
/**
* The section being read: the last one whose heading has passed `offset` px from the top of the viewport
* (the sticky header's height plus a little), or the last section once the page is scrolled to its end.
* Read on scroll, once per frame.
*/
function useActiveSection(ids, offset) {
	const [active, setActive] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		if (ids.length === 0) return;
		let frame = 0;
		const measure = () => {
			frame = 0;
			let current = null;
			for (const id of ids) {
				const top = document.getElementById(id)?.getBoundingClientRect().top;
				if (top === void 0 || top > offset) break;
				current = id;
			}
			const atEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
			setActive(atEnd ? ids.at(-1) ?? current : current);
		};
		const onScroll = () => {
			if (!frame) frame = window.requestAnimationFrame(measure);
		};
		measure();
		window.addEventListener("scroll", onScroll, { passive: true });
		window.addEventListener("resize", onScroll);
		return () => {
			window.removeEventListener("scroll", onScroll);
			window.removeEventListener("resize", onScroll);
			if (frame) window.cancelAnimationFrame(frame);
		};
	}, [ids, offset]);
	return active;
}
// ../../node_modules/@mui/icons-material/TranslateOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var TranslateOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z" }), "TranslateOutlined");
// src/features/legal/components/language-notice.tsx
/** Spec section 1: the Spanish version prevails. Says so, and offers the other language in one click. */
function LanguageNotice({ language }) {
	const { t } = useTranslation("legal");
	const other = language === "es" ? "en" : "es";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		role: "note",
		"aria-labelledby": "legal-prevails",
		sx: {
			display: "flex",
			gap: 2,
			alignItems: "flex-start",
			p: {
				xs: 2,
				sm: 2.5
			},
			bgcolor: "sand.main",
			borderLeft: 4,
			borderColor: "gold.main",
			borderRadius: 1
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TranslateOutlined_default, {
			"aria-hidden": "true",
			sx: {
				color: "gold.dark",
				mt: .25
			}
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: { flex: 1 },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "legal-prevails",
					component: "p",
					sx: { fontWeight: 600 },
					children: t("prevailsTitle")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					sx: {
						color: "text.secondary",
						mt: .5
					},
					children: t("prevails")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					lang: other,
					size: "small",
					color: "ink",
					variant: "outlined",
					onClick: () => void setLanguage(other),
					sx: { mt: 1.5 },
					children: t("otherLanguage")
				})
			]
		})]
	});
}
// src/features/legal/components/legal-contents.tsx
var CONTENTS_ID = "legal-contents";
function LegalContents({ sections, scrollMarginTop, active = null }) {
	const { t } = useTranslation("legal");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "nav",
		"aria-labelledby": CONTENTS_ID,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: CONTENTS_ID,
			component: "h2",
			variant: "overline",
			tabIndex: -1,
			sx: {
				display: "block",
				color: "gold.dark",
				mb: 1.5,
				scrollMarginTop,
				"&:focus-visible": {
					outline: "2px solid",
					outlineColor: "gold.main",
					outlineOffset: 4,
					borderRadius: 1
				}
			},
			children: t("contents")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ol",
			sx: {
				listStyle: "none",
				m: 0,
				p: 0,
				display: "grid",
				gap: .25
			},
			children: sections.map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "li",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					href: `#${section.id}`,
					onClick: (event) => {
						if (jumpTo(section.id)) event.preventDefault();
					},
					underline: "hover",
					"aria-current": section.id === active ? "location" : void 0,
					sx: {
						display: "flex",
						gap: 1.25,
						alignItems: "baseline",
						minHeight: 40,
						py: .75,
						px: 1.25,
						mx: -1.25,
						borderRadius: 1.5,
						color: "text.primary",
						fontWeight: 500,
						fontSize: "0.9375rem",
						lineHeight: 1.4,
						"&:hover": { bgcolor: "sand.main" },
						"&[aria-current]": {
							bgcolor: "sand.main",
							boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.gold.main}`
						}
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "span",
						sx: {
							minWidth: "1.75em",
							color: "gold.dark",
							fontVariantNumeric: "tabular-nums",
							fontWeight: 600
						},
						children: [section.number, "."]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: section.title })]
				})
			}, section.id))
		})]
	});
}
// src/features/legal/lib/parse-rich-text.ts
var MARKS = /\{\{(\w+)\}\}|\*\*(.+?)\*\*/g;
function parseRich(text) {
	const parts = [];
	let last = 0;
	for (const match of text.matchAll(MARKS)) {
		const index = match.index ?? 0;
		if (index > last) parts.push({
			kind: "text",
			text: text.slice(last, index)
		});
		if (match[1] !== void 0) parts.push({
			kind: "token",
			name: match[1]
		});
		else parts.push({
			kind: "bold",
			text: match[2] ?? ""
		});
		last = index + match[0].length;
	}
	if (last < text.length) parts.push({
		kind: "text",
		text: text.slice(last)
	});
	return parts;
}
// src/features/legal/components/rich-text.tsx
/** A catalogue text with its placeholders filled in (values or links) and its `**bold**` terms. */
function RichText({ text, tokens }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: parseRich(text).map((part, index) => {
		const key = `${index}-${part.kind}`;
		if (part.kind === "text") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: part.text }, key);
		if (part.kind === "bold") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: part.text }, key);
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: tokens[part.name] ?? `{{${part.name}}}` }, key);
	}) });
}
// src/features/legal/components/legal-dates.tsx
/** "In force since April 20, 2017" and "Last modified January 21, 2022", dates in the page's language. */
function LegalDates({ texts, language, tone }) {
	const lines = [{
		key: "inForce",
		text: texts.inForce,
		date: LEGAL_DATES.inForce
	}, {
		key: "lastModified",
		text: texts.lastModified,
		date: LEGAL_DATES.lastModified
	}];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: {
			listStyle: "none",
			m: 0,
			p: 0,
			display: "flex",
			flexWrap: "wrap",
			columnGap: 3,
			rowGap: .5,
			fontSize: "0.9375rem",
			color: tone === "light" ? "rgba(255,255,255,0.9)" : "text.secondary",
			"& time": {
				fontWeight: 600,
				color: tone === "light" ? "gold.light" : "text.primary"
			}
		},
		children: lines.map((line) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, {
			text: line.text,
			tokens: { date: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
				dateTime: line.date.iso,
				children: formatLongDate(line.date.time, language, "UTC")
			}) }
		}) }, line.key))
	});
}
// ../../node_modules/@mui/icons-material/NorthRounded.mjs
var NorthRounded_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M5.71 9.7c.39.39 1.02.39 1.41 0L11 5.83V21c0 .55.45 1 1 1s1-.45 1-1V5.83l3.88 3.88c.39.39 1.02.39 1.41 0s.39-1.02 0-1.41L12.7 2.7a.996.996 0 0 0-1.41 0L5.71 8.29c-.39.39-.39 1.03 0 1.41" }), "NorthRounded");
// src/features/legal/components/legal-sections.tsx
/** Long-form reading: a little larger than the UI's body text, with room between the lines. */
var readingText = {
	fontSize: {
		xs: "1rem",
		md: "1.0625rem"
	},
	lineHeight: 1.7
};
function LegalBlocks({ blocks, tokens }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: blocks.map((block) => block.kind === "paragraph" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		sx: {
			...readingText,
			mb: 2
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, {
			text: block.text,
			tokens
		})
	}, block.key) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: {
			...readingText,
			mt: 0,
			mb: 2.5,
			pl: 3,
			"& li": {
				mb: 1,
				pl: .5
			},
			"& li::marker": { color: "gold.dark" },
			"& strong": { fontWeight: 600 }
		},
		children: block.items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, {
			text: item.text,
			tokens
		}) }, item.key))
	}, block.key)) });
}
/** The numbered sections; each heading is the target (and focus) of its table-of-contents link. */
function LegalSections({ sections, tokens, scrollMarginTop }) {
	const { t } = useTranslation("legal");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: sections.map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": section.id,
		sx: {
			pt: {
				xs: 4,
				md: 5
			},
			mt: {
				xs: 4,
				md: 5
			},
			borderTop: 1,
			borderColor: "divider"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				id: section.id,
				component: "h2",
				variant: "h3",
				tabIndex: -1,
				sx: {
					fontSize: {
						xs: "1.375rem",
						md: "1.625rem"
					},
					lineHeight: 1.3,
					mb: 2,
					scrollMarginTop,
					"&:focus-visible": {
						outline: "2px solid",
						outlineColor: "gold.main",
						outlineOffset: 6,
						borderRadius: 1
					},
					display: "flex",
					gap: 1.25
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "span",
					sx: {
						color: "gold.dark",
						fontVariantNumeric: "lining-nums"
					},
					children: [section.number, "."]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: section.title })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LegalBlocks, {
				blocks: section.blocks,
				tokens
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				href: `#${CONTENTS_ID}`,
				onClick: (event) => {
					if (jumpTo("legal-contents")) event.preventDefault();
				},
				variant: "body2",
				sx: {
					display: "inline-flex",
					alignItems: "center",
					gap: .5,
					minHeight: 44,
					color: "secondary.main",
					fontWeight: 600
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NorthRounded_default, {
					"aria-hidden": "true",
					sx: { fontSize: "1rem" }
				}), t("backToContents")]
			})
		]
	}, section.id)) });
}
// src/features/legal/components/legal-document-view.tsx
/** Links inside the running text: lagoon and underlined, so they read as links without relying on colour. */
var inlineLink = {
	color: "secondary",
	underline: "always",
	sx: {
		fontWeight: 600,
		textUnderlineOffset: "0.2em"
	}
};
/**
* The request form's download link. The icon leads and stays with the first word, so a line never breaks
* between the link and the punctuation after it.
*/
function FormLink({ language, label }) {
	const [first, ...rest] = label.split(" ");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
		href: requestFormPath(language),
		download: true,
		...inlineLink,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "span",
				sx: { whiteSpace: "nowrap" },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDownloadOutlined_default, {
					"aria-hidden": "true",
					sx: {
						fontSize: "1.15em",
						verticalAlign: "-0.2em",
						mr: .25
					}
				}), first]
			}),
			" ",
			rest.join(" ")
		]
	});
}
/** What the texts' placeholders become: the club's name and contacts (GET /club) and links. */
function useTokens(club, language) {
	const { t } = useTranslation([
		"legal",
		"pages",
		"layout"
	]);
	return (0, import_react.useMemo)(() => {
		const email = club?.care_email;
		const phone = club?.care_phone;
		return {
			club: club?.name ?? t("layout:brandName"),
			address: club?.address ?? t("addressFallback"),
			email: email ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				href: `mailto:${email}`,
				...inlineLink,
				sx: {
					...inlineLink.sx,
					overflowWrap: "anywhere"
				},
				children: email
			}) : t("careFallback"),
			phone: phone ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				href: `tel:${phone.replace(/[^\d+]/g, "")}`,
				...inlineLink,
				sx: {
					...inlineLink.sx,
					whiteSpace: "nowrap"
				},
				children: phone
			}) : t("careFallback"),
			privacyLink: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				component: Link$1,
				to: PATHS.privacy,
				...inlineLink,
				children: t("pages:privacy")
			}),
			form: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLink, {
				language,
				label: `${t("formLink")} (${t("formType")})`
			}),
			hours: club?.care_hours.length ? formatCareHours(club.care_hours, language) : t("careFallback")
		};
	}, [
		club,
		language,
		t
	]);
}
/** A link to `#section` opened from elsewhere: go there once the sections exist (they wait for /club). */
function useHashOnArrival(ready) {
	const done = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (!ready || done.current) return;
		done.current = true;
		const id = decodeURIComponent(window.location.hash.slice(1));
		if (id) jumpTo(id, { smooth: false });
	}, [ready]);
}
function LoadingDocument() {
	const { t } = useTranslation("legal");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		"aria-busy": "true",
		"aria-label": t("loading"),
		sx: {
			display: "grid",
			gap: 2,
			mt: 4
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			variant: "rounded",
			height: 96
		}), [
			0,
			1,
			2,
			3
		].map((i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "grid",
				gap: 1
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					variant: "text",
					width: "45%",
					height: 36
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { variant: "text" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { variant: "text" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					variant: "text",
					width: "80%"
				})
			]
		}, i))]
	});
}
/** The language notice, the introduction and the numbered sections: the same in both layouts. */
function DocumentBody({ doc, tokens, language, scrollMarginTop }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LanguageNotice, { language }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: { mt: 4 },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LegalBlocks, {
				blocks: doc.intro,
				tokens
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LegalSections, {
			sections: doc.sections,
			tokens,
			scrollMarginTop
		})
	] });
}
/** Signed in: the page header band, a sticky table of contents beside the document on wide screens. */
function SignedInView({ title, texts, doc, tokens, language }) {
	const { t } = useTranslation("legal");
	const scrollMarginTop = 104;
	const active = useActiveSection((0, import_react.useMemo)(() => doc?.sections.map((section) => section.id) ?? [], [doc]), 144);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "legal",
		width: "wide",
		overline: t("overline"),
		title,
		subtitle: doc ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, {
			text: doc.summary,
			tokens
		}) : void 0,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: { mt: 3 },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LegalDates, {
				texts,
				language,
				tone: "light"
			})
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "wide",
		children: doc ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "grid",
				gap: {
					xs: 3,
					md: 5
				},
				gridTemplateColumns: {
					xs: "1fr",
					md: "280px minmax(0, 1fr)"
				},
				alignItems: "start"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				elevation: 0,
				sx: {
					p: 2.5,
					border: 1,
					borderColor: "divider",
					position: { md: "sticky" },
					top: { md: 96 },
					maxHeight: { md: "calc(100vh - 120px)" },
					overflowY: { md: "auto" },
					overscrollBehavior: "contain",
					background: { md: [
						"linear-gradient(#fff 30%, rgba(255,255,255,0)) center top / 100% 48px no-repeat local",
						"linear-gradient(rgba(255,255,255,0), #fff 70%) center bottom / 100% 48px no-repeat local",
						"radial-gradient(farthest-side at 50% 0, rgba(17,17,17,0.18), transparent) center top / 100% 16px no-repeat scroll",
						"radial-gradient(farthest-side at 50% 100%, rgba(17,17,17,0.18), transparent) center bottom / 100% 16px no-repeat scroll",
						"#fff"
					].join(", ") }
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LegalContents, {
					sections: doc.sections,
					scrollMarginTop,
					active
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				component: "article",
				elevation: 1,
				sx: {
					p: {
						xs: 2.5,
						sm: 5,
						md: 6
					},
					minWidth: 0
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: { maxWidth: "70ch" },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DocumentBody, {
						doc,
						tokens,
						language,
						scrollMarginTop
					})
				})
			})]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingDocument, {})
	})] });
}
/** Signed out: one wide card in the auth shell's column, the contents between the notice and the text. */
function PublicView({ title, texts, doc, tokens, language }) {
	const { t } = useTranslation("legal");
	const scrollMarginTop = 24;
	let body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingDocument, {});
	if (doc) body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: { mt: 3 },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LegalDates, {
				texts,
				language,
				tone: "dark"
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				mt: 4,
				p: {
					xs: 2,
					sm: 3
				},
				border: 1,
				borderColor: "divider",
				borderRadius: 1
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LegalContents, {
				sections: doc.sections,
				scrollMarginTop
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: { mt: 4 },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DocumentBody, {
				doc,
				tokens,
				language,
				scrollMarginTop
			})
		})
	] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "article",
		elevation: 1,
		sx: {
			width: "100%",
			maxWidth: 760,
			mx: "auto",
			p: {
				xs: 2.5,
				sm: 5
			},
			mb: {
				xs: 4,
				md: 0
			}
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "overline",
				component: "p",
				sx: {
					color: "gold.dark",
					mb: 1
				},
				children: t("overline")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h1",
				sx: { fontSize: {
					xs: "2rem",
					sm: "2.5rem"
				} },
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-hidden": "true",
				sx: {
					width: 48,
					height: 3,
					bgcolor: "gold.main",
					borderRadius: 2,
					my: 2
				}
			}),
			doc ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { color: "text.secondary" },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, {
					text: doc.summary,
					tokens
				})
			}) : null,
			body
		]
	});
}
/** `/terms-and-conditions` and `/privacy-policy`: open to anyone, in the layout of the visitor's session. */
function LegalDocumentView({ kind }) {
	const { t, i18n } = useTranslation(["legal", "pages"]);
	const language = useLanguage();
	const layout = useLayoutKind();
	const club = useClub();
	const texts = (0, import_react.useMemo)(() => legalTexts(i18n, language), [language]);
	const ready = texts !== null && !club.isPending;
	const doc = (0, import_react.useMemo)(() => texts && ready ? readDocument(texts[kind]) : null, [
		texts,
		kind,
		ready
	]);
	const tokens = useTokens(club.data, language);
	useHashOnArrival(doc !== null);
	const title = kind === "terms" ? t("pages:terms") : t("pages:privacy");
	if (!texts) return null;
	const props = {
		title,
		texts,
		doc,
		tokens,
		language
	};
	return layout === "public" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PublicView, { ...props }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignedInView, { ...props });
}
export { LegalDocumentView as t };
