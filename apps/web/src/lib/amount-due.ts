/**
 * What the member owes today (issue 24), read once from the profile the session already holds: the
 * dashboard's and My Account's amount-due card, the menu's badge and the Payments page's badges all count with
 * the shared `amountDue`/`contractDue` on the club's day, so no screen says a different number.
 */

import {
  type AmountDue,
  amountDue,
  CLUB_TIME_ZONE,
  type Contract,
  dayIn,
  type FeeType,
  type PayNowTarget,
} from '@vida/shared';
import { useMemo } from 'react';
import { PATHS } from './paths.ts';
import { useProfile } from './profile-query.ts';
import { serverNow } from './server-clock.ts';

/** Today at the club (`YYYY-MM-DD`) on the server's clock: the day the API judges due dates by. */
export function clubToday(): string {
  return dayIn(serverNow(), CLUB_TIME_ZONE);
}

/** The amount due on the member's contracts, or undefined until the profile is in. */
export function useAmountDue(): AmountDue | undefined {
  const { data: profile } = useProfile();
  return useMemo(() => (profile ? amountDue(profile.contracts, clubToday()) : undefined), [profile]);
}

/** Navigation state that opens Payments on one contract (`contractId`, as `contractIdFromState` reads it). */
export interface PaymentsNavigationState {
  contractId: number;
}

/**
 * The payment form's navigation state (`contract`, and the choice it opens with), as the payments feature's
 * `contractFromState` and `choiceFromState` read it.
 */
export interface PaymentFormNavigationState {
  contract: Contract;
  choice: { fee_type?: FeeType };
}

/**
 * Where "Pay now" leads: straight to the payment form of the oldest item's kind on its contract, with that item
 * chosen (a fee by its fee type; the other kinds pay their oldest items due by default). Null when there is
 * nothing to pay or the contract is not among the member's.
 */
export function payNowLink(
  target: PayNowTarget | null,
  contracts: readonly Contract[],
): { to: string; state: PaymentFormNavigationState } | null {
  const contract = target ? contracts.find((c) => c.contract_id === target.contract_id) : undefined;
  if (!target || !contract) return null;
  return {
    to: PATHS.paymentMethod.replace(':type', target.type),
    state: { contract, choice: target.fee_type ? { fee_type: target.fee_type } : {} },
  };
}
