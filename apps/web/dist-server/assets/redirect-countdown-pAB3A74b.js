import { Kn as TIMINGS, t as Typography } from "../render-page.js";
import { n as require_react, o as __toESM, t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/auth/components/redirect-countdown.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Spec section 4: ticks each second, then fires `onEnd` once. */
function RedirectCountdown({ seconds = 5, render, onEnd }) {
	const [count, setCount] = (0, import_react.useState)(seconds);
	const onEndRef = (0, import_react.useRef)(onEnd);
	onEndRef.current = onEnd;
	(0, import_react.useEffect)(() => {
		if (count <= 0) {
			onEndRef.current();
			return;
		}
		const timer = setTimeout(() => setCount((c) => c - 1), TIMINGS.countdownTickMs);
		return () => clearTimeout(timer);
	}, [count]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		sx: {
			color: "text.secondary",
			mb: 3
		},
		children: render(Math.max(count, 0))
	});
}
export { RedirectCountdown as t };
