import { o as Box, t as Typography } from "../render-page.js";
import { t as Paper } from "./Paper-COUJF58n.js";
import { n as useQuery } from "./queryOptions-BLMMBbCQ.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { r as auditQueryOptions, t as useDeskFormat } from "./use-desk-format-Biv-pcth.js";
import { t as DeskTable } from "./desk-table-CLBTDGFD.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/care/pages/care-audit-page.tsx
var import_jsx_runtime = require_jsx_runtime();
var json = (value) => value === null || value === void 0 ? "—" : JSON.stringify(value);
/** `/care/audit` (admins): every staff action, newest first, read-only. */
function CareAuditPage() {
	const { t } = useTranslation("care");
	const { dateTime } = useDeskFormat();
	const audit = useQuery(auditQueryOptions());
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 1.5
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: t("audit.intro")
			}),
			audit.isSuccess && audit.data.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("audit.empty") }),
			audit.isSuccess && audit.data.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				role: "region",
				"aria-label": t("audit.intro"),
				tabIndex: 0,
				sx: { overflowX: "auto" },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DeskTable, {
					fontSize: "0.875rem",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", {
							style: {
								position: "absolute",
								left: -1e4
							},
							children: t("audit.intro")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								children: t("audit.when")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								children: t("audit.who")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								children: t("audit.what")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								children: t("audit.target")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								children: t("audit.change")
							})
						] }) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", { children: audit.data.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "td",
								sx: { whiteSpace: "nowrap" },
								children: dateTime(entry.at)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: entry.actor }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "td",
								sx: { fontFamily: "monospace" },
								children: entry.action
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: entry.target ?? "—" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
								component: "td",
								sx: {
									fontFamily: "monospace",
									wordBreak: "break-word",
									maxWidth: 520
								},
								children: [
									json(entry.before),
									" → ",
									json(entry.after)
								]
							})
						] }, entry.id)) })
					]
				})
			})
		]
	});
}
export { CareAuditPage };
