import type { RouteObject } from 'react-router';
import { screen, withTexts } from '../../lib/lazy-routes.ts';
import { PATHS } from '../../lib/paths.ts';

/**
 * The inbox (signed-in layout), with the `inbox` texts. A thread's page answers "not found" with the app's
 * page, so its route is composed in app/routes.tsx.
 */
export const messageRoutes: RouteObject[] = [
  screen(
    PATHS.messagesCenter,
    'messagesCenter',
    withTexts(['inbox'], () => import('./pages/messages-center-page.tsx')),
  ),
];
