import { y as resolveProps } from "./createSimplePaletteValueFilter-DenaDz-7.js";
// ../../node_modules/@mui/system/useThemeProps/getThemeProps.mjs
function getThemeProps(params) {
	const { theme, name, props } = params;
	if (!theme || !theme.components || !theme.components[name] || !theme.components[name].defaultProps) return props;
	return resolveProps(theme.components[name].defaultProps, props);
}
export { getThemeProps as t };
