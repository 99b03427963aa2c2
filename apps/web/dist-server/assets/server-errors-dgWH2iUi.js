import { i as isApiRequestError } from "./api-client-Bq9ewmbe.js";
// src/lib/server-errors.ts
function formFieldOf(fields, name) {
	if (Array.isArray(fields)) return fields.find((f) => f === name);
	return Object.hasOwn(fields, name) ? fields[name] : void 0;
}
/**
* Puts a 400's field messages under the form's own fields (the first one gets focus) and answers what is
* left for the form's alert: the server's general text, or null when every message found its field. What the
* member typed stays in the form.
*/
function applyServerErrors(error, setError, fields) {
	if (!isApiRequestError(error)) return "generic_error";
	let placed = 0;
	let first = true;
	for (const [name, messages] of Object.entries(error.errors)) {
		const field = formFieldOf(fields, name);
		const message = messages[0];
		if (!field || !message) continue;
		setError(field, {
			type: "server",
			message
		}, { shouldFocus: first });
		first = false;
		placed += 1;
	}
	const unplaced = Object.keys(error.errors).length - placed;
	if (placed > 0 && unplaced === 0) return error.message || null;
	return error.displayMessage;
}
export { applyServerErrors as t };
