import type { Config } from '../../config.ts';
import { textsIn } from '../../lib/texts.ts';
import { drawClubDetails, endWithFoot, INK, MUTED, openClubPdf, PAGE, RULE } from './club-pdf.ts';
import {
  cardBrand,
  formatClubTime,
  formatMoney,
  type ReceiptData,
  receiptLines,
  receiptTotals,
} from './receipt-format.ts';

const PAID_GREEN = '#1e7b45';

/**
 * The club's payment receipt for an approved order, in the member's language ("comprobante de pago" in
 * Spanish, which also says it is not a CFDI): the brand band, the club's legal name, address and tax id, the
 * receipt's number and a PAID mark, the member and contract, each item on its line with its closing cost and
 * late fee on lines of their own (paying in full: the remaining balance, the instalments it included and the
 * late fees it waived), the totals, the card, and the date and time on the club's clock.
 */
export function renderReceiptPdf(data: ReceiptData, club: Config['club']): Promise<Buffer> {
  const t = textsIn(data.language);
  const money = (amount: number) => formatMoney(amount, data.currency, data.language);
  const pdf = openClubPdf(club, data.language, {
    title: `${t('receipt.title')} ${data.number}`,
    heading: t('receipt.title'),
  });
  const { doc, font, left, right, width } = pdf;

  // The club's legal details on the left; the number and the PAID mark on the right.
  let y = 108;
  const detailsBottom = drawClubDetails(pdf, club, t, y);

  const stampWidth = 132;
  const stampX = right - stampWidth;
  doc.save();
  doc.roundedRect(stampX, y, stampWidth, 34, 4).lineWidth(2).strokeColor(PAID_GREEN).stroke();
  font('strong', 18, PAID_GREEN).text(t('receipt.paid'), stampX, y + 8, {
    width: stampWidth,
    align: 'center',
  });
  doc.restore();
  font('body', 8, MUTED).text(t('receipt.number'), stampX - 60, y + 44, {
    width: stampWidth + 60,
    align: 'right',
  });
  font('strong', 13).text(data.number, stampX - 60, doc.y + 1, { width: stampWidth + 60, align: 'right' });

  y = Math.max(detailsBottom, doc.y) + 20;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1).strokeColor(RULE).stroke();
  y += 14;

  // Who paid, for what, when and how: two columns of labelled facts.
  const facts = (entries: [string, string][], x: number, top: number, columnWidth: number) => {
    doc.y = top;
    for (const [label, value] of entries) {
      font('body', 8, MUTED).text(label, x, doc.y, { width: columnWidth });
      font('body', 10).text(value, x, doc.y, { width: columnWidth });
      doc.moveDown(0.45);
    }
    return doc.y;
  };
  const columnWidth = (width - 24) / 2;
  const memberLines: [string, string][] = [
    [t('receipt.member'), `${data.member.name}\n${data.member.email}`],
    ...(data.member.memberNumber
      ? ([[t('receipt.memberNumber'), data.member.memberNumber]] as [string, string][])
      : []),
    [t('receipt.contract'), `${data.contract.number} · ${data.contract.resort}`],
    [t('receipt.type'), t(`receipt.types.${data.paymentType}`)],
  ];
  const paymentLines: [string, string][] = [
    [t('receipt.paidAt'), formatClubTime(data.paidAt, data.language)],
    [
      t('receipt.card'),
      t('receipt.cardEnding', { brand: cardBrand(data.card.type), last4: data.card.lastFour }),
    ],
    [t('receipt.order'), data.order],
    ...(data.transactionId ? ([[t('receipt.reference'), data.transactionId]] as [string, string][]) : []),
  ];
  const leftBottom = facts(memberLines, left, y, columnWidth);
  const rightBottom = facts(paymentLines, left + columnWidth + 24, y, columnWidth);
  y = Math.max(leftBottom, rightBottom) + 12;

  // The items: one line each, its closing cost and late fee on lines of their own beneath it.
  const dueX = left + width - 200;
  const amountX = right - 110;
  font('strong', 12).text(t('receipt.items'), left, y);
  y = doc.y + 6;
  doc.rect(left, y, width, 20).fill('#f4f1ec');
  font('strong', 8, MUTED);
  doc.text(t('receipt.concept').toUpperCase(), left + 8, y + 6, { width: dueX - left - 16 });
  doc.text(t('receipt.due').toUpperCase(), dueX, y + 6, { width: 80 });
  doc.text(t('receipt.amount').toUpperCase(), amountX, y + 6, { width: 102, align: 'right' });
  y += 26;
  const row = (label: string, due: string, value: string, indent = 0) => {
    if (y > PAGE.height - 200) {
      doc.addPage();
      y = PAGE.margin;
    }
    font(indent ? 'body' : 'strong', 10, indent ? MUTED : INK).text(label, left + 8 + indent, y, {
      width: dueX - left - 16 - indent,
    });
    const bottom = doc.y;
    font('body', 10, indent ? MUTED : INK).text(due, dueX, y, { width: 80 });
    doc.text(value, amountX, y, { width: 102, align: 'right' });
    y = Math.max(bottom, doc.y) + 5;
  };
  // A rule under each line with its parts: an item, or paying in full's balance with what it included.
  const lines = receiptLines(data);
  lines.forEach((line, index) => {
    row(line.label, line.due ?? '', line.value, line.part ? 14 : 0);
    if (lines[index + 1]?.part) return;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
    y += 6;
  });

  // The totals, in the order's one currency.
  const totals = receiptTotals(data.items);
  const totalLine = (label: string, amount: number, strong = false) => {
    font(strong ? 'strong' : 'body', strong ? 12 : 10, strong ? INK : MUTED).text(label, dueX - 80, y, {
      width: 170,
    });
    doc.text(`${money(amount)}`, amountX - 40, y, { width: 142, align: 'right' });
    y = doc.y + 4;
  };
  y += 4;
  if (totals.closingCosts > 0 || totals.lateFees > 0) {
    totalLine(t('receipt.itemsTotal'), totals.items);
    if (totals.closingCosts > 0) totalLine(t('receipt.closingCostsTotal'), totals.closingCosts);
    if (totals.lateFees > 0) totalLine(t('receipt.lateFeesTotal'), totals.lateFees);
  }
  doc
    .moveTo(dueX - 80, y)
    .lineTo(right, y)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  y += 6;
  totalLine(t('receipt.total'), data.amount, true);

  // What this document is not, and where to ask: at the foot of the last page.
  endWithFoot(pdf, club, t, t('receipt.notTaxInvoice'), y);
  return pdf.done;
}
