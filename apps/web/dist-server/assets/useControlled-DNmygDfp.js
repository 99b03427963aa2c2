import { t as useControlled } from "./useControlled-CRXrL0pq.js";
// ../../node_modules/@mui/material/utils/useControlled.mjs
var useControlled_default = useControlled;
export { useControlled_default as t };
