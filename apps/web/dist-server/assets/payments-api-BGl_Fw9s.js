import { t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { Et as dataEnvelope, xt as PaymentResultSchema, yt as PaymentHistoryListSchema } from "../render-page.js";
import { n as apiRequest, t as apiDownload } from "./api-client-Bq9ewmbe.js";
// src/features/payments/api/payments-api.ts
/** Paying contracts (issue 14): the charge, the history and the invoice (the flag is the club's: GET /club). */
var paymentKeys = { history: ["payments", "history"] };
/** `POST /payment` with the key made when the form opened: a retry after a lost answer gets the first answer. */
function payContract(body, idempotencyKey) {
	return apiRequest("/payment", {
		method: "POST",
		body,
		idempotencyKey,
		envelope: true,
		parse: (data) => dataEnvelope(PaymentResultSchema).parse(data).data
	});
}
function paymentHistoryQueryOptions() {
	return queryOptions({
		queryKey: paymentKeys.history,
		queryFn: ({ signal }) => apiRequest("/payment_history", {
			parse: (data) => PaymentHistoryListSchema.parse(data),
			signal
		}),
		staleTime: 3e4
	});
}
/** Saves the invoice of an order as the browser's download. */
async function downloadInvoice(order) {
	const { blob, fileName } = await apiDownload(`/orders/${encodeURIComponent(order)}/download`);
	const url = URL.createObjectURL(blob);
	const link = document.createElement("a");
	link.href = url;
	link.download = fileName;
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 1e4);
}
export { paymentKeys as i, payContract as n, paymentHistoryQueryOptions as r, downloadInvoice as t };
