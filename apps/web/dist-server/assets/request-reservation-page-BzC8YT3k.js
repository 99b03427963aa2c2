import { t as u } from "./zod-BITB4qfJ.js";
import { t as Add_default } from "./Add-DprAqWkh.js";
import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { F as GUESTS_MAX, G as earliestDeparture, Q as stayFormSchema, U as UNIT_TYPES, b as resolveMessage, et as stepGuests, k as PATHS, o as Box, r as Button, st as formatLongDay, t as Typography } from "../render-page.js";
import { t as IconButton } from "./IconButton-CbfXPR5l.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { o as useForm, t as Controller } from "./index.esm-B0mG8oQV.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { d as useLocation, p as useNavigate } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as FormDateField } from "./form-date-field-BDqeqi8_.js";
import { t as FormField } from "./form-field-BfxwDFPE.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { n as NativeSelectField } from "./select-field--MGgqSoY.js";
import { t as SwitchField } from "./switch-field-CW8RRtGd.js";
import { t as earliestArrivalDay } from "./earliest-arrival-GzaNNGnP.js";
import { n as useHotels } from "./hotels-XkW8Ew1S.js";
import "./register-messages-B4n6qOFA.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as ArtImage } from "./art-image-DLxmo1dk.js";
import { t as HotelArt } from "./hotel-art-Bkob-0et.js";
import { i as storeStay, n as filterFromState, r as readStoredReservation, t as EMPTY_STAY } from "./stored-reservation-B1az3fbD.js";
// ../../node_modules/@mui/icons-material/Remove.mjs
var import_jsx_runtime = require_jsx_runtime();
var Remove_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 13H5v-2h14z" }), "Remove");
// src/assets/art/scene-coast-panorama.svg
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var scene_coast_panorama_default = "/assets/scene-coast-panorama-MOS3K-YD.svg";
// src/features/reservations/components/stay-banner.tsx
/**
* The request form's banner: a coast drawn for a wide, low band (the hotels' 16:9 scenes cropped to it read
* as a strip of sky over a slab of sea), and once a destination is chosen, that hotel's scene as a postcard
* on it. Decorative.
*/
function StayBanner({ hotel }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		"aria-hidden": "true",
		sx: {
			position: "relative",
			height: {
				xs: 140,
				md: 200
			}
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArtImage, { src: scene_coast_panorama_default }), hotel ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				position: "absolute",
				right: {
					xs: 16,
					md: 32
				},
				bottom: {
					xs: 12,
					md: 20
				},
				width: {
					xs: 128,
					md: 208
				},
				aspectRatio: "16 / 9",
				borderRadius: 1,
				overflow: "hidden",
				border: 4,
				borderColor: "common.white",
				boxShadow: 3,
				transform: "rotate(2deg)"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HotelArt, { hotel })
		}) : null]
	});
}
// src/features/reservations/pages/request-reservation-page.tsx
/** The stay the member asks for; the values go to the summary as navigation state and stay stored. */
function RequestReservationPage() {
	const { t, i18n } = useTranslation(["reservations", "pages"]);
	const location = useLocation();
	const navigate = useNavigate();
	const hotels = useHotels();
	const schema = (0, import_react.useMemo)(() => stayFormSchema(earliestArrivalDay), []);
	const earliest = earliestArrivalDay();
	const language = useLanguage();
	const initial = (0, import_react.useMemo)(() => ({
		...EMPTY_STAY,
		...filterFromState(location.state),
		...readStoredReservation()?.stay ?? {}
	}), [location.state]);
	const form = useForm({
		resolver: u(schema),
		mode: "onTouched",
		defaultValues: initial
	});
	(0, import_react.useEffect)(() => {
		const subscription = form.watch((values) => storeStay({
			...EMPTY_STAY,
			...values
		}));
		return () => subscription.unsubscribe();
	}, [form]);
	const { errors } = form.formState;
	const errorText = (field) => {
		const message = errors[field]?.message;
		return message ? resolveMessage(i18n, message, { date: formatLongDay(earliest, language) }) : void 0;
	};
	const destination = form.watch("destination");
	const arrival = form.watch("arrivingDate");
	const hotel = hotels.find((h) => String(h.id) === destination);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "reservations",
		width: "narrow",
		title: t("pages:requestReservation"),
		overline: t("overline"),
		subtitle: t("request.subtitle")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageBody, {
		width: "narrow",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			elevation: 1,
			sx: { overflow: "hidden" },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StayBanner, { hotel: hotel?.name }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "form",
				noValidate: true,
				"aria-label": t("pages:requestReservation"),
				onSubmit: form.handleSubmit((stay) => {
					storeStay({ ...stay });
					navigate(PATHS.reservationSummary, { state: { stay } });
				}),
				sx: {
					p: {
						xs: 3,
						sm: 4
					},
					display: "grid",
					columnGap: 4,
					rowGap: 3,
					gridTemplateColumns: {
						xs: "1fr",
						md: "1fr 1fr"
					},
					alignItems: "start"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
						placeholderDisabled: true,
						id: "reservation-destination",
						label: t("request.destination"),
						placeholder: t("request.destinationPlaceholder"),
						options: hotels.map((h) => ({
							value: String(h.id),
							label: h.name
						})),
						error: errorText("destination"),
						...form.register("destination")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						control: form.control,
						name: "guests",
						render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							role: "group",
							"aria-labelledby": "reservation-guests-label",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
									id: "reservation-guests-label",
									sx: {
										fontWeight: 600,
										fontSize: "0.9375rem",
										mb: 1
									},
									children: t("request.guests")
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
									sx: {
										display: "inline-flex",
										alignItems: "center",
										gap: 1,
										border: 1,
										borderColor: "divider",
										borderRadius: "12px",
										p: .5
									},
									children: [
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
											"aria-label": t("request.fewerGuests"),
											"aria-describedby": "reservation-guests-range",
											disabled: field.value <= 1,
											onClick: () => field.onChange(stepGuests(field.value, -1)),
											children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Remove_default, {})
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
											component: "output",
											"aria-live": "polite",
											sx: {
												minWidth: 96,
												textAlign: "center",
												fontWeight: 600
											},
											children: t("request.guestsValue", { count: field.value })
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
											"aria-label": t("request.moreGuests"),
											"aria-describedby": "reservation-guests-range",
											disabled: field.value >= GUESTS_MAX,
											onClick: () => field.onChange(stepGuests(field.value, 1)),
											children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, {})
										})
									]
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
									id: "reservation-guests-range",
									variant: "body2",
									sx: {
										mt: 1,
										color: "text.secondary"
									},
									children: t("request.guestsRange", {
										min: 1,
										max: GUESTS_MAX
									})
								})
							]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "grid",
							gap: 3,
							gridTemplateColumns: {
								xs: "1fr",
								sm: "1fr 1fr"
							}
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormDateField, {
							control: form.control,
							name: "arrivingDate",
							id: "reservation-arrival",
							label: t("request.arrival"),
							error: errorText("arrivingDate"),
							min: earliest,
							onValue: () => {
								if (form.getValues("departingDate")) form.trigger("departingDate");
							}
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormDateField, {
							control: form.control,
							name: "departingDate",
							id: "reservation-departure",
							label: t("request.departure"),
							error: errorText("departingDate"),
							min: earliestDeparture(arrival, earliest)
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
						placeholderDisabled: true,
						id: "reservation-unit-type",
						label: t("request.unitType"),
						placeholder: t("request.unitTypePlaceholder"),
						options: UNIT_TYPES.map((u) => ({
							value: u,
							label: t(`unitTypes.${u}`)
						})),
						error: errorText("unitType"),
						...form.register("unitType")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						id: "reservation-promo",
						label: t("request.promoCode"),
						autoComplete: "off",
						error: errorText("promoCode"),
						...form.register("promoCode")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: {
							display: "grid",
							gap: 1
						},
						children: [
							["flexibleDates", "request.flexibleDates"],
							["flexibleDestination", "request.flexibleDestination"],
							["addTransportation", "request.addTransportation"]
						].map(([name, label]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
							control: form.control,
							name,
							render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchField, {
								id: `reservation-${name}`,
								label: t(label),
								checked: field.value === true,
								onChange: field.onChange
							})
						}, name))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: { gridColumn: "1 / -1" },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							variant: "contained",
							color: "gold",
							size: "large",
							children: t("request.submit")
						})
					})
				]
			})]
		})
	})] });
}
export { RequestReservationPage as Component, RequestReservationPage };
