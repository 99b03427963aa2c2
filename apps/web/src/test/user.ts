import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * user-event as a member acts: focus moves, the pointer presses and releases, each key goes down and up. Left
 * out, as they only cost time in jsdom: the pause between keys (nothing in the app is timed per key), the
 * hover before each click (no page acts on hover alone), and the `pointer-events` check, which walks the
 * computed styles of every ancestor at each pointer action (MUI's disabled controls set it, and a test clicking
 * one means to).
 */
export function setupUser() {
  return userEvent.setup({ delay: null, skipHover: true, pointerEventsCheck: PointerEventsCheckLevel.Never });
}
