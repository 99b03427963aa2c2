import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { localeOf } from '@vida/shared';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { Config } from '../../config.ts';
import { textsIn } from '../../lib/texts.ts';
import {
  cardBrand,
  formatClubTime,
  formatMoney,
  type ReceiptData,
  receiptLines,
  receiptTotals,
} from './receipt-format.ts';
import { sfntOfWoff } from './woff-font.ts';

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /** pdfkit also takes a font fontkit has parsed already (PDFFontFactory.open: anything with `layout`). */
      registerFont(name: string, src: Font): this;
    }
  }
}

const require = createRequire(import.meta.url);

/**
 * The brand's fonts (the web's Playfair Display and Inter, from the same Fontsource files), embedded as
 * subsets: the PDF reads the same on every viewer, and every character the club's languages use (ñ, é, ü, ¿,
 * "–") is drawn and can be searched and copied. pdfkit's built-in Helvetica is neither embedded nor
 * Unicode. Unwrapped and parsed once, on the first receipt, and shared by every document after it: parsing
 * the three files for each receipt, and fontkit inflating WOFF tables on every read, cost ~280 ms of CPU per
 * receipt inside the approving transaction.
 */
const FONT_FILES = {
  display: '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff',
  body: '@fontsource/inter/files/inter-latin-400-normal.woff',
  strong: '@fontsource/inter/files/inter-latin-600-normal.woff',
} as const;
type FontName = keyof typeof FONT_FILES;
let fonts: Record<FontName, Font> | undefined;
function parse(file: string): Font {
  const font = create(sfntOfWoff(readFileSync(require.resolve(file))));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return font;
}
const loadFonts = () => {
  fonts ??= {
    display: parse(FONT_FILES.display),
    body: parse(FONT_FILES.body),
    strong: parse(FONT_FILES.strong),
  };
  return fonts;
};

const INK = '#1f1f1f';
const MUTED = '#5c5c5c';
const GOLD = '#b08d57';
const RULE = '#e6e0d6';
const PAID_GREEN = '#1e7b45';
const PAGE = { width: 612, height: 792, margin: 48 };

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
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: { Title: `${t('receipt.title')} ${data.number}`, Author: club.legalName, Subject: club.name },
    lang: localeOf(data.language),
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, file] of Object.entries(loadFonts())) doc.registerFont(name, file);
  const font = (name: FontName, size: number, color = INK) => doc.font(name).fontSize(size).fillColor(color);

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const width = right - left;

  // The brand band: the club's name as its e-mails show it, the document's name on the right.
  doc.rect(0, 0, PAGE.width, 84).fill('#000000');
  font('display', 20, GOLD).text(club.name.toUpperCase(), left, 30, {
    characterSpacing: 2,
    lineBreak: false,
  });
  font('strong', 11, '#ffffff').text(t('receipt.title').toUpperCase(), left, 36, {
    width,
    align: 'right',
  });

  // The club's legal details on the left; the number and the PAID mark on the right.
  let y = 108;
  font('strong', 10).text(club.legalName, left, y, { width: 300 });
  font('body', 9, MUTED).text(club.address, { width: 300 });
  doc.text(`${t('receipt.taxId')}: ${club.taxId}`, { width: 300 });
  doc.text(`${t('receipt.care')}: ${club.carePhone} · ${club.careEmail}`, { width: 300 });
  const detailsBottom = doc.y;

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
  const footY = Math.max(y + 28, PAGE.height - PAGE.margin - 56);
  doc.moveTo(left, footY).lineTo(right, footY).lineWidth(1).strokeColor(RULE).stroke();
  font('body', 8.5, MUTED).text(t('receipt.notTaxInvoice'), left, footY + 10, { width });
  doc.text(`${club.legalName} · ${t('receipt.taxId')}: ${club.taxId}`, { width });
  doc.end();
  return done;
}
