import type { RouteObject } from 'react-router';
import { browserScreen, type LazyLoader, screen, withTexts } from '../../lib/lazy-routes.ts';
import { PATHS } from '../../lib/paths.ts';

const withReservationTexts = (load: LazyLoader): LazyLoader => withTexts(['reservations'], load);

/** The member's stays (signed-in layout); each page arrives with the `reservations` texts. */
export const reservationRoutes: RouteObject[] = [
  screen(
    PATHS.myReservations,
    'myReservations',
    withReservationTexts(() => import('./pages/my-reservations-page.tsx')),
  ),
  // The request and its summary resume the half-filled request this browser keeps: drawn by the browser.
  browserScreen(
    PATHS.requestReservation,
    'requestReservation',
    withReservationTexts(() => import('./pages/request-reservation-page.tsx')),
  ),
  screen(
    PATHS.addReservation,
    'addReservation',
    withReservationTexts(() => import('./pages/add-reservation-page.tsx')),
  ),
  screen(
    PATHS.preRegistration,
    'preRegistration',
    withReservationTexts(() => import('./pages/pre-registration-page.tsx')),
  ),
  browserScreen(
    PATHS.reservationSummary,
    'reservationSummary',
    withReservationTexts(() => import('./pages/reservation-summary-page.tsx')),
  ),
  screen(
    PATHS.reservationFound,
    'reservationFound',
    withReservationTexts(() => import('./pages/reservation-found-page.tsx')),
  ),
];
