import type { RouteObject } from 'react-router';
import { screen, withTexts } from '../../lib/lazy-routes.ts';
import { PATHS } from '../../lib/paths.ts';

/** The member's contracts (signed-in layout). */
export const contractRoutes: RouteObject[] = [
  screen(
    PATHS.contracts,
    'contracts',
    withTexts(['contracts'], () => import('./pages/contracts-page.tsx')),
  ),
];
