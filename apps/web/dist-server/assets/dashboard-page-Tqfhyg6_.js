import { A as pathTo, G as earliestDeparture, J as isIsoDate, j as currentLanguage, k as PATHS, o as Box, r as Button, t as Typography } from "../render-page.js";
import { t as Container } from "./Container-wO8XO6h4.js";
import { t as Skeleton } from "./Skeleton-27BxvyC9.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { n as AmountDueCard, t as PostalAddress } from "./postal-address-BNJzq-Lx.js";
import { t as MainAndSide } from "./main-and-side-C61wZ5G4.js";
import { n as PAGE_WIDTHS, t as PageHeader } from "./page-header-BDi7uG4f.js";
import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { t as ButtonBase } from "./ButtonBase-1zJy4qCp.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { a as GridList, i as SectionHeading, n as VIDEO_SECONDS, o as about_hero_default, r as videoSources, t as ClubVideo } from "./club-video-Co7z1naU.js";
import { n as resort_hero_default } from "./resort-hero-horizon-B_xeP7-N.js";
import { t as Close_default } from "./Close-Dlo40YAR.js";
import { r as Dialog, t as DialogContent } from "./DialogContent--YaXM1cn.js";
import { t as IconButton } from "./IconButton-CbfXPR5l.js";
import { p as useNavigate, t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { n as TileLink, t as ResortLogo } from "./resort-logo-QaKCc2Sz.js";
import { r as useAmountDue } from "./amount-due-DxkT34bF.js";
import { n as useClub, r as usePaymentsEnabled, t as clubQueryOptions } from "./club-query-gjY5-H5F.js";
import { i as formatNumber } from "./format-BJVEzoib.js";
import { t as LabelledValue } from "./labelled-value-D4_3dJB5.js";
import { t as NoWrap } from "./no-wrap-CXoWiagg.js";
import { n as greetingName, o as useProfile, t as fullName } from "./profile-query-CKIqjTuP.js";
import { t as NativeSelect } from "./NativeSelect-CZP5iAj4.js";
import { t as OutlinedInput } from "./OutlinedInput-T6loE8EQ.js";
import { t as FormField } from "./form-field-BfxwDFPE.js";
import { t as earliestArrivalDay } from "./earliest-arrival-GzaNNGnP.js";
import { n as useHotels, t as hotelsQueryOptions } from "./hotels-XkW8Ew1S.js";
import { n as clearStoredReservation } from "./storage-CxIi8xR5.js";
import { a as hasStory, c as destinationHighlightsQueryOptions, n as isDestinationLogo, r as DestinationArt, s as PlaceOutlined_default, t as DestinationLogo, u as useDestinationHighlights } from "./destination-logo-DpKrxLNE.js";
import { i as useExchangeMemberships, n as memberPartners, r as exchangesQueryOptions, t as PartnerLogo } from "./partner-logo-W3n8Q1a3.js";
import { t as Slider } from "./slider-DHgUbRmc.js";
import { t as pageData } from "./page-data-IObb-R1Q.js";
// ../../node_modules/@mui/icons-material/PlayArrowRounded.mjs
var import_jsx_runtime = require_jsx_runtime();
var PlayArrowRounded_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M8 6.82v10.36c0 .79.87 1.27 1.54.84l8.14-5.18c.62-.39.62-1.29 0-1.69L9.54 5.98C8.87 5.55 8 6.03 8 6.82" }), "PlayArrowRounded");
// src/features/club/components/video-dialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The spec's video modal. MUI's dialog keeps focus inside while open and gives it back to the button that
* opened it on close; closing unmounts the video, so it never plays on in the background.
*/
function VideoDialog({ video, language, mediaBase, onClose }) {
	const { t } = useTranslation("club");
	const titleId = (0, import_react.useId)();
	const textId = (0, import_react.useId)();
	const [shown, setShown] = (0, import_react.useState)(video);
	if (video && video !== shown) setShown(video);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: video !== null,
		onClose,
		fullWidth: true,
		maxWidth: "md",
		"aria-labelledby": titleId,
		"aria-describedby": textId,
		slotProps: { paper: { sx: {
			bgcolor: "ink.main",
			color: "common.white",
			m: {
				xs: 1.5,
				sm: 4
			}
		} } },
		children: shown ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				alignItems: "flex-start",
				justifyContent: "space-between",
				gap: 2,
				px: {
					xs: 2.5,
					sm: 4
				},
				pt: {
					xs: 2.5,
					sm: 3.5
				},
				pb: 2
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				component: "h2",
				variant: "h3",
				sx: { color: "common.white" },
				children: shown.title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: textId,
				sx: {
					mt: .5,
					color: "rgba(255,255,255,0.85)"
				},
				children: shown.text
			})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				onClick: onClose,
				"aria-label": t("video.close"),
				sx: {
					color: "common.white",
					mt: -.5,
					mr: -1,
					"&:hover": { bgcolor: "rgba(255,255,255,0.12)" }
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Close_default, {})
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
			sx: {
				px: {
					xs: 1.5,
					sm: 4
				},
				pb: {
					xs: 1.5,
					sm: 4
				},
				pt: 0
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClubVideo, {
				name: shown.name,
				language,
				mediaBase,
				label: shown.title
			})
		})] }) : null
	});
}
// src/features/club/components/more-about.tsx
/** A drawn scene under each poster, in the poster's palette. */
var POSTER_SCENES = {
	"what-it-is": resort_hero_default,
	"how-it-works": about_hero_default
};
/**
* The dashboard's "more about" cards (spec section 2): what the club is and how the portal works, each a
* poster that opens the video in the member's language. One button per card, stretched over it, so the
* whole card is clickable and the keyboard meets it once.
*/
function MoreAbout({ club, language, mediaBase }) {
	const { t } = useTranslation("club");
	const [open, setOpen] = (0, import_react.useState)(null);
	const cards = [{
		name: "what-it-is",
		title: t("video.whatItIs.title", { club }),
		text: t("video.whatItIs.text")
	}, {
		name: "how-it-works",
		title: t("video.howItWorks.title"),
		text: t("video.howItWorks.text")
	}];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "more-about-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: "more-about-title",
				overline: t("home.moreAbout.overline"),
				title: t("home.moreAbout.title", { club }),
				subtitle: t("home.moreAbout.subtitle"),
				sx: { mb: 3 }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GridList, {
				gap: 3,
				columns: {
					xs: "1fr",
					sm: "1fr 1fr"
				},
				children: cards.map((card) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
					component: "li",
					elevation: 1,
					sx: {
						position: "relative",
						overflow: "hidden",
						display: "flex",
						flexDirection: "column",
						transition: (theme) => theme.transitions.create(["transform", "box-shadow"]),
						"&:hover": {
							transform: "translateY(-2px)",
							boxShadow: 4
						},
						"&:hover .play, &:focus-within .play": { transform: "translate(-50%, -50%) scale(1.08)" }
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							position: "relative",
							aspectRatio: "16 / 9",
							bgcolor: "ink.main",
							backgroundImage: `url(${POSTER_SCENES[card.name]})`,
							backgroundSize: "cover",
							backgroundPosition: "center"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "img",
							src: videoSources(card.name, language, mediaBase).poster,
							alt: "",
							loading: "lazy",
							decoding: "async",
							width: 1280,
							height: 720,
							sx: {
								display: "block",
								width: "100%",
								height: "100%",
								objectFit: "cover"
							}
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							className: "play",
							"aria-hidden": "true",
							sx: {
								position: "absolute",
								top: "58%",
								left: "67%",
								transform: "translate(-50%, -50%)",
								width: 72,
								height: 72,
								borderRadius: "50%",
								display: "grid",
								placeItems: "center",
								bgcolor: "gold.main",
								color: "ink.main",
								boxShadow: "0 10px 30px rgba(0,0,0,0.35)",
								transition: (theme) => theme.transitions.create("transform")
							},
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayArrowRounded_default, { sx: { fontSize: 44 } })
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							p: {
								xs: 2.5,
								sm: 3
							},
							display: "grid",
							gap: 1
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								component: "h3",
								variant: "h3",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonBase, {
									disableRipple: true,
									onClick: () => setOpen(card),
									"aria-label": t("video.play", { title: card.title }),
									sx: {
										position: "static",
										font: "inherit",
										textAlign: "left",
										color: "inherit",
										"&::after": {
											content: "\"\"",
											position: "absolute",
											inset: 0
										},
										"&.Mui-focusVisible::after": {
											outline: (theme) => `3px solid ${theme.palette.secondary.main}`,
											outlineOffset: -3,
											borderRadius: 1
										}
									},
									children: card.title
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								sx: { color: "text.secondary" },
								children: card.text
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								variant: "body2",
								sx: {
									color: "gold.dark",
									fontWeight: 600
								},
								children: t("video.length", { seconds: VIDEO_SECONDS[card.name] })
							})
						]
					})]
				}, card.name))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VideoDialog, {
				video: open,
				language,
				mediaBase,
				onClose: () => setOpen(null)
			})
		]
	});
}
// src/features/dashboard/components/at-a-glance.tsx
function Stat({ label, value, to }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TileLink, {
		to,
		chevronColor: "gold.dark",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "span",
			sx: {
				fontWeight: 700,
				color: "secondary.main",
				fontVariantNumeric: "tabular-nums",
				fontSize: "1.5rem",
				minWidth: 44,
				lineHeight: 1
			},
			children: formatNumber(value, currentLanguage())
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "span",
			sx: {
				flex: 1,
				fontWeight: 500
			},
			children: label
		})]
	});
}
/** The two ways to a reservation, so a member with none is never left without one (issue 15, item 3). */
function StayActions() {
	const { t } = useTranslation("club");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "glance-stays",
		sx: {
			display: "grid",
			gap: 1,
			mt: 1
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: "glance-stays",
			component: "h3",
			variant: "h5",
			sx: { fontWeight: 600 },
			children: t("home.glance.stays")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexWrap: "wrap",
				gap: 1
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: PATHS.addReservation,
				variant: "outlined",
				color: "ink",
				children: t("home.glance.addReservation")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: PATHS.requestReservation,
				variant: "outlined",
				color: "ink",
				children: t("home.glance.requestReservation")
			})]
		})]
	});
}
/**
* Counts that lead somewhere: contracts and payments due now for members (the amount-due card's count, and
* not offered with payments off, where Payments could only say "not available"), unread messages for
* everyone. Non-members have no contracts: they read what a guest account is and how to link a membership.
*/
function AtAGlance({ profile }) {
	const { t } = useTranslation(["club", "common"]);
	const owed = useAmountDue();
	const paymentsEnabled = usePaymentsEnabled();
	if (!Boolean(profile.vida_member_id)) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-labelledby": "glance-title",
		elevation: 1,
		sx: {
			p: {
				xs: 2.5,
				sm: 3.5
			},
			display: "grid",
			gap: 1.5,
			alignContent: "start"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "glance-title",
				component: "h2",
				variant: "h3",
				children: t("home.guestTitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { color: "text.secondary" },
				children: t("home.guestText")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
				label: t("home.glance.unreadMessages"),
				value: profile.unread_messages,
				to: PATHS.messagesCenter
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: PATHS.contact,
				variant: "outlined",
				color: "ink",
				children: t("home.guestAction")
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StayActions, {})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-labelledby": "glance-title",
		elevation: 1,
		sx: {
			p: {
				xs: 2.5,
				sm: 3.5
			},
			display: "grid",
			gap: 1.5,
			alignContent: "start"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "glance-title",
				component: "h2",
				variant: "h3",
				sx: { mb: .5 },
				children: t("home.glance.title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
				label: t("home.glance.contracts"),
				value: profile.contracts.length,
				to: PATHS.contracts
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
				label: t("home.glance.unreadMessages"),
				value: profile.unread_messages,
				to: PATHS.messagesCenter
			}),
			owed && paymentsEnabled ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
				label: t("common:amountDue.label", { count: owed.dueNowCount }),
				value: owed.dueNowCount,
				to: PATHS.payments
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StayActions, {})
		]
	});
}
// src/features/dashboard/components/member-card.tsx
/**
* The member's club card on the dashboard banner: their resort's logo (by resort name, Grand Luxxe by
* default), the member id and their name.
*/
function MemberCard({ memberId, name, resort }) {
	const { t } = useTranslation(["club", "dashboard"]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "member-card-title",
		sx: {
			position: "relative",
			width: "100%",
			maxWidth: 400,
			aspectRatio: { sm: "1.586" },
			p: {
				xs: 2.5,
				sm: 3
			},
			borderRadius: 1.5,
			color: "common.white",
			overflow: "hidden",
			display: "flex",
			flexDirection: "column",
			justifyContent: "space-between",
			gap: 2.5,
			border: "1px solid rgba(226, 196, 142, 0.55)",
			backgroundColor: "rgba(10, 28, 34, 0.72)",
			backgroundImage: "radial-gradient(120% 90% at 100% 0%, rgba(226,196,142,0.28) 0%, rgba(226,196,142,0) 55%), linear-gradient(150deg, rgba(255,255,255,0.08) 0%, rgba(255,255,255,0) 60%)",
			backdropFilter: "blur(6px)",
			boxShadow: "0 20px 50px rgba(0,0,0,0.35)"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "member-card-title",
				component: "h2",
				variant: "overline",
				sx: { color: "gold.light" },
				children: t("club:home.memberCard")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResortLogo, {
				resort,
				tone: "light",
				size: "medium"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "p",
					variant: "overline",
					sx: {
						color: "rgba(255,255,255,0.85)",
						lineHeight: 1.4
					},
					children: t("dashboard:memberId")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "p",
					sx: {
						fontSize: {
							xs: "1.5rem",
							sm: "1.75rem"
						},
						fontWeight: 600,
						letterSpacing: "0.12em"
					},
					children: memberId
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "p",
					sx: {
						mt: .5,
						fontSize: "0.875rem",
						letterSpacing: "0.14em",
						textTransform: "uppercase",
						color: "rgba(255,255,255,0.85)"
					},
					children: name
				})
			] })
		]
	});
}
// ../../node_modules/@mui/icons-material/East.mjs
var East_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m15 5-1.41 1.41L18.17 11H2v2h16.17l-4.59 4.59L15 19l7-7z" }), "East");
// src/features/dashboard/components/profile-summary.tsx
/** The dashboard's profile details (spec section 2) with the way to My Account. */
function ProfileSummary({ profile }) {
	const { t } = useTranslation("club");
	const none = t("home.profile.none");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-labelledby": "profile-summary-title",
		elevation: 1,
		sx: {
			p: {
				xs: 2.5,
				sm: 4
			},
			display: "grid",
			gap: 2.5,
			alignContent: "start"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "profile-summary-title",
				component: "h2",
				variant: "h3",
				children: t("home.profile.title")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					color: "text.secondary",
					mt: .5
				},
				children: fullName(profile)
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "dl",
				sx: {
					m: 0,
					display: "grid",
					gap: 2,
					gridTemplateColumns: {
						xs: "1fr",
						sm: "1fr 1fr"
					}
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("home.profile.email"),
						children: profile.email
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("home.profile.mobilePhone"),
						children: profile.mobile_phone?.trim() ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoWrap, { children: profile.mobile_phone.trim() }) : none
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("home.profile.homePhone"),
						children: profile.home_phone?.trim() ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoWrap, { children: profile.home_phone.trim() }) : none
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LabelledValue, {
						label: t("home.profile.address"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostalAddress, {
							profile,
							empty: none
						})
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: PATHS.myAccount,
				variant: "outlined",
				color: "ink",
				endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(East_default, {}),
				children: t("home.profile.link")
			}) })
		]
	});
}
// ../../node_modules/@mui/icons-material/Search.mjs
var Search_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" }), "Search");
// src/components/ui/lazy-date-field.tsx
var DateField = (0, import_react.lazy)(() => import("./date-field-BKOO2VFi.js").then((n) => n.n).then((module) => ({ default: module.DateField })));
/**
* The date field for a screen that must not wait for the picker (the dashboard's filter): the screen paints
* with a read-only field of the same label and size, and the picker (~60 KB) takes its place once loaded.
*/
function LazyDateField(props) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
			id: props.id,
			label: props.label,
			value: "",
			readOnly: true
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateField, { ...props })
	});
}
// src/features/dashboard/components/reservation-filter.tsx
var GUEST_OPTIONS = [
	1,
	2,
	3,
	4,
	5,
	6,
	7,
	8,
	9
];
var labelSx = {
	display: "block",
	fontWeight: 600,
	fontSize: "0.875rem",
	mb: .75
};
/**
* The dashboard's request-reservation filter (spec section 2): submitting clears any stored reservation and
* opens the request form with these values as navigation state. The form there checks them.
*/
function ReservationFilter() {
	const { t } = useTranslation("dashboard");
	const navigate = useNavigate();
	const hotels = useHotels();
	const [destination, setDestination] = (0, import_react.useState)("");
	const [arrivingDate, setArrivingDate] = (0, import_react.useState)("");
	const [departingDate, setDepartingDate] = (0, import_react.useState)("");
	const [guests, setGuests] = (0, import_react.useState)(1);
	const earliest = earliestArrivalDay();
	const submit = (event) => {
		event.preventDefault();
		clearStoredReservation();
		navigate(PATHS.requestReservation, { state: { filter: {
			...destination ? { destination } : {},
			...isIsoDate(arrivingDate) ? { arrivingDate } : {},
			...isIsoDate(departingDate) ? { departingDate } : {},
			guests
		} } });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "form",
		elevation: 3,
		"aria-labelledby": "reservation-filter-title",
		onSubmit: submit,
		sx: {
			p: {
				xs: 2.5,
				sm: 3
			},
			display: "grid",
			gap: 2
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: "reservation-filter-title",
			component: "h2",
			variant: "h5",
			sx: { fontWeight: 600 },
			children: t("filter.title")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "grid",
				gap: 2,
				alignItems: "end",
				gridTemplateColumns: {
					xs: "1fr",
					sm: "1fr 1fr",
					md: "1.6fr 1fr 1fr 0.7fr",
					lg: "1.6fr 1fr 1fr 0.7fr auto"
				}
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: { gridColumn: {
						sm: "1 / -1",
						md: "auto"
					} },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "label",
						htmlFor: "filter-destination",
						sx: labelSx,
						children: t("filter.destination")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelect, {
						id: "filter-destination",
						fullWidth: true,
						value: destination,
						onChange: (event) => setDestination(event.target.value),
						input: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OutlinedInput, { notched: false }),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: "",
							children: t("filter.anyDestination")
						}), hotels.map((h) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: String(h.id),
							children: h.name
						}, h.id))]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyDateField, {
					id: "filter-arrival",
					label: t("filter.arrival"),
					value: arrivingDate,
					onChange: setArrivingDate,
					min: earliest
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyDateField, {
					id: "filter-departure",
					label: t("filter.departure"),
					value: departingDate,
					onChange: setDepartingDate,
					min: earliestDeparture(arrivingDate, earliest)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "label",
					htmlFor: "filter-guests",
					sx: labelSx,
					children: t("filter.guests")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelect, {
					id: "filter-guests",
					fullWidth: true,
					value: String(guests),
					onChange: (event) => setGuests(Number(event.target.value)),
					input: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OutlinedInput, { notched: false }),
					children: GUEST_OPTIONS.map((n) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: String(n),
						children: n
					}, n))
				})] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "contained",
					color: "gold",
					size: "large",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search_default, {}),
					sx: {
						minHeight: 50,
						gridColumn: {
							md: "1 / -1",
							lg: "auto"
						},
						justifySelf: {
							xs: "stretch",
							md: "end",
							lg: "stretch"
						},
						px: {
							md: 4,
							lg: 3
						}
					},
					children: t("filter.submit")
				})
			]
		})]
	});
}
// src/features/partners/components/destination-card.tsx
/**
* A destination on the dashboard: its artwork, name and location. It opens the destination's page only
* when there is a description to read there (spec section 2); otherwise it is a plain card, not focusable.
*/
function DestinationCard({ destination, headingLevel = "h3" }) {
	const { t } = useTranslation("partners");
	const clickable = hasStory(destination.description);
	const body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			position: "relative",
			aspectRatio: "16 / 10",
			overflow: "hidden"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			className: "destination-art",
			sx: {
				position: "absolute",
				inset: 0,
				transition: (theme) => theme.transitions.create("transform", { duration: 400 })
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DestinationArt, {
				imageLocation: destination.image_location,
				lazy: true
			})
		}), isDestinationLogo(destination.logo) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			"aria-hidden": "true",
			sx: {
				position: "absolute",
				inset: 0,
				display: "flex",
				alignItems: "flex-end",
				p: 2,
				background: "linear-gradient(180deg, rgba(17,17,17,0) 45%, rgba(17,17,17,0.6) 100%)"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DestinationLogo, {
				logo: destination.logo,
				label: destination.name,
				sx: { height: 34 }
			})
		}) : null]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			p: 2.5,
			display: "flex",
			flexDirection: "column",
			gap: .75,
			flex: 1
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: headingLevel,
				variant: "h4",
				sx: { lineHeight: 1.3 },
				children: destination.name
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				component: "p",
				sx: {
					display: "flex",
					alignItems: "center",
					gap: .5,
					color: "text.secondary",
					fontSize: "0.9375rem"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlaceOutlined_default, { sx: {
					fontSize: 18,
					color: "gold.dark"
				} }), destination.location]
			}),
			clickable ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				component: "span",
				sx: {
					mt: "auto",
					pt: 1.5,
					display: "inline-flex",
					alignItems: "center",
					gap: 1,
					fontWeight: 600,
					color: "secondary.main"
				},
				children: [t("destinations.discover"), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(East_default, {
					className: "destination-arrow",
					sx: {
						fontSize: 18,
						transition: "transform 200ms ease"
					}
				})]
			}) : null
		]
	})] });
	const cardSx = {
		display: "flex",
		flexDirection: "column",
		overflow: "hidden",
		height: "100%",
		color: "text.primary",
		textDecoration: "none"
	};
	if (!clickable) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		elevation: 1,
		sx: cardSx,
		"data-destination": destination.id,
		children: body
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		elevation: 1,
		component: Link,
		to: pathTo("destinationHighlight", { id: destination.id }),
		"data-destination": destination.id,
		sx: {
			...cardSx,
			transition: (theme) => theme.transitions.create(["transform", "box-shadow"]),
			"&:hover, &:focus-visible": {
				transform: "translateY(-3px)",
				boxShadow: 6
			},
			"&:hover .destination-art, &:focus-visible .destination-art": { transform: "scale(1.04)" },
			"&:hover .destination-arrow": { transform: "translateX(4px)" }
		},
		children: body
	});
}
// src/features/partners/components/destination-carousel.tsx
/** Cards in view by viewport width (the spec's carousel breakpoints 600 and 1000 px). */
var CARDS_IN_VIEW = {
	0: 1,
	600: 2,
	1e3: 3
};
/**
* The dashboard's destination highlights (spec section 2): a titled section with a slider of cards. Shows
* nothing at all when there are no destinations (a failed request reads as none).
*/
function DestinationCarousel({ headingLevel = "h2" }) {
	const { t } = useTranslation("partners");
	const destinations = useDestinationHighlights();
	const titleId = "destination-highlights-title";
	const list = destinations.data ?? [];
	if (!destinations.isPending && list.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": titleId,
		sx: { minWidth: 0 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
			id: titleId,
			level: headingLevel,
			overline: t("destinations.overline"),
			title: t("destinations.title"),
			subtitle: t("destinations.subtitle"),
			sx: { mb: 3 }
		}), destinations.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			"aria-busy": "true",
			sx: {
				display: "grid",
				gap: 2,
				gridTemplateColumns: {
					xs: "1fr",
					sm: "1fr 1fr",
					md: "repeat(3, 1fr)"
				}
			},
			children: [
				0,
				1,
				2
			].map((i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				variant: "rounded",
				height: 300,
				sx: { display: {
					xs: i === 0 ? "block" : "none",
					sm: i < 2 ? "block" : "none",
					md: "block"
				} }
			}, i))
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Slider, {
			label: t("destinations.carousel"),
			slidesPerView: CARDS_IN_VIEW,
			children: list.map((destination) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DestinationCard, {
				destination,
				headingLevel: headingLevel === "h2" ? "h3" : "h4"
			}, destination.id))
		})]
	});
}
// src/features/partners/components/exchange-partner-strip.tsx
/**
* The dashboard's exchange partners (spec section 2): the logos of the partners the member's membership
* includes — the same ones as the Exchanges page, from the same request — and a button to that page. A
* member with none sees no strip.
*/
function ExchangePartnerStrip({ headingLevel = "h2" }) {
	const { t } = useTranslation("partners");
	const titleId = "exchange-partners-title";
	const memberships = useExchangeMemberships();
	const partners = memberships.data ? memberPartners(memberships.data).map((p) => p.partner) : null;
	if (memberships.isError || partners?.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		"aria-labelledby": titleId,
		elevation: 1,
		sx: {
			p: {
				xs: 3,
				sm: 5
			},
			display: "grid",
			gap: {
				xs: 4,
				md: 6
			},
			gridTemplateColumns: {
				xs: "1fr",
				md: "5fr 7fr"
			},
			alignItems: "center"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeading, {
				id: titleId,
				level: headingLevel,
				overline: t("exchanges.overline"),
				title: t("exchanges.stripTitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: {
					mt: 1.5,
					color: "text.secondary"
				},
				children: t("exchanges.stripText")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: PATHS.exchanges,
				variant: "contained",
				color: "gold",
				endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(East_default, {}),
				sx: { mt: 3 },
				"aria-label": `${t("exchanges.learnMore")} ${t("exchanges.learnMoreHidden")}`,
				children: t("exchanges.learnMore")
			})
		] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(GridList, {
			gap: {
				xs: 1.5,
				sm: 2
			},
			columns: {
				xs: "repeat(2, 1fr)",
				sm: "repeat(3, 1fr)"
			},
			children: [(partners ?? []).map((partner) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "li",
				sx: {
					display: "flex",
					alignItems: "center",
					justifyContent: "center",
					minHeight: {
						xs: 76,
						sm: 92
					},
					px: 1.5,
					borderRadius: 1,
					bgcolor: "sand.main",
					border: "1px solid",
					borderColor: "rgba(17,17,17,0.06)"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PartnerLogo, {
					partner: partner.id,
					sx: {
						height: {
							xs: 34,
							sm: 40
						},
						maxWidth: "100%"
					}
				})
			}, partner.id)), partners ? null : [
				0,
				1,
				2
			].map((i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "li",
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					variant: "rounded",
					sx: { height: {
						xs: 76,
						sm: 92
					} }
				})
			}, i))]
		})]
	});
}
// src/app/dashboard-page.tsx
var onDark = { bgcolor: "rgba(255,255,255,0.16)" };
/**
* The dashboard (spec section 2): the welcome banner with the member's club card (member id, resort logo),
* the request-reservation filter, what the member owes (issue 24), profile details with the way to My Account, the "more about" videos,
* destination highlights and exchange partners. Non-members see no club card, contracts or exchanges.
*/
function DashboardPage() {
	const { t } = useTranslation([
		"dashboard",
		"common",
		"club"
	]);
	const { data: profile } = useProfile();
	const club = useClub();
	const clubName = club.data?.name || t("common:brand");
	const firstName = greetingName(profile);
	const member = profile?.vida_member_id ?? null;
	const owed = useAmountDue();
	const language = currentLanguage();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			scene: "home",
			overlap: true,
			titleId: "dashboard-title",
			overline: clubName,
			title: profile ? firstName ? t("welcome", { name: firstName }) : t("welcomeNoName") : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				width: "60%",
				sx: onDark
			}),
			subtitle: profile && !member ? t("club:home.guestIntro") : t("intro"),
			aside: profile ? member ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemberCard, {
				memberId: member,
				name: fullName(profile),
				resort: profile.resort_name
			}) : null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				variant: "rounded",
				sx: {
					...onDark,
					width: "100%",
					maxWidth: 400,
					aspectRatio: "1.586"
				}
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			maxWidth: PAGE_WIDTHS.wide,
			sx: {
				position: "relative",
				mt: {
					xs: -5,
					md: -7
				}
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReservationFilter, {})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth: PAGE_WIDTHS.wide,
			sx: {
				py: {
					xs: 5,
					md: 7
				},
				display: "grid",
				gap: {
					xs: 6,
					md: 8
				}
			},
			children: [
				profile ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MainAndSide, {
					main: member && owed ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "grid",
							gap: {
								xs: 3,
								md: 4
							}
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AmountDueCard, { owed }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileSummary, { profile })]
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileSummary, { profile }),
					side: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AtAGlance, { profile })
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					"aria-hidden": "true",
					sx: {
						display: "grid",
						gap: 4,
						gridTemplateColumns: {
							xs: "1fr",
							md: "7fr 5fr"
						}
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						variant: "rounded",
						height: 260
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						variant: "rounded",
						height: 260
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MoreAbout, {
					club: clubName,
					language,
					mediaBase: club.data?.media_base_url
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DestinationCarousel, {}),
				member ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExchangePartnerStrip, {}) : null
			]
		})
	] });
}
var loader = pageData((client) => [
	client.prefetchQuery(clubQueryOptions()),
	client.prefetchQuery(exchangesQueryOptions()),
	client.prefetchQuery(destinationHighlightsQueryOptions(currentLanguage())),
	client.prefetchQuery(hotelsQueryOptions())
]);
export { DashboardPage as Component, DashboardPage, loader };
