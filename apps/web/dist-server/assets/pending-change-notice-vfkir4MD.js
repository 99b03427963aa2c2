import { t as HourglassTopOutlined_default } from "./HourglassTopOutlined-aa76DJAW.js";
import { mt as PROFILE_PENDING_FIELDS, o as Box, t as Typography } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { n as formatLongDate } from "./format-BJVEzoib.js";
import { t as useLanguage } from "./use-language-De0BGVZm.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/account/components/pending-change-notice.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Membership data the member asked to change and customer care has not verified yet (1–3 days): what is
* waiting, since when, and whether the new e-mail still needs its confirmation link opened.
*/
function PendingChangeNotice({ change, headingLevel = "h3" }) {
	const { t } = useTranslation("account");
	const language = useLanguage();
	const fields = PROFILE_PENDING_FIELDS.filter((field) => field in change.fields);
	const email = change.fields.email;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "aside",
		"aria-labelledby": "pending-change-title",
		sx: {
			display: "flex",
			gap: 1.5,
			p: 2.5,
			borderRadius: "10px",
			borderLeft: "4px solid",
			borderColor: "gold.main",
			bgcolor: "rgba(184, 137, 59, 0.1)"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HourglassTopOutlined_default, {
			"aria-hidden": "true",
			sx: {
				color: "gold.dark",
				mt: .25
			}
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: { minWidth: 0 },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "pending-change-title",
					component: headingLevel,
					variant: "h6",
					children: t("pending.title")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						mt: .5,
						fontSize: "0.9375rem"
					},
					children: t("pending.body")
				}),
				fields.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "dl",
					sx: {
						display: "grid",
						gridTemplateColumns: {
							xs: "1fr",
							sm: "auto 1fr"
						},
						columnGap: 2,
						rowGap: {
							xs: 0,
							sm: .5
						},
						my: 1.5,
						fontSize: "0.9375rem",
						"& dt": { fontWeight: 600 },
						"& dd": {
							m: 0,
							mb: {
								xs: 1,
								sm: 0
							},
							overflowWrap: "anywhere"
						}
					},
					children: fields.map((field) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: { display: "contents" },
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t(`pending.fields.${field}`) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: change.fields[field] || t("notProvided") })]
					}, field))
				}) : null,
				email ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						fontSize: "0.9375rem",
						fontWeight: change.email_confirmed ? 400 : 600
					},
					children: change.email_confirmed ? t("pending.emailConfirmed") : t("pending.emailWaiting", { email })
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						mt: .5,
						fontSize: "0.875rem",
						color: "text.secondary"
					},
					children: t("pending.requestedOn", { date: formatLongDate(new Date(change.requested_at), language) })
				})
			]
		})]
	});
}
export { PendingChangeNotice as t };
