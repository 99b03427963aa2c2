import { type Currency, FEE_TYPE_KEYS, fromCents, isFeeType, type Language } from '@vida/shared';
import type { Config } from '../../config.ts';
import { textsIn } from '../../lib/texts.ts';
import { drawClubDetails, endWithFoot, INK, MUTED, openClubPdf, PAGE, RULE } from './club-pdf.ts';
import { formatDay, formatMoney } from './receipt-format.ts';
import { isPayment, type Ledger, type StatementConcept } from './statement-ledger.ts';

/** What a statement shows besides its ledger. */
export interface StatementData {
  language: Language;
  currency: Currency;
  member: { name: string; email: string; memberNumber: string | null };
  contract: { number: string; resort: string };
  from: string;
  to: string;
  /** The club's day it was made on. */
  issued: string;
  ledger: Ledger;
}

function conceptText(concept: StatementConcept, language: Language): string {
  const t = textsIn(language);
  switch (concept.kind) {
    case 'item':
      if (concept.feeType)
        return isFeeType(concept.feeType)
          ? t(`receipt.feeTypes.${FEE_TYPE_KEYS[concept.feeType]}`)
          : concept.feeType;
      return concept.category === 'monthly'
        ? t('receipt.instalment')
        : t(`receipt.types.${concept.category}`);
    case 'late_fee':
      return t('receipt.lateFee');
    case 'closing_cost':
      return t('receipt.closingCost');
    case 'paid_in_full':
      return t('statement.paidInFull');
    case 'club_payment':
      return t('statement.clubPayment');
    case 'payment': {
      const known = ['down', 'monthly', 'cash_out', 'other_fees'] as const;
      const type = known.find((k) => k === concept.paymentType);
      const name = type ? t(`receipt.types.${type}`) : concept.paymentType;
      return concept.lastFour
        ? t('statement.payment', { type: name, last4: concept.lastFour })
        : t('statement.paymentNoCard', { type: name });
    }
  }
}

/**
 * A contract's account statement for a period, in the member's language, on the receipt's paper (band, legal
 * details, foot): the opening balance, each charge and payment with its day and the balance after it, the
 * period's totals, the closing balance, what the balance means, and the payments still being confirmed, which
 * it does not count.
 */
