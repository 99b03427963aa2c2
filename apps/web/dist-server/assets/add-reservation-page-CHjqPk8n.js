import { t as u } from "./zod-BITB4qfJ.js";
import { t as ArrowBack_default } from "./ArrowBack-B4mlZRhi.js";
import { P as AddReservationFormSchema, b as resolveMessage, k as PATHS, o as Box, r as Button } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as useMutation } from "./useMutation-DmydnA2C.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { o as useForm } from "./index.esm-B0mG8oQV.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { p as useNavigate, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { t as FormDateField } from "./form-date-field-BDqeqi8_.js";
import { t as FormField } from "./form-field-BfxwDFPE.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { n as NativeSelectField } from "./select-field--MGgqSoY.js";
import { i as isApiRequestError } from "./api-client-Bq9ewmbe.js";
import { n as useHotels } from "./hotels-XkW8Ew1S.js";
import { t as applyServerErrors } from "./server-errors-dgWH2iUi.js";
import { i as reservationKeys, t as addReservationToProfile } from "./reservations-api-D-XCZZDx.js";
import "./register-messages-B4n6qOFA.js";
// src/features/reservations/pages/add-reservation-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var FIELDS = {
	property: "property",
	confirmation_number: "confirmationNumber",
	check_in_date: "checkInDate",
	traveler_last_name: "travelerLastName"
};
/** Finds a reservation booked elsewhere and attaches it; a miss keeps everything typed. */
function AddReservationPage() {
	const { t, i18n } = useTranslation(["reservations", "pages"]);
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const hotels = useHotels();
	const [notFound, setNotFound] = (0, import_react.useState)(false);
	const form = useForm({
		resolver: u(AddReservationFormSchema),
		mode: "onTouched",
		defaultValues: {
			property: "",
			confirmationNumber: "",
			checkInDate: "",
			travelerLastName: ""
		}
	});
	const find = useMutation({
		mutationFn: (values) => addReservationToProfile({
			property: Number(values.property),
			confirmation_number: values.confirmationNumber,
			check_in_date: values.checkInDate,
			traveler_last_name: values.travelerLastName
		}),
		onSuccess: (reservation) => {
			if (!reservation) {
				setNotFound(true);
				return;
			}
			queryClient.invalidateQueries({ queryKey: reservationKeys.all });
			navigate(PATHS.reservationFound, { state: { reservation } });
		},
		onError: (error) => {
			applyServerErrors(error, form.setError, FIELDS);
		}
	});
	const errorText = (field) => {
		const message = form.formState.errors[field]?.message;
		return message ? resolveMessage(i18n, message) : void 0;
	};
	const failure = find.error;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "reservations",
		width: "narrow",
		title: t("pages:addReservation"),
		overline: t("overline"),
		subtitle: t("add.subtitle")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageBody, {
		width: "narrow",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			to: PATHS.myReservations,
			startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowBack_default, {}),
			sx: { mb: 3 },
			children: t("add.back")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			elevation: 1,
			component: "form",
			noValidate: true,
			"aria-label": t("pages:addReservation"),
			onSubmit: form.handleSubmit((values) => {
				setNotFound(false);
				find.mutate(values);
			}),
			sx: {
				p: {
					xs: 3,
					sm: 4
				},
				display: "grid",
				gap: 3
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
					placeholderDisabled: true,
					id: "add-property",
					label: t("add.property"),
					placeholder: t("add.propertyPlaceholder"),
					options: hotels.map((h) => ({
						value: String(h.id),
						label: h.name
					})),
					error: errorText("property"),
					...form.register("property")
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
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						id: "add-confirmation-number",
						label: t("add.confirmationNumber"),
						autoComplete: "off",
						error: errorText("confirmationNumber"),
						...form.register("confirmationNumber")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormDateField, {
						control: form.control,
						name: "checkInDate",
						id: "add-check-in",
						label: t("add.checkInDate"),
						error: errorText("checkInDate")
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					id: "add-last-name",
					label: t("add.travelerLastName"),
					autoComplete: "family-name",
					error: errorText("travelerLastName"),
					...form.register("travelerLastName")
				}),
				notFound ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
					severity: "info",
					children: resolveMessage(i18n, "reservation_not_found")
				}) : null,
				failure ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
					severity: "error",
					children: resolveMessage(i18n, isApiRequestError(failure) ? failure.displayMessage : "generic_error")
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "contained",
					color: "gold",
					size: "large",
					disabled: find.isPending,
					children: t("add.submit")
				}) })
			]
		})]
	})] });
}
export { AddReservationPage, AddReservationPage as Component };
