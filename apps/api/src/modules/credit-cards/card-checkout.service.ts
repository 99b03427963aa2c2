import { randomBytes, randomUUID } from 'node:crypto';
import {
  CardBillingSchema,
  type CardCheckout,
  type CardCheckoutRequest,
  type CardFingerprint,
  type CheckoutResultReason,
  type Language,
  PROVIDER_CARD_TYPES,
} from '@vida/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/tx.ts';
import { cardCheckoutAttempts, countCardAttempt } from '../../lib/card-attempts.ts';
import { type CheckoutFields, signedFieldsOf, signFields } from '../../lib/hosted-checkout-signature.ts';
import type { SaleRequest, SaleVerdict, SettleSale } from '../../lib/hosted-sale.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { CardMailer, CardNotice } from './card-mails.ts';
import type { CheckoutRow, CreditCardsRepo } from './credit-cards.repo.ts';

/** Saving a card charges nothing; the provider still requires an amount and a currency (spec: MXN). */
const TOKEN_AMOUNT = '0.00';
const TOKEN_CURRENCY = 'MXN';
const LOCALES: Record<Language, string> = { en: 'en-us', es: 'es-mx' };

/** A card typed on the provider's page pays and becomes a token in one request (hosted-checkout.md). */
const SALE = 'sale,create_payment_token';

/**
 * What the member's browser is shown after a reply: the SPA's result pages (spec section 2); a sale's lead to
 * its receipt, or say that it was a payment that failed or was cancelled.
 */
export type CheckoutOutcome =
  | { page: 'success' }
  | { page: 'paid'; order: string }
  | { page: 'fail'; reason: CheckoutResultReason; payment?: true }
  | { page: 'cancelled'; reason: 'cancelled'; payment?: true };

/** The provider's reason codes (WM Table 10) the member can act on; any other refusal is `declined`. */
const DECLINE_REASONS: Readonly<Record<string, CheckoutResultReason>> = {
  '202': 'expired',
  '204': 'insufficient_funds',
  '211': 'card_check',
  '230': 'card_check',
  '231': 'card_check',
  '475': 'authentication',
  '476': 'authentication',
};

/**
 * ERROR 104: the same access key and transaction_uuid were posted again within 15 minutes (the member
 * reloaded the provider's page, or went back and forward to it). It answers the repeat, not the request:
 * the first post's page may still be open, and the card typed there must still be saved.
 */
const DUPLICATE_REQUEST = '104';

const invalidReply = () => new HttpError(400, 'card_reply_invalid', { code: 'card_reply_invalid' });
const unknownReply = () => new HttpError(400, 'card_reply_unknown', { code: 'card_reply_unknown' });

/** `xxxxxxxxxxxx1111` → `1111`; null when the echo is not a masked number. */
function lastFourOf(masked: string | undefined): string | null {
  const match = /^[xX*]{8,15}(\d{4})$/.exec(masked ?? '');
  return match?.[1] ?? null;
}

/** `MM-YYYY` → month and year; null when malformed. */
function expiryOf(value: string | undefined): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2])-(\d{4})$/.exec(value ?? '');
  return match ? { month: Number(match[1]), year: Number(match[2]) } : null;
}

/** What a saved card keeps of a reply: the provider's token and masked details, billed as the checkout was. */
function cardDetailsOf(
  checkout: CheckoutRow,
  reply: { cardType: string; lastFour: string; expiry: { month: number; year: number }; token: string },
) {
  return {
    cardType: reply.cardType,
    lastFour: reply.lastFour,
    expMonth: reply.expiry.month,
    expYear: reply.expiry.year,
    cardHolderName: `${checkout.billForename} ${checkout.billSurname}`,
    firstName: checkout.billForename,
    lastName: checkout.billSurname,
    address: checkout.billAddress,
    country: checkout.billCountry,
    state: checkout.billState,
    city: checkout.billCity,
    postCode: checkout.billPostalCode,
    cardToken: reply.token,
  };
}

