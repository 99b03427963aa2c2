import { useMutation } from '@tanstack/react-query';
import type { HostedPaymentRequestInput, PaymentRequestInput } from '@vida/shared';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client.ts';
import type { DeviceFingerprint } from '../../../lib/device-fingerprint.ts';
import { postToProvider, rememberCheckoutOrigin, rememberReturnState } from '../../../lib/hosted-checkout.ts';
import { answerLost, useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { notify } from '../../../lib/notifications.ts';
import { startHostedPayment } from '../api/hosted-payment-api.ts';
import { isPaused } from './payment-form.ts';
import { returnStateOf } from './payment-return.ts';

/**
 * Paying with a card that is not saved yet: the API records the attempt (its items reserved) and signs a sale
 * for the provider's hosted page, where the member types the card; the provider's reply brings the browser
 * back to the receipt, or to the fail and cancelled pages, which lead back to this payment.
 */
export function useHostedPayment({
  fingerprint,
  noSavedCards,
  onFailed,
}: {
  fingerprint: DeviceFingerprint;
  /** Without a saved card, a new one is the only way to pay. */
  noSavedCards: boolean;
  onFailed: (error: unknown) => void;
}) {
  const location = useLocation();
  // Chosen in the card field: a new card rather than a saved one, and whether to keep it.
  const [chosen, setNewCard] = useState(false);
  const newCard = chosen || noSavedCards;
  const [saveCard, setSaveCard] = useState(true);
  const idempotency = useIdempotencyKey();

  const start = useMutation({
    mutationFn: async (request: PaymentRequestInput) => {
      const { card_id: _card, cvv: _cvv, ...choice } = request;
      const sessionId = await fingerprint.fresh();
      const body: HostedPaymentRequestInput = {
        ...choice,
        save_card: saveCard,
        ...(sessionId ? { device_fingerprint_id: sessionId } : {}),
      };
      return startHostedPayment(body, idempotency.key);
    },
    onSuccess: ({ url, fields }, request) => {
      const here = `${location.pathname}${location.search}`;
      rememberCheckoutOrigin(here);
      rememberReturnState(here, returnStateOf(location.state, request));
      postToProvider(url, fields);
    },
    onError: (error) => {
      onFailed(error);
      if (!answerLost(error)) idempotency.renew();
      // The form keeps a pause beside the Pay button (onFailed).
      if (isPaused(error)) return;
      notify('error', isApiRequestError(error) ? error.displayMessage : 'generic_error');
    },
  });

  return { newCard, setNewCard, saveCard, setSaveCard, start };
}
