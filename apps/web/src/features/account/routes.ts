import type { RouteObject } from 'react-router';
import { screen, withTexts } from '../../lib/lazy-routes.ts';
import { PATHS } from '../../lib/paths.ts';

/** The member's own screens (signed-in layout); their texts load with them. */
export const accountRoutes: RouteObject[] = [
  screen(
    PATHS.myAccount,
    'myAccount',
    withTexts(['account'], () => import('./pages/my-account-page.tsx')),
  ),
  screen(
    PATHS.editProfile,
    'editProfile',
    withTexts(['account'], () => import('./pages/edit-profile-page.tsx')),
  ),
  // Where the card provider's replies lead (issue 13); payments will lead to the fail/cancelled pages too.
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
