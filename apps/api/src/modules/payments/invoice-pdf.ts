import { FEE_TYPE_KEYS, isFeeType, type Language, localeOf, type PaymentCategory } from '@vida/shared';
import PDFDocument from 'pdfkit';
import type { Config } from '../../config.ts';
import type { PaidItem } from '../../db/schema/index.ts';
import { text } from '../../lib/texts.ts';

export interface InvoiceData {
  order: string;
  transactionId: string | null;
  date: Date;
  language: Language;
  member: { name: string; email: string; memberNumber: string | null };
  contract: { number: string; resort: string };
  paymentType: PaymentCategory;
  items: PaidItem[];
  amount: number;
  currency: string;
  card: { type: string; lastFour: string };
}

const CARD_BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard' };

/** Spec section 9: DD-MM-YYYY in Spanish, YYYY-MM-DD otherwise. */
export function formatDate(date: Date, language: Language): string {
  const iso = date.toISOString().slice(0, 10);
  if (language !== 'es') return iso;
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
}

export const money = (amount: number, currency: string, language: Language) =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(amount);

/** `invoice-<order>-<YYYY-MM-DD>.pdf` */
export const invoiceFileName = (order: string, date: Date) =>
  `invoice-${order}-${date.toISOString().slice(0, 10)}.pdf`;

/**
 * The invoice of an approved payment, in the member's language, drawn with pdfkit (no hand-written PDF
 * syntax). It carries the club, the member, the contract, each item paid, the total and currency, the
 * card's type and last four digits, the date and the references.
 */
export function renderInvoice(data: InvoiceData, club: Config['club']): Promise<Buffer> {
  const t = (key: Parameters<typeof text>[1], values?: Record<string, string>) =>
    text(data.language, key, values);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `${t('invoice.title')} ${data.order}`, Author: club.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(club.name);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${t('invoice.care')}: ${club.careEmail} · ${club.carePhone}`);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(15).text(t('invoice.title'));
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10);
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  };
  line(t('invoice.order'), data.order);
  if (data.transactionId) line(t('invoice.reference'), data.transactionId);
  line(t('invoice.date'), formatDate(data.date, data.language));
  doc.moveDown(0.5);
  line(t('invoice.member'), `${data.member.name} <${data.member.email}>`);
  if (data.member.memberNumber) line(t('invoice.memberNumber'), data.member.memberNumber);
  line(t('invoice.contract'), `${data.contract.number} · ${data.contract.resort}`);
  line(t('invoice.type'), t(`invoice.types.${data.paymentType}`));
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text(t('invoice.items'));
  doc.font('Helvetica');
  for (const item of data.items) {
    // Fee types are stored as the club's English names; the member reads them in their language.
    const label = item.feeType
      ? isFeeType(item.feeType)
        ? t(`invoice.feeTypes.${FEE_TYPE_KEYS[item.feeType]}`)
        : item.feeType
      : data.paymentType === 'monthly'
        ? t('invoice.instalment')
        : t(`invoice.types.${data.paymentType}`);
    doc.text(
      `${label} (${t('invoice.due')} ${formatDate(new Date(`${item.dueDate}T00:00:00Z`), data.language)})  ${money(item.amount, data.currency, data.language)}`,
    );
  }
  doc.moveDown(0.5);
  line(t('invoice.total'), `${money(data.amount, data.currency, data.language)} ${data.currency}`);
  line(
    t('invoice.card'),
    t('invoice.cardEnding', {
      brand: CARD_BRANDS[data.card.type] ?? data.card.type,
      last4: data.card.lastFour,
    }),
  );
  doc.end();
  return done;
}
