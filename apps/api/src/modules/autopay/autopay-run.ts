import { addDays, clubDay, currencyOf } from '@vida/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { PaymentsService } from '../payments/index.ts';
import { type ChargeRow, createAutoPayRepo } from './autopay.repo.ts';
import type { AutoPayMails } from './autopay-mails.ts';

/**
 * Days after the due date on which a declined instalment is charged again; declined on the last one too, it is
 * stopped (the member is told, and pays it by hand). A provider error or a charge the provider never saw is no
 * decline: it is tried again the next day, within the same window.
 */
export const AUTOPAY_RETRY_DAYS = [3, 7] as const;
const LAST_RETRY_DAY = AUTOPAY_RETRY_DAYS[AUTOPAY_RETRY_DAYS.length - 1] ?? 0;

export interface AutoPayRunDeps {
  /** The moment the run is "as of": its club day decides what is due (tests and the operator move it). */
  now: Date;
  db: Db;
  log: FastifyBaseLogger;
  payments: Pick<PaymentsService, 'createMerchantAttempt' | 'chargeAttempt'>;
  mails: AutoPayMails;
}

export interface AutoPayRunResult {
  /** Tries sent to the provider in this run. */
  charged: number;
  /** Outcomes acted on (approved, declined and mailed, failed and rescheduled). */
  settled: number;
  /** Charges given up because the item was paid by hand or AutoPay was turned off. */
  cancelled: number;
}

const owes = (item: { amountDue: string; lateFee: string }) =>
  Math.round((Number(item.amountDue) + Number(item.lateFee)) * 100) / 100;

/**
 * Charges every instalment due on the club's day of `now` (and any a missed day left) on the contracts with
 * AutoPay on, through the payments module's one charging path: the attempt is written pending, its item held,
 * under the key `autopay:<item>:<due date>:<try>` before the provider is called, so two runs at once, a run
 * after a crash, or a provider that answers twice still charge an item once per try. An answer that does not
 * come leaves the attempt pending for the payments reconciler; the next run acts on what it settled.
 */
