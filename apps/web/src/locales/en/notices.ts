/**
 * Notification texts the web app itself raises. Keys contain an underscore because a notification message
 * with an underscore is looked up as a key (spec section 4): first in `messages`, then here.
 */
export const notices = {
  logged_out: 'You have logged out.',
  logged_in: 'You are logged in.',
  verification_sent:
    'If that address has an account waiting for verification, we have sent it a new link. Check your e-mail.',
  add_reservation: 'Add a reservation',
  request_reservation: 'Request a reservation',
  language_not_saved: 'We could not save your language. Try again in a moment.',
};
