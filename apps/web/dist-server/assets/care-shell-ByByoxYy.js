import { C as endStaffSession, D as CARE_PATHS, E as useStaffSession, N as setLanguage, a as useRouteTitle, o as Box, r as Button, t as Typography } from "../render-page.js";
import { D as useQueryClient } from "./query-CK9Ng3IV.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { i as Outlet, n as NavLink, r as Navigate } from "./chunk-YDNE64FV-D10nkoCz.js";
import { r as LanguageSwitch, t as LogoLink } from "./logo-link-B5Kpsl5Y.js";
import { n as SkipLink, t as MAIN_CONTENT_ID } from "./skip-link-D9jCQHJa.js";
import { o as staffLogout, r as saveStaffLanguage, s as useStaffMe } from "./staff-session-api-BOa4a79j.js";
// src/features/care/components/care-shell.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* The desk's frame: a dense black bar with the sections, the staff member, their language and sign-out; the
* page below on sand. Same palette and type as the portal, tighter spacing for desk work.
*/
function CareShell() {
	const { t } = useTranslation(["care", "pages"]);
	const session = useStaffSession();
	const me = useStaffMe();
	const title = useRouteTitle();
	const queryClient = useQueryClient();
	const savedLanguage = me.data?.language;
	(0, import_react.useEffect)(() => {
		if (savedLanguage) setLanguage(savedLanguage);
	}, [savedLanguage]);
	if (!session) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: CARE_PATHS.login,
		replace: true
	});
	const links = [
		{
			to: CARE_PATHS.inbox,
			label: t("nav.inbox"),
			end: true
		},
		{
			to: CARE_PATHS.profileChanges,
			label: t("nav.profileChanges")
		},
		{
			to: CARE_PATHS.stayRequests,
			label: t("nav.stayRequests")
		},
		{
			to: CARE_PATHS.members,
			label: t("nav.members")
		},
		...me.data?.role === "admin" ? [{
			to: CARE_PATHS.audit,
			label: t("nav.audit")
		}] : []
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			minHeight: "100vh",
			bgcolor: "sand.main",
			display: "flex",
			flexDirection: "column"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SkipLink, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "header",
				sx: {
					bgcolor: "ink.main",
					color: "common.white",
					px: {
						xs: 1.5,
						md: 3
					},
					py: .5,
					display: "flex",
					flexWrap: "wrap",
					alignItems: "center",
					columnGap: 2
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoLink, {
						to: CARE_PATHS.inbox,
						tone: "dark",
						size: "small",
						compact: true
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "span",
						sx: {
							fontWeight: 600,
							letterSpacing: "0.08em",
							textTransform: "uppercase",
							fontSize: "0.75rem",
							color: "gold.light"
						},
						children: t("desk")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "nav",
						"aria-label": t("nav.label"),
						sx: {
							order: {
								xs: 3,
								md: 0
							},
							width: {
								xs: "100%",
								md: "auto"
							},
							flex: { md: 1 }
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "ul",
							sx: {
								display: "flex",
								flexWrap: "wrap",
								gap: .5,
								m: 0,
								p: 0,
								listStyle: "none"
							},
							children: links.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: NavLink,
								to: link.to,
								end: link.end,
								sx: {
									display: "inline-flex",
									alignItems: "center",
									minHeight: 44,
									px: 1.25,
									borderRadius: 1,
									color: "common.white",
									textDecoration: "none",
									fontSize: "0.875rem",
									fontWeight: 600,
									"&.active": {
										bgcolor: "rgba(255,255,255,0.14)",
										boxShadow: "inset 0 -2px 0 #E2C48E"
									},
									"&:hover": { bgcolor: "rgba(255,255,255,0.08)" }
								},
								children: link.label
							}) }, link.to))
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							alignItems: "center",
							gap: 1,
							ml: "auto"
						},
						children: [
							me.data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								component: "span",
								sx: {
									fontSize: "0.8125rem",
									display: {
										xs: "none",
										sm: "inline"
									}
								},
								children: t("nav.signedInAs", {
									name: me.data.name,
									role: t(`nav.roles.${me.data.role}`)
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LanguageSwitch, {
								tone: "dark",
								onChange: (language) => {
									saveStaffLanguage(language).then((staff) => queryClient.setQueryData([
										"care",
										"me",
										session.access_token
									], staff));
								}
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								variant: "text",
								onClick: () => {
									staffLogout().catch(() => void 0).finally(() => {
										endStaffSession();
										queryClient.removeQueries({ queryKey: ["care"] });
									});
								},
								sx: {
									color: "common.white",
									minHeight: 44
								},
								children: t("nav.signOut")
							})
						]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "main",
				id: MAIN_CONTENT_ID,
				tabIndex: -1,
				sx: {
					flex: 1,
					px: {
						xs: 1.5,
						md: 3
					},
					py: 2,
					outline: "none"
				},
				children: [title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h1",
					sx: {
						fontSize: {
							xs: "1.5rem",
							md: "1.75rem"
						},
						mb: 1.5
					},
					children: t(`pages:${title}`)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})]
			})
		]
	});
}
export { CareShell };
