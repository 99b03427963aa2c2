import { randomUUID } from 'node:crypto';
import {
  isCurrency,
  type MonthlyType,
  NOT_FOUND_CODE,
  type PaymentCategory,
  type Receipt,
} from '@vida/shared';
import type { Config } from '../../config.ts';
import { RECEIPT_NUMBER_PREFIX, receiptYear } from '../../db/receipt-numbers.ts';
import type { Tx } from '../../db/tx.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { renderReceiptPdf } from './invoice-pdf.ts';
import type { PaymentRow } from './payments.repo.ts';
import { type ReceiptData, receiptFileName, receiptItems } from './receipt-format.ts';
import { RECEIPT_PDF, receiptDataFromJson, receiptMail } from './receipt-mail.ts';
import type { Instalment, ReceiptFacts, ReceiptOrder, ReceiptsRepo } from './receipts.repo.ts';

export interface ReceiptsDeps {
  repo: ReceiptsRepo;
  config: Config;
  /** The outbox: the receipt is written in the approving transaction, its PDF drawn when it leaves. */
  mail: Pick<Mailer, 'enqueueWith' | 'drawAttachmentsWith'>;
}

const ORDER_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const orderNotFound = () => new HttpError(404, 'order_not_found', { code: NOT_FOUND_CODE });

/**
 * The receipt of an approved payment: its number (taken in the approving transaction), the e-mail with the
 * PDF that transaction queues, and the member's reads of it (the success page's JSON, the PDF download).
 */
export function createReceiptsService({ repo, config, mail }: ReceiptsDeps) {
  mail.drawAttachmentsWith(RECEIPT_PDF, (input) => renderReceiptPdf(receiptDataFromJson(input), config.club));

  function dataOf(found: ReceiptOrder, next: Instalment | undefined): ReceiptData {
    const { payment } = found;
    if (!payment.receiptNumber) throw new Error('approved order without a receipt number');
    if (!isCurrency(payment.currency)) throw new Error('order in an unknown currency');
    return {
      number: payment.receiptNumber,
      order: payment.uuid,
      transactionId: payment.transactionId,
      paidAt: payment.completedAt ?? payment.createdAt,
      autopay: payment.initiator === 'autopay',
      language: found.language,
      member: {
        name: `${found.firstName} ${found.lastName}`,
        email: found.email,
        memberNumber: found.memberNumber,
      },
      contract: { number: found.contractNumber, resort: found.resort },
      paymentType: payment.paymentType as PaymentCategory,
      monthlyType: payment.monthlyType as MonthlyType | null,
      items: receiptItems(payment.items, payment.monthlyType === 'full'),
      amount: Number(payment.amount),
      currency: payment.currency,
      card: { type: payment.cardType, lastFour: payment.lastFour },
      nextInstalment: next ? { dueDate: next.dueDate, amount: Number(next.amount) } : null,
    };
  }

  /** An approved order's receipt as the member reads it again. */
  const readData = async (found: ReceiptOrder) =>
    dataOf(found, await repo.nextInstalment(found.payment.contractId));

  async function find(userId: number, order: string): Promise<ReceiptOrder> {
    if (!ORDER_RE.test(order)) throw orderNotFound();
    const found = await repo.order(userId, order.toLowerCase());
    if (!found) throw orderNotFound();
    return found;
  }

  return {
    /**
     * Approves a pending order in `tx` with its receipt's number, and queues the receipt e-mail: the e-mail
     * exists exactly when the approval does. `facts` are what the statement that recorded the payment read
     * (payments.repo.ts: recordPaid). The e-mail is drawn first, with a stand-in where the number goes; the
     * approving statement takes the number and writes the order and the e-mail with it. Taking it locks the
     * year's counter until `tx` commits, and every other approval waits for that. The PDF is drawn from the
     * same facts when the e-mail leaves: drawing it here held the transaction for ~25 ms of CPU. Answers the
     * order as approved.
     */
    async approve(
      tx: Tx,
      payment: PaymentRow,
      transactionId: string,
      facts: ReceiptFacts,
    ): Promise<PaymentRow> {
      const { completedAt, next, ...order } = facts;
      // Unguessable, so no text of the member's can carry it; of the number's own characters, so that no
      // escaping (HTML, JSON) changes it on its way into the e-mail.
      const standIn = `${RECEIPT_NUMBER_PREFIX}-${randomUUID().toUpperCase()}`;
      const approving = {
        ...payment,
        status: 'approved',
        transactionId,
        receiptNumber: standIn,
        completedAt,
      };
      const message = receiptMail(
        config.club,
        order.firstName,
        dataOf({ ...order, payment: approving }, next),
      );
      const { number } = await mail.enqueueWith(message, async (row) => {
        const approval = { paymentId: payment.id, transactionId, year: receiptYear(completedAt) };
        const { number, mailId } = await repo.approveWithNumber(tx, approval, row, standIn);
        if (mailId === null) throw new Error('order being approved not found in its transaction');
        return { number, mailId };
      });
      return { ...approving, receiptNumber: number };
    },

    /** `GET /orders/{order}/receipt`: what the success page shows (404 when unknown or another member's). */
    async receipt(userId: number, order: string): Promise<Receipt> {
      const found = await find(userId, order);
      const data = await readData(found);
      return {
        order: data.order,
        number: data.number,
        paid_at: data.paidAt.toISOString(),
        amount: data.amount,
        currency: data.currency,
        payment_type: data.paymentType,
        monthly_type: data.monthlyType,
        contract: { id: found.payment.contractId, ...data.contract },
        items: data.items,
        card: { type: data.card.type, last_four: data.card.lastFour },
        next_instalment: data.nextInstalment
          ? { due_date: data.nextInstalment.dueDate, amount: data.nextInstalment.amount }
          : null,
      };
    },

    /** `GET /orders/{order}/download`: the PDF, named in the member's language. */
    async pdf(userId: number, order: string): Promise<{ pdf: Buffer; fileName: string }> {
      const data = await readData(await find(userId, order));
      return {
        pdf: await renderReceiptPdf(data, config.club),
        fileName: receiptFileName(data.number, data.language),
      };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
