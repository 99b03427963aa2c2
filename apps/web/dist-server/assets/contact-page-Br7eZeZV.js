import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { Hn as LIMITS, b as resolveMessage, fn as MessageThreadSchema, k as PATHS, ln as ContactMessageRequestSchema, o as Box, r as Button, t as Typography } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as HeaderLink } from "./header-link-DfbGiu9I.js";
import { t as PageBody } from "./page-body-cSQ8Pf63.js";
import { i as isOpen, n as formatDays, r as formatHoursRange } from "./care-hours-Bo_DR_gp.js";
import { t as PageHeader } from "./page-header-BDi7uG4f.js";
import { n as useClub } from "./club-query-gjY5-H5F.js";
import { o as useProfile } from "./profile-query-CKIqjTuP.js";
import { n as useContactReasons } from "./contact-reasons-DbIKFFLs.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as u } from "./zod-BITB4qfJ.js";
import { t as CheckCircleOutlined_default } from "./CheckCircleOutlined-CSNfm8xn.js";
import { c as FormHelperText, i as InputLabel, s as FormControl, t as OutlinedInput } from "./OutlinedInput-T6loE8EQ.js";
import { t as FormControlLabel } from "./FormControlLabel-CIfoh-XI.js";
import { t as NativeSelect } from "./NativeSelect-CZP5iAj4.js";
import { t as Switch } from "./Switch-0xliUjRY.js";
import { t as useMutation } from "./useMutation-DmydnA2C.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { o as useForm, t as Controller } from "./index.esm-B0mG8oQV.js";
import { t as FormAlert } from "./form-alert-zo6kNxOa.js";
import { n as fieldLabelSx, t as FormField } from "./form-field-BfxwDFPE.js";
import { i as isApiRequestError, n as apiRequest } from "./api-client-Bq9ewmbe.js";
import { i as formatNumber } from "./format-BJVEzoib.js";
import { n as useIdempotencyKey, t as answerLost } from "./idempotency-key-C5qh_P3z.js";
import { r as messageKeys } from "./query-keys-XKHZ0HV6.js";
import { t as applyServerErrors } from "./server-errors-dgWH2iUi.js";
// ../../node_modules/@mui/icons-material/QuizOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var QuizOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M4 6H2v14c0 1.1.9 2 2 2h14v-2H4zm16-4H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H8V4h12zm-6.49-5.84c.41-.73 1.18-1.16 1.63-1.8.48-.68.21-1.94-1.14-1.94-.88 0-1.32.67-1.5 1.23l-1.37-.57C11.51 5.96 12.52 5 13.99 5c1.23 0 2.08.56 2.51 1.26.37.6.58 1.73.01 2.57-.63.93-1.23 1.21-1.56 1.81-.13.24-.18.4-.18 1.18h-1.52c.01-.41-.06-1.08.26-1.66m-.56 3.79c0-.59.47-1.04 1.05-1.04.59 0 1.04.45 1.04 1.04 0 .58-.44 1.05-1.04 1.05-.58 0-1.05-.47-1.05-1.05" }), "QuizOutlined");
// ../../node_modules/@mui/icons-material/PhoneInTalkOutlined.mjs
var PhoneInTalkOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15 12h2c0-2.76-2.24-5-5-5v2c1.66 0 3 1.34 3 3zm4 0h2c0-4.97-4.03-9-9-9v2c3.87 0 7 3.13 7 7zm1 3.5c-1.25 0-2.45-.2-3.57-.57-.1-.03-.21-.05-.31-.05-.26 0-.51.1-.71.29l-2.2 2.2c-2.83-1.44-5.15-3.75-6.59-6.59l2.2-2.21c.28-.26.36-.65.25-1C8.7 6.45 8.5 5.25 8.5 4c0-.55-.45-1-1-1H4c-.55 0-1 .45-1 1 0 9.39 7.61 17 17 17 .55 0 1-.45 1-1v-3.5c0-.55-.45-1-1-1zM5.03 5h1.5c.07.88.22 1.75.45 2.58l-1.2 1.21c-.4-1.21-.66-2.47-.75-3.79zM19 18.97c-1.32-.09-2.6-.35-3.8-.76l1.2-1.2c.85.24 1.72.39 2.6.45v1.51z" }), "PhoneInTalkOutlined");
// ../../node_modules/@mui/icons-material/ScheduleOutlined.mjs
var ScheduleOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z" }), "ScheduleOutlined");
// src/features/contact/components/care-card.tsx
/** The contact page's footer card: the toll-free phone and the opening hours, from the club's configuration. */
function CareCard({ club, language }) {
	const { t } = useTranslation("contact");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "aside",
		"aria-labelledby": "care-card-title",
		elevation: 2,
		sx: {
			p: {
				xs: 3,
				sm: 4
			},
			color: "common.white",
			backgroundImage: (theme) => `linear-gradient(150deg, ${theme.palette.secondary.dark} 0%, ${theme.palette.ink.main} 100%)`
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "care-card-title",
				component: "h2",
				sx: {
					fontFamily: (theme) => theme.typography.h1.fontFamily,
					fontSize: "1.625rem",
					color: "common.white"
				},
				children: t("callUs")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-hidden": "true",
				sx: {
					width: 40,
					height: 3,
					bgcolor: "gold.main",
					borderRadius: 2,
					my: 2
				}
			}),
			club ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					gap: 1.5,
					alignItems: "center"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneInTalkOutlined_default, {
					"aria-hidden": "true",
					sx: { color: "gold.light" }
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "p",
					variant: "overline",
					sx: {
						color: "gold.light",
						lineHeight: 1.4
					},
					children: t("tollFree")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "a",
					href: `tel:${club.care_phone.replace(/[^\d+]/g, "")}`,
					sx: {
						color: "common.white",
						fontSize: "1.375rem",
						fontWeight: 600,
						textUnderlineOffset: 4,
						whiteSpace: "nowrap"
					},
					children: club.care_phone
				})] })]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					gap: 1.5,
					alignItems: "flex-start",
					mt: 3
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScheduleOutlined_default, {
					"aria-hidden": "true",
					sx: {
						color: "gold.light",
						mt: .25
					}
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: { flex: 1 },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						component: "h3",
						variant: "overline",
						sx: {
							color: "gold.light",
							lineHeight: 1.4
						},
						children: [
							t("hours"),
							" (",
							club.care_time_zone,
							")"
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "dl",
						sx: {
							m: 0,
							mt: .5,
							display: "grid",
							gridTemplateColumns: "auto 1fr",
							columnGap: 2,
							rowGap: .75
						},
						children: club.care_hours.map((hours) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							sx: { display: "contents" },
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "dt",
								sx: { color: "rgba(255,255,255,0.85)" },
								children: formatDays(hours.days, language)
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "dd",
								sx: {
									m: 0,
									fontWeight: 600,
									textAlign: "right"
								},
								children: isOpen(hours) ? formatHoursRange(hours, language) : t("closed")
							})]
						}, hours.days.join("-")))
					})]
				})]
			})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				height: 120,
				sx: { bgcolor: "rgba(255,255,255,0.16)" }
			})
		]
	});
}
// src/features/contact/api/send-contact-message.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** `POST /messages`: a new thread for customer care. */
function sendContactMessage(body, idempotencyKey) {
	return apiRequest("/messages", {
		method: "POST",
		body,
		idempotencyKey,
		parse: (data) => MessageThreadSchema.parse(data)
	});
}
// src/features/contact/components/contact-form.tsx
var FIELDS = [
	"reason",
	"phone",
	"email",
	"message",
	"need_to_contact_me"
];
/** Spec section 2: the phone starts as the mobile, else the home phone; the e-mail as the profile's. */
function initialValues(profile) {
	return {
		reason: "",
		phone: profile.mobile_phone || profile.home_phone || "",
		email: profile.email,
		message: "",
		need_to_contact_me: false
	};
}
/** Validates on blur; resets after a success with the 24-hour notice; a failure keeps everything typed. */
function ContactForm({ profile, reasons, onSent }) {
	const { t, i18n } = useTranslation("contact");
	const language = useLanguage();
	const queryClient = useQueryClient();
	const [sent, setSent] = (0, import_react.useState)(false);
	const form = useForm({
		resolver: u(ContactMessageRequestSchema),
		mode: "onBlur",
		reValidateMode: "onChange",
		defaultValues: initialValues(profile)
	});
	const idempotency = useIdempotencyKey();
	const send = useMutation({
		mutationFn: (values) => sendContactMessage(values, idempotency.key),
		onSuccess: () => {
			idempotency.renew();
			form.reset(initialValues(profile));
			setSent(true);
			queryClient.invalidateQueries({ queryKey: messageKeys.all });
			onSent?.();
		},
		onError: (error) => {
			if (!answerLost(error)) idempotency.renew();
			applyServerErrors(error, form.setError, FIELDS);
		}
	});
	const { errors } = form.formState;
	const errorText = (field) => {
		const message = errors[field]?.message;
		return message ? resolveMessage(i18n, message) : void 0;
	};
	const failure = send.error;
	const reasonError = errorText("reason");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		noValidate: true,
		onSubmit: form.handleSubmit((values) => {
			setSent(false);
			send.mutate(values);
		}),
		sx: {
			display: "grid",
			gap: 3
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
				fullWidth: true,
				error: Boolean(reasonError),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputLabel, {
						htmlFor: "contact-reason",
						shrink: true,
						disableAnimation: true,
						sx: fieldLabelSx,
						children: t("reason")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelect, {
						id: "contact-reason",
						input: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OutlinedInput, { notched: false }),
						inputProps: { "aria-describedby": reasonError ? "contact-reason-error" : void 0 },
						...form.register("reason"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: "",
							disabled: true,
							children: t("reasonPlaceholder")
						}), reasons.map((reason) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: String(reason.id),
							children: reason.name
						}, reason.id))]
					}),
					reasonError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
						id: "contact-reason-error",
						children: reasonError
					}) : null
				]
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
					id: "contact-phone",
					label: t("phone"),
					type: "tel",
					autoComplete: "tel",
					error: errorText("phone"),
					...form.register("phone")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					id: "contact-email",
					label: t("email"),
					type: "email",
					autoComplete: "email",
					error: errorText("email"),
					...form.register("email")
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				id: "contact-message",
				label: t("message"),
				multiline: true,
				minRows: 5,
				error: errorText("message"),
				help: t("messageHelp", { max: formatNumber(LIMITS.messageMax, language) }),
				slotProps: { input: { maxLength: LIMITS.messageMax } },
				...form.register("message")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control: form.control,
				name: "need_to_contact_me",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
					control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
						checked: field.value === true,
						onChange: (event) => field.onChange(event.target.checked),
						onBlur: field.onBlur,
						slotProps: { input: {
							ref: field.ref,
							"aria-describedby": "contact-callback-help"
						} }
					}),
					label: t("needToContactMe")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "contact-callback-help",
					sx: {
						color: "text.secondary",
						fontSize: "0.875rem",
						ml: 6.5
					},
					children: t("needToContactMeHelp")
				})] })
			}),
			failure ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
				severity: "error",
				children: resolveMessage(i18n, isApiRequestError(failure) ? failure.displayMessage : "generic_error")
			}) : null,
			sent ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				role: "status",
				sx: {
					display: "flex",
					gap: 1.5,
					alignItems: "center",
					p: 2,
					borderRadius: "10px",
					bgcolor: "rgba(14, 94, 111, 0.08)",
					borderLeft: "4px solid",
					borderColor: "secondary.main"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircleOutlined_default, {
					"aria-hidden": "true",
					sx: { color: "secondary.main" }
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("sent") })]
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				color: "gold",
				size: "large",
				disabled: send.isPending,
				children: t("send")
			}) })
		]
	});
}
// src/features/contact/pages/contact-page.tsx
/** `/contact`: write to customer care, or call them; a link to the FAQs first. */
function ContactPage() {
	const { t } = useTranslation(["contact", "pages"]);
	const language = useLanguage();
	const { data: profile } = useProfile();
	const reasons = useContactReasons(language);
	const club = useClub().data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		scene: "messages",
		width: "wide",
		overline: t("overline"),
		title: t("pages:contact"),
		subtitle: t("subtitle"),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeaderLink, {
			to: PATHS.faqs,
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuizOutlined_default, {
				fontSize: "small",
				"aria-hidden": "true"
			}),
			children: t("faqLink")
		})
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
					md: "minmax(0, 7fr) minmax(0, 4fr)"
				},
				alignItems: "start"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				elevation: 1,
				sx: { p: {
					xs: 2.5,
					sm: 4
				} },
				children: profile ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactForm, {
					profile,
					reasons
				}, profile.user_id) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "grid",
						gap: 3
					},
					"aria-busy": "true",
					children: [[
						0,
						1,
						2
					].map((i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						variant: "rounded",
						height: 56
					}, i)), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						variant: "rounded",
						height: 140
					})]
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CareCard, {
				club,
				language
			})]
		})
	})] });
}
export { ContactPage as Component, ContactPage };
