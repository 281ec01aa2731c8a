import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The PDFs the server hands out (payslips, annual salary reports, employees' letters), written with
 * pdfkit; payroll's and the requests' letters share it, so it sits beside the areas. The text is set
 * in DejaVu Sans, a TrueType font embedded from the dejavu-fonts-ttf package, so names and the
 * engine's explanations ("Ọlá", "→", "×", "−") print as they are: pdfkit's built-in Helvetica knows
 * Latin-1 only.
 */

const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 50;
const MUTED = '#555555';

/** Builds a one-or-more-page A4 document and answers its bytes. */
export async function pdfBytes(title: string, draw: (doc: Pdf) => void): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title }, bufferPages: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  doc.font('regular').fontSize(10);
  draw(doc);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

export function heading(doc: Pdf, text: string, size = 14): void {
  doc.font('bold').fontSize(size).fillColor('black').text(text, MARGIN, doc.y);
  doc.font('regular').fontSize(10).moveDown(0.3);
}

export function note(doc: Pdf, text: string): void {
  doc.font('regular').fontSize(8.5).fillColor(MUTED).text(text, MARGIN, doc.y);
  doc.fontSize(10).fillColor('black');
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * A table: a bold header and a row per entry, each cell in its column's width; a row marked `bold`
 * (totals) is set in bold. Rows that would run off the page start a new one.
 */
export function table(doc: Pdf, columns: Column[], rows: { cells: string[]; bold?: boolean }[]): void {
  const row = (cells: string[], font: 'regular' | 'bold') => {
    if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    let bottom = top;
    doc.font(font).fontSize(9);
    columns.forEach((column, index) => {
      doc.text(cells[index] ?? '', x, top, { width: column.width - 6, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.x = MARGIN;
    doc.y = bottom + 3;
  };
  row(
    columns.map((column) => column.header),
    'bold',
  );
  for (const entry of rows) row(entry.cells, entry.bold ? 'bold' : 'regular');
  doc.font('regular').fontSize(10).moveDown(0.5);
}

/** A label and its amount on one line, the amount to the right; with an explanation below in small type. */
export function amountLine(
  doc: Pdf,
  label: string,
  amount: string,
  options: { explanation?: string; bold?: boolean } = {},
): void {
  if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  const top = doc.y;
  doc.font(options.bold ? 'bold' : 'regular').fontSize(10);
  doc.text(label, MARGIN, top, { width: width - 150 });
  const afterLabel = doc.y;
  doc.text(amount, MARGIN + width - 150, top, { width: 150, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(afterLabel, doc.y);
  if (options.explanation) {
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(options.explanation, MARGIN + 10, doc.y, {
        width: width - 160,
      });
    doc.fontSize(10).fillColor('black');
  }
  doc.x = MARGIN;
  doc.moveDown(0.2);
}
