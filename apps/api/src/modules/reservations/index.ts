/** What other modules may use of the reservations module (customer care decides stay requests with it). */
export type { OpenStayRequest, StayChange, StayDecisions } from './stay-decisions.ts';
