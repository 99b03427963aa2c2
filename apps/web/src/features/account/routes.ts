import type { RouteObject } from 'react-router';
import { screen, withTexts } from '../../lib/lazy-routes.ts';
import { PATHS } from '../../lib/paths.ts';

/**
 * The member's own screens (signed-in layout); their texts load with them. Edit Profile shows the saved
 * cards too, so its route is composed in app/routes.tsx.
 */
export const accountRoutes: RouteObject[] = [
  screen(
    PATHS.myAccount,
    'myAccount',
    withTexts(['account'], () => import('./pages/my-account-page.tsx')),
  ),
];
