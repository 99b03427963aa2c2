import type { Language } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { renderMail } from '../../lib/mail/layout.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { text } from '../../lib/texts.ts';
import { type InvoiceData, invoiceFileName, money } from './invoice-pdf.ts';

/**
 * The receipt, in the member's language with the invoice attached, written to the outbox in the transaction
 * that records the payment: it exists exactly when the payment does, and the outbox sends it once.
 */
export async function queueReceipt(
  mail: Pick<Mailer, 'enqueue'>,
  tx: DbOrTx,
  club: Config['club'],
  to: { email: string; firstName: string; language: Language },
  invoice: InvoiceData,
  pdf: Buffer,
): Promise<void> {
  const t = (key: Parameters<typeof text>[1], values?: Record<string, string>) =>
    text(to.language, key, values);
  const rendered = renderMail({
    language: to.language,
    club,
    title: t('payments.receiptSubject', { order: invoice.order }),
    paragraphs: [
      t('mail.greeting', { name: to.firstName }),
      t('payments.receiptBody', {
        amount: `${money(invoice.amount, invoice.currency, to.language)} ${invoice.currency}`,
        contract: invoice.contract.number,
      }),
    ],
    after: [t('payments.keep')],
  });
  await mail.enqueue(
    {
      to: to.email,
      language: to.language,
      ...rendered,
      attachments: [
        {
          filename: invoiceFileName(invoice.order, invoice.date),
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
        },
      ],
    },
    tx,
  );
}