export interface CardCheckoutDeps {
  repo: CreditCardsRepo;
  payment: Config['payment'];
  publicUrl: string;
  mailer: CardMailer;
  log: FastifyBaseLogger;
  translate: (language: Language, key: 'card_type_not_accepted') => string;
  /** Settles a sale's payment (the payments module, joined in app.ts). */
  settleSale: SettleSale;
}

/**
 * The hosted checkout for saved cards: signs the field set the browser posts to the provider (the secret and
 * the card never meet the browser and our API respectively), and applies the provider's signed replies once.
 */
export function createCardCheckoutService({
  repo,
  payment,
  publicUrl,
  mailer,
  log,
  translate,
  settleSale,
}: CardCheckoutDeps) {
  const receiptUrl = `${publicUrl}/api/v1/card-checkout/receipt`;
  const attempts = cardCheckoutAttempts(payment);

  return {
    /**
     * A device-fingerprint session for one checkout: the script's `session_id` is the merchant id and the
     * session id together; the request's `device_fingerprint_id` is the session id alone (hosted-checkout.md).
     */
    fingerprint(): CardFingerprint {
      // Spec section 7: the merchant id and a random uuid.
      const sessionId = randomUUID();
      const query = new URLSearchParams({
        org_id: payment.fingerprintOrgId,
        session_id: `${payment.merchantId}${sessionId}`,
      });
      return { session_id: sessionId, script_url: `${payment.fingerprintUrl}/fp/tags.js?${query}` };
    },

    /** Records the request and answers the signed fields; the card's token goes to the provider, never to us. */
    async start(
      userId: number,
      ip: string,
      input: CardCheckoutRequest,
      language: Language,
    ): Promise<CardCheckout> {
      const member = await repo.recipient(userId);
      if (!member) throw new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });
      const card = input.card_id === undefined ? undefined : await repo.activeCard(userId, input.card_id);
      if (input.card_id !== undefined && !card) {
        throw new HttpError(404, 'card_not_found', { code: 'card_not_found' });
      }
      // Counted as the card is about to go to the provider's page; the route asked for the password first,
      // so the web app's ask-then-retry costs one attempt, and a repeat of an Idempotency-Key none.
      await countCardAttempt(repo.db, attempts, userId, ip);
      const update = card !== undefined;
      const reference = randomBytes(18).toString('base64url');
      const transactionUuid = randomUUID();
      await repo.insertCheckout({
        userId,
        reference,
        transactionUuid,
        transactionType: update ? 'update_payment_token' : 'create_payment_token',
        cardId: card?.id ?? null,
        amount: TOKEN_AMOUNT,
        currency: TOKEN_CURRENCY,
        locale: LOCALES[language],
        makeDefault: input.is_default === true,
        billForename: input.bill_to_forename,
        billSurname: input.bill_to_surname,
        billAddress: input.bill_to_address_line1,
        billCity: input.bill_to_address_city,
        billCountry: input.bill_to_address_country,
        billState: input.bill_to_address_state,
        billPostalCode: input.bill_to_address_postal_code,
      });
      const fields: Record<string, string> = {
        access_key: payment.accessKey,
        profile_id: payment.profileId,
        transaction_uuid: transactionUuid,
        signed_date_time: `${new Date().toISOString().slice(0, 19)}Z`,
        locale: LOCALES[language],
        transaction_type: update ? 'update_payment_token' : 'create_payment_token',
        reference_number: reference,
        amount: TOKEN_AMOUNT,
        currency: TOKEN_CURRENCY,
        payment_method: 'card',
        bill_to_forename: input.bill_to_forename,
        bill_to_surname: input.bill_to_surname,
        bill_to_email: member.email,
        bill_to_address_line1: input.bill_to_address_line1,
        bill_to_address_city: input.bill_to_address_city,
        bill_to_address_country: input.bill_to_address_country,
        bill_to_address_state: input.bill_to_address_state,
        bill_to_address_postal_code: input.bill_to_address_postal_code,
        override_custom_receipt_page: receiptUrl,
        override_custom_cancel_page: receiptUrl,
      };
      if (input.device_fingerprint_id) fields.device_fingerprint_id = input.device_fingerprint_id;
      if (card) {
        fields.payment_token = card.cardToken;
        fields.allow_payment_token_update = 'true';
      }
      return {
        url: `${payment.endpoint}/${update ? 'token/update' : 'token/create'}`,
        fields: signFields(fields, payment.secretKey),
      };
    },

    /**
     * Signs a hosted sale (`/pay`, sale,create_payment_token) for a payment attempt already recorded pending:
     * the member types the card on the provider's page, which charges it and makes its token in one go. The
     * billing details are the member's profile address; without a complete one, 400 and nothing is recorded
     * here (the attempt is then freed by the caller).
     */
    async startSale(sale: SaleRequest): Promise<CardCheckout> {
      const member = await repo.recipient(sale.userId);
      const profile = await repo.profileBilling(sale.userId);
      if (!member || !profile) throw new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });
      const billing = CardBillingSchema.safeParse({
        bill_to_forename: profile.forename,
        bill_to_surname: profile.surname,
        bill_to_address_line1: profile.line1 ?? '',
        bill_to_address_city: profile.city ?? '',
        bill_to_address_country: profile.country ?? '',
        bill_to_address_state: profile.state ?? '',
        bill_to_address_postal_code: profile.postalCode ?? '',
      });
      if (!billing.success) {
        throw new HttpError(400, 'hosted_payment_billing_incomplete', {
          code: 'hosted_payment_billing_incomplete',
        });
      }
      const bill = billing.data;
      const transactionUuid = randomUUID();
      await repo.insertCheckout({
        userId: sale.userId,
        reference: sale.reference,
        transactionUuid,
        transactionType: SALE,
        cardId: null,
        paymentId: sale.paymentId,
        saveCard: sale.saveCard,
        amount: sale.amount,
        currency: sale.currency,
        locale: LOCALES[sale.language],
        makeDefault: false,
        billForename: bill.bill_to_forename,
        billSurname: bill.bill_to_surname,
        billAddress: bill.bill_to_address_line1,
        billCity: bill.bill_to_address_city,
        billCountry: bill.bill_to_address_country,
        billState: bill.bill_to_address_state,
        billPostalCode: bill.bill_to_address_postal_code,
      });
      const fields: Record<string, string> = {
        access_key: payment.accessKey,
        profile_id: payment.profileId,
        transaction_uuid: transactionUuid,
        signed_date_time: `${new Date().toISOString().slice(0, 19)}Z`,
        locale: LOCALES[sale.language],
        transaction_type: SALE,
        reference_number: sale.reference,
        amount: sale.amount,
        currency: sale.currency,
        payment_method: 'card',
        ...bill,
        bill_to_email: member.email,
        override_custom_receipt_page: receiptUrl,
        override_custom_cancel_page: receiptUrl,
      };
      if (sale.deviceFingerprintId) fields.device_fingerprint_id = sale.deviceFingerprintId;
      return { url: `${payment.endpoint}/pay`, fields: signFields(fields, payment.secretKey) };
    },

    /**
     * A reply from the provider, through the browser or server to server. Verified before anything is
     * written (signature, our profile, a request we made, and that it answers it unchanged); applied once.
     */
    async applyReply(received: CheckoutFields): Promise<CheckoutOutcome> {
      // What decides (decision, token, amounts, the request it answers) must be signed: read nothing else.
      const fields = signedFieldsOf(received, payment.secretKey);
      if (!fields?.decision) throw invalidReply();
      if (fields.req_access_key !== payment.accessKey || fields.req_profile_id !== payment.profileId) {
        throw invalidReply();
      }
      return repo.db.transaction(async (tx): Promise<CheckoutOutcome> => {
        const checkout = await repo.checkoutForUpdate(tx, fields.req_reference_number ?? '');
        if (!checkout || !answers(checkout, fields)) throw unknownReply();
        const member = await repo.recipient(checkout.userId, tx);
        if (!member) throw unknownReply();
        const { language } = member;
        // The first verified reply decided; its copies (and late replies to a finished request) change nothing.
        if (checkout.completedAt) {
          if (checkout.paymentId === null) return outcomeOf(checkout);
          return saleOutcomeOf(checkout);
        }

        const decision = fields.decision ?? '';
        if (decision === 'ERROR' && fields.reason_code === DUPLICATE_REQUEST) {
          return checkout.paymentId === null
            ? { page: 'fail', reason: 'duplicate' }
            : { page: 'fail', reason: 'duplicate', payment: true };
        }
        const base = {
          decision,
          reasonCode: fields.reason_code ?? null,
          message: fields.message ?? null,
          transactionId: fields.transaction_id ?? null,
          resultCardId: null,
        };
        if (checkout.paymentId !== null) return applySale(tx, checkout, checkout.paymentId, fields, base);
        if (decision !== 'ACCEPT') {
          await repo.completeCheckout(tx, checkout.id, base);
          return outcomeOf({ ...checkout, ...base });
        }
        const type = PROVIDER_CARD_TYPES[fields.req_card_type ?? ''];
        const lastFour = lastFourOf(fields.req_card_number);
        const expiry = expiryOf(fields.req_card_expiry_date);
        const token = fields.payment_token ?? '';
        if (!lastFour || !expiry || !/^\d{1,26}$/.test(token)) throw invalidReply();
        if (!type) {
          const refused = {
            ...base,
            decision: 'REFUSED',
            message: translate(language, 'card_type_not_accepted'),
          };
          await repo.completeCheckout(tx, checkout.id, refused);
          return outcomeOf({ ...checkout, ...refused });
        }
        const details = cardDetailsOf(checkout, { cardType: type, lastFour, expiry, token });
        let cardId: number;
        let notice: CardNotice;
        if (checkout.cardId !== null) {
          // An update keeps the card's token; a reply naming another token answers something else.
          const card = await repo.activeCard(checkout.userId, checkout.cardId, tx);
          if (!card || card.cardToken !== token) throw unknownReply();
          cardId = checkout.cardId;
          await repo.updateCard(tx, checkout.userId, cardId, details);
          notice = 'updated';
        } else {
          const first = (await repo.activeCount(checkout.userId, tx)) === 0;
          cardId = await repo.insertCard(tx, { userId: checkout.userId, isDefault: false, ...details });
          if (first || checkout.makeDefault) await repo.setDefault(tx, checkout.userId, cardId);
          notice = 'added';
        }
        await repo.completeCheckout(tx, checkout.id, { ...base, resultCardId: cardId });
        // The notice commits with the card (ARCHITECTURE.md rule 10).
        await mailer.send(
          { email: member.email, firstName: member.firstName, language },
          notice,
          { type, lastFour },
          tx,
        );
        log.info({ checkout: checkout.id, card: cardId, notice }, 'saved card changed by the provider');
        return { page: 'success' };
      });
    },
  };

  /**
   * A sale's verified reply: the payment is settled in the transaction that completes the checkout, so the
   * browser's reply and the Merchant POST (or a reply and the reconciler) settle it once. An approved charge
   * is money taken: it settles the payment even when the card itself cannot be kept (a type we do not save,
   * "save this card" off).
   */
  async function applySale(
    tx: Tx,
    checkout: CheckoutRow,
    paymentId: number,
    fields: CheckoutFields,
    base: Pick<CheckoutRow, 'decision' | 'reasonCode' | 'message' | 'transactionId' | 'resultCardId'>,
  ): Promise<CheckoutOutcome> {
    const decision = base.decision ?? '';
    if (decision !== 'ACCEPT') {
      await repo.completeCheckout(tx, checkout.id, base);
      const reasonCode = base.reasonCode ?? '';
      const message = base.message ?? '';
      const verdict: SaleVerdict =
        decision === 'DECLINE' || decision === 'REVIEW'
          ? {
              kind: 'declined',
              transactionId: base.transactionId,
              reasonCode,
              message,
              review: decision === 'REVIEW',
            }
          : { kind: 'failed', reasonCode: decision === 'CANCEL' ? 'cancelled' : reasonCode, message };
      await settleSale(tx, paymentId, verdict);
      return saleOutcomeOf({ ...checkout, ...base });
    }
    const lastFour = lastFourOf(fields.req_card_number);
    const expiry = expiryOf(fields.req_card_expiry_date);
    // A charge for another amount than the one signed (a partial authorisation) is not this payment.
    const charged = fields.auth_amount;
    if (!lastFour || !expiry || !base.transactionId) throw invalidReply();
    if (charged !== undefined && Number(charged).toFixed(2) !== Number(checkout.amount).toFixed(2))
      throw invalidReply();
    const type = PROVIDER_CARD_TYPES[fields.req_card_type ?? ''];
    const token = fields.payment_token ?? '';
    let cardId: number | null = null;
    if (checkout.saveCard && type && /^\d{1,26}$/.test(token)) {
      const first = (await repo.activeCount(checkout.userId, tx)) === 0;
      cardId = await repo.insertCard(tx, {
        userId: checkout.userId,
        isDefault: false,
        ...cardDetailsOf(checkout, { cardType: type, lastFour, expiry, token }),
      });
      if (first) await repo.setDefault(tx, checkout.userId, cardId);
      const member = await repo.recipient(checkout.userId, tx);
      if (member) {
        await mailer.send(
          { email: member.email, firstName: member.firstName, language: member.language },
          'added',
          { type, lastFour },
          tx,
        );
      }
    }
    await repo.completeCheckout(tx, checkout.id, { ...base, resultCardId: cardId });
    await settleSale(tx, paymentId, {
      kind: 'approved',
      transactionId: base.transactionId,
      card: { id: cardId, type: type ?? '', lastFour },
    });
    log.info({ checkout: checkout.id, paymentId, card: cardId }, 'hosted sale approved');
    return { page: 'paid', order: checkout.reference };
  }

  /** Where a sale's reply leads: its receipt, or the fail and cancelled pages saying it was a payment. */
  function saleOutcomeOf(
    checkout: Pick<CheckoutRow, 'decision' | 'reasonCode' | 'reference'>,
  ): CheckoutOutcome {
    if (checkout.decision === 'ACCEPT') return { page: 'paid', order: checkout.reference };
    const outcome = outcomeOf(checkout);
    return outcome.page === 'fail' || outcome.page === 'cancelled' ? { ...outcome, payment: true } : outcome;
  }

  /** A reply answers a checkout when it echoes what we signed for it, unchanged. */
  function answers(checkout: CheckoutRow, fields: CheckoutFields): boolean {
    return (
      fields.req_transaction_uuid === checkout.transactionUuid &&
      fields.req_transaction_type === checkout.transactionType &&
      fields.req_amount === checkout.amount &&
      fields.req_currency === checkout.currency
    );
  }

  function outcomeOf(checkout: Pick<CheckoutRow, 'decision' | 'reasonCode'>): CheckoutOutcome {
    switch (checkout.decision) {
      case 'ACCEPT':
        return { page: 'success' };
      case 'CANCEL':
        return { page: 'cancelled', reason: 'cancelled' };
      case 'REVIEW':
        return { page: 'fail', reason: 'review' };
      case 'REFUSED':
        return { page: 'fail', reason: 'card_type' };
      case 'DECLINE':
        return { page: 'fail', reason: DECLINE_REASONS[checkout.reasonCode ?? ''] ?? 'declined' };
      default:
        return { page: 'fail', reason: 'error' };
    }
  }
}

export type CardCheckoutService = ReturnType<typeof createCardCheckoutService>;
