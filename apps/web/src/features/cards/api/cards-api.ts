/** Changing saved cards: password confirmation, default/deactivate, and the signed hosted-checkout request. */
import {
  type CardCheckout,
  type CardCheckoutRequest,
  CardCheckoutSchema,
  type CreditCard,
  type CreditCardUpdateResponse,
  CreditCardUpdateResponseSchema,
  ReauthenticationSchema,
} from '@vida/shared';
import { apiRequest, isApiRequestError } from '../../../lib/api-client.ts';

export function reauthenticate(password: string): Promise<{ valid_until: string }> {
  return apiRequest('/reauthenticate', {
    method: 'POST',
    body: { password },
    parse: (data) => ReauthenticationSchema.parse(data),
  });
}

/** The whole card object with the change (spec section 7); answers the card and the success text. */
export function updateCard(
  card: CreditCard,
  change: { is_default?: true; status?: 0 },
): Promise<CreditCardUpdateResponse> {
  return apiRequest(`/credit_cards/${card.id}`, {
    method: 'PUT',
    body: { ...card, ...change },
    envelope: true,
    parse: (envelope) => CreditCardUpdateResponseSchema.parse(envelope),
  });
}

export function startCardCheckout(body: CardCheckoutRequest): Promise<CardCheckout> {
  return apiRequest('/card-checkout', {
    method: 'POST',
    body,
    parse: (data) => CardCheckoutSchema.parse(data),
  });
}

/** The API asks for the password first (cards change only within 5 minutes of a confirmation). */
export const needsPassword = (error: unknown): boolean =>
  isApiRequestError(error) && error.status === 403 && error.code === 'reauthentication_required';
