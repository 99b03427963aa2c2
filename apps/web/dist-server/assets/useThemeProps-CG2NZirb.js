import { t as getThemeProps } from "./getThemeProps-CYtFNA2h.js";
import { E as useTheme } from "./createSimplePaletteValueFilter-DenaDz-7.js";
// ../../node_modules/@mui/system/useThemeProps/useThemeProps.mjs
function useThemeProps(params) {
	const { props, name, defaultTheme, themeId } = params;
	let theme = useTheme(defaultTheme);
	if (themeId) theme = theme[themeId] || theme;
	return getThemeProps({
		theme,
		name,
		props
	});
}
export { useThemeProps as t };
