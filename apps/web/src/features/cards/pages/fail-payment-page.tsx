import { CheckoutResult } from '../components/checkout-result.tsx';

export function Component() {
  return <CheckoutResult kind="fail" />;
}
