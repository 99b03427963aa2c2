import type { RouteObject } from 'react-router';
import { screen, withTexts } from '../../lib/lazy-routes.ts';
import { PATHS } from '../../lib/paths.ts';

/** The club's screens (signed-in layout); each page arrives with the `club` texts. */
export const clubRoutes: RouteObject[] = [
  screen(
    PATHS.faqs,
    'faqs',
    withTexts(['club'], () => import('./pages/faqs-page.tsx')),
  ),
  screen(
    PATHS.about,
    'about',
    withTexts(['club'], () => import('./pages/about-page.tsx')),
  ),
  screen(
    PATHS.clubBenefits,
    'clubBenefits',
    withTexts(['club'], () => import('./pages/club-benefits-page.tsx')),
  ),
];
