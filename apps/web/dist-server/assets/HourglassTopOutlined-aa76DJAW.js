import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// ../../node_modules/@mui/icons-material/HourglassTopOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var HourglassTopOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m6 2 .01 6L10 12l-3.99 4.01L6 22h12v-6l-4-4 4-3.99V2zm10 14.5V20H8v-3.5l4-4z" }), "HourglassTopOutlined");
export { HourglassTopOutlined_default as t };
