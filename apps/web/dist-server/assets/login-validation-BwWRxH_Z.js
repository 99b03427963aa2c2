import { hn as LoginRequestSchema } from "../render-page.js";
import { n as isLoginField } from "./auth-page-BQQGt-pY.js";
// src/features/auth/lib/login-validation.ts
/**
* The login form's validation: the API's own LoginRequestSchema (one schema, two sides). Loaded on the
* member's first interaction with the form, which keeps zod out of the login page's initial JavaScript.
*/
/**
* The first message key per field, or the parsed request (trimmed, empty member id dropped). Once the server
* asked for the member id (the field is revealed), it is required.
*/
function validateLogin(values, memberIdRequired = false) {
	const result = LoginRequestSchema.safeParse(values);
	const errors = {};
	if (!result.success) for (const issue of result.error.issues) {
		const field = issue.path[0];
		if (typeof field === "string" && isLoginField(field)) errors[field] ??= issue.message;
	}
	if (memberIdRequired && !values.vida_member_id.trim()) errors.vida_member_id ??= "validation_required";
	if (result.success && Object.keys(errors).length === 0) return {
		ok: true,
		data: result.data
	};
	return {
		ok: false,
		errors
	};
}
export { validateLogin };
