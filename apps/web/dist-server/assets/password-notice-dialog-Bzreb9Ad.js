import { er as require_react_dom, k as PATHS, o as Box, r as Button, t as Typography } from "../render-page.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as Link } from "./chunk-YDNE64FV-D10nkoCz.js";
import { a as writeItem, t as STORAGE_KEYS } from "./storage-CxIi8xR5.js";
// src/features/auth/components/password-notice-dialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** MUI's Dialog fade in: 225 ms, its standard easing. */
var EASING = "cubic-bezier(0.4, 0, 0.2, 1)";
/**
* Spec section 2: members of the old portal must set a new password through "forgot password" (which also
* changes the mobile app's login). Shown once: closing it stores `vida.passwordNoticeSeen`.
*
* A native modal `<dialog>` styled as MUI's Dialog: the browser makes the page behind it inert, keeps focus
* inside and closes it on Escape, without MUI's Modal, focus trap and transitions (~8 KB gzip) on the login
* page of every first-time visitor.
*/
function PasswordNoticeDialog() {
	const { t } = useTranslation("auth");
	const ref = (0, import_react.useRef)(null);
	const [open, setOpen] = (0, import_react.useState)(true);
	(0, import_react.useLayoutEffect)(() => {
		const dialog = ref.current;
		if (!dialog || dialog.open) return;
		dialog.showModal();
		dialog.focus();
	}, []);
	const close = () => {
		writeItem(STORAGE_KEYS.passwordNoticeSeen, (/* @__PURE__ */ new Date()).toISOString());
		ref.current?.close();
		setOpen(false);
	};
	const onCancel = (event) => {
		event.preventDefault();
		close();
	};
	const onClick = (event) => {
		if (event.target === event.currentTarget) close();
	};
	if (!open) return null;
	return (0, import_react_dom.createPortal)(/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "dialog",
		ref,
		tabIndex: -1,
		"aria-labelledby": "password-notice-title",
		"aria-describedby": "password-notice-text",
		onCancel,
		onClick,
		sx: (theme) => ({
			p: 0,
			border: 0,
			outline: 0,
			borderRadius: "12px",
			bgcolor: "background.paper",
			color: "text.primary",
			boxShadow: theme.shadows[24],
			maxWidth: `min(${theme.breakpoints.values.sm}px, calc(100% - 64px))`,
			maxHeight: "calc(100% - 64px)",
			overflowY: "auto",
			flexDirection: "column",
			"&[open]": { display: "flex" },
			animation: `vida-fade-in 225ms ${EASING}`,
			"&::backdrop": {
				backgroundColor: "rgba(0, 0, 0, 0.5)",
				animation: `vida-fade-in 225ms ${EASING}`
			}
		}),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "password-notice-title",
				component: "h2",
				variant: "h6",
				sx: {
					fontFamily: (theme) => theme.typography.h1.fontFamily,
					fontSize: "1.5rem",
					p: "24px 24px 16px",
					flex: "0 0 auto"
				},
				children: t("passwordNotice.title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					flex: "1 1 auto",
					overflowY: "auto",
					px: 3,
					pb: 2.5
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "password-notice-text",
					sx: { color: "text.primary" },
					children: t("passwordNotice.body")
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					flex: "0 0 auto",
					display: "flex",
					flexDirection: {
						xs: "column",
						sm: "row"
					},
					alignItems: {
						xs: "stretch",
						sm: "center"
					},
					justifyContent: "flex-end",
					gap: 1,
					p: "8px 24px 24px"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					color: "ink",
					onClick: close,
					children: t("passwordNotice.dismiss")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "contained",
					color: "gold",
					component: Link,
					to: PATHS.forgotPassword,
					onClick: close,
					children: t("passwordNotice.action")
				})]
			})
		]
	}), document.body);
}
export { PasswordNoticeDialog as default };
