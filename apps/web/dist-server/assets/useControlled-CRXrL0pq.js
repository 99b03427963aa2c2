import { n as require_react, o as __toESM } from "./jsx-runtime-BwTeEnx2.js";
// ../../node_modules/@mui/utils/useControlled/useControlled.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useControlled(props) {
	const { controlled, default: defaultProp, name, state = "value" } = props;
	const { current: isControlled } = import_react.useRef(controlled !== void 0);
	const [valueState, setValue] = import_react.useState(defaultProp);
	return [isControlled ? controlled : valueState, import_react.useCallback((newValue) => {
		if (!isControlled) setValue(newValue);
	}, [])];
}
export { useControlled as t };
