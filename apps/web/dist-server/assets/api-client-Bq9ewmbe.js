// src/lib/early-profile.ts
/**
* The profile request index.html started before the app loaded (boot/early-requests.ts). The API client
* takes it in place of its own request once, and only if it went out with the headers the client would send
* now (same token, same language); otherwise the client asks again. (`window.vidaEarlyProfile` is declared
* there.)
*/
function claimEarlyResponse(path, headers) {
	if (typeof window === "undefined" || path !== "/profile") return null;
	const early = window.vidaEarlyProfile;
	if (!early) return null;
	delete window.vidaEarlyProfile;
	return early.authorization === headers.Authorization && early.language === headers["Accept-Language"] ? early.response : null;
}
// src/lib/server-clock.ts
/**
* The server's clock as the browser last read it. Rules that depend on the day (the earliest arrival the
* API accepts) must be judged on the server's clock, and a phone's clock can be minutes or days off. Every
* API answer carries a `Date` header (and none is cached: the API sends `no-store`), so the skew is learnt
* for free from the answers the page loads anyway, without a call of its own. It imports nothing: the API
* client (on the login page too) carries it.
*/
/**
* The header counts whole seconds and the answer took time to arrive: a skew under this is the header's own
* rounding, not a wrong clock, and the browser's finer clock is kept.
*/
var NOISE_MS = 2e3;
var skewMs = 0;
/** Records the `Date` header of an answer that has just arrived (`receivedAt` by the browser's clock). */
function noteServerDate(header, receivedAt = Date.now()) {
	if (!header) return;
	const server = Date.parse(header);
	if (Number.isNaN(server)) return;
	const skew = server - receivedAt;
	skewMs = Math.abs(skew) < NOISE_MS ? 0 : skew;
}
/** Now, on the server's clock as far as the browser knows it. */
function serverNow() {
	return new Date(Date.now() + skewMs);
}
// src/lib/api-client.ts
var ApiRequestError = class extends Error {
	status;
	errors;
	code;
	/** Seconds the server asked us to wait (429). */
	retryAfter;
	constructor(status, message, options = {}) {
		super(message);
		this.name = "ApiRequestError";
		this.status = status;
		this.errors = options.errors ?? {};
		this.code = options.code;
		this.retryAfter = options.retryAfter;
	}
	/** Spec section 8: a 400 shows the server's messages, the general one or else every field's joined. */
	get displayMessage() {
		if (this.status === 400 && !this.message) return Object.values(this.errors).flat().join(" ") || "generic_error";
		return this.message;
	}
};
function isApiRequestError(error) {
	return error instanceof ApiRequestError;
}
var config = {
	getLanguage: () => "en",
	getAccessToken: () => null,
	renewSession: async () => false,
	onUnauthenticated: () => {},
	baseUrl: "/api/v1",
	fetch: (input, init) => fetch(input, init)
};
function configureApiClient(options) {
	Object.assign(config, options);
}
/** Statuses whose server message is shown as it is; anything else shows the generic error. */
var SERVER_MESSAGE_STATUSES = /* @__PURE__ */ new Set([
	400,
	401,
	402,
	403,
	404,
	409,
	413,
	415,
	422,
	429,
	502,
	503
]);
var FALLBACK_KEYS = {
	401: "unauthenticated",
	403: "unauthorized",
	404: "not_found"
};
function asRecord(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
}
function fieldErrorsFrom(value) {
	const record = asRecord(value);
	if (!record) return {};
	const result = {};
	for (const [field, messages] of Object.entries(record)) if (Array.isArray(messages)) result[field] = messages.filter((m) => typeof m === "string");
	else if (typeof messages === "string") result[field] = [messages];
	return result;
}
async function readJson(response) {
	const text = await response.text();
	if (!text) return void 0;
	try {
		return JSON.parse(text);
	} catch {
		return;
	}
}
function errorFromResponse(response, body) {
	const { status } = response;
	const record = asRecord(body);
	const serverMessage = typeof record?.message === "string" ? record.message : "";
	const code = typeof record?.code === "string" || typeof record?.code === "number" ? record.code : void 0;
	const errors = fieldErrorsFrom(record?.errors);
	const retryHeader = Number(response.headers.get("Retry-After"));
	const retryAfter = Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : void 0;
	return new ApiRequestError(status, SERVER_MESSAGE_STATUSES.has(status) ? serverMessage || FALLBACK_KEYS[status] || (status === 400 ? "" : "generic_error") : "generic_error", {
		errors,
		code,
		retryAfter
	});
}
function apiRequest(path, options = {}) {
	return send(path, options, false);
}
async function send(path, options, renewed) {
	const { method = "GET", body, parse, signal } = options;
	const blob = options.as === "blob";
	const headers = {
		Accept: blob ? "*/*" : "application/json",
		"Accept-Language": config.getLanguage()
	};
	const ownToken = options.token !== void 0;
	const token = ownToken ? options.token : options.auth === false ? null : await config.getAccessToken();
	if (token) headers.Authorization = `Bearer ${token}`;
	if (body !== void 0) headers["Content-Type"] = "application/json";
	if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
	const request = () => config.fetch(`${config.baseUrl}${path}`, {
		method,
		headers,
		body: body === void 0 ? void 0 : JSON.stringify(body),
		signal
	}).then((answer) => {
		noteServerDate(answer.headers.get("date"));
		return answer;
	});
	const early = method === "GET" && !renewed ? claimEarlyResponse(path, headers) : null;
	let response;
	try {
		response = await (early ? early.catch(request) : request());
	} catch (cause) {
		if (signal?.aborted) throw cause;
		throw new ApiRequestError(0, "generic_error", { code: "network_error" });
	}
	if (!response.ok) {
		const error = errorFromResponse(response, await readJson(response).catch(() => void 0));
		if (response.status === 401 && token && !ownToken && !options.ignoreUnauthenticated) {
			if (!renewed && await config.renewSession()) return send(path, options, true);
			config.onUnauthenticated(error);
		}
		throw error;
	}
	if (response.status === 204) return void 0;
	if (blob) return await response.blob();
	let payload;
	try {
		payload = await readJson(response);
	} catch {
		payload = void 0;
	}
	const data = options.envelope ? payload : asRecord(payload)?.data;
	if (!parse) return data;
	try {
		return parse(data);
	} catch {
		throw new ApiRequestError(response.status, "generic_error", { code: "invalid_response" });
	}
}
/** A file the API answers (an invoice): the bytes and the name from Content-Disposition. */
async function apiDownload(path) {
	const token = await config.getAccessToken();
	const response = await fetch(`${config.baseUrl}${path}`, { headers: {
		"Accept-Language": config.getLanguage(),
		...token ? { Authorization: `Bearer ${token}` } : {}
	} });
	if (!response.ok) throw errorFromResponse(response, await readJson(response).catch(() => void 0));
	const disposition = response.headers.get("Content-Disposition") ?? "";
	const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "invoice.pdf";
	return {
		blob: await response.blob(),
		fileName
	};
}
export { serverNow as a, isApiRequestError as i, apiRequest as n, configureApiClient as r, apiDownload as t };
