import { t as Chip } from "./Chip-DBuHkoZq.js";
import { $ as stayLabel, Y as localIsoDate } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/features/reservations/components/status-badge.tsx
var import_jsx_runtime = require_jsx_runtime();
var COLORS = {
	requested: {
		bg: "rgba(184, 137, 59, 0.16)",
		fg: "#6E4E1B"
	},
	confirmed: {
		bg: "rgba(46, 107, 79, 0.14)",
		fg: "#22513C"
	},
	traveled: {
		bg: "rgba(14, 94, 111, 0.12)",
		fg: "#0A3A44"
	},
	transferred: {
		bg: "rgba(14, 94, 111, 0.12)",
		fg: "#0A3A44"
	},
	inHouse: {
		bg: "rgba(46, 107, 79, 0.14)",
		fg: "#22513C"
	},
	canceled: {
		bg: "rgba(163, 49, 42, 0.12)",
		fg: "#7D241F"
	},
	complete: {
		bg: "rgba(17, 17, 17, 0.08)",
		fg: "#111111"
	},
	unknown: {
		bg: "rgba(17, 17, 17, 0.08)",
		fg: "#111111"
	}
};
/**
* The reservation's status in words (6, 8 and 9 read as confirmed; a confirmed stay under way reads "in
* house"), in colours with enough contrast.
*/
function StatusBadge({ reservation }) {
	const { t } = useTranslation("reservations");
	const label = stayLabel(reservation, localIsoDate(/* @__PURE__ */ new Date()));
	const colors = COLORS[label];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
		size: "small",
		label: t(`status.${label}`),
		sx: {
			bgcolor: colors.bg,
			color: colors.fg,
			fontWeight: 600,
			letterSpacing: .2
		}
	});
}
export { StatusBadge as t };
