import { type RouteObject, redirect } from 'react-router';
import { accountRoutes } from '../features/account/routes.ts';
import { authRoutes } from '../features/auth/routes.ts';
import { cardRoutes } from '../features/cards/routes.ts';
import { CARE_PATHS } from '../features/care/lib/care-paths.ts';
import { getStaffSession } from '../features/care/lib/staff-session.ts';
import { careRoutes } from '../features/care/routes.ts';
import { clubRoutes } from '../features/club/routes.ts';
import { contactRoutes } from '../features/contact/routes.ts';
import { contractRoutes } from '../features/contracts/routes.ts';
import { legalRoutes } from '../features/legal/routes.ts';
import { messageRoutes } from '../features/messages/routes.ts';
import { partnerRoutes } from '../features/partners/routes.ts';
import { paymentRoutes } from '../features/payments/routes.ts';
import { reservationRoutes } from '../features/reservations/routes.ts';
import { rel, withTexts } from '../lib/lazy-routes.ts';
import { PATHS } from '../lib/paths.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { alwaysRevalidate, openLoader, publicOnlyLoader, signedInLoader } from './guards.ts';
import { PageFallback } from './layouts/page-fallback.tsx';
import { SessionLayout } from './layouts/session-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        id: 'public',
        loader: publicOnlyLoader,
        shouldRevalidate: alwaysRevalidate,
        lazy: () => import('./layouts/public-layout.tsx'),
        children: authRoutes,
      },
      {
        id: 'signed-in',
        loader: signedInLoader,
        shouldRevalidate: alwaysRevalidate,
        lazy: () => import('./layouts/signed-in-layout.tsx'),
        children: [
          {
            path: rel(PATHS.dashboard),
            handle: { title: 'dashboard' } satisfies RouteHandle,
            lazy: withTexts(['club', 'partners', 'reservations'], () => import('./dashboard-page.tsx')),
          },
          ...accountRoutes,
          // Edit Profile shows the cards feature's list, so the page is composed here.
          {
            path: rel(PATHS.editProfile),
            handle: { title: 'editProfile' } satisfies RouteHandle,
            lazy: withTexts(['account'], () => import('./edit-profile-route.tsx')),
          },
          ...cardRoutes,
          ...paymentRoutes,
          // A receipt of an order that is not the member's, or none at all, answers with the not-found page.
          {
            path: rel(PATHS.successPayment),
            handle: { title: 'successPayment' } satisfies RouteHandle,
            lazy: withTexts(['account'], () => import('./success-payment-route.tsx')),
          },
          ...clubRoutes,
          ...partnerRoutes,
          ...reservationRoutes,
          ...messageRoutes,
          // A thread that does not exist answers with the app's not-found page.
          {
            path: rel(PATHS.readMessage),
            handle: { title: 'readMessage' } satisfies RouteHandle,
            lazy: withTexts(['inbox'], () => import('./read-message-route.tsx')),
          },
          ...contractRoutes,
          ...contactRoutes,
        ],
      },
      // The desk's sign-in gets the members' captcha widget (auth), so it is composed here.
      {
        path: rel(CARE_PATHS.login),
        handle: { title: 'careLogin' } satisfies RouteHandle,
        loader: () => (getStaffSession() ? redirect(CARE_PATHS.inbox) : null),
        lazy: withTexts(['care'], async () => ({
          Component: (await import('./care-login-route.tsx')).CareLoginRoute,
        })),
      },
      ...careRoutes,
      {
        id: 'open',
        loader: openLoader,
        shouldRevalidate: alwaysRevalidate,
        Component: SessionLayout,
        children: [
          ...legalRoutes,
          {
            path: '*',
            handle: { title: 'notFound' } satisfies RouteHandle,
            lazy: () => import('./not-found-page.tsx'),
          },
        ],
      },
    ],
  },
];
