import type { RouteObject } from 'react-router';
import { i18n } from '../lib/i18n.ts';
import { PATHS } from '../lib/paths.ts';
import type { PageTitleKey, RouteHandle } from '../lib/route-handle.ts';
import { alwaysRevalidate, openLoader, publicOnlyLoader, signedInLoader } from './guards.ts';
import { PageFallback } from './layouts/page-fallback.tsx';
import { SessionLayout } from './layouts/session-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

type Lazy = NonNullable<RouteObject['lazy']>;
type LazyLoader = Extract<Lazy, (...args: never[]) => unknown>;

const authPage: Lazy = () => import('../features/auth/pages/auth-page.tsx');
const placeholderPage: Lazy = () => import('../components/ui/placeholder-page.tsx');

/** The account screens of issue 3, each its own chunk (the login page's budget stays untouched). */
function authScreen(path: string, title: PageTitleKey, load: Lazy): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy: load };
}

/**
 * A page whose texts are in namespaces i18next does not load at start: the page's code and its texts
 * arrive together (from the language's catalogue chunk), so the page never renders keys or suspends.
 */
function withTexts(namespaces: string[], load: LazyLoader): LazyLoader {
  return async (...args) => {
    const [route] = await Promise.all([load(...args), i18n.loadNamespaces(namespaces)]);
    return route;
  };
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

/** A screen a later issue builds: its title in the design of its layout (spec section 2 allows it). */
function placeholder(path: string, title: PageTitleKey): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy: placeholderPage };
}

/** Paths relative to the root, without the leading slash. */
const rel = (path: string) => path.replace(/^\//, '');

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
            lazy: () => import('../features/dashboard/pages/dashboard-page.tsx'),
          },
          placeholder(rel(PATHS.myAccount), 'myAccount'),
          placeholder(rel(PATHS.editProfile), 'editProfile'),
          placeholder(rel(PATHS.payments), 'payments'),
          placeholder(rel(PATHS.paymentsHistory), 'paymentsHistory'),
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
          placeholder(rel(PATHS.paymentMethod), 'paymentMethod'),
          placeholder(rel(PATHS.faqs), 'faqs'),
          placeholder(rel(PATHS.contracts), 'contracts'),
          placeholder(rel(PATHS.exchanges), 'exchanges'),
          placeholder(rel(PATHS.about), 'about'),
          { path: rel(PATHS.contact), handle: { title: 'contact' } satisfies RouteHandle, lazy: contactPage },
          placeholder(rel(PATHS.clubBenefits), 'clubBenefits'),
          {
            path: rel(PATHS.preRegistration),
            handle: { title: 'preRegistration' } satisfies RouteHandle,
            lazy: preRegistrationPage,
          },
          placeholder(rel(PATHS.successPayment), 'successPayment'),
          placeholder(rel(PATHS.destinationHighlight), 'destinationHighlight'),
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
          placeholder(rel(PATHS.failPayment), 'failPayment'),
          placeholder(rel(PATHS.cancelledPayment), 'cancelledPayment'),
          placeholder(rel(PATHS.successTokenization), 'successTokenization'),
        ],
      },
      {
        id: 'open',
        loader: openLoader,
        shouldRevalidate: alwaysRevalidate,
        Component: SessionLayout,
        children: [
          placeholder(rel(PATHS.terms), 'terms'),
          placeholder(rel(PATHS.privacy), 'privacy'),
          {
            path: '*',
            handle: { title: 'notFound' } satisfies RouteHandle,
            lazy: () => import('../features/errors/pages/not-found-page.tsx'),
          },
        ],
      },
    ],
  },
];
