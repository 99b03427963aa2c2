import { createHash } from 'node:crypto';
import {
  type Contract,
  ContractSchema,
  clubDay,
  currencyOf,
  cvvIssue,
  fromCents,
  type HostedPaymentRequest,
  type Language,
  localeOf,
  type MessageKey,
  NOT_FOUND_CODE,
  type PaymentCategory,
  type PaymentRequest,
  type PaymentResult,
  parseMoneyInput,
  selectPayment,
  totalDueCents,
  VISIBLE_CONTRACT_STATUSES,
} from '@vida/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Sha256Hex } from '../../db/prepared.ts';
import type { Tx } from '../../db/tx.ts';
import { isStorageFull } from '../../db/unavailable.ts';
import { cardAttemptLimits, countDecline, paymentAttempts } from '../../lib/card-attempts.ts';
import { HttpError, validationError } from '../../lib/http-error.ts';
import { IDEMPOTENCY_KEY_RE } from '../../lib/idempotency-store.ts';
import type { MemberAnswer } from '../../lib/member-reads/member-answer.ts';
import { declineFieldErrors, declineReasonOf } from './decline-reasons.ts';
import { owedOf, paidItemsOf } from './paid-items.ts';
import type { ChargeOutcome, ChargeRequest, PaymentGateway, SettledOutcome } from './payment-gateway.ts';
import { type NewAttempt, type PaymentRow, type PaymentsRepo, PENDING_PAGE } from './payments.repo.ts';
import type { ReceiptsService } from './receipts.service.ts';

export interface PaymentsDeps {
  repo: PaymentsRepo;
  gateway: PaymentGateway;
  config: Config;
  /** The approval with its receipt's number and e-mail, written in the settling transaction. */
  receipts: Pick<ReceiptsService, 'approve'>;
  log: FastifyBaseLogger;
  /** Called right after the gateway answers a charge (tests: a crash at the worst moment). */
  afterCharge?: () => void;
  today?: () => string;
}

const notFound = (key: MessageKey = 'not_found') => new HttpError(404, key, { code: NOT_FOUND_CODE });
/** How long a repeated request waits for its twin's charge before answering that it is still pending. */
const WAIT_FOR_TWIN_MS = 30_000;

/**
 * The request as the idempotency record compares it: everything but the CVV and the fingerprint session (a
 * retry after a lost answer may carry a renewed one), in a fixed order.
 */
