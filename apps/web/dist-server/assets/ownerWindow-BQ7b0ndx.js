import { a as debounce } from "./useEnhancedEffect-CGbsQAAe.js";
import { r as ownerWindow } from "./getActiveElement-RNjWHHsX.js";
// ../../node_modules/@mui/material/utils/debounce.mjs
var debounce_default = debounce;
// ../../node_modules/@mui/material/utils/ownerWindow.mjs
var ownerWindow_default = ownerWindow;
export { debounce_default as n, ownerWindow_default as t };
