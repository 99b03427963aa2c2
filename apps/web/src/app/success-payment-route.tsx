import { SuccessPaymentPage } from '../features/payments/pages/success-payment-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** `/success-payment/{order}`: an order that does not exist or is someone else's (the API answers 404) is not found. */
export function SuccessPaymentRoute() {
  return <SuccessPaymentPage notFound={<NotFoundPage />} />;
}

export { SuccessPaymentRoute as Component };
