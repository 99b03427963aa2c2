import {
  type AutoPayContract,
  type AutoPayOverview,
  type AutoPayRequest,
  CARD_TYPES,
  type CardType,
  clubDay,
  currencyOf,
  type Language,
  NOT_FOUND_CODE,
  translateMessage,
  VISIBLE_CONTRACT_STATUSES,
} from '@vida/shared';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/tx.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { KeyedTransaction } from '../../lib/idempotency-store.ts';
import { declineReasonOf } from '../payments/index.ts';
import type { AutoPayRepo } from './autopay.repo.ts';
import type { AutoPayMails } from './autopay-mails.ts';
import { AUTOPAY_CONSENT_VERSION, consentText } from './consent.ts';

const notFound = (key: 'not_found' | 'card_not_found' | 'autopay_not_on' = 'not_found') =>
  new HttpError(404, key, { code: key === 'not_found' ? NOT_FOUND_CODE : key });
const cardType = (value: string): CardType =>
  (CARD_TYPES as readonly string[]).includes(value) ? (value as CardType) : 'visa';
const owes = (item: { amountDue: string; lateFee: string }) =>
  Math.round((Number(item.amountDue) + Number(item.lateFee)) * 100) / 100;

export interface AutoPayServiceDeps {
  repo: AutoPayRepo;
  mails: AutoPayMails;
  config: Pick<Config, 'club'>;
  now?: () => Date;
}

