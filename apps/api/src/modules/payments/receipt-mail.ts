import type { Language } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { MailAttachment } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { renderMail } from '../mail/layout.ts';
import { createMailRepo } from '../mail/mail.repo.ts';
import { type InvoiceData, invoiceFileName, money } from './invoice-pdf.ts';

const TEXTS = {
  en: {
    subject: (order: string) => `Payment received – order ${order}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (amount: string, contract: string) =>
      `We received your payment of ${amount} for contract ${contract}. Your invoice is attached.`,
    keep: 'Keep this message for your records.',
  },
  es: {
    subject: (order: string) => `Recibimos tu pago – orden ${order}`,
    greeting: (name: string) => `Hola ${name}:`,
    body: (amount: string, contract: string) =>
      `Recibimos tu pago de ${amount} del contrato ${contract}. Adjuntamos tu factura.`,
    keep: 'Conserva este mensaje para tus registros.',
  },
} as const;

/**
 * The receipt, in the member's language with the invoice attached, written to the outbox in the transaction
 * that records the payment: it exists exactly when the payment does, and the outbox sends it once.
 */
export async function queueReceipt(
  tx: Tx,
  options: { club: Config['club']; delivering: boolean },
  to: { email: string; firstName: string; language: Language },
  invoice: InvoiceData,
  pdf: Buffer,
): Promise<void> {
  const t = TEXTS[to.language];
  const rendered = renderMail({
    language: to.language,
    club: options.club,
    title: t.subject(invoice.order),
    paragraphs: [
      t.greeting(to.firstName),
      t.body(
        `${money(invoice.amount, invoice.currency, to.language)} ${invoice.currency}`,
        invoice.contract.number,
      ),
    ],
    after: [t.keep],
  });
  const attachment: MailAttachment = {
    filename: invoiceFileName(invoice.order, invoice.date),
    contentType: 'application/pdf',
    content: pdf.toString('base64'),
  };
  await createMailRepo(tx).insert(
    { to: to.email.trim().toLowerCase(), language: to.language, ...rendered, attachments: [attachment] },
    options.delivering ? 'queued' : 'kept',
  );
}
