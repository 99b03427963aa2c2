import type { RouteObject } from 'react-router';
import { placeholder } from '../../app/route-helpers.ts';
import { PATHS } from '../../lib/paths.ts';

/** The club's screens (signed-in layout). */
export const clubRoutes: RouteObject[] = [
  placeholder(PATHS.faqs, 'faqs'),
  placeholder(PATHS.about, 'about'),
  placeholder(PATHS.clubBenefits, 'clubBenefits'),
];
