import type { RouteObject } from 'react-router';
import { placeholder } from '../../app/route-helpers.ts';
import { PATHS } from '../../lib/paths.ts';

/** The member's own screens (signed-in layout). */
export const accountRoutes: RouteObject[] = [
  placeholder(PATHS.myAccount, 'myAccount'),
  placeholder(PATHS.editProfile, 'editProfile'),
];
