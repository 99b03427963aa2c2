import { rt as unitTypeNamed } from "../render-page.js";
import { t as unitTypes } from "./unit-types-BVbYDUYn.js";
import { t as unitTypes$1 } from "./unit-types-BuidvCHS.js";
// src/lib/room-type.ts
var NAMES = {
	en: unitTypes,
	es: unitTypes$1
};
/**
* A stay's or contract's room type in the reader's language: a unit type's name (stored in either language)
* in `language`, a product name ("Grand Luxxe Spa Suite") as it is.
*/
function roomTypeName(roomType, language) {
	const unit = unitTypeNamed(roomType, [unitTypes, unitTypes$1]);
	return unit ? NAMES[language][unit] : roomType;
}
export { roomTypeName as t };
