import userEvent from '@testing-library/user-event';

/**
 * user-event as a member acts: focus moves, the pointer presses and releases, each key goes down and up. The
 * pause it leaves between keys by default only slows a typed sentence down here (nothing in the app is timed
 * per key), so there is none.
 */
export function setupUser() {
  return userEvent.setup({ delay: null });
}