export async function runAutoPay(deps: AutoPayRunDeps): Promise<AutoPayRunResult> {
  const { db, log, payments, mails } = deps;
  const repo = createAutoPayRepo(db);
  const today = clubDay(deps.now);
  const result: AutoPayRunResult = { charged: 0, settled: 0, cancelled: 0 };

  /** Acts on a settled try once (row locked, only an unhandled one): the state, the next try, the mail. */
  async function handleOutcome(chargeId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const found = await repo.lockUnhandled(tx, chargeId);
      if (!found || found.payment.status === 'pending') return;
      const { charge, payment } = found;
      result.settled += 1;
      if (payment.status === 'approved') {
        await repo.recordOutcome(tx, charge.id, { ...charge, state: 'paid', reasonCode: null });
        return;
      }
      const enrolment = await repo.enrolment(charge.enrolmentId, tx);
      if (!enrolment || enrolment.endedAt) {
        await repo.recordOutcome(tx, charge.id, {
          ...charge,
          state: 'cancelled',
          reasonCode: payment.reasonCode,
        });
        return;
      }
      const declined = payment.status === 'declined';
      const declines = charge.declines + (declined ? 1 : 0);
      const retryDay = declined ? AUTOPAY_RETRY_DAYS[declines - 1] : undefined;
      let next: string | null = declined
        ? retryDay === undefined
          ? null
          : addDays(charge.dueDate, retryDay)
        : addDays(today, 1);
      // A retry day already past (the run was late): the next run tries; past the window: stopped.
      if (next !== null && next <= today) next = addDays(today, 1);
      if (next !== null && next > addDays(charge.dueDate, LAST_RETRY_DAY)) next = null;
      await repo.recordOutcome(tx, charge.id, {
        state: next === null ? 'stopped' : 'charging',
        declines,
        nextTryOn: next ?? charge.nextTryOn,
        reasonCode: payment.reasonCode,
      });
      log.info(
        { event: 'autopay_not_charged', chargeId: charge.id, paymentId: payment.id, stopped: next === null },
        'autopay charge not made',
      );
      // A provider error is told only when it stops AutoPay for the item: it is no fault of the member's card.
      if (!declined && next !== null) return;
      const member = await repo.member(enrolment.userId, tx);
      const number = await repo.contractNumber(enrolment.contractId, tx);
      if (!member || !number) return;
      await mails.declined(
        member,
        {
          contract: number,
          amount: Number(payment.amount),
          currency: payment.currency === 'MXN' ? 'MXN' : 'USD',
          due: charge.dueDate,
          card: payment,
          reasonCode: declined ? payment.reasonCode : null,
        },
        next,
        tx,
      );
    });
  }

  async function tryCharge(charge: ChargeRow): Promise<void> {
    const enrolment = await repo.enrolment(charge.enrolmentId);
    const item = await repo.item(charge.paymentItemId);
    const card = enrolment && (await repo.activeCard(enrolment.userId, enrolment.cardId));
    // Paid by hand meanwhile, or AutoPay turned off: nothing more to try.
    if (!enrolment || enrolment.endedAt || !item || item.paidAt || !card) {
      await repo.setState(charge.id, 'cancelled');
      result.cancelled += 1;
      return;
    }
    // Another attempt holds it (the member paying by hand right now): the next run looks again.
    if (item.paymentId !== null) return;
    const member = await repo.member(enrolment.userId);
    const contract = await repo.contract(enrolment.userId, enrolment.contractId);
    if (!member || !contract) return;
    const key = `autopay:${item.id}:${charge.dueDate}:${charge.tries}`;
    const amount = owes(item);
    const created = await payments.createMerchantAttempt({
      userId: member.id,
      contractId: contract.id,
      cardId: card.id,
      idempotencyKey: key,
      requestHash: key,
      paymentType: 'monthly',
      monthlyType: 'monthly',
      items: [
        {
          id: item.id,
          dueDate: item.dueDate,
          feeType: null,
          amount,
          lateFee: Number(item.lateFee),
          closingCost: 0,
          settles: true,
        },
      ],
      owed: [
        {
          id: item.id,
          amountDue: Number(item.amountDue),
          lateFee: Number(item.lateFee),
          closingCost: Number(item.closingCost),
        },
      ],
      amount: amount.toFixed(2),
      currency: currencyOf(contract.currencyId),
      cardType: card.cardType,
      lastFour: card.lastFour,
      language: member.language,
    });
    if (created === 'busy') return;
    if (created === null) {
      // A twin run, or this one before a crash, wrote this try: tie it to the charge and act on its outcome.
      const twin = await repo.attemptByKey(member.id, key);
      if (twin) await repo.linkTry(charge.id, charge.tries, twin.id);
      await handleOutcome(charge.id);
      return;
    }
    await repo.linkTry(charge.id, charge.tries, created.id);
    result.charged += 1;
    try {
      await payments.chargeAttempt(created, { token: card.cardToken, initiator: 'merchant' });
    } catch (error) {
      // No trustworthy answer recorded: the attempt stays pending, its item held, for the reconciler.
      if (!(error instanceof HttpError)) throw error;
    }
    await handleOutcome(charge.id);
  }

  for (const { id } of await repo.outcomesToHandle()) await handleOutcome(id);
  for (const { enrolment, item } of await repo.dueToStart(today))
    await repo.startCharge(enrolment.id, item.id, item.dueDate, today);
  for (const charge of await repo.triesDue(today)) {
    try {
      await tryCharge(charge);
    } catch (error) {
      // One item's failure (the provider unreachable before it answered, the database refusing a write) must
      // not keep the other members' instalments from being charged; its attempt, if written, is pending.
      log.error(
        {
          event: 'autopay_try_failed',
          chargeId: charge.id,
          reason: error instanceof Error ? error.name : 'unknown',
        },
        'autopay try failed: left pending',
      );
    }
  }
  log.info({ event: 'autopay_run', day: today, ...result }, 'autopay run');
  return result;
}
