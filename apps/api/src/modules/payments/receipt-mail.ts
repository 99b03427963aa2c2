import type { Config } from '../../config.ts';
import { renderMail } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { textsIn } from '../../lib/texts.ts';
import {
  cardBrand,
  formatClubTime,
  formatDay,
  formatMoney,
  type ReceiptData,
  receiptFileName,
  receiptLines,
} from './receipt-format.ts';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The summary the success page shows, as label–value rows (the items one per row, their parts indented). */
function summaryRows(data: ReceiptData): [string, string][] {
  const t = textsIn(data.language);
  const money = (amount: number) => formatMoney(amount, data.currency, data.language);
  const items = receiptLines(data).map(({ label, due, value, part }): [string, string] => [
    `${part ? '  ' : ''}${label}${due ? ` (${t('receipt.due').toLowerCase()} ${due})` : ''}`,
    value,
  ]);
  const next = data.nextInstalment;
  return [
    [t('receipt.number'), data.number],
    [t('receipt.total'), money(data.amount)],
    [t('receipt.contract'), `${data.contract.number} · ${data.contract.resort}`],
    ...items,
    [
      t('receipt.card'),
      t('receipt.cardEnding', { brand: cardBrand(data.card.type), last4: data.card.lastFour }),
    ],
    [t('receipt.paidAt'), formatClubTime(data.paidAt, data.language)],
    [
      t('receipt.nextInstalment'),
      next
        ? t('receipt.nextInstalmentValue', {
            amount: money(next.amount),
            date: formatDay(next.dueDate, data.language),
          })
        : t('receipt.noInstalment'),
    ],
  ];
}

/** The outbox's name for a receipt PDF drawn when its e-mail leaves (receipts.service.ts registers the drawer). */
export const RECEIPT_PDF = 'receipt-pdf';

/** The receipt's facts as the outbox row keeps them (JSON): its one date back as a date. */
export function receiptDataFromJson(input: unknown): ReceiptData {
  const data = input as ReceiptData & { paidAt: string };
  return { ...data, paidAt: new Date(data.paidAt) };
}

/**
 * The receipt e-mail, in the member's language with the PDF attached: a subject that names the amount and
 * the contract, and the success page's summary. Written to the outbox by the statement that approves the
 * payment (receipts.repo.ts: approveWithNumber): it exists exactly when the payment does, and the outbox
 * sends it once. The PDF is drawn from the same facts, kept with the row, when the message leaves.
 */
export function receiptMail(club: Config['club'], firstName: string, data: ReceiptData): MailMessage {
  const { language } = data;
  const t = textsIn(language);
  const rows = summaryRows(data);
  const intro = [
    t('mail.greeting', { name: firstName }),
    t(data.autopay ? 'payments.autopayReceiptBody' : 'payments.receiptBody', { number: data.number }),
  ];
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:#1f1f1f;">${escapeHtml(text)}</p>`;
  const table = `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 20px;border-collapse:collapse;font-size:15px;line-height:1.45;color:#1f1f1f;">${rows
    .map(
      ([label, value]) =>
        // A part of the item above it (its closing costs, its late fee) is indented as it is in the text.
        `<tr><td style="padding:6px 12px 6px ${label.startsWith(' ') ? '16px' : '0'};border-bottom:1px solid #e6e0d6;color:#555555;">${escapeHtml(label.trim())}</td><td style="padding:6px 0;border-bottom:1px solid #e6e0d6;text-align:right;">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
  const common = {
    language,
    club,
    title: t(data.autopay ? 'payments.autopayReceiptSubject' : 'payments.receiptSubject', {
      amount: formatMoney(data.amount, data.currency, language),
      contract: data.contract.number,
    }),
  };
  const { html } = renderMail({
    ...common,
    bodyHtml: `${intro.map(paragraph).join('')}${table}${paragraph(t('payments.keep'))}`,
  });
  // The plain-text twin lists the rows one per line ("Total paid: USD 1,350.00").
  const plain = renderMail({
    ...common,
    paragraphs: [...intro, rows.map(([label, value]) => `${label}: ${value}`).join('\n'), t('payments.keep')],
  });
  return {
    to: data.member.email,
    language,
    ...plain,
    html,
    attachments: [
      {
        filename: receiptFileName(data.number, language),
        contentType: 'application/pdf',
        drawnFrom: { kind: RECEIPT_PDF, input: data },
      },
    ],
  };
}
