import type { RouteObject } from 'react-router';
import { screen, withTexts } from '../../lib/lazy-routes.ts';
import { PATHS } from '../../lib/paths.ts';

/** Writing to customer care (signed-in layout). */
export const contactRoutes: RouteObject[] = [
  screen(
    PATHS.contact,
    'contact',
    withTexts(['contact'], () => import('./pages/contact-page.tsx')),
  ),
];
