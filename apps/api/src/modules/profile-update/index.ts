/** What other modules may use of the profile-update module (customer care decides data changes with it). */
export type { ProfileChangeDecision, ProfileChangeDecisions } from './profile-change-decisions.ts';