export function renderStatementPdf(data: StatementData, club: Config['club']): Promise<Buffer> {
  const t = textsIn(data.language);
  const money = (value: number) => formatMoney(fromCents(value), data.currency, data.language);
  const day = (value: string) => formatDay(value, data.language);
  const { ledger } = data;
  const pdf = openClubPdf(club, data.language, {
    title: `${t('statement.title')} ${data.contract.number}`,
    heading: t('statement.title'),
  });
  const { doc, font, left, right, width } = pdf;

  let y = 108;
  const detailsBottom = drawClubDetails(pdf, club, t, y);
  const boxWidth = 200;
  font('body', 8, MUTED).text(t('statement.period'), right - boxWidth, y, {
    width: boxWidth,
    align: 'right',
  });
  font('strong', 12).text(
    t('statement.periodValue', { from: day(data.from), to: day(data.to) }),
    right - boxWidth,
    doc.y + 1,
    { width: boxWidth, align: 'right' },
  );
  font('body', 8, MUTED).text(`${t('statement.issued')}: ${day(data.issued)}`, right - boxWidth, doc.y + 4, {
    width: boxWidth,
    align: 'right',
  });

  y = Math.max(detailsBottom, doc.y) + 20;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1).strokeColor(RULE).stroke();
  y += 14;

  // The member and the contract, as the receipt names them.
  const columnWidth = (width - 24) / 2;
  const fact = (label: string, value: string, x: number) => {
    font('body', 8, MUTED).text(label, x, doc.y, { width: columnWidth });
    font('body', 10).text(value, x, doc.y, { width: columnWidth });
    doc.moveDown(0.45);
  };
  doc.y = y;
  fact(t('receipt.member'), `${data.member.name}\n${data.member.email}`, left);
  if (data.member.memberNumber) fact(t('receipt.memberNumber'), data.member.memberNumber, left);
  const leftBottom = doc.y;
  doc.y = y;
  const rightX = left + columnWidth + 24;
  fact(t('receipt.contract'), `${data.contract.number} · ${data.contract.resort}`, rightX);
  fact(t('statement.currency'), data.currency, rightX);
  y = Math.max(leftBottom, doc.y) + 10;

  // The table: day, concept, charge, payment, the balance after the line.
  const cols = {
    date: left + 6,
    concept: left + 80,
    charge: right - 250,
    payment: right - 165,
    balance: right - 80,
  };
  const money80 = { width: 80, align: 'right' as const };
  const header = () => {
    doc.rect(left, y, width, 20).fill('#f4f1ec');
    font('strong', 8, MUTED);
    doc.text(t('statement.date').toUpperCase(), cols.date, y + 6, { width: 70 });
    doc.text(t('statement.concept').toUpperCase(), cols.concept, y + 6, {
      width: cols.charge - cols.concept,
    });
    doc.text(t('statement.charges').toUpperCase(), cols.charge - 6, y + 6, money80);
    doc.text(t('statement.payments').toUpperCase(), cols.payment - 6, y + 6, money80);
    doc.text(t('statement.balance').toUpperCase(), cols.balance - 6, y + 6, { width: 86, align: 'right' });
    y += 26;
  };
  const row = (
    cells: { date?: string; concept: string; charge?: string; payment?: string; balance?: string },
    strong = false,
  ) => {
    if (y > PAGE.height - 140) {
      doc.addPage();
      y = PAGE.margin;
      header();
    }
    const face = strong ? 'strong' : 'body';
    font(face, 9.5).text(cells.concept, cols.concept, y, { width: cols.charge - cols.concept - 14 });
    const bottom = doc.y;
    font('body', 9.5, MUTED).text(cells.date ?? '', cols.date, y, { width: 72 });
    font(face, 9.5);
    if (cells.charge) doc.text(cells.charge, cols.charge - 6, y, money80);
    if (cells.payment) doc.text(cells.payment, cols.payment - 6, y, money80);
    if (cells.balance) doc.text(cells.balance, cols.balance - 6, y, { width: 86, align: 'right' });
    y = Math.max(bottom, doc.y) + 5;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
    y += 6;
  };

  header();
  let balance = ledger.openingCents;
  row({ concept: t('statement.opening', { date: day(data.from) }), balance: money(balance) }, true);
  if (ledger.entries.length === 0) row({ concept: t('statement.nothing') });
  for (const entry of ledger.entries) {
    balance += entry.cents;
    row({
      date: day(entry.day),
      concept: conceptText(entry.concept, data.language),
      ...(isPayment(entry) ? { payment: money(-entry.cents) } : { charge: money(entry.cents) }),
      balance: money(balance),
    });
  }
  row({ concept: t('statement.closing', { date: day(data.to) }), balance: money(ledger.closingCents) }, true);

  // The period in four figures, right-aligned under the table.
  const total = (label: string, value: string, strong = false) => {
    font(strong ? 'strong' : 'body', strong ? 12 : 10, strong ? INK : MUTED).text(label, right - 330, y, {
      width: 220,
    });
    doc.text(value, right - 150, y, { width: 150, align: 'right' });
    y = doc.y + 4;
  };
  y += 6;
  total(t('statement.opening', { date: day(data.from) }), money(ledger.openingCents));
  total(t('statement.chargesTotal'), money(ledger.chargesCents));
  total(t('statement.paymentsTotal'), money(ledger.paymentsCents));
  doc
    .moveTo(right - 330, y)
    .lineTo(right, y)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  y += 6;
  total(t('statement.closing', { date: day(data.to) }), money(ledger.closingCents), true);

  y += 12;
  if (y > PAGE.height - 200) {
    doc.addPage();
    y = PAGE.margin;
  }
  font('body', 8.5, MUTED).text(t('statement.definition'), left, y, { width });
  y = doc.y + 8;
  if (ledger.pending.length > 0) {
    font('strong', 10).text(t('statement.pendingTitle'), left, y, { width });
    const list = ledger.pending
      .map((p) => t('statement.pendingItem', { amount: money(p.cents), date: day(p.day) }))
      .join('; ');
    font('body', 9).text(t('statement.pending', { list }), left, doc.y + 2, { width });
    y = doc.y;
  }
  endWithFoot(pdf, club, t, t('statement.notTaxInvoice'), y);
  return pdf.done;
}
