/** The route table of spec section 2: names and path shapes. */
export const PATHS = {
  home: '/',
  dashboard: '/dashboard',
  register: '/register',
  registerSuccess: '/register/thank-you',
  resetPassword: '/reset-password/:token?',
  resetSuccess: '/reset-password/success',
  login: '/login',
  forgotPassword: '/forgot-password',
  forgotSuccess: '/forgot-password/sent/:token?',
  verifyEmail: '/account/verify/:id/:token',
  verifySuccess: '/account/verify/success',
  resendVerification: '/account/verify/resend-email',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  about: '/about',
  contact: '/contact',
  myAccount: '/my-account',
  messagesCenter: '/messages-center',
  readMessage: '/messages/:id',
  myReservations: '/my-reservations',
  editProfile: '/edit-profile',
  payments: '/my-vida-vacations-payments',
  paymentsHistory: '/my-vida-vacations-payments_history',
  requestReservation: '/request-reservation',
  paymentMethod: '/payment-method/:type',
  faqs: '/FAQs',
  contracts: '/my-vida-vacations-contracts',
  addReservation: '/add-reservation-to-profile',
  exchanges: '/exchanges',
  clubBenefits: '/club-freedom-benefits',
  preRegistration: '/pre-registration',
  successPayment: '/success-payment/:order',
  destinationHighlight: '/destination-highlights/:id',
  reservationSummary: '/reservation-summary',
  reservationFound: '/reservation-found',
  failPayment: '/fail-payment/:message',
  cancelledPayment: '/cancelled-payment/:message',
  successTokenization: '/success-tokenization',
} as const;

export type RouteName = keyof typeof PATHS;

/** Fills `:param` and drops unfilled optional `:param?` segments. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  const filled = PATHS[name]
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const key = segment.replace(/^:/, '').replace(/\?$/, '');
      const value = params[key];
      return value === undefined
        ? segment.endsWith('?')
          ? null
          : segment
        : encodeURIComponent(String(value));
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
  return filled || '/';
}
