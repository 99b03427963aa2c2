import { Vn as LANGUAGES, Xn as isLanguage, o as Box, t as Typography } from "../render-page.js";
import { c as FormHelperText } from "./OutlinedInput-T6loE8EQ.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
// src/features/auth/lib/load-altcha.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The ALTCHA widget (~34 KB gzip) loads on demand so it stays out of the initial bundle. Its texts come from
* our catalogues so it speaks the portal's English and Spanish.
*/
var loading = null;
/** Hands the widget our texts for a language whose catalogues are loaded (only the active one, at first). */
function applyTexts(i18n, language) {
	if (!isLanguage(language)) return;
	const bundle = i18n.getResourceBundle(language, "auth");
	if (!bundle?.captcha) return;
	const { unavailable: _unavailable, idle: _idle, ...texts } = bundle.captcha;
	globalThis.$altcha.i18n.set(language, texts);
}
function loadAltcha(i18n) {
	loading ??= import("./altcha-CTGqKrag.js").then(() => {
		for (const language of LANGUAGES) applyTexts(i18n, language);
		i18n.on("languageChanged", (language) => applyTexts(i18n, language));
	}).catch((error) => {
		loading = null;
		throw error;
	});
	return loading;
}
// src/features/auth/components/captcha-field.tsx
var import_jsx_runtime = require_jsx_runtime();
var CAPTCHA_CHALLENGE_URL = "/api/v1/captcha/challenge";
var ENSURE_TIMEOUT_MS = 3e4;
function settle(waiters, payload) {
	const pending = waiters.current;
	waiters.current = [];
	for (const resolve of pending) resolve(payload);
}
/**
* The ALTCHA proof-of-work widget. Its script (~34 KB gzip) loads when the member starts on the form, not
* with the page; once there it starts on its own (`auto="onload"`), so it is solved while they type.
*/
function CaptchaField({ ref, language, onChange, error, errorId }) {
	const { t, i18n } = useTranslation("auth");
	const [status, setStatus] = (0, import_react.useState)("idle");
	const widgetRef = (0, import_react.useRef)(null);
	const payloadRef = (0, import_react.useRef)("");
	const waitersRef = (0, import_react.useRef)([]);
	const onChangeRef = (0, import_react.useRef)(onChange);
	onChangeRef.current = onChange;
	(0, import_react.useEffect)(() => {
		if (status !== "loading") return;
		let active = true;
		loadAltcha(i18n).then(() => active && setStatus("ready"), () => {
			if (!active) return;
			setStatus("failed");
			settle(waitersRef, "");
		});
		return () => {
			active = false;
		};
	}, [status, i18n]);
	(0, import_react.useEffect)(() => {
		const widget = widgetRef.current;
		if (status !== "ready" || !widget) return;
		const onStateChange = (event) => {
			const detail = event.detail ?? {};
			const payload = detail.state === "verified" && detail.payload ? detail.payload : "";
			payloadRef.current = payload;
			onChangeRef.current(payload);
			if (payload || detail.state === "error" || detail.state === "expired") settle(waitersRef, payload);
		};
		widget.addEventListener("statechange", onStateChange);
		return () => widget.removeEventListener("statechange", onStateChange);
	}, [status]);
	(0, import_react.useEffect)(() => {
		widgetRef.current?.configure?.({ language })?.catch(() => {});
	}, [language]);
	(0, import_react.useImperativeHandle)(ref, () => ({
		start: () => setStatus((current) => current === "idle" ? "loading" : current),
		ensure: () => {
			if (payloadRef.current) return Promise.resolve(payloadRef.current);
			setStatus((current) => current === "idle" || current === "failed" ? "loading" : current);
			return new Promise((resolve) => {
				waitersRef.current.push(resolve);
				setTimeout(() => resolve(payloadRef.current), ENSURE_TIMEOUT_MS);
			});
		},
		reset: () => {
			payloadRef.current = "";
			onChangeRef.current("");
			widgetRef.current?.verify?.().catch(() => {});
		}
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
		status === "idle" || status === "loading" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				minHeight: 58,
				px: 2,
				display: "flex",
				alignItems: "center",
				border: 1,
				borderColor: error ? "error.main" : "divider",
				borderRadius: "10px",
				bgcolor: "background.paper"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: { color: "text.secondary" },
				children: status === "idle" ? t("captcha.idle") : t("captcha.loading")
			})
		}) : null,
		status === "failed" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
			error: true,
			role: "alert",
			children: t("captcha.unavailable")
		}) : null,
		status === "ready" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: (theme) => ({
				"& altcha-widget": { display: "block" },
				"--altcha-max-width": "100%",
				"--altcha-border-radius": "10px",
				"--altcha-border-color": error ? theme.palette.error.main : theme.palette.divider,
				"--altcha-color-base": theme.palette.background.paper,
				"--altcha-color-base-content": theme.palette.text.primary,
				"--altcha-color-primary": theme.palette.secondary.main,
				"--altcha-color-primary-content": theme.palette.secondary.contrastText,
				"--altcha-color-success": theme.palette.success.main,
				"--altcha-color-error": theme.palette.error.main
			}),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("altcha-widget", {
				ref: widgetRef,
				challenge: CAPTCHA_CHALLENGE_URL,
				auto: "onload",
				language,
				name: "captcha_response",
				configuration: JSON.stringify({
					hideFooter: true,
					disableAutoFocus: true
				}),
				"aria-describedby": error ? errorId : void 0
			})
		}) : null,
		error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
			id: errorId,
			error: true,
			children: error
		}) : null
	] });
}
export { CaptchaField as t };
