import { bn as RegisterResultSchema, yn as ForgotPasswordResultSchema } from "../render-page.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
// src/features/auth/api/accounts-api.ts
/** POST /users: 201 `pre_existing_account`; 400 with field messages, 429 throttled. */
function register(body, idempotencyKey) {
	return apiRequest("/users", {
		method: "POST",
		body,
		idempotencyKey,
		auth: false,
		parse: (d) => RegisterResultSchema.parse(d)
	});
}
/** PUT /account/verify/{id}/{hash}?expires&signature: 200, or 400 with a code saying why not. */
function verifyEmail(id, hash, search) {
	const query = new URLSearchParams(search);
	const params = new URLSearchParams();
	for (const key of ["expires", "signature"]) {
		const value = query.get(key);
		if (value !== null) params.set(key, value);
	}
	const path = `/account/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`;
	return apiRequest(`${path}${params.size ? `?${params}` : ""}`, {
		method: "PUT",
		auth: false
	});
}
/** POST /account/verify/resend-validation: 204. */
function resendVerification(email) {
	return apiRequest("/account/verify/resend-validation", {
		method: "POST",
		body: { email },
		auth: false
	});
}
/** POST /users/passwords: 201 with the token of the reset URL. */
function forgotPassword(body) {
	return apiRequest("/users/passwords", {
		method: "POST",
		body,
		auth: false,
		parse: (d) => ForgotPasswordResultSchema.parse(d)
	});
}
/** PUT /users/passwords/{token}: 204. */
function resetPassword(token, body) {
	return apiRequest(`/users/passwords/${encodeURIComponent(token)}`, {
		method: "PUT",
		body,
		auth: false
	});
}
export { verifyEmail as a, resetPassword as i, register as n, resendVerification as r, forgotPassword as t };