/** Turning AutoPay on, moving it to another card and off, per contract, and what the member sees of it. */
export function createAutoPayService({ repo, mails, config, now = () => new Date() }: AutoPayServiceDeps) {
  /** The member's contract as AutoPay needs it (404 for another member's or an unknown one). */
  async function contractOf(userId: number, contractId: number) {
    const contract = await repo.contract(userId, contractId);
    if (!contract) throw notFound();
    return contract;
  }

  async function view(userId: number, contractId: number, language: Language): Promise<AutoPayContract> {
    const contract = await contractOf(userId, contractId);
    const currency = currencyOf(contract.currencyId);
    const today = clubDay(now());
    const open = await repo.openInstalments(contract.id);
    const running = await repo.running(contract.id);
    const card = running ? await repo.activeCard(userId, running.cardId) : undefined;
    // Overdue means due before AutoPay's first day (before today when it is off): those it never charges.
    const firstDay = running?.startsOn ?? today;
    const overdue = open.filter((item) => item.dueDate < firstDay);
    const next = open.find((item) => item.dueDate >= firstDay && item.paymentId === null) ?? null;
    const asItem = (item: (typeof open)[number]) => ({
      id: item.id,
      due_date: item.dueDate,
      amount: owes(item),
    });
    return {
      contract_id: contract.id,
      contract_number: contract.number,
      currency,
      enrolment:
        running && card
          ? {
              card: { id: card.id, card_type: cardType(card.cardType), last_four: card.lastFour },
              consented_at: running.consentedAt.toISOString(),
              consent_version: running.consentVersion,
            }
          : null,
      consent: consentText(
        language,
        config.club.name,
        contract.number,
        next ? { amount: owes(next), currency } : null,
      ),
      overdue: overdue.map(asItem),
      next_charge: next ? asItem(next) : null,
    };
  }

  return {
    view,

    /** `GET /autopay`: the member's contracts on AutoPay and the notices of declined charges. */
    async overview(userId: number, language: Language): Promise<AutoPayOverview> {
      const running = await repo.runningOf(userId);
      const notices = await repo.noticesOf(userId);
      return {
        contracts: running.map(({ enrolment, card, number }) => ({
          contract_id: enrolment.contractId,
          contract_number: number,
          card: { id: card.id, card_type: cardType(card.cardType), last_four: card.lastFour },
          consented_at: enrolment.consentedAt.toISOString(),
        })),
        notices: notices.map(({ charge, item, contract }) => ({
          kind: charge.state === 'stopped' ? ('stopped' as const) : ('declined' as const),
          contract_id: contract.id,
          contract_number: contract.contractNumber,
          item_id: item.id,
          due_date: charge.dueDate,
          amount: owes(item),
          currency: currencyOf(contract.currencyId),
          next_try_on: charge.state === 'stopped' ? null : charge.nextTryOn,
          reason: translateMessage(language, declineReasonOf(charge.reasonCode)),
        })),
      };
    },

    /**
     * `PUT /autopay/contracts/{id}`: turns AutoPay on with the card (consent text, version, time and card
     * stored; a confirmation mail), or moves it to that card (a mail); the same card again changes nothing.
     */
    async turnOn(
      userId: number,
      contractId: number,
      input: AutoPayRequest,
      language: Language,
      keyedTransaction: KeyedTransaction,
    ): Promise<{ view: AutoPayContract; message: 'autopay_on' | 'autopay_card_moved' }> {
      const contract = await contractOf(userId, contractId);
      if (!(VISIBLE_CONTRACT_STATUSES as readonly string[]).includes(contract.status))
        throw new HttpError(400, 'payment_contract_not_payable', { code: 'payment_contract_not_payable' });
      const card = await repo.activeCard(userId, input.card_id);
      if (!card) throw notFound('card_not_found');
      const before = await view(userId, contractId, language);
      if (input.consent_version !== AUTOPAY_CONSENT_VERSION)
        throw new HttpError(409, 'autopay_consent_changed', { code: 'autopay_consent_changed' });
      const member = await repo.member(userId);
      if (!member) throw notFound();
      const running = await repo.running(contract.id);
      if (running) {
        if (running.cardId !== card.id) {
          await keyedTransaction(async (tx) => {
            await repo.moveCard(tx, running.id, card.id);
            await mails.moved(member, contract.number, card, tx);
          });
        }
        return { view: await view(userId, contractId, language), message: 'autopay_card_moved' };
      }
      if (!before.next_charge && before.overdue.length === 0)
        throw new HttpError(400, 'autopay_no_instalments', { code: 'autopay_no_instalments' });
      await keyedTransaction(async (tx) => {
        const created = await repo.insertEnrolment(tx, {
          userId,
          contractId: contract.id,
          cardId: card.id,
          consentVersion: before.consent.version,
          consentText: before.consent.text,
          language,
          startsOn: clubDay(now()),
        });
        // A twin request turned it on at the same moment: its mail is the one.
        if (created) await mails.on(member, contract.number, card, before.consent, tx);
      });
      return { view: await view(userId, contractId, language), message: 'autopay_on' };
    },

    /** `DELETE /autopay/contracts/{id}`: turns AutoPay off (a mail); 404 when it is not on. */
    async turnOff(
      userId: number,
      contractId: number,
      language: Language,
      keyedTransaction: KeyedTransaction,
    ): Promise<AutoPayContract> {
      const contract = await contractOf(userId, contractId);
      const member = await repo.member(userId);
      if (!member) throw notFound();
      const ended = await keyedTransaction(async (tx) => {
        const rows = await repo.end(tx, userId, { contractId: contract.id }, 'member');
        if (rows.length > 0) await mails.off(member, contract.number, null, tx);
        return rows.length;
      });
      if (ended === 0) throw notFound('autopay_not_on');
      return view(userId, contractId, language);
    },

    /**
     * A saved card is being deleted (in the deletion's transaction): AutoPay on every contract that charges it
     * is turned off, with a mail per contract saying why.
     */
    async cardRemoved(tx: Tx, userId: number, cardId: number): Promise<void> {
      const ended = await repo.end(tx, userId, { cardId }, 'card_removed');
      if (ended.length === 0) return;
      const member = await repo.member(userId, tx);
      const card = await repo.card(cardId, tx);
      if (!member || !card) return;
      for (const enrolment of ended) {
        const number = await repo.contractNumber(enrolment.contractId, tx);
        await mails.off(member, number ?? '', card, tx);
      }
    },
  };
}

export type AutoPayService = ReturnType<typeof createAutoPayService>;
