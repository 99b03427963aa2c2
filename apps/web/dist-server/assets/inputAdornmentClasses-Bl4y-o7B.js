import { C as generateUtilityClass, S as generateUtilityClasses } from "./createSimplePaletteValueFilter-DenaDz-7.js";
// ../../node_modules/@mui/material/InputAdornment/inputAdornmentClasses.mjs
function getInputAdornmentUtilityClass(slot) {
	return generateUtilityClass("MuiInputAdornment", slot);
}
var inputAdornmentClasses = generateUtilityClasses("MuiInputAdornment", [
	"root",
	"filled",
	"standard",
	"outlined",
	"positionStart",
	"positionEnd",
	"disablePointerEvents",
	"hiddenLabel",
	"sizeSmall"
]);
export { inputAdornmentClasses as n, getInputAdornmentUtilityClass as t };
