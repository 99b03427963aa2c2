import { receiptQueryOptions } from '../features/payments/api/receipt-api.ts';
import { SuccessPaymentPage } from '../features/payments/pages/success-payment-page.tsx';
import { pageData } from '../lib/page-data.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** `/success-payment/{order}`: an order that does not exist or is someone else's (the API answers 404) is not found. */
export function SuccessPaymentRoute() {
  return <SuccessPaymentPage notFound={<NotFoundPage />} />;
}

export { SuccessPaymentRoute as Component };

export const loader = pageData((client, { params }) => [
  client.prefetchQuery(receiptQueryOptions(params.order ?? '')),
]);
