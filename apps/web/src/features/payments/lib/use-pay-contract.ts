import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contract, PaymentCategory, PaymentRequestInput } from '@vida/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useDeviceFingerprint } from '../../../lib/device-fingerprint.ts';
import { answerLost, useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { notify } from '../../../lib/notifications.ts';
import { PATHS } from '../../../lib/paths.ts';
import { cardKeys, contractKeys, profileKeys } from '../../../lib/query-keys.ts';
import { payContract, paymentKeys } from '../api/payments-api.ts';
import { isBeingConfirmed, isDeclined, isPaused, paymentsBeingConfirmed } from './payment-form.ts';

interface PayContractInput {
  contract: Contract;
  type: PaymentCategory;
  /** Paying is on (PAYMENTS_ENABLED): only then does the provider's fingerprint script run. */
  enabled: boolean;
  /** Any failed attempt, first: the form closes its consent and puts a 400's messages under its fields. */
  onFailed: (error: unknown) => void;
}

/**
 * Charging the chosen items: one idempotency key per intended payment, the device-fingerprint session sent
 * with it (started as the form opens), the member's data refreshed after it, and the "being confirmed" state, which lasts for good.
 */
export function usePayContract({ contract, type, enabled, onFailed }: PayContractInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A charge of these items awaits the provider's answer: the form says so for good and offers no new try
  // (a new key would be a second charge, were the items not reserved anyway).
  const [confirming, setConfirming] = useState(() =>
    paymentsBeingConfirmed(contract).some((payment) => payment.payment_type === type),
  );
  // Set when this form's own attempt turned out to be being confirmed (the notice then takes the focus).
  const [confirmedHere, setConfirmedHere] = useState(false);
  // Made when the form opens, kept across a retry after a lost answer, renewed once the server has answered.
  const idempotency = useIdempotencyKey();
  // The provider's device-fingerprint script runs while the member fills the form in; its session id goes
  // with the payment (a new one when the form stayed open 25 minutes or more).
  const fingerprint = useDeviceFingerprint(enabled && !confirming);

  const pay = useMutation({
    mutationFn: async (request: PaymentRequestInput) => {
      const sessionId = await fingerprint.fresh();
      return payContract(
        sessionId ? { ...request, device_fingerprint_id: sessionId } : request,
        idempotency.key,
      );
    },
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.history }),
        queryClient.invalidateQueries({ queryKey: cardKeys.all }),
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
      ]);
      notify('success', 'payment_received');
      navigate(PATHS.successPayment.replace(':order', result.id));
    },
    onError: async (error) => {
      onFailed(error);
      if (isBeingConfirmed(error)) {
        setConfirmedHere(true);
        setConfirming(true);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: profileKeys.all }),
          queryClient.invalidateQueries({ queryKey: paymentKeys.history }),
        ]);
        return;
      }
      // A network failure may have reached the server: the same key lets the retry get the first answer.
      if (!answerLost(error)) idempotency.renew();
      // A decline or a pause stays on the form beside the Pay button (onFailed); a toast would vanish with
      // the reason.
      if (isDeclined(error) || isPaused(error)) return;
      notify('error', isApiRequestError(error) ? error.displayMessage : 'generic_error');
    },
  });

  return { pay, fingerprint, confirming, confirmedHere };
}
