/**
 * What the sandbox decides, and how a developer or a test reaches each outcome (README: test cards). The
 * documented test cards (Secure Acceptance Web/Mobile guide, p. 69) are accepted; a few more numbers and
 * "magic amounts" (as real test processors use) force the other decisions.
 */
export type Decision = 'ACCEPT' | 'REVIEW' | 'DECLINE' | 'ERROR' | 'CANCEL';

export interface Outcome {
  decision: Decision;
  reasonCode: string;
}

/** Reason code texts (WM Table 9), in the reply's `message`. */
export const REASON_MESSAGES: Record<string, string> = {
  '100': 'Request was processed successfully.',
  '102': 'One or more fields in the request contain invalid data.',
  '104':
    'The access_key and transaction_uuid fields for this authorization request match the access_key and transaction_uuid fields of another authorization request that you sent within the past 15 minutes.',
  '150': 'General system failure.',
  '201': 'The issuing bank has questions about the request.',
  '202': 'Expired card.',
  '203': 'General decline of the card. No other information was provided by the issuing bank.',
  '204': 'Insufficient funds in the account.',
  '230':
    'The authorization request was approved by the issuing bank but declined by CyberSource because it did not pass the CVN check.',
  '231': 'Invalid account number.',
  '240': 'The card type sent is invalid or does not correlate with the credit card number.',
};

/** The REST API's status for each decision: a charge's record, made by a token charge or a hosted sale. */
export const STATUS_OF: Record<Outcome['decision'], string> = {
  ACCEPT: 'AUTHORIZED',
  REVIEW: 'AUTHORIZED_PENDING_REVIEW',
  DECLINE: 'DECLINED',
  ERROR: 'SERVER_ERROR',
  CANCEL: 'DECLINED',
};

/** The REST payments API's `errorInformation.reason` for a declined charge's reason code. */
export const REST_REASONS: Record<string, string> = {
  '202': 'EXPIRED_CARD',
  '204': 'INSUFFICIENT_FUND',
  '230': 'CV_FAILED',
  '231': 'INVALID_ACCOUNT',
};

export const CANCEL_MESSAGE = 'The consumer cancelled the transaction.';

/** Card type codes and names (WM: card_type). */
export const CARD_TYPE_NAMES: Record<string, string> = {
  '001': 'Visa',
  '002': 'Mastercard',
  '003': 'American Express',
  '004': 'Discover',
  '005': 'Diners Club',
  '007': 'JCB',
  '042': 'Maestro (International)',
};

/** Numbers that force an outcome other than ACCEPT (all pass the Luhn check). */
export const OUTCOME_CARDS: Record<string, Outcome> = {
  '4000000000000101': { decision: 'DECLINE', reasonCode: '203' },
  '5200000000000106': { decision: 'DECLINE', reasonCode: '204' },
  '4000000000000200': { decision: 'REVIEW', reasonCode: '230' },
  '4000000000000309': { decision: 'ERROR', reasonCode: '150' },
};

/** Amounts that force an outcome whatever the card (FDC Compass style). */
export const OUTCOME_AMOUNTS: Record<string, Outcome> = {
  '1500.00': { decision: 'DECLINE', reasonCode: '203' },
  '2000.00': { decision: 'ERROR', reasonCode: '150' },
  '3000.00': { decision: 'REVIEW', reasonCode: '201' },
};

/** The card type a number belongs to, by its prefix; null when none matches. */
export function cardTypeOf(number: string): string | null {
  if (/^4/.test(number)) return '001';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return '002';
  if (/^3[47]/.test(number)) return '003';
  if (/^(6011|65)/.test(number)) return '004';
  if (/^3(0[0-5]|[68])/.test(number)) return '005';
  if (/^35/.test(number)) return '007';
  if (/^(5[06-9]|6)/.test(number)) return '042';
  return null;
}

/** The outcome for a card that passed the form's checks. */
export function outcomeFor(number: string | null, amount: string | undefined): Outcome {
  const byAmount = amount ? OUTCOME_AMOUNTS[Number(amount).toFixed(2)] : undefined;
  return (
    byAmount ?? (number ? OUTCOME_CARDS[number] : undefined) ?? { decision: 'ACCEPT', reasonCode: '100' }
  );
}