function requestHash(body: PaymentRequest | HostedPaymentRequest): string {
  const { cvv: _cvv, device_fingerprint_id: _fp, ...rest } = { cvv: '', ...body };
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/** A payment's choice, whichever card pays it. */
type PaymentChoiceRequest = PaymentRequest | HostedPaymentRequest;

/** The day due dates are judged by: the club's, as every money screen reads it (not the server's UTC day). */
const clubToday = () => clubDay(new Date());
/** The reason code of an attempt failed because the provider never had its charge. */
const NOT_FOUND_AT_PROVIDER = 'not_found';

export function createPaymentsService(deps: PaymentsDeps) {
  const { repo, gateway, config, log } = deps;
  const today = deps.today ?? clubToday;
  const attempts = paymentAttempts(config.payment);
  /** The limits an attempt is counted against by the statement that writes it (`repo.createAttempt`). */
  const attemptLimits = (userId: number, ip: string) => cardAttemptLimits(attempts, userId, ip);

  const resultOf = (row: PaymentRow): PaymentResult => ({
    id: row.uuid,
    status: 2,
    amount: Number(row.amount),
    currency: row.currency,
    payment_type: row.paymentType as PaymentCategory,
    last_four: row.lastFour,
    created_at: row.createdAt.toISOString(),
  });

  /** The first answer, again: a settled attempt answers as it did; a pending one says so. */
  function answerOf(row: PaymentRow): PaymentResult {
    switch (row.status) {
      case 'approved':
        return resultOf(row);
      case 'declined': {
        // The member's words for the provider's reason, never the provider's own (English) text.
        const reason = declineReasonOf(row.reasonCode);
        const errors = declineFieldErrors(reason);
        throw new HttpError(402, reason, { code: reason, ...(errors ? { errors } : {}) });
      }
      case 'failed':
        if (row.reasonCode === NOT_FOUND_AT_PROVIDER)
          throw new HttpError(502, 'payment_not_found_at_provider', { code: 'payment_failed' });
        throw new HttpError(502, 'payment_failed', { code: 'payment_failed' });
      default:
        // Still unsettled (the provider's answer is awaited or being reconciled): the same answer every time,
        // and never "not charged": the provider may yet charge it.
        throw new HttpError(409, 'payment_pending', { code: 'payment_pending' });
    }
  }

  /**
   * Applies the provider's verdict to a pending attempt, once: the row is locked and only a pending one
   * changes, so the request, a retry and the reconciler can all try and one wins. An approval closes the
   * items, records the history row and queues the receipt in the same transaction. Answers the attempt as
   * settled here, or undefined when another settler got there first.
   */
  async function settle(
    paymentId: number,
    outcome: SettledOutcome,
    inTx?: Tx,
  ): Promise<PaymentRow | undefined> {
    const run = <T>(work: (tx: Tx) => Promise<T>) => (inTx ? work(inTx) : repo.db.transaction(work));
    return run(async (tx) => {
      const row = await repo.lockPending(tx, paymentId);
      if (!row) return undefined;
      if (outcome.kind === 'approved') {
        const facts = await repo.recordPaid(tx, row);
        if (!facts) throw new Error('locked order not found when recording it');
        // Last: it takes the receipt's number, which holds every other approval until this one commits.
        const approved = await deps.receipts.approve(tx, row, outcome.transactionId, facts);
        log.info({ event: 'payment_approved', paymentId: row.id }, 'payment approved');
        return approved;
      }
      const status = outcome.kind === 'declined' ? 'declined' : 'failed';
      const details = {
        transactionId: outcome.kind === 'declined' ? outcome.transactionId : null,
        reasonCode: outcome.kind === 'declined' && outcome.review ? 'review' : outcome.reasonCode,
        message: outcome.message,
      };
      await repo.recordNotCharged(tx, row, status, details);
      log.info({ event: `payment_${outcome.kind}`, paymentId: row.id }, 'payment not charged');
      return { ...row, status, ...details };
    });
  }

  async function waitForTwin(row: PaymentRow): Promise<PaymentRow> {
    const until = Date.now() + WAIT_FOR_TWIN_MS;
    let current = row;
    while (current.status === 'pending' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      current = (await repo.byId(row.id)) ?? current;
    }
    return current;
  }

  async function repeat(row: PaymentRow, hash: string): Promise<PaymentResult> {
    if (row.requestHash !== hash)
      throw new HttpError(422, 'idempotency_key_reused', { code: 'idempotency_key_reused' });
    return answerOf(await waitForTwin(row));
  }

  /**
   * Settles an attempt whose charge had no trustworthy answer, by asking the provider about its reference.
   * "Not found" is an answer only for an attempt older than PAYMENT_NOT_FOUND_AFTER_SECONDS: a charge that
   * timed out on our side may still be running at the provider, and a completed one is not searchable at
   * once. Until then the attempt stays pending, its items reserved, and the reconciler asks again.
   */
  async function reconcile(row: PaymentRow): Promise<PaymentRow | undefined> {
    const found = await gateway.find(row.uuid);
    if (found.kind === 'unknown') return undefined;
    if (found.kind === 'not_found') {
      const ageSeconds = (Date.now() - row.createdAt.getTime()) / 1000;
      if (ageSeconds < config.payment.notFoundAfterSeconds) return undefined;
      return settle(row.id, {
        kind: 'failed',
        reasonCode: NOT_FOUND_AT_PROVIDER,
        message: 'no charge at the provider',
      });
    }
    return settle(row.id, found);
  }

  /**
   * Sends an attempt already written pending (its items reserved) to the provider and settles it with the
   * answer: the one path of a member's payment and of AutoPay's charges. An unknown answer is looked up at once
   * and otherwise left pending for the reconciler; a failure to record the answer leaves it pending too (409
   * `payment_pending`, 507 when the disk is full), never "not charged". Answers the provider's outcome and the
   * attempt as settled here (undefined when it was not: left pending, or settled by another).
   */
  async function chargeAttempt(
    created: PaymentRow,
    card: Omit<ChargeRequest, 'reference' | 'amount' | 'currency'>,
  ): Promise<{ outcome: ChargeOutcome; settled: PaymentRow | undefined }> {
    const outcome: ChargeOutcome = await gateway.charge({
      reference: created.uuid,
      amount: created.amount,
      currency: created.currency,
      ...card,
    });
    deps.afterCharge?.();
    try {
      if (outcome.kind !== 'unknown') return { outcome, settled: await settle(created.id, outcome) };
      log.warn(
        { event: 'payment_unknown', paymentId: created.id, reason: outcome.message },
        'charge outcome unknown: settling with the provider',
      );
      return { outcome, settled: await reconcile(created) };
    } catch (error) {
      // The provider may have charged the card: whatever failed here, the attempt committed as pending
      // before the charge stays so (its items reserved) and the reconciler settles it. The member is told
      // it is being confirmed, never that nothing changed.
      // Only the error's name: a failed query's text carries its parameters.
      log.error(
        {
          event: 'payment_unsettled',
          paymentId: created.id,
          reason: error instanceof Error ? error.name : 'unknown',
          storageFull: isStorageFull(error),
        },
        'payment not settled after the charge: left to the reconciler',
      );
      if (isStorageFull(error))
        throw new HttpError(507, 'payment_pending_storage_full', { code: 'payment_pending' });
      throw new HttpError(409, 'payment_pending', { code: 'payment_pending' });
    }
  }

  /** The member's contract, if it can be paid (404 for another member's or an unknown one). */
  async function payableContract(userId: number, contractId: number): Promise<Contract> {
    return payable(await repo.contractDoc(userId, contractId));
  }

  /** The contract document of `repo.contractDoc`, if it can be paid. */
  function payable(doc: string | undefined): Contract {
    if (!doc) throw notFound();
    const contract = ContractSchema.parse(JSON.parse(doc));
    if (!VISIBLE_CONTRACT_STATUSES.includes(contract.contract_status))
      throw new HttpError(400, 'payment_contract_not_payable', { code: 'payment_contract_not_payable' });
    return contract;
  }

  /**
   * The items and the amount of a payment as the server computes them (`selectPayment`), checked against what
   * the member saw; the same for a saved card and a card typed on the provider's page.
   */
  /**
   * The items a choice pays and how the member's amount is applied to them (decision 016): refused when the
   * form's figures no longer describe the contract (409) or the amount breaks the rules (400).
   */
  function pricedChoice(contract: Contract, language: Language, body: PaymentChoiceRequest) {
    const selection = selectPayment(contract, body, today());
    if (selection === 'no_items') throw new HttpError(400, 'payment_no_items', { code: 'payment_no_items' });
    if (selection === 'unknown_months')
      throw validationError({ multiplePayment: ['payment_unknown_months'] });
    if (selection === 'no_fee_items') throw validationError({ fee_type: ['payment_no_items'] });
    const currency = currencyOf(contract.currency_id);
    // The form's ceiling is the total it showed: another figure now means the items changed under it.
    const shownMost = body.max_amount === undefined ? null : parseMoneyInput(body.max_amount);
    if (shownMost !== null && shownMost !== selection.totalCents) {
      const shown = new Intl.NumberFormat(localeOf(language), {
        style: 'currency',
        currency,
      }).format(fromCents(selection.totalCents));
      throw new HttpError(409, 'payment_amount_changed', {
        code: 'payment_amount_changed',
        values: { amount: `${shown} ${currency}` },
      });
    }
    const ids = selection.items.map((item) => item.id);
    if (body.paymentTypeIds && [...body.paymentTypeIds].sort().join() !== [...ids].sort().join())
      throw new HttpError(409, 'payment_items_changed', { code: 'payment_items_changed' });
    const asked = parseMoneyInput(body.order_amount) ?? 0;
    if (asked > totalDueCents(contract))
      throw validationError({ order_amount: ['validation_amount_over_due'] });
    const full = body.paymentType === 'monthly' && body.monthlyType === 'full';
    if (full && asked !== selection.totalCents)
      throw validationError({ order_amount: ['validation_amount_full'] });
    if (asked > selection.totalCents) throw validationError({ order_amount: ['validation_amount_over_max'] });

    const items = paidItemsOf(body.paymentType, selection.items, asked, full);
    return {
      paymentType: body.paymentType,
      monthlyType: body.paymentType === 'monthly' ? (body.monthlyType ?? 'monthly') : null,
      items,
      owed: owedOf(selection.items, items),
      amount: (asked / 100).toFixed(2),
      currency,
    };
  }

  return {
    enabled: config.payment.enabled,
    // For the hosted sale (hosted-sale.ts): the same contract check, pricing, answers and settling.
    payableContract,
    pricedChoice,
    settle,
    answerOf,
    // For AutoPay (modules/autopay): the same charge, settling and reconciling as a member's payment.
    chargeAttempt,
    /**
     * Writes a merchant-initiated attempt pending and reserves its items (null: its key is already taken;
     * 'busy': another attempt holds an item). The card-attempt limits guard the member's form against card
     * testing; a charge the portal starts itself is not counted against them.
     */
    createMerchantAttempt: (attempt: Omit<NewAttempt, 'initiator'>) =>
      repo.createAttempt({ ...attempt, initiator: 'autopay' }, null),
    byId: (id: number) => repo.byId(id),
    requestHash,
    attemptLimits,

    async pay(
      userId: number,
      ip: string,
      key: string | undefined,
      body: PaymentRequest,
    ): Promise<PaymentResult> {
      if (!config.payment.enabled)
        throw new HttpError(503, 'payments_disabled', { code: 'payments_disabled' });
      if (!key) throw new HttpError(400, 'idempotency_key_required', { code: 'idempotency_key_required' });
      if (!IDEMPOTENCY_KEY_RE.test(key))
        throw new HttpError(400, 'idempotency_key_invalid', { code: 'idempotency_key_invalid' });
      const hash = requestHash(body);
      // What the attempt needs of the member's own rows, in one prepared read.
      const before = await repo.beforeAttempt(userId, body.contract_id, body.card_id, key);
      if (!before) throw notFound();
      if (before.twinId !== undefined) {
        const existing = await repo.byId(before.twinId);
        if (existing) return repeat(existing, hash);
      }
      const member = { id: userId, language: before.language };

      const contract = payable(before.doc);
      const { card } = before;
      if (!card) throw notFound('card_not_found');
      const cvv = cvvIssue(body.cvv, card.cardType);
      if (cvv) throw validationError({ cvv: [cvv] });
      const priced = pricedChoice(contract, member.language, body);
      // Counted once the form is valid and before the provider sees the CVV, by the request that writes the
      // attempt: a repeat of the key, answered above or racing in at the same moment, counts nothing (a double
      // click or a network retry never locks the member out).
      const created = await repo.createAttempt(
        {
          userId: member.id,
          contractId: contract.contract_id,
          cardId: card.id,
          idempotencyKey: key,
          requestHash: hash,
          ...priced,
          cardType: card.cardType,
          lastFour: card.lastFour,
          language: member.language,
        },
        attemptLimits(member.id, ip),
      );
      // Nothing goes to the provider: a twin with this key, sent at the same moment, made the attempt, or
      // another attempt holds the items.
      if (created === null) {
        const twin = await repo.byKey(member.id, key);
        if (!twin) throw new Error('idempotency record vanished');
        return repeat(twin, hash);
      }
      if (created === 'busy')
        throw new HttpError(409, 'payment_in_progress', { code: 'payment_in_progress' });

      const { outcome, settled } = await chargeAttempt(created, {
        token: card.cardToken,
        cvv: body.cvv,
        fingerprintSessionId: body.device_fingerprint_id,
      });
      if (outcome.kind === 'declined') {
        // The decline stands whatever becomes of its count: the member hears it rather than a 500.
        await countDecline(repo.db, attempts, member.id, ip).catch((error: unknown) =>
          log.warn(
            { event: 'payment_decline_not_counted', reason: error instanceof Error ? error.name : 'unknown' },
            'declined payment not counted against its limits',
          ),
        );
      }
      // Settled by another (the reconciler, a retry) or left pending: as the row stands now.
      return answerOf(settled ?? (await repo.byId(created.id)) ?? created);
    },

    /** Settles pending attempts old enough that no request is still waiting for them (start-up, then periodically). */
    async reconcilePending(): Promise<number> {
      // Every pending attempt, page by page: those not found yet stay pending for up to
      // PAYMENT_NOT_FOUND_AFTER_SECONDS, and must not keep the newer ones from being looked up.
      let count = 0;
      let afterId = 0;
      for (;;) {
        const pending = await repo.pendingOlderThan(config.payment.reconcileAfterSeconds, afterId);
        for (const row of pending) {
          await reconcile(row).catch((error: unknown) =>
            log.warn({ err: error, paymentId: row.id }, 'reconciliation failed'),
          );
        }
        count += pending.length;
        const last = pending.at(-1);
        if (!last || pending.length < PENDING_PAGE) return count;
        afterId = last.id;
      }
    },

    /** `{"data": PaymentHistoryContract[]}` as JSON text for the token hash's member (HISTORY_SQL). */
    historyForToken: (accessHash: Sha256Hex): Promise<MemberAnswer | undefined> =>
      repo.historyForToken(accessHash),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
