import { n as require_react, o as __toESM } from "./jsx-runtime-BwTeEnx2.js";
import { u as useEnhancedEffect } from "./ButtonBase-1zJy4qCp.js";
import { t as getThemeProps } from "./getThemeProps-CYtFNA2h.js";
import { D as useThemeWithoutDefault, c as identifier_default } from "./createSimplePaletteValueFilter-DenaDz-7.js";
// ../../node_modules/@mui/system/useMediaQuery/useMediaQuery.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useMediaQueryOld(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr) {
	const [match, setMatch] = import_react.useState(() => {
		if (noSsr && matchMedia) return matchMedia(query).matches;
		if (ssrMatchMedia) return ssrMatchMedia(query).matches;
		return defaultMatches;
	});
	useEnhancedEffect(() => {
		if (!matchMedia) return;
		const queryList = matchMedia(query);
		const updateMatch = () => {
			setMatch(queryList.matches);
		};
		updateMatch();
		queryList.addEventListener("change", updateMatch);
		return () => {
			queryList.removeEventListener("change", updateMatch);
		};
	}, [query, matchMedia]);
	return match;
}
var maybeReactUseSyncExternalStore = { ...import_react }.useSyncExternalStore;
function useMediaQueryNew(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr) {
	const getDefaultSnapshot = import_react.useCallback(() => defaultMatches, [defaultMatches]);
	const getServerSnapshot = import_react.useMemo(() => {
		if (noSsr && matchMedia) return () => matchMedia(query).matches;
		if (ssrMatchMedia !== null) {
			const { matches } = ssrMatchMedia(query);
			return () => matches;
		}
		return getDefaultSnapshot;
	}, [
		getDefaultSnapshot,
		query,
		ssrMatchMedia,
		noSsr,
		matchMedia
	]);
	const [getSnapshot, subscribe] = import_react.useMemo(() => {
		if (matchMedia === null) return [getDefaultSnapshot, () => () => {}];
		const mediaQueryList = matchMedia(query);
		return [() => mediaQueryList.matches, (notify) => {
			mediaQueryList.addEventListener("change", notify);
			return () => {
				mediaQueryList.removeEventListener("change", notify);
			};
		}];
	}, [
		getDefaultSnapshot,
		matchMedia,
		query
	]);
	return maybeReactUseSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
function unstable_createUseMediaQuery(params = {}) {
	const { themeId } = params;
	return function useMediaQuery(queryInput, options = {}) {
		let theme = useThemeWithoutDefault();
		if (theme && themeId) theme = theme[themeId] || theme;
		const fallbackMatchMedia = typeof window !== "undefined" && typeof window.matchMedia !== "undefined" ? window.matchMedia : null;
		const { defaultMatches = false, matchMedia: customMatchMedia, ssrMatchMedia = null, noSsr = false } = getThemeProps({
			name: "MuiUseMediaQuery",
			props: options,
			theme
		});
		const matchMedia = import_react.useMemo(() => {
			if (customMatchMedia !== void 0) return customMatchMedia;
			if (fallbackMatchMedia === null) return null;
			return fallbackMatchMedia.bind(window);
		}, [customMatchMedia, fallbackMatchMedia]);
		let query = typeof queryInput === "function" ? queryInput(theme) : queryInput;
		query = query.replace(/^@media( ?)/m, "");
		if (query.includes("print")) console.warn([
			`MUI: You have provided a \`print\` query to the \`useMediaQuery\` hook.`,
			"Using the print media query to modify print styles can lead to unexpected results.",
			"Consider using the `displayPrint` field in the `sx` prop instead.",
			"More information about `displayPrint` on our docs: https://mui.com/system/display/#display-in-print."
		].join("\n"));
		return (maybeReactUseSyncExternalStore !== void 0 ? useMediaQueryNew : useMediaQueryOld)(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr);
	};
}
unstable_createUseMediaQuery();
// ../../node_modules/@mui/material/useMediaQuery/index.mjs
var useMediaQuery = unstable_createUseMediaQuery({ themeId: identifier_default });
export { useMediaQuery as t };
