import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes.ts';
import { clubRoutes } from '../features/club/routes.ts';
import { contractRoutes } from '../features/contracts/routes.ts';
import { legalRoutes } from '../features/legal/routes.ts';
import { partnerRoutes } from '../features/partners/routes.ts';
import { type LazyLoader, rel, screen, withTexts } from '../lib/lazy-routes.ts';
import { PATHS } from '../lib/paths.ts';
import type { PageTitleKey, RouteHandle } from '../lib/route-handle.ts';
import { alwaysRevalidate, openLoader, publicOnlyLoader, signedInLoader } from './guards.ts';
import { PageFallback } from './layouts/page-fallback.tsx';
import { SessionLayout } from './layouts/session-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

type Lazy = NonNullable<RouteObject['lazy']>;

const placeholderPage: Lazy = () => import('../components/ui/placeholder-page.tsx');

/** A screen a later issue builds: its title in the design of its layout (spec section 2 allows it). */
function placeholder(path: string, title: PageTitleKey): RouteObject {
  return screen(path, title, placeholderPage);
}

const authPage: Lazy = () => import('../features/auth/pages/auth-page.tsx');

/** The account screens of issue 3, each its own chunk (the login page's budget stays untouched). */
function authScreen(path: string, title: PageTitleKey, load: Lazy): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy: load };
}

const messagesCenterPage = withTexts(
  ['inbox'],
  () => import('../features/messages/pages/messages-center-page.tsx'),
);
const readMessagePage = withTexts(['inbox'], () => import('./read-message-route.tsx'));
const contactPage = withTexts(['contact'], () => import('../features/contact/pages/contact-page.tsx'));
const reservationsPage = (load: LazyLoader): LazyLoader => withTexts(['reservations'], load);
const myReservationsPage = reservationsPage(
  () => import('../features/reservations/pages/my-reservations-page.tsx'),
);
const requestReservationPage = reservationsPage(
  () => import('../features/reservations/pages/request-reservation-page.tsx'),
);
const reservationSummaryPage = reservationsPage(
  () => import('../features/reservations/pages/reservation-summary-page.tsx'),
);
const addReservationPage = reservationsPage(
  () => import('../features/reservations/pages/add-reservation-page.tsx'),
);
const reservationFoundPage = reservationsPage(
  () => import('../features/reservations/pages/reservation-found-page.tsx'),
);
const preRegistrationPage = reservationsPage(
  () => import('../features/reservations/pages/pre-registration-page.tsx'),
);

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
        children: [
          { index: true, handle: { title: 'home' } satisfies RouteHandle, lazy: authPage },
          { path: rel(PATHS.login), handle: { title: 'home' } satisfies RouteHandle, lazy: authPage },
          { path: rel(PATHS.register), handle: { title: 'register' } satisfies RouteHandle, lazy: authPage },
          authScreen(
            rel(PATHS.registerSuccess),
            'registerSuccess',
            () => import('../features/auth/pages/register-success-page.tsx'),
          ),
          authScreen(
            rel(PATHS.resetSuccess),
            'resetSuccess',
            () => import('../features/auth/pages/reset-success-page.tsx'),
          ),
          authScreen(
            rel(PATHS.resetPassword),
            'resetPassword',
            () => import('../features/auth/pages/reset-password-page.tsx'),
          ),
          authScreen(
            rel(PATHS.forgotPassword),
            'forgotPassword',
            () => import('../features/auth/pages/forgot-password-page.tsx'),
          ),
          authScreen(
            rel(PATHS.forgotSuccess),
            'forgotSuccess',
            () => import('../features/auth/pages/forgot-success-page.tsx'),
          ),
          authScreen(
            rel(PATHS.verifySuccess),
            'verifySuccess',
            () => import('../features/auth/pages/verify-success-page.tsx'),
          ),
          authScreen(
            rel(PATHS.resendVerification),
            'resendVerification',
            () => import('../features/auth/pages/resend-verification-page.tsx'),
          ),
          authScreen(
            rel(PATHS.verifyEmail),
            'verifyEmail',
            () => import('../features/auth/pages/verify-email-page.tsx'),
          ),
        ],
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
            lazy: withTexts(['club', 'partners'], () => import('./dashboard-page.tsx')),
          },
          ...accountRoutes,
          ...clubRoutes,
          ...partnerRoutes,
          placeholder(PATHS.payments, 'payments'),
          placeholder(PATHS.paymentsHistory, 'paymentsHistory'),
          {
            path: rel(PATHS.myReservations),
            handle: { title: 'myReservations' } satisfies RouteHandle,
            lazy: myReservationsPage,
          },
          {
            path: rel(PATHS.readMessage),
            handle: { title: 'readMessage' } satisfies RouteHandle,
            lazy: readMessagePage,
          },
          {
            path: rel(PATHS.messagesCenter),
            handle: { title: 'messagesCenter' } satisfies RouteHandle,
            lazy: messagesCenterPage,
          },
          {
            path: rel(PATHS.requestReservation),
            handle: { title: 'requestReservation' } satisfies RouteHandle,
            lazy: requestReservationPage,
          },
          {
            path: rel(PATHS.addReservation),
            handle: { title: 'addReservation' } satisfies RouteHandle,
            lazy: addReservationPage,
          },
          placeholder(PATHS.paymentMethod, 'paymentMethod'),
          ...contractRoutes,
          { path: rel(PATHS.contact), handle: { title: 'contact' } satisfies RouteHandle, lazy: contactPage },
          {
            path: rel(PATHS.preRegistration),
            handle: { title: 'preRegistration' } satisfies RouteHandle,
            lazy: preRegistrationPage,
          },
          placeholder(PATHS.successPayment, 'successPayment'),
          {
            path: rel(PATHS.reservationSummary),
            handle: { title: 'reservationSummary' } satisfies RouteHandle,
            lazy: reservationSummaryPage,
          },
          {
            path: rel(PATHS.reservationFound),
            handle: { title: 'reservationFound' } satisfies RouteHandle,
            lazy: reservationFoundPage,
          },
        ],
      },
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
