// src/locales/en/unit-types.ts
/**
* The unit types' names (the `reservations` catalogue's `unitTypes`), a file of their own because a room type
* stored in either language is recognised by both languages' names (lib/room-type.ts) without loading the
* whole catalogue of the other language.
*/
var unitTypes = {
	studio: "Studio",
	one_bedroom: "One Bedroom Suite",
	two_bedroom: "Two Bedroom Suite",
	master_room: "Master Room",
	three_bedroom: "Three Bedroom Residence",
	presidential: "Presidential Suite"
};
export { unitTypes as t };
