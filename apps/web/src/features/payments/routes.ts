import type { RouteObject } from 'react-router';
import { screen, withTexts } from '../../lib/lazy-routes.ts';
import { PATHS } from '../../lib/paths.ts';

/**
 * Paying contracts (issue 14), signed-in layout; the texts are still in the `account` catalogue. The success
 * page (the receipt) is composed in app/ with the not-found page.
 */
export const paymentRoutes: RouteObject[] = [
  screen(
    PATHS.payments,
    'payments',
    withTexts(['account'], () => import('./pages/payments-page.tsx')),
  ),
  screen(
    PATHS.paymentMethod,
    'paymentMethod',
    withTexts(['account'], () => import('./pages/payment-method-page.tsx')),
  ),
  screen(
    PATHS.paymentsHistory,
    'paymentsHistory',
    withTexts(['account'], () => import('./pages/payments-history-page.tsx')),
  ),
];
