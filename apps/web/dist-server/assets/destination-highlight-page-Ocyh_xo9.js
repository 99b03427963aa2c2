import { t as ArrowBack_default } from "./ArrowBack-B4mlZRhi.js";
import { i as actionKind, l as useDestinationHighlight, n as isDestinationLogo, o as linkOrNull, r as DestinationArt, s as PlaceOutlined_default, t as DestinationLogo, u as useDestinationHighlights } from "./destination-logo-DpKrxLNE.js";
import { k as PATHS, o as Box, r as Button, t as Typography } from "../render-page.js";
import { t as Container } from "./Container-wO8XO6h4.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { h as useParams, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as ArtHero } from "./art-hero-CJd4uCLl.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { i as isApiRequestError } from "./api-client-Bq9ewmbe.js";
import { n as clearStoredReservation } from "./storage-CxIi8xR5.js";
import { t as ExternalLinkButton } from "./external-link-button-DEUUMm_H.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/partners/pages/destination-highlight-page.tsx
var import_jsx_runtime = require_jsx_runtime();
function NotFound() {
	const { t } = useTranslation(["partners", "pages"]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "club",
		width: "wide",
		overline: "404",
		title: t("pages:notFound"),
		subtitle: t("destination.notFoundText")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "wide",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			to: PATHS.dashboard,
			variant: "contained",
			color: "gold",
			children: t("destination.back")
		})
	})] });
}
function BackLink() {
	const { t } = useTranslation("partners");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		component: Link,
		to: PATHS.dashboard,
		size: "small",
		startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowBack_default, {}),
		sx: {
			alignSelf: "flex-start",
			color: "common.white",
			"&:hover": { bgcolor: "rgba(255,255,255,0.12)" }
		},
		children: t("destination.back")
	});
}
/** The hero: the destination's artwork full width, darkened at the foot so the white title reads. */
function Hero({ imageLocation, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArtHero, {
		art: imageLocation ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DestinationArt, { imageLocation }) : null,
		veil: "linear-gradient(180deg, rgba(17,17,17,0.55) 0%, rgba(17,17,17,0) 28%, rgba(17,17,17,0.25) 50%, rgba(17,17,17,0.88) 100%)",
		minHeight: {
			xs: 380,
			md: 500
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			maxWidth: "lg",
			sx: {
				position: "relative",
				pt: 2,
				pb: {
					xs: 4,
					md: 6
				},
				alignSelf: "stretch"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexDirection: "column",
					height: "100%",
					minHeight: {
						xs: 340,
						md: 440
					}
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackLink, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: { mt: "auto" },
					children
				})]
			})
		})
	});
}
/** `/destination-highlights/{id}`: a destination near the resorts, with its tickets or more information. */
function DestinationHighlightPage() {
	const { t } = useTranslation([
		"partners",
		"pages",
		"common"
	]);
	const id = useParams().id ?? "";
	const destination = useDestinationHighlight(id);
	const list = useDestinationHighlights();
	if (destination.isError) {
		const error = destination.error;
		if (isApiRequestError(error) && (error.status === 404 || error.status === 400 || error.code === 604)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFound, {});
		return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			scene: "club",
			width: "wide",
			title: t("pages:destinationHighlight"),
			overline: t("destination.overline")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
			width: "wide",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormAlert, {
				severity: "error",
				children: [
					t("destination.loadError"),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "small",
						color: "ink",
						onClick: () => void destination.refetch(),
						children: t("destination.retry")
					})
				]
			})
		})] });
	}
	if (destination.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Hero, {
		imageLocation: void 0,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			width: 180,
			sx: { bgcolor: "rgba(255,255,255,0.16)" }
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			width: "50%",
			height: 64,
			sx: { bgcolor: "rgba(255,255,255,0.16)" }
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "wide",
		"aria-busy": "true",
		"aria-label": t("common:loading"),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			variant: "rounded",
			height: 220
		})
	})] });
	const d = destination.data;
	const readMore = linkOrNull(d.read_more_link);
	const action = linkOrNull(d.buy_link);
	const kind = actionKind(d.id, list.data?.[0]?.id);
	const paragraphs = d.description.split(/\n+/).map((p) => p.trim()).filter(Boolean);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Hero, {
		imageLocation: d.image_location,
		children: [
			isDestinationLogo(d.logo) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DestinationLogo, {
				logo: d.logo,
				label: d.name,
				sx: {
					height: {
						xs: 44,
						md: 60
					},
					mb: 2
				}
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				component: "p",
				sx: {
					display: "flex",
					alignItems: "center",
					gap: .75,
					color: "gold.light",
					fontWeight: 600
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlaceOutlined_default, { fontSize: "small" }), d.location]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h1",
				sx: {
					color: "common.white",
					maxWidth: 760,
					mt: 1
				},
				children: d.name
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
			})
		]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "wide",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "grid",
				gap: {
					xs: 3,
					md: 4
				},
				gridTemplateColumns: {
					xs: "1fr",
					md: "2fr 1fr"
				},
				alignItems: "start"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				elevation: 1,
				sx: { p: {
					xs: 3,
					sm: 5
				} },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "overline",
						component: "p",
						sx: { color: "gold.dark" },
						children: t("destination.overline")
					}),
					paragraphs.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							mt: 1.5,
							color: "text.secondary"
						},
						children: t("destination.soon")
					}) : null,
					paragraphs.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							fontSize: {
								xs: "1.0625rem",
								md: "1.125rem"
							},
							lineHeight: 1.7,
							mt: 1.5
						},
						children: p
					}, p)),
					action || readMore ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							flexWrap: "wrap",
							gap: 2,
							mt: 4
						},
						children: [action && !list.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLinkButton, {
							href: action,
							label: t(kind === "buy" ? "destination.buyTickets" : "destination.learnMore"),
							size: "large"
						}) : null, readMore ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExternalLinkButton, {
							href: readMore,
							label: t("destination.readMore"),
							variant: "outlined",
							color: "ink",
							size: "large"
						}) : null]
					}) : null
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				elevation: 0,
				sx: {
					p: {
						xs: 3,
						sm: 4
					},
					bgcolor: "sand.dark",
					border: "1px solid",
					borderColor: "divider"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "h2",
						variant: "h4",
						children: t("destination.planStay")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							mt: 1.5,
							color: "text.secondary"
						},
						children: t("destination.planStayText")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: PATHS.requestReservation,
						onClick: clearStoredReservation,
						variant: "outlined",
						color: "ink",
						sx: { mt: 3 },
						children: t("destination.requestReservation")
					})
				]
			})]
		})
	})] });
}
export { DestinationHighlightPage as Component, DestinationHighlightPage };
