import type { RouteObject } from 'react-router';
import { screen, withTexts } from '../../lib/lazy-routes.ts';
import { PATHS } from '../../lib/paths.ts';

/** Destination highlights and exchange partners (signed-in layout). */
export const partnerRoutes: RouteObject[] = [
  screen(
    PATHS.exchanges,
    'exchanges',
    withTexts(['partners'], () => import('./pages/exchanges-page.tsx')),
  ),
  screen(
    PATHS.destinationHighlight,
    'destinationHighlight',
    withTexts(['partners'], () => import('./pages/destination-highlight-page.tsx')),
  ),
];
