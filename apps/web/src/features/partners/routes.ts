import type { RouteObject } from 'react-router';
import { placeholder } from '../../app/route-helpers.ts';
import { PATHS } from '../../lib/paths.ts';

/** Destination highlights and exchange partners (signed-in layout). */
export const partnerRoutes: RouteObject[] = [
  placeholder(PATHS.exchanges, 'exchanges'),
  placeholder(PATHS.destinationHighlight, 'destinationHighlight'),
];
