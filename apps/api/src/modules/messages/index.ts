/** What other modules may use of the messages module (customer care answers and closes threads with it). */
export { closeThread, insertCareAnswer, insertCareNotice } from './care-answers.ts';
