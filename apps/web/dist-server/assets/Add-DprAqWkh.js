import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// ../../node_modules/@mui/icons-material/Add.mjs
var import_jsx_runtime = require_jsx_runtime();
var Add_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" }), "Add");
export { Add_default as t };
