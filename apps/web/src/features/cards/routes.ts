import type { RouteObject } from 'react-router';
import { browserScreen, withTexts } from '../../lib/lazy-routes.ts';
import { PATHS } from '../../lib/paths.ts';

/**
 * Where the card provider's replies lead (issue 13); a payment can lead to the fail/cancelled pages too. Each
 * reads where the checkout started from this tab's storage, so the browser draws them.
 */
export const cardRoutes: RouteObject[] = [
  browserScreen(
    PATHS.successTokenization,
    'successTokenization',
    withTexts(['account'], () => import('./pages/success-tokenization-page.tsx')),
  ),
  browserScreen(
    PATHS.failPayment,
    'failPayment',
    withTexts(['account'], () => import('./pages/fail-payment-page.tsx')),
  ),
  browserScreen(
    PATHS.cancelledPayment,
    'cancelledPayment',
    withTexts(['account'], () => import('./pages/cancelled-payment-page.tsx')),
  ),
];
