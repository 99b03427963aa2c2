import { i as ChevronLeft_default, n as slidesFor, r as useViewportWidth, t as Slider } from "./slider-DHgUbRmc.js";
import { t as ChevronRight_default } from "./ChevronRight-pPV-HO3s.js";
import { Hn as LIMITS, o as Box, qn as VISIBLE_CONTRACT_STATUSES } from "../render-page.js";
import { t as IconButton } from "./IconButton-CbfXPR5l.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { t as ButtonBase } from "./ButtonBase-1zJy4qCp.js";
import { t as ResortLogo } from "./resort-logo-QaKCc2Sz.js";
import { n as StatusPill } from "./status-pill-CsXJUDym.js";
import { t as VisuallyHidden } from "./visually-hidden-DBMt4wTW.js";
// src/lib/contract-carousel-layout.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The standard slider: up to 4 slides on desktop, 2 otherwise, breakpoints 500, 600 and 769, 500 ms. */
var CONTRACT_SLIDER = {
	speedMs: 500,
	slidesPerView: {
		0: 2,
		500: 2,
		600: 2,
		769: 4
	}
};
/** Only Active, Pending and Blocked contracts are shown (the profile query already keeps only those). */
function visibleContracts(contracts) {
	return contracts.filter((c) => VISIBLE_CONTRACT_STATUSES.includes(c.contract_status));
}
function isMobileWidth(width) {
	return width <= 500;
}
/** 1–3 contracts: the 3-slot rotator; 4 or more, or any number on a phone: the standard slider. */
function carouselMode(count, viewportWidth) {
	if (count <= 0) return "empty";
	if (count <= 3 && !isMobileWidth(viewportWidth)) return "rotator";
	return "slider";
}
/** With three contracts the middle one starts active; otherwise the first. */
function initialActiveIndex(count) {
	return count === 3 ? 1 : 0;
}
/**
* The contract named in the navigation state (`location.state.contractId`) becomes the active one, which the
* rotator shows in the middle slot and the slider brings to the middle of the view.
*/
function activeIndexFor(contracts, contractId) {
	const wanted = typeof contractId === "string" ? Number(contractId) : contractId;
	const found = contracts.findIndex((c) => c.contract_id === wanted);
	return found >= 0 ? found : initialActiveIndex(contracts.length);
}
/** The id from navigation state, if the state carries one. */
function contractIdFromState(state) {
	if (typeof state !== "object" || state === null || !("contractId" in state)) return null;
	const value = Number(state.contractId);
	return Number.isInteger(value) ? value : null;
}
/**
* The rotator's three slots around the active contract: three contracts wrap around (every contract is
* always in view), fewer leave the missing neighbour empty.
*/
function rotatorSlots(contracts, active) {
	const count = contracts.length;
	const at = (i) => contracts[i] ?? null;
	const middle = contracts[active];
	if (middle === void 0) throw new Error(`no contract at ${active}`);
	if (count >= 3) return [
		at((active - 1 + count) % count),
		middle,
		at((active + 1) % count)
	];
	return [
		at(active - 1),
		middle,
		at(active + 1)
	];
}
/** An arrow moves the active contract one step, round the ends. */
function rotate(active, count, direction) {
	if (count <= 0) return 0;
	return ((active + direction) % count + count) % count;
}
/** The slider's first slide that puts `active` as near the middle of the view as the ends allow. */
function sliderStartFor(active, count, perView) {
	const last = Math.max(0, count - perView);
	const start = active - Math.floor((perView - 1) / 2);
	return Math.min(Math.max(start, 0), last);
}
/** Names longer than 20 characters are cut there (spec section 9); the full name stays available. */
function shortName(name, max = LIMITS.contractNameMax) {
	const trimmed = name.trim();
	return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}…` : trimmed;
}
/** The active contract's weeks; available as the API counts it, never below zero. */
function weeksOf(contract) {
	return {
		total: contract.total_weeks,
		used: contract.used_weeks,
		available: Math.max(0, contract.weeks_available)
	};
}
// ../../node_modules/@mui/icons-material/Check.mjs
var import_jsx_runtime = require_jsx_runtime();
var Check_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" }), "Check");
// src/components/ui/contract-card.tsx
/**
* One contract in the carousel: the resort's mark, its name cut at 20 characters (the whole name for
* assistive technology and as a tooltip), the number and the status. Pressing it makes it the active one.
*/
function ContractCard({ contract, active, emphasis = false, onSelect, badge }) {
	const { t } = useTranslation("account");
	const name = contract.resort;
	const short = shortName(name);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ButtonBase, {
		"aria-pressed": active,
		onClick: onSelect,
		title: short === name ? void 0 : name,
		sx: {
			width: "100%",
			height: "100%",
			minHeight: 176,
			display: "flex",
			flexDirection: "column",
			alignItems: "flex-start",
			justifyContent: "flex-start",
			gap: 1,
			p: {
				xs: 1.75,
				sm: 2.5
			},
			textAlign: "left",
			borderRadius: 1,
			bgcolor: "common.white",
			border: 2,
			borderColor: active ? "gold.main" : "transparent",
			boxShadow: active ? "0 2px 4px rgba(17,17,17,0.06), 0 16px 32px rgba(138,100,36,0.18)" : "0 1px 2px rgba(17,17,17,0.04), 0 8px 24px rgba(17,17,17,0.06)",
			transform: emphasis ? "translateY(-4px)" : "none",
			transition: (theme) => theme.transitions.create([
				"border-color",
				"box-shadow",
				"transform"
			], { duration: theme.transitions.duration.short }),
			"&:hover": { borderColor: active ? "gold.main" : "gold.light" },
			"&.Mui-focusVisible": {
				outline: "3px solid",
				outlineColor: "secondary.main",
				outlineOffset: 2
			}
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				"aria-hidden": "true",
				sx: {
					display: "flex",
					width: "100%",
					justifyContent: "space-between",
					alignItems: "flex-start"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResortLogo, {
					resort: contract.resort,
					size: "small",
					sx: { maxWidth: "calc(100% - 28px)" }
				}), active ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						width: 24,
						height: 24,
						borderRadius: "50%",
						bgcolor: "gold.main",
						color: "gold.contrastText",
						display: "grid",
						placeItems: "center",
						flexShrink: 0
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check_default, { sx: { fontSize: 16 } })
				}) : null]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "span",
				sx: {
					display: "block",
					fontWeight: 600,
					fontSize: "1.0625rem",
					mt: .5
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"aria-hidden": short === name ? void 0 : true,
					children: short
				}), short === name ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: name })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "span",
				sx: {
					display: "block",
					color: "text.secondary",
					fontSize: "0.875rem"
				},
				children: [
					t("contracts.numberLabel"),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						sx: { whiteSpace: "nowrap" },
						children: contract.contract_number
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					mt: "auto",
					display: "flex",
					gap: 1,
					alignItems: "center",
					flexWrap: "wrap"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusPill, { status: contract.contract_status }),
					badge,
					active ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: t("contracts.selected") }) : null
				]
			})
		]
	});
}
// src/components/ui/contract-carousel.tsx
var arrowSx = {
	width: 48,
	height: 48,
	flexShrink: 0,
	border: 1,
	borderColor: "rgba(17,17,17,0.2)",
	bgcolor: "common.white",
	"&:hover": { bgcolor: "sand.main" }
};
/**
* The contracts of spec section 4: the 3-slot rotator for 1 to 3 contracts (the active one in the middle, the
* arrows rotate), the standard slider for 4 or more or on a phone. The page owns the active index (it drives
* the weeks below).
*/
function ContractCarousel({ contracts, initialContractId, active, onActiveChange, badge }) {
	const { t } = useTranslation(["account", "common"]);
	const width = useViewportWidth();
	const mode = carouselMode(contracts.length, width);
	const perView = slidesFor(CONTRACT_SLIDER.slidesPerView, width);
	const [sliderIndex, setSliderIndex] = (0, import_react.useState)(() => sliderStartFor(activeIndexFor(contracts, initialContractId), contracts.length, perView));
	const count = contracts.length;
	const position = (index) => t("common:carousel.position", {
		n: index + 1,
		m: count
	});
	if (mode === "empty") return null;
	if (mode === "slider") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Slider, {
		label: t("contracts.label"),
		slidesPerView: CONTRACT_SLIDER.slidesPerView,
		speedMs: CONTRACT_SLIDER.speedMs,
		index: sliderIndex,
		onIndexChange: setSliderIndex,
		gap: 2,
		children: contracts.map((contract, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContractCard, {
			contract,
			active: index === active,
			onSelect: () => onActiveChange(index),
			badge: badge?.(contract)
		}, contract.contract_id))
	});
	const slots = rotatorSlots(contracts, active);
	const step = (direction) => onActiveChange(rotate(active, count, direction));
	const onKeyDown = (event) => {
		if (count < 2) return;
		if (event.key === "ArrowLeft") {
			event.preventDefault();
			step(-1);
		} else if (event.key === "ArrowRight") {
			event.preventDefault();
			step(1);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-roledescription": t("common:carousel.label"),
		"aria-label": t("contracts.label"),
		onKeyDown,
		sx: {
			display: "flex",
			alignItems: "center",
			gap: {
				xs: 1,
				md: 2
			}
		},
		children: [
			count > 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				"aria-label": t("common:carousel.previous"),
				onClick: () => step(-1),
				sx: arrowSx,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronLeft_default, {})
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					flex: 1,
					minWidth: 0,
					display: "grid",
					gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
					gap: {
						xs: 1.5,
						md: 3
					},
					alignItems: "stretch",
					py: 1
				},
				children: slots.map((contract, slot) => {
					if (!contract) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { "aria-hidden": "true" }, `empty-${slot}`);
					const index = contracts.indexOf(contract);
					const middle = slot === 1;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						role: "group",
						"aria-roledescription": t("common:carousel.slide"),
						"aria-label": position(index),
						sx: {
							display: "flex",
							"& > *": { flex: 1 }
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContractCard, {
							contract,
							active: middle,
							emphasis: middle,
							onSelect: () => onActiveChange(index),
							badge: badge?.(contract)
						})
					}, contract.contract_id);
				})
			}),
			count > 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				"aria-label": t("common:carousel.next"),
				onClick: () => step(1),
				sx: arrowSx,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight_default, {})
			}) : null
		]
	});
}
export { weeksOf as a, visibleContracts as i, activeIndexFor as n, contractIdFromState as r, ContractCarousel as t };
