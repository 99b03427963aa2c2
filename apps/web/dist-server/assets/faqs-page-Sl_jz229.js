import { n as ExpandMore_default } from "./Collapse-DTNbcu1G.js";
import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { n as AccordionDetails, r as Accordion, t as AccordionSummary } from "./AccordionSummary-eqCrqw7W.js";
import { j as currentLanguage, k as PATHS, o as Box, r as Button, t as Typography } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { n as useQuery } from "./queryOptions-BLMMBbCQ.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { p as useNavigate, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as EmptyState } from "./empty-state-DgH-BEU8.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { t as faqsQueryOptions } from "./faqs-BZSqYGta.js";
// ../../node_modules/@mui/icons-material/QuestionAnswerOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var QuestionAnswerOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15 4v7H5.17l-.59.59-.58.58V4zm1-2H3c-.55 0-1 .45-1 1v14l4-4h10c.55 0 1-.45 1-1V3c0-.55-.45-1-1-1m5 4h-2v9H6v2c0 .55.45 1 1 1h11l4 4V7c0-.55-.45-1-1-1" }), "QuestionAnswerOutlined");
// src/features/club/pages/faqs-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Answers link to the portal's own screens (`/contact`): follow those inside the app, as a router link would,
* instead of reloading the page. Links elsewhere (and modified clicks) keep the browser's behaviour.
*/
function useInAppLinks() {
	const navigate = useNavigate();
	return (event) => {
		if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
		const anchor = event.target.closest("a");
		if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
		const url = new URL(anchor.href, window.location.href);
		if (url.origin !== window.location.origin) return;
		event.preventDefault();
		navigate(`${url.pathname}${url.search}${url.hash}`);
	};
}
function FaqList({ faqs }) {
	const [open, setOpen] = (0, import_react.useState)(null);
	const followLink = useInAppLinks();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			display: "grid",
			gap: 1.5
		},
		children: faqs.map((faq) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion, {
			expanded: open === faq.id,
			onChange: (_, expanded) => setOpen(expanded ? faq.id : null),
			disableGutters: true,
			elevation: 1,
			sx: {
				borderRadius: "12px !important",
				overflow: "hidden",
				"&::before": { display: "none" }
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionSummary, {
				expandIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandMore_default, { sx: { color: "gold.dark" } }),
				id: `faq-${faq.id}-question`,
				"aria-controls": `faq-${faq.id}-answer`,
				sx: {
					px: {
						xs: 2,
						sm: 3
					},
					py: 1,
					"& .MuiAccordionSummary-content": { my: 1 }
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "span",
					sx: {
						fontWeight: 600,
						fontSize: "1.0625rem"
					},
					children: faq.question
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionDetails, {
				onClick: followLink,
				sx: {
					px: {
						xs: 2,
						sm: 3
					},
					pt: 0,
					pb: 3,
					color: "text.secondary",
					lineHeight: 1.65,
					"& p": {
						m: 0,
						mb: 1.5
					},
					"& p:last-child, & ul:last-child, & ol:last-child": { mb: 0 },
					"& ul, & ol": {
						m: 0,
						mb: 1.5,
						pl: 3
					},
					"& li + li": { mt: .5 },
					"& a": {
						color: "secondary.main",
						fontWeight: 500,
						textUnderlineOffset: "2px"
					},
					"& strong": { color: "text.primary" }
				},
				dangerouslySetInnerHTML: { __html: faq.answer }
			})]
		}, faq.id))
	});
}
/** FAQs (spec section 2): the questions in an accordion, answers as HTML, and the way to customer care. */
function FaqsPage() {
	const { t } = useTranslation(["club", "pages"]);
	const faqs = useQuery(faqsQueryOptions(currentLanguage()));
	const list = faqs.data ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "club",
		width: "wide",
		title: t("pages:faqs"),
		overline: t("faqs.overline"),
		subtitle: t("faqs.subtitle")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageBody, {
		width: "wide",
		sx: {
			display: "grid",
			gap: {
				xs: 4,
				md: 5
			},
			gridTemplateColumns: {
				xs: "1fr",
				md: "minmax(0, 8fr) minmax(0, 4fr)"
			},
			alignItems: "start"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "section",
			"aria-labelledby": "faqs-list-title",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "faqs-list-title",
				component: "h2",
				variant: "h3",
				sx: { mb: 2.5 },
				children: t("faqs.listTitle")
			}), faqs.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					display: "grid",
					gap: 1.5
				},
				"aria-hidden": "true",
				children: [
					0,
					1,
					2,
					3,
					4
				].map((i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					variant: "rounded",
					height: 64
				}, i))
			}) : list.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqList, { faqs: list }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { text: t("faqs.empty") })]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			component: "aside",
			"aria-labelledby": "faqs-contact-title",
			elevation: 1,
			sx: {
				p: {
					xs: 3,
					sm: 4
				},
				display: "grid",
				gap: 1.5,
				position: { md: "sticky" },
				top: { md: 96 },
				borderTop: "4px solid",
				borderTopColor: "gold.main"
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					"aria-hidden": "true",
					sx: {
						width: 56,
						height: 56,
						borderRadius: "50%",
						display: "grid",
						placeItems: "center",
						bgcolor: "sand.main",
						color: "secondary.main"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuestionAnswerOutlined_default, {})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "faqs-contact-title",
					component: "h2",
					variant: "h3",
					children: t("faqs.contactTitle")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { color: "text.secondary" },
					children: t("faqs.contactText")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: { mt: 1 },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: PATHS.contact,
						variant: "contained",
						color: "gold",
						children: t("faqs.contactLink")
					})
				})
			]
		})]
	})] });
}
export { FaqsPage as Component, FaqsPage };
