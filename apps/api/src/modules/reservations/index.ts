/** What other modules may use of the reservations module (customer care decides stay requests with it). */

export type { StayChangeDecision, StayChangeDecisions } from './stay-change-decisions.ts';
export type { OpenStayRequest, StayChange, StayDecisions } from './stay-decisions.ts';
export type { HeldStay } from './stay-request.ts';
/** The overlap rule: a member holds one stay per night (stay-changes checks a new date the same way). */
export { findOverlappingStay, holdsDates, lockMemberStays, overlapRefusal } from './stay-request.ts';
