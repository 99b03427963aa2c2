import type { MessageKey } from '@vida/shared';

/** The stable answer to a declined charge: its `code`, the member's message, and the field it concerns. */
export type DeclineReason =
  | 'payment_declined'
  | 'payment_declined_cvv'
  | 'payment_declined_funds'
  | 'payment_declined_expired'
  | 'payment_declined_review';

/**
 * The provider's reason codes grouped by what the member can do about them (hosted-checkout.md "Decisions",
 * WM Table 9): the Secure Acceptance numbers, which the order search answers with, and the REST payments
 * API's `errorInformation.reason` names, which a charge answers with. Anything else is a general decline.
 */
const REASONS: Record<Exclude<DeclineReason, 'payment_declined'>, readonly string[]> = {
  payment_declined_cvv: ['211', '230', 'CV_FAILED', 'INVALID_CVN'],
  payment_declined_funds: ['204', '210', 'INSUFFICIENT_FUND', 'CREDIT_LIMIT_REACHED'],
  payment_declined_expired: ['202', 'EXPIRED_CARD'],
  payment_declined_review: [
    '200',
    '201',
    '205',
    '221',
    '481',
    '520',
    'STOLEN_LOST_CARD',
    'DECISION_PROFILE_REJECT',
    'AVS_FAILED',
    'SCORE_EXCEEDS_THRESHOLD',
    'BLOCKED_BY_CARDHOLDER',
  ],
};

/** What a stored declined attempt tells the member; `review` is how a held (review) charge is recorded. */
export function declineReasonOf(reasonCode: string | null): DeclineReason {
  if (reasonCode === 'review') return 'payment_declined_review';
  for (const [reason, codes] of Object.entries(REASONS))
    if (reasonCode !== null && codes.includes(reasonCode)) return reason as DeclineReason;
  return 'payment_declined';
}

/** The field a decline marks on the form, with its message: only a wrong security code has one. */
export const declineFieldErrors = (reason: DeclineReason): Record<string, MessageKey[]> | undefined =>
  reason === 'payment_declined_cvv' ? { cvv: ['validation_cvv_mismatch'] } : undefined;
