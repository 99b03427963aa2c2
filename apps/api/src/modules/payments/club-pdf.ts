import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Language, localeOf } from '@vida/shared';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { Config } from '../../config.ts';
import type { textsIn } from '../../lib/texts.ts';
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
 * Unicode. Unwrapped and parsed once, on the first document, and shared by every document after it: parsing
 * the three files for each receipt, and fontkit inflating WOFF tables on every read, cost ~280 ms of CPU per
 * receipt inside the approving transaction.
 */
const FONT_FILES = {
  display: '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff',
  body: '@fontsource/inter/files/inter-latin-400-normal.woff',
  strong: '@fontsource/inter/files/inter-latin-600-normal.woff',
} as const;
export type FontName = keyof typeof FONT_FILES;
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

export const INK = '#1f1f1f';
export const MUTED = '#5c5c5c';
export const GOLD = '#b08d57';
export const RULE = '#e6e0d6';
export const PAGE = { width: 612, height: 792, margin: 48 };

type Texts = ReturnType<typeof textsIn>;

/** A club document being drawn: pdfkit's document, its fonts by name, its margins, and the bytes once ended. */
export interface ClubPdf {
  doc: PDFKit.PDFDocument;
  font: (name: FontName, size: number, color?: string) => PDFKit.PDFDocument;
  left: number;
  right: number;
  width: number;
  /** The file, once `doc.end()` has been called. */
  done: Promise<Buffer>;
}

/**
 * A new letter-size club document in `language` with the brand band (the club's name as its e-mails show it,
 * `heading` on the right), shared by the receipt and the statement so both look like the club's papers.
 */
export function openClubPdf(
  club: Config['club'],
  language: Language,
  { title, heading }: { title: string; heading: string },
): ClubPdf {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: { Title: title, Author: club.legalName, Subject: club.name },
    lang: localeOf(language),
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

  doc.rect(0, 0, PAGE.width, 84).fill('#000000');
  font('display', 20, GOLD).text(club.name.toUpperCase(), left, 30, {
    characterSpacing: 2,
    lineBreak: false,
  });
  font('strong', 11, '#ffffff').text(heading.toUpperCase(), left, 36, { width, align: 'right' });
  return { doc, font, left, right, width, done };
}

/** The club's legal name, address, tax id and customer care under the band, at `y`; answers the block's foot. */
export function drawClubDetails(pdf: ClubPdf, club: Config['club'], t: Texts, y: number): number {
  pdf.font('strong', 10).text(club.legalName, pdf.left, y, { width: 300 });
  pdf.font('body', 9, MUTED).text(club.address, { width: 300 });
  pdf.doc.text(`${t('receipt.taxId')}: ${club.taxId}`, { width: 300 });
  pdf.doc.text(`${t('receipt.care')}: ${club.carePhone} · ${club.careEmail}`, { width: 300 });
  return pdf.doc.y;
}

/**
 * What the document is not, and who issues it, at the foot of the last page (below `y`), then ends the
 * document.
 */
export function endWithFoot(pdf: ClubPdf, club: Config['club'], t: Texts, note: string, y: number): void {
  const footY = Math.max(y + 28, PAGE.height - PAGE.margin - 56);
  pdf.doc.moveTo(pdf.left, footY).lineTo(pdf.right, footY).lineWidth(1).strokeColor(RULE).stroke();
  pdf.font('body', 8.5, MUTED).text(note, pdf.left, footY + 10, { width: pdf.width });
  pdf.doc.text(`${club.legalName} · ${t('receipt.taxId')}: ${club.taxId}`, { width: pdf.width });
  pdf.doc.end();
}
