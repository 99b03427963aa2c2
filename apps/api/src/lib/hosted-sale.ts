import type { CardCheckout, Language } from '@vida/shared';
import type { Tx } from '../db/tx.ts';

/**
 * A payment with a card typed on the provider's hosted page (`sale,create_payment_token`) crosses two modules:
 * payments records the attempt and settles it, credit-cards signs the request, verifies the replies and keeps
 * the card. These are the two ports between them; app.ts joins them.
 */

/** What the payments module asks the hosted checkout to sign for a pending attempt. */
export interface SaleRequest {
  userId: number;
  paymentId: number;
  /** The payment's uuid: the provider's reference_number, by which the reconciler finds the charge. */
  reference: string;
  /** `1234.50` */
  amount: string;
  currency: string;
  saveCard: boolean;
  language: Language;
  deviceFingerprintId?: string | undefined;
}

export type StartSale = (request: SaleRequest) => Promise<CardCheckout>;

/** The provider's verified verdict on a sale, with the card that paid when it was approved. */
export type SaleVerdict =
  | {
      kind: 'approved';
      transactionId: string;
      /** The saved card, when the member kept it; the card type and last four for the receipt either way. */
      card: { id: number | null; type: string; lastFour: string };
    }
  | { kind: 'declined'; transactionId: string | null; reasonCode: string; message: string; review: boolean }
  | { kind: 'failed'; reasonCode: string; message: string };

/** Settles the sale's pending attempt once, in the transaction that completes its checkout. */
export type SettleSale = (tx: Tx, paymentId: number, verdict: SaleVerdict) => Promise<void>;
