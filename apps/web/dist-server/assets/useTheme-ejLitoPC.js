import { n as require_react } from "./jsx-runtime-BwTeEnx2.js";
import { E as useTheme$1, l as defaultTheme } from "./createSimplePaletteValueFilter-DenaDz-7.js";
require_react();
function useTheme() {
	const theme = useTheme$1(defaultTheme);
	return theme["$$material"] || theme;
}
export { useTheme as t };
