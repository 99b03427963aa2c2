/**
 * An owner from the previous mobile app, on their way from the activation link to the login: the navigation
 * state that says so. Only they are shown the password notice (issue 29); a new account is not asked whether
 * it "updated" a password it has just chosen.
 */
export const PREVIOUS_APP_STATE = { previousApp: true } as const;

export function cameFromPreviousApp(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'previousApp' in state && state.previousApp === true;
}
