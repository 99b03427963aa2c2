import { t as createSvgIcon } from "./createSvgIcon-DRdUXDS4.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// ../../node_modules/@mui/icons-material/DevicesOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var DevicesOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M4 6h18V4H4c-1.1 0-2 .9-2 2v11H0v3h14v-3H4zm19 2h-6c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h6c.55 0 1-.45 1-1V9c0-.55-.45-1-1-1m-1 9h-4v-7h4z" }), "DevicesOutlined");
export { DevicesOutlined_default as t };
