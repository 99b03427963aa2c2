// src/locales/es/unit-types.ts
/** The Spanish twin of `en/unit-types.ts`. */
var unitTypes = {
	studio: "Estudio",
	one_bedroom: "Suite de una recámara",
	two_bedroom: "Suite de dos recámaras",
	master_room: "Master Room",
	three_bedroom: "Residencia de tres recámaras",
	presidential: "Suite presidencial"
};
export { unitTypes as t };
