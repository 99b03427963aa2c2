import type { RouteObject } from 'react-router';
import { placeholder } from '../../app/route-helpers.ts';
import { PATHS } from '../../lib/paths.ts';

/** Terms and privacy: open to anyone, in the layout of the visitor's session. */
export const legalRoutes: RouteObject[] = [
  placeholder(PATHS.terms, 'terms'),
  placeholder(PATHS.privacy, 'privacy'),
];
