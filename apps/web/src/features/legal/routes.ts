import type { RouteObject } from 'react-router';
import { screen, withTexts } from '../../lib/lazy-routes.ts';
import { PATHS } from '../../lib/paths.ts';

/** Terms and privacy: open to anyone, in the layout of the visitor's session. */
export const legalRoutes: RouteObject[] = [
  screen(
    PATHS.terms,
    'terms',
    withTexts(['legal'], () => import('./pages/terms-page.tsx')),
  ),
  screen(
    PATHS.privacy,
    'privacy',
    withTexts(['legal'], () => import('./pages/privacy-page.tsx')),
  ),
];
