import { n as require_react, o as __toESM } from "./jsx-runtime-BwTeEnx2.js";
// ../../node_modules/@mui/utils/useId/useId.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var globalId = 0;
function useGlobalId(idOverride) {
	const [defaultId, setDefaultId] = import_react.useState(idOverride);
	const id = idOverride || defaultId;
	import_react.useEffect(() => {
		if (defaultId == null) {
			globalId += 1;
			setDefaultId(`mui-${globalId}`);
		}
	}, [defaultId]);
	return id;
}
var maybeReactUseId = { ...import_react }.useId;
/**
*
* @example <div id={useId()} />
* @param idOverride
* @returns {string}
*/
function useId(idOverride) {
	if (maybeReactUseId !== void 0) {
		const reactId = maybeReactUseId();
		return idOverride ?? reactId;
	}
	return useGlobalId(idOverride);
}
// ../../node_modules/@mui/material/utils/useId.mjs
var useId_default = useId;
export { useId as n, useId_default as t };
