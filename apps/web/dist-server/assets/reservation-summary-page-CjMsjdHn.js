import { t as u } from "./zod-BITB4qfJ.js";
import { H as TravellerFormSchema, Hn as LIMITS, I as PrimaryTravellerSchema, K as initialTravellerCount, Q as stayFormSchema, W as canAddTraveller, b as resolveMessage, k as PATHS, nt as travellersReducer, o as Box, q as initialTravellers, r as Button, t as Typography, tt as travelersPayload } from "../render-page.js";
import { r as Dialog, t as DialogContent } from "./DialogContent--YaXM1cn.js";
import { t as DialogActions } from "./DialogActions-BWAwD-6G.js";
import { t as DialogContentText } from "./DialogContentText-DwtVwl3y.js";
import { t as DialogTitle } from "./DialogTitle-BTxk64B5.js";
import { t as Link } from "./Link-BUWBQtjn.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { o as useForm, t as Controller } from "./index.esm-B0mG8oQV.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { d as useLocation, p as useNavigate, t as Link$1 } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { t as SwitchField } from "./switch-field-CW8RRtGd.js";
import { i as isApiRequestError } from "./api-client-Bq9ewmbe.js";
import { n as formatLongDate } from "./format-BJVEzoib.js";
import { o as useProfile } from "./profile-query-CKIqjTuP.js";
import { n as useHotels } from "./hotels-XkW8Ew1S.js";
import "./register-messages-B4n6qOFA.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as HotelArt } from "./hotel-art-Bkob-0et.js";
import { t as NothingToShow } from "./nothing-to-show-C1iCXmsB.js";
import { t as FormControlLabel } from "./FormControlLabel-CIfoh-XI.js";
import { r as Radio, t as RadioGroup } from "./RadioGroup-jp6vjQDj.js";
import { t as FormField } from "./form-field-BfxwDFPE.js";
import { n as NativeSelectField } from "./select-field--MGgqSoY.js";
import { t as useCountries } from "./countries-CHzZ9ri3.js";
import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { t as ReasonedButton } from "./reasoned-button-CnlBN5_L.js";
import { t as Chip } from "./Chip-DBuHkoZq.js";
import { a as storeSummary, r as readStoredReservation } from "./stored-reservation-B1az3fbD.js";
import { t as useMutation } from "./useMutation-DmydnA2C.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { n as useIdempotencyKey, t as answerLost } from "./idempotency-key-C5qh_P3z.js";
import { t as applyServerErrors } from "./server-errors-dgWH2iUi.js";
import { n as clearStoredReservation } from "./storage-CxIi8xR5.js";
import { i as reservationKeys, r as requestReservation } from "./reservations-api-D-XCZZDx.js";
// src/features/reservations/components/primary-traveller-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* Who the request is for (spec section 2): a member with a member id chooses member or non-member; a
* non-member's details (name, e-mail, phone, country) are asked for, pre-filled from the profile.
*/
function PrimaryTravellerForm({ profile, language, isMember, onIsMemberChange, form }) {
	const { t, i18n } = useTranslation("reservations");
	const countries = useCountries(language, !isMember);
	const errorText = (field) => {
		const message = form.formState.errors[field]?.message;
		return message ? resolveMessage(i18n, message) : void 0;
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "summary-primary",
		sx: {
			display: "grid",
			gap: 2.5
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "summary-primary",
				component: "h3",
				variant: "h5",
				sx: { fontWeight: 600 },
				children: t("summary.primary")
			}),
			profile.vida_member_id ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(RadioGroup, {
				row: true,
				"aria-label": t("summary.requestAs"),
				value: isMember ? "member" : "guest",
				onChange: (event) => onIsMemberChange(event.target.value === "member"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
					value: "member",
					control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
					label: t("summary.asMember")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
					value: "guest",
					control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
					label: t("summary.asNonMember")
				})]
			}) : null,
			isMember ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					p: 2,
					borderRadius: "12px",
					bgcolor: "sand.main"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					sx: { fontWeight: 600 },
					children: [
						profile.first_name,
						" ",
						profile.last_name,
						" · ",
						profile.vida_member_id
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { color: "text.secondary" },
					children: t("summary.memberNote", { email: profile.email })
				})]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: 2.5,
					gridTemplateColumns: {
						xs: "1fr",
						sm: "1fr 1fr"
					}
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						id: "primary-first-name",
						label: t("summary.firstName"),
						autoComplete: "given-name",
						error: errorText("firstName"),
						...form.register("firstName")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						id: "primary-last-name",
						label: t("summary.lastName"),
						autoComplete: "family-name",
						error: errorText("lastName"),
						...form.register("lastName")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						id: "primary-email",
						label: t("summary.email"),
						type: "email",
						autoComplete: "email",
						error: errorText("email"),
						...form.register("email")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						id: "primary-phone",
						label: t("summary.phone"),
						type: "tel",
						autoComplete: "tel",
						error: errorText("phone"),
						...form.register("phone")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
						placeholderDisabled: true,
						id: "primary-country",
						label: t("summary.country"),
						placeholder: t("summary.countryPlaceholder"),
						options: countries.map((c) => ({
							value: c.value,
							label: c.label
						})),
						error: errorText("country"),
						...form.register("country")
					})
				]
			})
		]
	});
}
// ../../node_modules/@mui/icons-material/PersonAddAlt1.mjs
var PersonAddAlt1_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M13 8c0-2.21-1.79-4-4-4S5 5.79 5 8s1.79 4 4 4 4-1.79 4-4m2 2v2h3v3h2v-3h3v-2h-3V7h-2v3zM1 18v2h16v-2c0-2.66-5.33-4-8-4s-8 1.34-8 4" }), "PersonAddAlt1");
// src/features/reservations/components/traveller-entry.tsx
/** One additional traveller: a small form while shown, a summary line once saved (spec section 4). */
function TravellerEntryCard({ entry, index, focus, onSave, onEdit, onDelete, onCancel, onRemove, onDraft }) {
	const { t, i18n } = useTranslation("reservations");
	const root = (0, import_react.useRef)(null);
	const title = t("summary.traveller", { n: index + 1 });
	const prefix = `traveller-${entry.key}`;
	const form = useForm({
		resolver: u(TravellerFormSchema),
		mode: "onTouched",
		defaultValues: {
			age: entry.age,
			first_name: entry.first_name,
			last_name: entry.last_name,
			email: entry.email
		}
	});
	(0, import_react.useEffect)(() => {
		if (!focus || !entry.show) return;
		root.current?.scrollIntoView({
			behavior: "smooth",
			block: "center"
		});
		root.current?.querySelector("input[type=\"text\"], input:not([type])")?.focus();
	}, [focus, entry.show]);
	(0, import_react.useEffect)(() => {
		if (!entry.isNew) return;
		const subscription = form.watch((values) => onDraft({
			age: values.age === "child" ? "child" : "adult",
			first_name: values.first_name ?? "",
			last_name: values.last_name ?? "",
			email: values.email ?? ""
		}));
		return () => subscription.unsubscribe();
	}, [
		form,
		entry.isNew,
		onDraft
	]);
	const errorText = (field) => {
		const message = form.formState.errors[field]?.message;
		return message ? resolveMessage(i18n, message) : void 0;
	};
	const age = form.watch("age");
	if (!entry.show) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		ref: root,
		variant: "outlined",
		role: "group",
		"aria-label": title,
		sx: {
			p: 2,
			display: "flex",
			flexWrap: "wrap",
			alignItems: "center",
			gap: 2,
			borderRadius: "12px"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: { flex: "1 1 200px" },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					sx: { fontWeight: 600 },
					children: [
						entry.first_name,
						" ",
						entry.last_name
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						color: "text.secondary",
						fontSize: "0.875rem"
					},
					children: entry.age === "child" ? t("summary.child") : entry.email
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
				size: "small",
				label: entry.age === "child" ? t("summary.child") : t("summary.adult")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: onEdit,
				"aria-label": `${t("summary.edit")}: ${title}`,
				children: t("summary.edit")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				color: "error",
				onClick: onDelete,
				"aria-label": `${t("summary.delete")}: ${title}`,
				children: t("summary.delete")
			})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		ref: root,
		variant: "outlined",
		role: "group",
		"aria-label": title,
		id: prefix,
		sx: {
			p: {
				xs: 2,
				sm: 3
			},
			display: "grid",
			gap: 2.5,
			borderRadius: "12px"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: "h4",
				sx: { fontWeight: 600 },
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control: form.control,
				name: "age",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(RadioGroup, {
					row: true,
					"aria-label": `${t("summary.age")}: ${title}`,
					value: field.value,
					onChange: (event) => field.onChange(event.target.value),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
						value: "adult",
						control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
						label: t("summary.adult")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
						value: "child",
						control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
						label: t("summary.child")
					})]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: 2.5,
					gridTemplateColumns: {
						xs: "1fr",
						sm: "1fr 1fr"
					}
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					id: `${prefix}-first-name`,
					label: t("summary.firstName"),
					autoComplete: "off",
					error: errorText("first_name"),
					...form.register("first_name")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					id: `${prefix}-last-name`,
					label: t("summary.lastName"),
					autoComplete: "off",
					error: errorText("last_name"),
					...form.register("last_name")
				})]
			}),
			age === "adult" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				id: `${prefix}-email`,
				label: t("summary.email"),
				type: "email",
				autoComplete: "off",
				error: errorText("email"),
				...form.register("email")
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					gap: 1.5
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "contained",
						color: "ink",
						onClick: form.handleSubmit((values) => onSave(values)),
						"aria-label": `${t("summary.save")}: ${title}`,
						children: t("summary.save")
					}),
					entry.isNew ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "outlined",
						color: "ink",
						onClick: onCancel,
						children: t("summary.cancel")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						color: "error",
						onClick: onRemove,
						"aria-label": `${t("summary.remove")}: ${title}`,
						children: t("summary.remove")
					})
				]
			})
		]
	});
}
// src/features/reservations/components/traveller-list.tsx
/** The additional travellers of a request (spec section 2): entries to add, edit and remove, up to the limit. */
function TravellerList({ travellers, dispatch, focusKey, onFocus }) {
	const { t } = useTranslation("reservations");
	const draft = (0, import_react.useCallback)((key, values) => dispatch({
		type: "draft",
		key,
		values
	}), [dispatch]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "summary-travellers",
		sx: {
			display: "grid",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "summary-travellers",
				component: "h3",
				variant: "h5",
				sx: { fontWeight: 600 },
				children: t("summary.travellers")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					color: "text.secondary",
					mt: .5
				},
				children: t("summary.travellersHelp", { max: LIMITS.maxAdditionalTravellers })
			})] }),
			travellers.entries.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { fontStyle: "italic" },
				children: t("summary.noTravellers")
			}) : null,
			travellers.entries.map((entry, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TravellerEntryCard, {
				entry,
				index,
				focus: focusKey === entry.key,
				onSave: (values) => dispatch({
					type: "save",
					key: entry.key,
					values
				}),
				onEdit: () => {
					dispatch({
						type: "edit",
						key: entry.key
					});
					onFocus(entry.key);
				},
				onDelete: () => {
					dispatch({
						type: "delete",
						key: entry.key
					});
					onFocus(entry.key);
				},
				onCancel: () => dispatch({
					type: "cancel",
					key: entry.key
				}),
				onRemove: () => dispatch({
					type: "remove",
					key: entry.key
				}),
				onDraft: (values) => draft(entry.key, values)
			}, `${entry.key}:${entry.show}`)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReasonedButton, {
				variant: "outlined",
				color: "ink",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PersonAddAlt1_default, {}),
				disabled: !canAddTraveller(travellers.entries.length),
				reason: t("summary.travellersFull", { count: LIMITS.maxAdditionalTravellers }),
				onClick: () => dispatch({ type: "add" }),
				children: t("summary.addTraveller")
			}) })
		]
	});
}
// src/features/reservations/lib/use-submit-reservation.ts
/** API field names of the primary traveller, mapped back onto the form's. */
var PRIMARY_FIELDS = {
	first_name: "firstName",
	last_name: "lastName",
	email: "email",
	phone: "phone",
	country: "country"
};
/**
* Sending the request (spec section 2): refused while a traveller entry is still open, checks the
* non-member's details, and on success forgets the stored draft and refreshes the reservation lists. Field
* messages of a 400 go under the primary traveller's fields.
*/
function useSubmitReservation(input) {
	const { stay, isMember, addTransportation, travellers, primary, onFocusTraveller } = input;
	const queryClient = useQueryClient();
	const [unsaved, setUnsaved] = (0, import_react.useState)(false);
	const [done, setDone] = (0, import_react.useState)(null);
	const idempotency = useIdempotencyKey();
	const send = useMutation({
		mutationFn: (values) => requestReservation({
			is_member: isMember,
			...values ? {
				first_name: values.firstName,
				last_name: values.lastName,
				email: values.email,
				phone: values.phone,
				country: values.country
			} : {},
			destination: Number(stay.destination),
			arriving_date: stay.arrivingDate,
			departing_date: stay.departingDate,
			guests: stay.guests,
			unit_type: stay.unitType,
			promo_code: stay.promoCode,
			add_transportation: addTransportation,
			flexible_dates: stay.flexibleDates,
			flexible_destinations: stay.flexibleDestination,
			travelers: travelersPayload(travellers.entries)
		}, idempotency.key),
		onSuccess: (created) => {
			idempotency.renew();
			clearStoredReservation();
			setDone(created);
			queryClient.invalidateQueries({ queryKey: reservationKeys.all });
		},
		onError: (error) => {
			if (!answerLost(error)) idempotency.renew();
			applyServerErrors(error, primary.setError, PRIMARY_FIELDS);
		}
	});
	const submit = async () => {
		setUnsaved(false);
		const pending = travellers.entries.find((e) => e.isNew);
		const valid = isMember ? true : await primary.trigger();
		if (pending) {
			setUnsaved(true);
			onFocusTraveller(pending.key);
			return;
		}
		if (!valid) return;
		send.mutate(isMember ? null : primary.getValues());
	};
	return {
		submit,
		unsaved,
		done,
		failure: send.error,
		isPending: send.isPending
	};
}
// src/features/reservations/pages/reservation-summary-page.tsx
var dayDate = (day) => /* @__PURE__ */ new Date(`${day}T00:00:00Z`);
function useStay() {
	const location = useLocation();
	return (0, import_react.useMemo)(() => {
		const state = location.state;
		const parsed = stayFormSchema(() => "0000-00-00").safeParse(state?.stay);
		return parsed.success ? parsed.data : null;
	}, [location.state]);
}
function ReservationSummaryPage() {
	const { t } = useTranslation(["reservations", "pages"]);
	const stay = useStay();
	const { data: profile } = useProfile();
	if (!stay) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NothingToShow, {
		title: t("pages:reservationSummary"),
		text: t("summary.noData"),
		to: PATHS.requestReservation,
		action: t("summary.start")
	});
	if (!profile) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Summary, {
		stay,
		profile
	});
}
function Summary({ stay, profile }) {
	const { t, i18n } = useTranslation(["reservations", "pages"]);
	const language = useLanguage();
	const navigate = useNavigate();
	const hotel = useHotels().find((h) => String(h.id) === stay.destination);
	const stored = (0, import_react.useMemo)(() => {
		const s = readStoredReservation();
		return s?.summary && JSON.stringify(s.stay) === JSON.stringify(stay) ? s.summary : null;
	}, [stay]);
	const [isMember, setIsMember] = (0, import_react.useState)(profile.vida_member_id ? stored?.isMember ?? true : false);
	const [addTransportation, setAddTransportation] = (0, import_react.useState)(stored?.addTransportation ?? stay.addTransportation);
	const [travellers, dispatch] = (0, import_react.useReducer)(travellersReducer, stored?.travellers ?? initialTravellers(initialTravellerCount(stay.guests)));
	const [focusKey, setFocusKey] = (0, import_react.useState)(null);
	const primary = useForm({
		resolver: u(PrimaryTravellerSchema),
		mode: "onTouched",
		defaultValues: stored?.primary ?? {
			firstName: profile.first_name,
			lastName: profile.last_name,
			email: profile.email,
			phone: profile.mobile_phone || profile.home_phone || "",
			country: profile.country ?? ""
		}
	});
	const { submit, unsaved, done, failure, isPending } = useSubmitReservation({
		stay,
		isMember,
		addTransportation,
		travellers,
		primary,
		onFocusTraveller: setFocusKey
	});
	const persist = (0, import_react.useCallback)(() => {
		if (done) return;
		storeSummary(stay, {
			isMember,
			primary: primary.getValues(),
			travellers,
			addTransportation
		});
	}, [
		done,
		stay,
		isMember,
		primary,
		travellers,
		addTransportation
	]);
	(0, import_react.useEffect)(persist, [persist]);
	(0, import_react.useEffect)(() => {
		const subscription = primary.watch(() => persist());
		return () => subscription.unsubscribe();
	}, [primary, persist]);
	const unitTypeName = t(`unitTypes.${stay.unitType}`);
	const dateRefusal = isApiRequestError(failure) ? failure.errors.arriving_date?.[0] ?? failure.errors.departing_date?.[0] : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			scene: "reservations",
			width: "narrow",
			title: t("pages:reservationSummary"),
			overline: t("overline")
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageBody, {
			width: "narrow",
			sx: {
				display: "grid",
				gap: 4
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				elevation: 1,
				component: "section",
				"aria-labelledby": "summary-stay",
				sx: {
					overflow: "hidden",
					display: "grid",
					gridTemplateColumns: {
						xs: "1fr",
						md: "5fr 7fr"
					}
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						height: {
							xs: 160,
							md: "100%"
						},
						minHeight: { md: 240 }
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HotelArt, { hotel: hotel?.name })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						p: {
							xs: 3,
							sm: 4
						},
						display: "grid",
						gap: 1.5,
						alignContent: "center"
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "overline",
							component: "p",
							sx: { color: "gold.dark" },
							children: unitTypeName
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							id: "summary-stay",
							component: "h2",
							variant: "h3",
							children: hotel?.name ?? "…"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							sx: { fontSize: "1.125rem" },
							children: t("summary.dates", {
								from: formatLongDate(dayDate(stay.arrivingDate), language, "UTC"),
								to: formatLongDate(dayDate(stay.departingDate), language, "UTC")
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
							sx: { color: "text.secondary" },
							children: [
								t("request.guestsValue", { count: stay.guests }),
								" ·",
								" ",
								stay.promoCode ? `${t("summary.promoCode")}: ${stay.promoCode}` : t("summary.noPromo")
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							component: Link$1,
							to: PATHS.requestReservation,
							sx: { mt: 1 },
							children: t("summary.changeStay")
						}) })
					]
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				elevation: 1,
				component: "form",
				noValidate: true,
				"aria-labelledby": "summary-step",
				onSubmit: (event) => {
					event.preventDefault();
					submit();
				},
				sx: {
					p: {
						xs: 3,
						sm: 4
					},
					display: "grid",
					gap: 4
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						id: "summary-step",
						component: "h2",
						variant: "h3",
						children: t("summary.oneMoreStep")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							color: "text.secondary",
							mt: 1
						},
						children: t("summary.oneMoreStepText")
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrimaryTravellerForm, {
						profile,
						language,
						isMember,
						onIsMemberChange: setIsMember,
						form: primary
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TravellerList, {
						travellers,
						dispatch,
						focusKey,
						onFocus: setFocusKey
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "section",
						"aria-label": t("summary.transportation"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchField, {
							id: "summary-transportation",
							label: t("summary.transportation"),
							help: t("summary.transportationText"),
							checked: addTransportation,
							onChange: setAddTransportation
						})
					}),
					unsaved ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
						severity: "info",
						children: t("summary.unsaved")
					}) : null,
					failure ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormAlert, {
						severity: "error",
						children: [dateRefusal ?? resolveMessage(i18n, isApiRequestError(failure) ? failure.displayMessage : "generic_error"), dateRefusal ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [" ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							component: Link$1,
							to: PATHS.requestReservation,
							children: t("summary.changeStay")
						})] }) : null]
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "contained",
						color: "gold",
						size: "large",
						disabled: isPending,
						children: t("summary.submit")
					}) })
				]
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
			open: done !== null,
			"aria-labelledby": "thanks-title",
			"aria-describedby": "thanks-text",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
					id: "thanks-title",
					children: t("summary.thanksTitle")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContentText, {
					id: "thanks-text",
					children: t("summary.thanksText", { number: done?.reservation_number ?? "" })
				}) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogActions, {
					sx: {
						px: 3,
						pb: 3
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "contained",
						color: "gold",
						onClick: () => navigate(PATHS.myReservations, { replace: true }),
						autoFocus: true,
						children: t("summary.thanksAction")
					})
				})
			]
		})
	] });
}
export { ReservationSummaryPage as Component, ReservationSummaryPage };
