import { Xn as isLanguage } from "../render-page.js";
import { V as useTranslation } from "./createSimplePaletteValueFilter-DenaDz-7.js";
// src/lib/use-language.ts
/**
* The language the screen is shown in, re-rendering when the member switches: the one way a component learns
* it (for `Intl`, the API's `Accept-Language`, the query keys of texts that come in one language).
*/
function useLanguage() {
	const { i18n } = useTranslation();
	return isLanguage(i18n.language) ? i18n.language : "en";
}
export { useLanguage as t };
