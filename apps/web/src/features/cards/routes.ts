import type { RouteObject } from 'react-router';
import { screen, withTexts } from '../../lib/lazy-routes.ts';
import { PATHS } from '../../lib/paths.ts';

/** Where the card provider's replies lead (issue 13); a payment can lead to the fail/cancelled pages too. */
export const cardRoutes: RouteObject[] = [
  screen(
    PATHS.successTokenization,
    'successTokenization',
    withTexts(['account'], () => import('./pages/success-tokenization-page.tsx')),
  ),
  screen(
    PATHS.failPayment,
    'failPayment',
    withTexts(['account'], () => import('./pages/fail-payment-page.tsx')),
  ),
  screen(
    PATHS.cancelledPayment,
    'cancelledPayment',
    withTexts(['account'], () => import('./pages/cancelled-payment-page.tsx')),
  ),
];
