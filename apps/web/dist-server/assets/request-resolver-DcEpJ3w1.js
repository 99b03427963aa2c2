// src/lib/request-resolver.ts
/**
* A react-hook-form resolver for a form whose values are not yet the request (a select's id as text, say):
* the shared schema, the API's own rule, checks the request the values make. Each issue goes under the
* field it names, or under `root.<name>` when the form has no such field; the submit handler receives the
* parsed request.
*/
function requestResolver(schema, toRequest) {
	return (values) => {
		const parsed = schema.safeParse(toRequest(values));
		if (parsed.success) return {
			values: parsed.data,
			errors: {}
		};
		const errors = {};
		const root = {};
		for (const issue of parsed.error.issues) {
			const name = String(issue.path[0] ?? "form");
			const target = Object.hasOwn(values, name) ? errors : root;
			target[name] ??= {
				type: issue.code,
				message: issue.message
			};
		}
		return {
			values: {},
			errors: Object.keys(root).length > 0 ? {
				...errors,
				root
			} : errors
		};
	};
}
export { requestResolver as t };
