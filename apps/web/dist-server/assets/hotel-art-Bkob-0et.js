import { t as ArtImage } from "./art-image-DLxmo1dk.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BwTeEnx2.js";
// src/assets/art/hotel-acapulco.svg
var hotel_acapulco_default = "/assets/hotel-acapulco-Df8UXm2R.svg";
// src/assets/art/hotel-default.svg
var hotel_default_default = "/assets/hotel-default-ChceE-W0.svg";
// src/assets/art/hotel-joya.svg
var hotel_joya_default = "/assets/hotel-joya-3zZjqY-_.svg";
// src/assets/art/hotel-jungala.svg
var hotel_jungala_default = "/assets/hotel-jungala-CKSeWeli.svg";
// src/assets/art/hotel-los-cabos.svg
var hotel_los_cabos_default = "/assets/hotel-los-cabos-Cq1RhLSN.svg";
// src/assets/art/hotel-mazatlan.svg
var hotel_mazatlan_default = "/assets/hotel-mazatlan-D5R5CQO5.svg";
// src/assets/art/hotel-nuevo-vallarta.svg
var hotel_nuevo_vallarta_default = "/assets/hotel-nuevo-vallarta-CgGuXq_7.svg";
// src/assets/art/hotel-puerto-penasco.svg
var hotel_puerto_penasco_default = "/assets/hotel-puerto-penasco-BfUErpPP.svg";
// src/assets/art/hotel-puerto-vallarta.svg
var hotel_puerto_vallarta_default = "/assets/hotel-puerto-vallarta-DJs_v7sj.svg";
// src/assets/art/hotel-riviera-maya.svg
var hotel_riviera_maya_default = "/assets/hotel-riviera-maya-V2dIc5L5.svg";
// src/features/reservations/lib/hotel-art-keys.ts
var MATCHES = [
	["jungala", "jungala"],
	["joya", "joya"],
	["acapulco", "acapulco"],
	["los cabos", "los-cabos"],
	["mazatlan", "mazatlan"],
	["nuevo vallarta", "nuevo-vallarta"],
	["puerto penasco", "puerto-penasco"],
	["puerto vallarta", "puerto-vallarta"],
	["riviera maya", "riviera-maya"]
];
/** Matches the hotel's name without case or accents ("Mazatlán", "Peñasco"); the first match wins. */
function hotelArtKey(name) {
	const normalised = (name ?? "").normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().replace(/\s+/g, " ");
	return MATCHES.find(([needle]) => normalised.includes(needle))?.[1] ?? "default";
}
// src/features/reservations/components/hotel-art.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One calm scene per destination, in the portal's palette (DESIGN.md): static SVG files, no photos. */
var SCENES = {
	jungala: hotel_jungala_default,
	joya: hotel_joya_default,
	acapulco: hotel_acapulco_default,
	"los-cabos": hotel_los_cabos_default,
	mazatlan: hotel_mazatlan_default,
	"nuevo-vallarta": hotel_nuevo_vallarta_default,
	"puerto-penasco": hotel_puerto_penasco_default,
	"puerto-vallarta": hotel_puerto_vallarta_default,
	"riviera-maya": hotel_riviera_maya_default,
	default: hotel_default_default
};
/** The hotel's artwork by name match (spec section 3); decorative. */
function HotelArt({ hotel, lazy, sx }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArtImage, {
		src: SCENES[hotelArtKey(hotel)],
		lazy,
		sx
	});
}
export { HotelArt as t };
