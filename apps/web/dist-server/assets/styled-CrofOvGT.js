import { b as createStyled } from "./createSimplePaletteValueFilter-DenaDz-7.js";
// ../../node_modules/@mui/system/styled/styled.mjs
var styled = createStyled();
export { styled as t };
