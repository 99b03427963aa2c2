import type { RouteObject } from 'react-router';
import { rel, screen } from '../../lib/lazy-routes.ts';
import { PATHS } from '../../lib/paths.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';

type Lazy = NonNullable<RouteObject['lazy']>;

const authPage: Lazy = () => import('./pages/auth-page.tsx');

/**
 * The public screens (public layout): the login and register tabs share one page; the account screens of
 * issue 3 are each their own chunk, so the login page's budget stays untouched.
 */
export const authRoutes: RouteObject[] = [
  { index: true, handle: { title: 'home' } satisfies RouteHandle, lazy: authPage },
  { path: rel(PATHS.login), handle: { title: 'home' } satisfies RouteHandle, lazy: authPage },
  { path: rel(PATHS.register), handle: { title: 'register' } satisfies RouteHandle, lazy: authPage },
  screen(PATHS.registerSuccess, 'registerSuccess', () => import('./pages/register-success-page.tsx')),
  screen(PATHS.resetSuccess, 'resetSuccess', () => import('./pages/reset-success-page.tsx')),
  screen(PATHS.resetPassword, 'resetPassword', () => import('./pages/reset-password-page.tsx')),
  screen(PATHS.forgotPassword, 'forgotPassword', () => import('./pages/forgot-password-page.tsx')),
  screen(PATHS.forgotSuccess, 'forgotSuccess', () => import('./pages/forgot-success-page.tsx')),
  screen(PATHS.verifySuccess, 'verifySuccess', () => import('./pages/verify-success-page.tsx')),
  screen(
    PATHS.resendVerification,
    'resendVerification',
    () => import('./pages/resend-verification-page.tsx'),
  ),
  screen(PATHS.verifyEmail, 'verifyEmail', () => import('./pages/verify-email-page.tsx')),
];
