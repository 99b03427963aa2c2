import {
  ApiErrorSchema,
  dataEnvelope,
  type HostedPayment,
  type HostedPaymentRequest,
  HostedPaymentRequestSchema,
  HostedPaymentSchema,
} from '@vida/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/tx.ts';
import type { SaleVerdict, StartSale } from '../../lib/hosted-sale.ts';
import { HttpError } from '../../lib/http-error.ts';
import { IDEMPOTENCY_KEY_RE } from '../../lib/idempotency-store.ts';
import { currentUser } from '../../plugins/member-auth.ts';
import type { PaymentsRepo } from './payments.repo.ts';
import type { PaymentsService } from './payments.service.ts';

/**
 * Paying with a card that is not saved yet: the provider's hosted `/pay` takes the card and the payment
 * together (sale,create_payment_token). The exactly-once rules of a saved-card payment hold (docs/payments.md):
 * the attempt is recorded pending with its items reserved before the browser leaves for the provider; the
 * browser's reply and the Merchant POST settle it once (credit-cards applies them, `settleHostedSale` here);
 * a reply that never comes leaves it to the reconciler, which finds the sale by the payment's uuid.
 */
export function createHostedSale(deps: {
  service: PaymentsService;
  repo: PaymentsRepo;
  startSale: StartSale;
}) {
  const { service, repo, startSale } = deps;
  return {
    async start(
      userId: number,
      ip: string,
      key: string | undefined,
      body: HostedPaymentRequest,
    ): Promise<HostedPayment> {
      if (!service.enabled) throw new HttpError(503, 'payments_disabled', { code: 'payments_disabled' });
      if (!key) throw new HttpError(400, 'idempotency_key_required', { code: 'idempotency_key_required' });
      if (!IDEMPOTENCY_KEY_RE.test(key))
        throw new HttpError(400, 'idempotency_key_invalid', { code: 'idempotency_key_invalid' });
      const member = await repo.member(userId);
      if (!member) throw new HttpError(404, 'not_found', { code: 'not_found' });
      // A repeat of a key answers as the attempt stands (pending, declined...): the provider's page was
      // handed out once, and its transaction uuid cannot be posted twice.
      const hash = service.requestHash(body);
      const existing = await repo.byKey(member.id, key);
      if (existing) {
        if (existing.requestHash !== hash)
          throw new HttpError(422, 'idempotency_key_reused', { code: 'idempotency_key_reused' });
        service.answerOf(existing);
        throw new HttpError(409, 'hosted_payment_made', { code: 'hosted_payment_made' });
      }

      const contract = await service.payableContract(member.id, body.contract_id);
      const priced = service.pricedChoice(contract, member.language, body);
      // One budget with POST /payment (a hosted page is where stolen numbers get typed), counted by the request
      // that writes the attempt; the decline comes later in the provider's reply, which has no member request
      // to count it against.
      const created = await repo.createAttempt(
        {
          userId: member.id,
          contractId: contract.contract_id,
          cardId: null,
          idempotencyKey: key,
          requestHash: hash,
          ...priced,
          cardType: '',
          lastFour: '',
          language: member.language,
        },
        service.attemptLimits(member.id, ip),
      );
      // Nothing goes to the provider: a twin with this key, sent at the same moment, made the attempt, or
      // another attempt holds the items.
      if (created === null) throw new HttpError(409, 'payment_pending', { code: 'payment_pending' });
      if (created === 'busy')
        throw new HttpError(409, 'payment_in_progress', { code: 'payment_in_progress' });
      try {
        const checkout = await startSale({
          userId: member.id,
          paymentId: created.id,
          reference: created.uuid,
          amount: created.amount,
          currency: created.currency,
          saveCard: body.save_card !== false,
          language: member.language,
          deviceFingerprintId: body.device_fingerprint_id,
        });
        return { ...checkout, order: created.uuid };
      } catch (error) {
        // Nothing went to the provider: the attempt is given up and its items are free again.
        await service.settle(created.id, { kind: 'failed', reasonCode: 'not_sent', message: 'not sent' });
        throw error;
      }
    },
  };
}

/**
 * The verified verdict on a sale, applied in the transaction that completes its checkout: the card that paid
 * is written on the attempt (the receipt and the history name it), then `settle` closes it once.
 */
export function settleHostedSale(service: PaymentsService, repo: PaymentsRepo) {
  return async (tx: Tx, paymentId: number, verdict: SaleVerdict): Promise<void> => {
    if (verdict.kind === 'approved') {
      await repo.attachCard(tx, paymentId, verdict.card);
      await service.settle(paymentId, { kind: 'approved', transactionId: verdict.transactionId }, tx);
    } else await service.settle(paymentId, verdict, tx);
  };
}

export type HostedSale = ReturnType<typeof createHostedSale>;

export const hostedSaleRoutes: FastifyPluginAsyncZod<{ sale: HostedSale }> = async (app, { sale }) => {
  const member = app.withTypeProvider<ZodTypeProvider>();
  member.addHook('onRequest', app.requireAuth);
  member.post(
    '/payment/hosted',
    {
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        summary:
          'Starts a payment with a card that is not saved yet: records the attempt (items reserved, amount recomputed as for POST /payment) and answers the signed fields the browser posts to the provider’s hosted `/pay` (sale,create_payment_token), where the member types the card. `save_card: false` keeps no saved card. The replies settle it; the browser is sent to /success-payment/{order} or the fail and cancelled pages. Idempotency-Key header required; a repeat answers the attempt as it stands (409 `payment_pending` while the provider has it). 400 `hosted_payment_billing_incomplete` without a complete profile address. 429 `too_many_attempts` with Retry-After: the limits of POST /payment, one budget for both',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: HostedPaymentRequestSchema,
        response: {
          200: dataEnvelope(HostedPaymentSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          402: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => ({
      data: await sale.start(
        currentUser(request).id,
        request.ip,
        request.headers['idempotency-key'],
        request.body,
      ),
    }),
  );
};
